import type { ProductRecord, SkuRecord } from './catalog-store';
import { INVENTORY } from './types';

/** Can be put in the bag now: in stock, or a pre-order. */
export function isOrderable(product: Pick<ProductRecord, 'discontinued'>, sku: SkuRecord): boolean {
  if (product.discontinued || !sku.shoppable) return false;
  return sku.inventoryStatus === INVENTORY.available || (sku.inventoryStatus === INVENTORY.comingSoon && sku.isPreOrder);
}

/**
 * Shown with shopping controls: orderable, or temporarily sold out (the add button is disabled).
 * Coming-soon SKUs are not shoppable; search includes them through isComingSoon.
 */
export function isShoppable(product: Pick<ProductRecord, 'discontinued'>, sku: SkuRecord): boolean {
  return isOrderable(product, sku) || (!product.discontinued && sku.shoppable && sku.inventoryStatus === INVENTORY.temporarilySoldOut);
}

export function availabilityLabel(product: Pick<ProductRecord, 'discontinued'>, sku: SkuRecord): string {
  if (product.discontinued) return 'Discontinued';
  switch (sku.inventoryStatus) {
    case INVENTORY.available: return 'In stock';
    case INVENTORY.temporarilySoldOut: return 'Temporarily sold out';
    case INVENTORY.comingSoon: return sku.isPreOrder ? `Pre-order, ships ${sku.releaseDate ?? 'soon'}` : `Coming soon ${sku.releaseDate ?? ''}`.trim();
    case INVENTORY.soldOut: return 'Sold out';
    default: return 'Unavailable';
  }
}
