// "How to use" and "Ingredients" of the product page's accordion: the same notes for every product of a
// category (the generated catalog has no per-product copy of this kind).

export interface UsageNotes {
  howToUse: string;
  ingredients: readonly string[];
}

const NOTES: Readonly<Record<number, UsageNotes>> = {
  1: { howToUse: 'Line the lips from the centre outwards, then fill in. Blot and apply a second coat for a deeper colour.', ingredients: ['Ricinus communis (castor) seed oil', 'Candelilla wax', 'Shea butter', 'Tocopherol', 'Iron oxides'] },
  2: { howToUse: 'Shake well. Dot on the forehead, cheeks and chin and blend outwards with a brush or sponge; build where you want more coverage.', ingredients: ['Aqua', 'Cyclopentasiloxane', 'Glycerin', 'Niacinamide', 'Titanium dioxide', 'Iron oxides'] },
  3: { howToUse: 'Wiggle the brush from the root of the lashes to the tips. Add a second coat before the first has dried.', ingredients: ['Aqua', 'Beeswax', 'Copernicia cerifera (carnauba) wax', 'Panthenol', 'Iron oxides'] },
  4: { howToUse: 'Sweep the lightest shade over the lid, the deepest into the crease, and blend the edges with a clean brush.', ingredients: ['Talc', 'Mica', 'Dimethicone', 'Zinc stearate', 'Iron oxides'] },
  5: { howToUse: 'Smile, and sweep lightly over the apples of the cheeks towards the temples. Build a little at a time.', ingredients: ['Talc', 'Mica', 'Caprylic/capric triglyceride', 'Squalane', 'Carmine'] },
  6: { howToUse: 'Dab onto shadows and blemishes, then press in with a fingertip; set with powder for longer wear.', ingredients: ['Aqua', 'Dimethicone', 'Glycerin', 'Kaolin', 'Titanium dioxide'] },
  7: { howToUse: 'Smooth a pea-sized amount over clean face and neck, morning and evening.', ingredients: ['Aqua', 'Glycerin', 'Squalane', 'Ceramide NP', 'Sodium hyaluronate'] },
  8: { howToUse: 'Press three or four drops into clean skin before your moisturiser, morning and evening.', ingredients: ['Aqua', 'Niacinamide', 'Sodium hyaluronate', 'Panthenol', 'Allantoin'] },
  9: { howToUse: 'Massage onto damp skin for thirty seconds, then rinse with warm water.', ingredients: ['Aqua', 'Coco-glucoside', 'Glycerin', 'Aloe barbadensis leaf juice', 'Citric acid'] },
  10: { howToUse: 'Spray on the pulse points from a hand’s width away; do not rub.', ingredients: ['Alcohol denat.', 'Parfum', 'Aqua', 'Linalool', 'Limonene'] },
  11: { howToUse: 'Wash with a mild shampoo once a week and let the brush dry flat.', ingredients: ['Synthetic fibres', 'Aluminium ferrule', 'Birch wood handle'] },
  12: { howToUse: 'See each product of the set for how to use it.', ingredients: ['See each product of the set.'] },
};

export function usageNotes(categoryId: number): UsageNotes | undefined {
  return NOTES[categoryId];
}
