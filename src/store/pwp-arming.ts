// The purchase-with-purchase popup (spec §4): a cart update whose active pwp block qualifies arms it;
// the next successful add to bag shows it once; the popup cookie keeps it from showing again.
import { atom, type WritableAtom } from 'nanostores';
import type { Cart, PwpBlock } from '../rpc/types';
import { wasPopupShown } from './popup-cookies';

const ARMED_GLOBAL_KEY = '__storefrontIslandsPwpArmed_v1';

/**
 * Whether `pwp` qualifies for this bag on this page: it is active, and a bag line's category, product
 * or SKU (from its `CAT12PROD345SKU678` path) is one of its qualifiers, or the page path is under its
 * path qualifier.
 */
export function pwpQualifies(pwp: PwpBlock | undefined | null, cart: Pick<Cart, 'order'>, pagePath: string): pwp is PwpBlock {
  if (pwp?.active !== 1) return false;
  const { categories, products, skus, path } = pwp.qualifiers;
  const wanted = [...categories, ...products, ...skus];
  const lineQualifies = cart.order.items.some((item) =>
    (`${item.sku} ${item.PRODUCT_ID} SKU${item.SKU_BASE_ID}`.match(/(?:CAT|PROD|SKU)\d+/g) ?? []).some((id) => wanted.includes(id)),
  );
  return lineQualifies || (!!path && `${pagePath}/`.startsWith(path.replace(/\/?$/, '/')));
}

/** The armed offer, shared by every island of the page. */
export function armedPwp(): WritableAtom<PwpBlock | null> {
  const holder = globalThis as unknown as Record<string, WritableAtom<PwpBlock | null> | undefined>;
  return (holder[ARMED_GLOBAL_KEY] ??= atom<PwpBlock | null>(null));
}

/** Arms the popup when `cart` qualifies and the popup was never shown. */
export function armFromCart(cart: Cart | null, pagePath: string): void {
  if (cart && pwpQualifies(cart.pwp, cart, pagePath) && !wasPopupShown(cart.pwp.id)) armedPwp().set(cart.pwp);
}

/**
 * On a successful add, with the bag before and after it: the offer to show now (armed by an earlier
 * cart update: a previous add, or the bag the page loaded with), else null, arming from the new bag.
 */
export function pwpToShowAfterAdd(before: Cart | null, after: Cart, pagePath: string): PwpBlock | null {
  const armed = armedPwp();
  if (!armed.get()) armFromCart(before, pagePath);
  const show = armed.get();
  armed.set(null);
  if (!show) armFromCart(after, pagePath);
  return show;
}
