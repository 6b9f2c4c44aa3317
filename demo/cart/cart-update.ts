import type { CatalogStore } from '../catalog/catalog-store';
import { MAX_LINE_QTY, MAX_OFFER_CODES, MAX_QTY_PER_ADD } from './cart-limits';
import { CartRuleError } from './cart-rule-error';
import type { CartLine, CartOwner, CartStore } from './cart-store';
import { orderabilityProblem } from './orderability';

export type CartAction = 'add' | 'update' | 'delete';

export interface CartUpdate {
  action: CartAction;
  skuId: number;
  /** Units to add (add) or the new line quantity (update); unused by delete. */
  qty: number;
  /** add only: true adds `qty` to the line, false sets the line to `qty`. */
  increment: boolean;
  /** The category the shopper added from, kept on the line (its `CAT..` in the sku path). */
  categoryId: number | null;
  /** A code of the offers table, as the table spells it (the caller checks that it exists). */
  offerCode: string | null;
}

export interface CartUpdateOutcome {
  action: CartAction;
  /** The line after the change; for delete, the line as it was with qty 0 (null when it was not in the bag). */
  line: CartLine | null;
  isKit: boolean;
}

const lineMaxError = (current: number) => new CartRuleError('cart.qty.line_max',
  current > 0
    ? `You already have ${current} of this item in your bag. The limit is ${MAX_LINE_QTY} per item.`
    : `You can have at most ${MAX_LINE_QTY} of an item in your bag.`);

/**
 * Applies one bag change atomically. Every check runs inside the write transaction, so a refused
 * change writes nothing and two concurrent adds to the same line both count. `beforeNewBag` runs in the
 * transaction just before the bag is created (a guest's session row is written there, and only then).
 */
export function applyCartUpdate(carts: CartStore, catalog: CatalogStore, owner: CartOwner, update: CartUpdate,
  beforeNewBag: () => void): CartUpdateOutcome {
  return carts.write(() => {
    const sku = catalog.skuById(update.skuId);
    const product = sku ? catalog.productById(sku.productId) : null;
    if (!sku || !product) {
      throw new CartRuleError('cart.sku.unknown', 'Sorry, we could not find this item. Please refresh the page and try again.');
    }
    const isKit = product.isKit;
    const existingCartId = carts.findCartId(owner);
    const existing = existingCartId === null ? null : carts.line(existingCartId, sku.id);
    const current = existing?.qty ?? 0;

    if (update.action === 'delete') {
      if (existingCartId !== null && existing) carts.removeLine(existingCartId, sku.id);
      return { action: 'delete', line: existing ? { ...existing, qty: 0 } : null, isKit };
    }

    if (update.qty < 1) throw new CartRuleError('cart.qty.invalid', 'Please choose a quantity of at least 1.');
    let target: number;
    if (update.action === 'update') {
      if (!existing) throw new CartRuleError('cart.line.missing', 'This item is no longer in your bag. Please refresh the page.');
      if (update.qty > MAX_LINE_QTY) throw lineMaxError(0);
      target = update.qty;
    } else {
      if (update.qty > MAX_QTY_PER_ADD) {
        throw new CartRuleError('cart.qty.max', `You can add at most ${MAX_QTY_PER_ADD} of an item at a time.`);
      }
      // A kit goes in as one line and one unit per add (docs/requirements.md §4: adding a kit counts 1).
      const units = isKit ? 1 : update.qty;
      target = update.increment ? current + units : units;
    }
    if (target > MAX_LINE_QTY) throw lineMaxError(current);
    // Lowering the quantity of an item that has since sold out is allowed; anything else needs it orderable.
    if (target > current || !existing) {
      const problem = orderabilityProblem(product, sku);
      if (problem) throw problem;
    }

    if (update.offerCode) {
      const applied = carts.offerCodes(owner);
      if (!applied.includes(update.offerCode) && applied.length >= MAX_OFFER_CODES) {
        throw new CartRuleError('cart.offer_code.too_many', `You can use at most ${MAX_OFFER_CODES} offer codes on one order.`);
      }
    }

    if (existingCartId === null) beforeNewBag();
    const cartId = existingCartId ?? carts.getOrCreateCartId(owner);
    carts.setLineQty(cartId, sku.id, target, update.categoryId);
    if (update.offerCode) carts.addOfferCode(cartId, update.offerCode);
    return { action: update.action, line: carts.line(cartId, sku.id), isKit };
  });
}
