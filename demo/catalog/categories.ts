/** How a category's SKUs vary: by shade, by size, not at all, or as a kit of other products. */
type SkuVariation = 'shade' | 'size' | 'single' | 'kit';
export type ShadePalette = 'lip' | 'skin' | 'eye' | 'cheek';

export interface CategoryDefinition {
  id: number;
  name: string;
  variation: SkuVariation;
  palette?: ShadePalette;
  /** Relative share of the catalog. */
  weight: number;
  /** Price of the base SKU in cents, inclusive range. */
  priceCents: [number, number];
  /** Size ladder for sized products, smallest first, in ml (or g for single items). */
  sizes?: readonly number[];
  singleSize?: string;
  hasCoverage: boolean;
  codePrefix: string;
  lifeOfProductMonths: number;
}

export const CATEGORIES: readonly CategoryDefinition[] = [
  { id: 1, name: 'Lipstick', variation: 'shade', palette: 'lip', weight: 14, priceCents: [1800, 3800], singleSize: '3.5 g', hasCoverage: false, codePrefix: 'LS', lifeOfProductMonths: 24 },
  { id: 2, name: 'Foundation', variation: 'shade', palette: 'skin', weight: 10, priceCents: [3000, 5200], singleSize: '30 ml', hasCoverage: true, codePrefix: 'FD', lifeOfProductMonths: 12 },
  { id: 3, name: 'Mascara', variation: 'single', weight: 6, priceCents: [2000, 3200], singleSize: '8 ml', hasCoverage: false, codePrefix: 'MA', lifeOfProductMonths: 6 },
  { id: 4, name: 'Eyeshadow', variation: 'shade', palette: 'eye', weight: 10, priceCents: [2200, 6200], singleSize: '4 g', hasCoverage: false, codePrefix: 'ES', lifeOfProductMonths: 24 },
  { id: 5, name: 'Blush', variation: 'shade', palette: 'cheek', weight: 7, priceCents: [2400, 4000], singleSize: '6 g', hasCoverage: false, codePrefix: 'BL', lifeOfProductMonths: 24 },
  { id: 6, name: 'Concealer', variation: 'shade', palette: 'skin', weight: 7, priceCents: [2200, 3400], singleSize: '7 ml', hasCoverage: true, codePrefix: 'CN', lifeOfProductMonths: 12 },
  { id: 7, name: 'Moisturizer', variation: 'size', weight: 9, priceCents: [2800, 7800], sizes: [15, 30, 50, 75], hasCoverage: false, codePrefix: 'MO', lifeOfProductMonths: 12 },
  { id: 8, name: 'Serum', variation: 'size', weight: 8, priceCents: [3800, 9800], sizes: [15, 30, 50], hasCoverage: false, codePrefix: 'SE', lifeOfProductMonths: 12 },
  { id: 9, name: 'Cleanser', variation: 'size', weight: 7, priceCents: [1800, 3600], sizes: [30, 125, 200], hasCoverage: false, codePrefix: 'CL', lifeOfProductMonths: 12 },
  { id: 10, name: 'Fragrance', variation: 'size', weight: 8, priceCents: [5200, 9800], sizes: [30, 50, 100], hasCoverage: false, codePrefix: 'FR', lifeOfProductMonths: 36 },
  { id: 11, name: 'Brushes', variation: 'single', weight: 6, priceCents: [1600, 5400], hasCoverage: false, codePrefix: 'BR', lifeOfProductMonths: 0 },
  { id: 12, name: 'Gift Sets', variation: 'kit', weight: 5, priceCents: [0, 0], hasCoverage: false, codePrefix: 'GS', lifeOfProductMonths: 12 },
];
