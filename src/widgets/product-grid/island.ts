import type { IslandDefinition } from '../../ui/island-context';
import { optionalNumber, optionalString, PropsError, type RawProps } from '../../ui/island-props';
import { SHOPPER_CSS } from '../../ui/product-shopper';
import { RATING_CSS } from '../../ui/rating-stars';
import { CARD_CSS } from '../product-card/product-card';
import { GRID_CSS, ProductGrid, type ProductGridProps } from './product-grid';

/** `["PROD1", 2]` or `"PROD1, 2"` → `["PROD1", "2"]`. */
function productIdList(raw: RawProps): string[] {
  const value = raw.productIds;
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(/[\s,]+/) : null;
  const ids = list?.map((id) => (typeof id === 'number' || typeof id === 'string' ? String(id).trim() : '')).filter(Boolean) ?? [];
  if (!list || ids.length !== list.filter((id) => id !== '').length) {
    throw new PropsError('prop "productIds" must be a list of product ids, like ["PROD12", "PROD34"] or "PROD12,PROD34"');
  }
  return [...new Set(ids)];
}

const island: IslandDefinition<ProductGridProps> = {
  component: ProductGrid,
  parseProps: (raw) => ({
    productIds: productIdList(raw),
    categoryId: optionalString(raw, 'categoryId') || undefined,
    pageSize: Math.round(optionalNumber(raw, 'pageSize', 12, { min: 1, max: 48 })),
    headingLevel: Math.round(optionalNumber(raw, 'headingLevel', 3, { min: 2, max: 6 })),
    label: optionalString(raw, 'label', 'Products'),
  }),
  css: GRID_CSS + CARD_CSS + SHOPPER_CSS + RATING_CSS,
};
export default island;
