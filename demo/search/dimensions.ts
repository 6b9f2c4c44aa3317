/**
 * Refinement dimensions. A dimension's id is a multiple of 1000; its values are numbered from id + 1 and kept in
 * `search_dimension_values`, so an id once handed out never changes meaning.
 */
export interface DimensionDefinition {
  id: number;
  name: string;
  /** Values listed before a `More...` link (unless the dimension is expanded with `Ne`). */
  shownValues: number;
}

export const DIMENSIONS = {
  category: { id: 1000, name: 'Category', shownValues: 12 },
  finish: { id: 2000, name: 'Finish', shownValues: 8 },
  skinType: { id: 3000, name: 'Skin Type', shownValues: 8 },
  coverage: { id: 4000, name: 'Coverage', shownValues: 8 },
  price: { id: 5000, name: 'Price', shownValues: 8 },
} as const satisfies Record<string, DimensionDefinition>;

export type DimensionKey = keyof typeof DIMENSIONS;
export const DIMENSION_KEYS = Object.keys(DIMENSIONS) as DimensionKey[];

/** Price bands over the lowest searchable price of a product, in cents; `upTo` is exclusive. */
export const PRICE_BANDS: ReadonlyArray<{ id: number; name: string; upTo: number }> = [
  { id: 5001, name: 'Under $25', upTo: 2500 },
  { id: 5002, name: '$25 – $50', upTo: 5000 },
  { id: 5003, name: '$50 – $75', upTo: 7500 },
  { id: 5004, name: '$75 and above', upTo: Number.POSITIVE_INFINITY },
];

export function priceBandId(cents: number): number {
  return (PRICE_BANDS.find((band) => cents < band.upTo) ?? PRICE_BANDS[PRICE_BANDS.length - 1]!).id;
}

/** Category values are numbered by category id, so `1000 + category id`. */
export const categoryValueId = (categoryId: number) => DIMENSIONS.category.id + categoryId;

export function dimensionOfValue(valueId: number): DimensionKey | null {
  const dimensionId = Math.floor(valueId / 1000) * 1000;
  return DIMENSION_KEYS.find((key) => DIMENSIONS[key].id === dimensionId) ?? null;
}
