import { addedToBagOverlay } from '../html/added-overlay';
import { cartOwnerOf } from '../cart/cart-store';
import { applyCartUpdate, type CartAction, type CartUpdate, type CartUpdateOutcome } from '../cart/cart-update';
import { CATEGORIES } from '../catalog/categories';
import {
  isBlank, optionalChoice, optionalCode, optionalPrefixedId, requiredId, requiredWholeNumber, type FormParams,
} from './form-fields';
import { badParams } from './rpc-error';
import type { RpcContext, RpcResult } from './rpc-method';
import { orderItem, transactionData } from './trans-data';

const CART_ACTIONS: readonly CartAction[] = ['add', 'update', 'delete'];

/** CAT_BASE_ID: the category the shopper added from; it must exist (it becomes the `CAT..` of the line's sku path). */
function categoryOf(p: FormParams): number | null {
  const categoryId = optionalPrefixedId(p, 'CAT_BASE_ID', 'CAT', 'cart.category');
  if (categoryId !== null && !CATEGORIES.some((category) => category.id === categoryId)) {
    throw badParams(`cart: CAT_BASE_ID names no category (got ${JSON.stringify(p.CAT_BASE_ID)}).`, 'cart.category.unknown');
  }
  return categoryId;
}

/**
 * OFFER_CODE: a code of the offers table (the legacy error, code 102, for any other), as the table spells it. A
 * Loyalty offer's code is for a signed-in member only (docs/requirements.md §5.1), as through `offers.apply`.
 */
function offerCodeOf(p: FormParams, { storefront, session }: RpcContext): string | null {
  const code = optionalCode(p, 'OFFER_CODE', 'cart.offer_code', 40);
  if (code === null) return null;
  const known = storefront.offers.find(code);
  if (known === null) throw badParams(`Sorry, the offer code ${code} is not valid. Please check it and try again.`, 'cart.offer_code.unknown');
  if (storefront.loyalty.isOffer(known) && !(session.user && storefront.loyalty.isMember(session.user.id))) {
    throw badParams(`The offer code ${known} is for Loyalty members. Sign in and join Loyalty to use it.`, 'cart.offer_code.members_only');
  }
  return known;
}

/** `_SUBMIT: "cart"` params → a bag change. Shape errors are thrown here; stock and quantity rules in applyCartUpdate. */
function parseCartUpdate(p: FormParams, context: RpcContext): CartUpdate {
  const action = optionalChoice(p, 'action', CART_ACTIONS, 'add', 'cart.action');
  const skuId = requiredId(p, 'SKU_BASE_ID', 'cart.sku', '1234');
  const qty = action === 'delete' ? 0 : requiredWholeNumber(p, 'QTY', 'cart.qty', '1');
  let increment = true;
  if (!isBlank(p.INCREMENT)) {
    const value = String(p.INCREMENT);
    if (value !== '0' && value !== '1') throw badParams(`cart: INCREMENT must be 1 (add to the line) or 0 (set the line); got ${JSON.stringify(p.INCREMENT)}.`, 'cart.increment.invalid');
    increment = value === '1';
  }
  return { action, skuId, qty, increment, categoryId: categoryOf(p), offerCode: offerCodeOf(p, context) };
}

/** The cart answer: `ac_results[0].result` (`CARTITEM`, `action`, `OVERLAY` on adds) and `trans_data`; `value` is trans_data too. */
function cartAnswer(outcome: CartUpdateOutcome, { storefront, session }: RpcContext): RpcResult {
  const trans = transactionData(storefront, cartOwnerOf(session));
  const result: Record<string, unknown> = {
    action: outcome.action,
    CARTITEM: outcome.line ? { ...orderItem(outcome.line), isKit: outcome.isKit ? 1 : 0 } : null,
  };
  if (outcome.action === 'add' && outcome.line) result.OVERLAY = addedToBagOverlay(outcome.line, trans.items_count);
  return { value: trans, data: { ac_results: [{ action: outcome.action, result }], trans_data: trans } };
}

export function submitCart(p: FormParams, context: RpcContext): RpcResult {
  const { storefront, session } = context;
  const outcome = applyCartUpdate(storefront.carts, storefront.catalog, cartOwnerOf(session), parseCartUpdate(p, context),
    () => storefront.sessions.persist(session));
  return cartAnswer(outcome, context);
}

/**
 * A kit through `alter_collection` (`collection_type: "kit"`, `COLLECTION_ID`: the kit product, `PROD12` or 12):
 * its SKU goes in the bag as one line, one unit per add. `SKU_BASE_ID` is optional and must be the kit's.
 */
export function submitKitToBag(p: FormParams, context: RpcContext): RpcResult {
  const { storefront, session } = context;
  optionalChoice(p, 'action', ['add'] as const, 'add', 'cart.kit.action');
  const kitId = optionalPrefixedId(p, 'COLLECTION_ID', 'PROD', 'cart.kit');
  if (kitId === null) throw badParams('cart: COLLECTION_ID is required with collection_type "kit", like COLLECTION_ID: "PROD12".', 'cart.kit.missing');
  const kit = storefront.catalog.productById(kitId);
  const kitSku = kit?.isKit ? kit.skus[0] : undefined;
  if (!kit?.isKit || !kitSku) throw badParams('Sorry, we could not find this gift set. Please refresh the page and try again.', 'cart.kit.unknown');
  const skuId = isBlank(p.SKU_BASE_ID) ? kitSku.id : requiredId(p, 'SKU_BASE_ID', 'cart.sku', String(kitSku.id));
  if (!kit.skus.some((sku) => sku.id === skuId)) {
    throw badParams(`cart: SKU_BASE_ID ${skuId} is not a SKU of the kit PROD${kit.id}.`, 'cart.kit.sku_mismatch');
  }
  const outcome = applyCartUpdate(storefront.carts, storefront.catalog, cartOwnerOf(session), {
    action: 'add', skuId, qty: 1, increment: true, categoryId: categoryOf(p), offerCode: null,
  }, () => storefront.sessions.persist(session));
  return cartAnswer(outcome, context);
}
