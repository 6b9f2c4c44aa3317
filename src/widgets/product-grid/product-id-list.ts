import { toProductId } from '../../model/ids';
import { PropsError, type RawProps } from '../../ui/island-props';

/** `productIds`: `["PROD1", 2]` or `"PROD1, 2"` → `["PROD1", "PROD2"]`, without repeats. */
export function productIdList(raw: RawProps): string[] {
  const value = raw.productIds;
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(/[\s,]+/) : null;
  const ids = list?.map((id) => (typeof id === 'number' || typeof id === 'string' ? String(id).trim() : '')).filter(Boolean) ?? [];
  if (!list || ids.length !== list.filter((id) => id !== '').length) {
    throw new PropsError('prop "productIds" must be a list of product ids, like ["PROD12", "PROD34"] or "PROD12,PROD34"');
  }
  // An empty list would replace the server's listing with "Showing 0 of 0 products": refused, the listing stays.
  if (ids.length === 0) throw new PropsError('prop "productIds" names no product; give at least one, like "PROD12,PROD34"');
  return [...new Set(ids.map(toProductId))];
}
