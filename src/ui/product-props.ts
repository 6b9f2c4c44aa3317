import { optionalString, requiredString, type RawProps } from './island-props';

/** The product an island acts on: its id, the category it is shopped from, and the SKU to start on. */
export interface ProductTarget {
  productId: string;
  categoryId?: string;
  /** The SKU to start on (`SKU678`); the first orderable one otherwise. */
  skuId?: string;
}

/** Props of the islands that act on one product (add-to-bag, favorite). */
export function parseProductTarget(raw: RawProps): ProductTarget {
  return {
    productId: requiredString(raw, 'productId'),
    categoryId: optionalString(raw, 'categoryId') || undefined,
    skuId: optionalString(raw, 'skuId') || undefined,
  };
}
