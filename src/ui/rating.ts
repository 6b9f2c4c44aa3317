import { RATING_DECIMALS } from '../config/products';

/** Ratings are rounded to 1 decimal (docs/requirements.md §9). */
export function roundRating(rating: number): number {
  const factor = 10 ** RATING_DECIMALS;
  return Math.round(Math.min(5, Math.max(0, rating)) * factor) / factor;
}
