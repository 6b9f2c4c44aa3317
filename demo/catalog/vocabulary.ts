/** Words the generator combines into product copy, per category name. */
export interface CategoryWords {
  lines: readonly string[];
  styles: readonly string[];
  noun: string;
  subheadings: readonly string[];
  benefits: readonly string[];
  finishes: readonly string[];
}

const LINES = ['Pure Color', 'Double Wear', 'Luminous Silk', 'Velvet Edit', 'Skin Ritual', 'Atelier', 'Bare Essence', 'Studio Fix', 'Modern Muse', 'Hydra Bloom', 'Soft Focus', 'Daily Glow'];

export const WORDS: Record<string, CategoryWords> = {
  Lipstick: { lines: LINES, styles: ['Matte', 'Satin', 'Creme', 'Sheer Shine', 'Velvet', 'Liquid Matte', 'Sculpting'], noun: 'Lipstick',
    subheadings: ['Long-wear lip colour', 'Hydrating lip colour', 'Weightless matte lipstick', 'High-impact colour in one stroke'],
    benefits: ['Long-wearing', 'Hydrating', 'Transfer-resistant', 'Plumping', 'Nourishing'], finishes: ['Matte', 'Satin', 'Cream', 'Shimmer', 'Gloss'] },
  Foundation: { lines: LINES, styles: ['Stay-in-Place', 'Skin Tint', 'Serum', 'Radiant', 'Soft Matte', 'Second Skin'], noun: 'Foundation',
    subheadings: ['Makeup SPF 15', '24-hour wear, natural finish', 'Buildable coverage with serum care', 'Oil-free, breathable formula'],
    benefits: ['Long-wearing', 'Oil control', 'Hydrating', 'Brightening', 'Pore-minimizing'], finishes: ['Matte', 'Natural', 'Radiant', 'Satin'] },
  Mascara: { lines: LINES, styles: ['Sumptuous', 'Lash Lift', 'Volumizing', 'Lengthening', 'Waterproof', 'Curl Up'], noun: 'Mascara',
    subheadings: ['Extreme volume', 'Lift and length without clumps', 'Smudge-proof all day', 'Builds lash by lash'],
    benefits: ['Volumizing', 'Lengthening', 'Curling', 'Waterproof', 'Conditioning'], finishes: ['Black', 'Lacquer', 'Matte'] },
  Eyeshadow: { lines: LINES, styles: ['Luxe', 'Duo', 'Quad', 'Palette', 'Foil', 'Cream'], noun: 'Eyeshadow',
    subheadings: ['Richly pigmented colour', 'Blendable shades for day to night', 'Crease-resistant wear', 'Silky powder, intense payoff'],
    benefits: ['Long-wearing', 'Crease-resistant', 'Blendable', 'Highly pigmented'], finishes: ['Matte', 'Shimmer', 'Metallic', 'Satin', 'Glitter'] },
  Blush: { lines: LINES, styles: ['Powder', 'Cream', 'Glow', 'Cheek Tint', 'Sculpt', 'Flush'], noun: 'Blush',
    subheadings: ['Natural-looking flush', 'Buildable cheek colour', 'Sheer, luminous colour', 'Silky colour that lasts'],
    benefits: ['Buildable', 'Long-wearing', 'Radiance-boosting', 'Blendable'], finishes: ['Matte', 'Satin', 'Luminous', 'Shimmer'] },
  Concealer: { lines: LINES, styles: ['Flawless', 'Radiant Creamy', 'Correct and Conceal', 'Fix', 'Brightening', 'Full Cover'], noun: 'Concealer',
    subheadings: ['Covers dark circles and blemishes', 'Crease-proof, all-day wear', 'Lightweight full coverage', 'Brightens under eyes'],
    benefits: ['Brightening', 'Long-wearing', 'Crease-resistant', 'Hydrating'], finishes: ['Matte', 'Natural', 'Radiant'] },
  Moisturizer: { lines: LINES, styles: ['Daily', 'Rich', 'Oil-Free', 'Gel', 'Barrier Repair', 'Overnight'], noun: 'Moisturizer',
    subheadings: ['72-hour hydration', 'Replenishes the moisture barrier', 'Lightweight gel-cream', 'Soothes and softens'],
    benefits: ['Hydrating', 'Firming', 'Soothing', 'Barrier-strengthening', 'Brightening'], finishes: ['Dewy', 'Natural', 'Matte'] },
  Serum: { lines: LINES, styles: ['Advanced Night Repair', 'Vitamin C', 'Hyaluronic', 'Retinol', 'Peptide', 'Niacinamide'], noun: 'Serum',
    subheadings: ['Synchronized multi-recovery complex', 'Visibly firmer skin in 4 weeks', 'Intense hydration boost', 'Evens tone and texture'],
    benefits: ['Anti-aging', 'Brightening', 'Hydrating', 'Firming', 'Smoothing'], finishes: ['Natural', 'Dewy'] },
  Cleanser: { lines: LINES, styles: ['Foaming', 'Gel', 'Milky', 'Balm', 'Micellar', 'Clay'], noun: 'Cleanser',
    subheadings: ['Removes makeup gently', 'Deep-cleans pores', 'Non-stripping daily cleanse', 'Melts away long-wear makeup'],
    benefits: ['Purifying', 'Gentle', 'Hydrating', 'Exfoliating'], finishes: ['Natural'] },
  Fragrance: { lines: ['Bloom', 'Nuit', 'Soleil', 'Amber', 'Wild Fig', 'White Tea', 'Cedar', 'Iris', 'Velours', 'Azure', 'Rose Noir', 'Santal'], styles: ['Eau de Parfum', 'Eau de Toilette', 'Parfum', 'Body Mist'], noun: 'Spray',
    subheadings: ['A luminous floral', 'A warm woody amber', 'A fresh citrus', 'A soft musky floral'],
    benefits: ['Long-lasting', 'Fresh', 'Warm', 'Floral'], finishes: ['Floral', 'Woody', 'Fresh', 'Oriental'] },
  Brushes: { lines: LINES, styles: ['Foundation', 'Powder', 'Blush', 'Eyeshadow Blending', 'Concealer', 'Kabuki', 'Angled Contour'], noun: 'Brush',
    subheadings: ['Soft synthetic fibres', 'For a seamless, airbrushed finish', 'Precise application', 'Travel size'],
    benefits: ['Precise', 'Soft', 'Easy to clean', 'Vegan'], finishes: ['Airbrushed', 'Natural'] },
  'Gift Sets': { lines: ['Holiday', 'Glow Getter', 'Little Luxuries', 'Night Routine', 'Best of', 'Party Ready', 'Travel Essentials'], styles: ['Trio', 'Set', 'Collection', 'Kit', 'Duo'], noun: 'Gift',
    subheadings: ['A limited-edition collection', 'Full-size favourites, specially priced', 'The perfect gift', 'Travel-ready essentials'],
    benefits: ['Value set', 'Limited edition', 'Giftable'], finishes: ['Assorted'] },
};

