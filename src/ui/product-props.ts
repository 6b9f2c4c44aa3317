// Props shared by the islands that show or act on a product. Ids come back prefixed (PROD345, CAT12,
// SKU678) whichever way the merchandiser wrote them.
import { toCategoryId, toProductId, toSkuId } from '../model/ids';
import { optionalNumber, optionalString, requiredString, type RawProps } from './island-props';

/** The product an island acts on: its id, the category it is shopped from, and the SKU to start on. */
export interface ProductTarget {
  productId: string;
  categoryId?: string;
  /** The SKU to start on; the first orderable one otherwise. */
  skuId?: string;
}

export const productIdProp = (raw: RawProps): string => toProductId(requiredString(raw, 'productId'));

/** `categoryId`: the category the shopper adds from; undefined means the product's own. */
export function categoryIdProp(raw: RawProps): string | undefined {
  const value = optionalString(raw, 'categoryId').trim();
  return value ? toCategoryId(value) : undefined;
}

/** `headingLevel`: 2–6, so a product's name fits the page's outline. */
export const headingLevelProp = (raw: RawProps, fallback = 3): number =>
  Math.round(optionalNumber(raw, 'headingLevel', fallback, { min: 2, max: 6 }));

export function parseProductTarget(raw: RawProps): ProductTarget {
  const skuId = optionalString(raw, 'skuId').trim();
  return { productId: productIdProp(raw), categoryId: categoryIdProp(raw), skuId: skuId ? toSkuId(skuId) : undefined };
}
