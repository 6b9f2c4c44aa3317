import type { ProductRecord, SkuRecord } from '../catalog/catalog-store';
import { isOrderable } from '../catalog/sku-availability';
import { INVENTORY } from '../catalog/types';
import { CartRuleError } from './cart-rule-error';

/** Why this SKU cannot go in the bag now, or null when it can (in stock, or a pre-order). */
export function orderabilityProblem(product: Pick<ProductRecord, 'discontinued'>, sku: SkuRecord): CartRuleError | null {
  if (isOrderable(product, sku)) return null;
  if (product.discontinued || !sku.shoppable || sku.inventoryStatus === INVENTORY.inactive) {
    return new CartRuleError('cart.sku.inactive', 'Sorry, this item is no longer available.');
  }
  switch (sku.inventoryStatus) {
    case INVENTORY.soldOut:
      return new CartRuleError('cart.sku.sold_out', 'Sorry, this item is sold out.');
    case INVENTORY.temporarilySoldOut:
      return new CartRuleError('cart.sku.temporarily_sold_out', 'Sorry, this item is temporarily sold out. Please check back soon.');
    case INVENTORY.comingSoon:
      return new CartRuleError('cart.sku.coming_soon', `This item is coming soon${sku.releaseDate ? ` (${sku.releaseDate})` : ''} and cannot be added to your bag yet.`);
    default:
      return new CartRuleError('cart.sku.inactive', 'Sorry, this item is no longer available.');
  }
}