export const SKIN_TYPES = ['All skin types', 'Dry', 'Normal', 'Combination', 'Oily', 'Sensitive'] as const;
export const COVERAGES = ['Sheer', 'Light', 'Medium', 'Buildable', 'Full'] as const;

export const DESCRIPTION_SENTENCES: readonly string[] = [
  'Formulated with skin-loving ingredients, it feels weightless from the first application and stays comfortable all day.',
  'Dermatologist tested and non-acnegenic, it suits even sensitive skin.',
  'The {finish} finish looks polished in daylight and photographs beautifully at night.',
  'Layer it for more intensity or sheer it out with a fingertip for an effortless look.',
  'Its {benefit} formula resists heat, humidity and wear, so it looks as fresh at 6 pm as it did at 8 am.',
  'Free of parabens, phthalates and synthetic fragrance; packaged in recyclable materials.',
  'Shoppers love how easily it blends and how little touching up it needs.',
  'A modern classic from the {line} collection, reformulated with a more comfortable texture.',
];

export const SHADE_WORDS = {
  lip: { first: ['Ruby', 'Rose', 'Mauve', 'Cherry', 'Coral', 'Berry', 'Plum', 'Nude', 'Brick', 'Fig', 'Peony', 'Crimson', 'Toffee', 'Cinnamon', 'Wine', 'Poppy'], second: ['Kiss', 'Velvet', 'Crush', 'Dream', 'Rush', 'Charm', 'Muse', 'Affair', 'Whisper', 'Desire', 'Tease', 'Spell'] },
  eye: { first: ['Smoky', 'Golden', 'Bronze', 'Midnight', 'Lilac', 'Copper', 'Sage', 'Taupe', 'Champagne', 'Plum', 'Ocean', 'Desert'], second: ['Sunset', 'Haze', 'Dusk', 'Garden', 'Storm', 'Glow', 'Mirage', 'Ember', 'Tide', 'Bloom'] },
  cheek: { first: ['Pink', 'Peach', 'Apricot', 'Berry', 'Petal', 'Sunlit', 'Rosy', 'Terracotta', 'Candy', 'Blushing'], second: ['Flush', 'Glow', 'Kiss', 'Bloom', 'Pop', 'Heat', 'Cheek', 'Dawn'] },
  skin: { depth: ['Porcelain', 'Ivory', 'Shell', 'Sand', 'Beige', 'Honey', 'Golden', 'Caramel', 'Amber', 'Chestnut', 'Espresso', 'Ebony'], undertone: ['Cool', 'Neutral', 'Warm'] },
} as const;
