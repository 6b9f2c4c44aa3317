// The purchase-with-purchase popup (spec §4): a cart update whose active pwp block qualifies arms it;
// the next successful add to bag shows it once; the popup cookie keeps it from showing again.
import { atom, type WritableAtom } from 'nanostores';
import type { Cart, PwpBlock } from '../rpc/types';
import { wasPopupShown } from './popup-cookies';

const ARMED_GLOBAL_KEY = '__storefrontIslandsPwpArmed_v1';

/** `CAT12PROD345SKU678` → its three ids, prefixed as the qualifiers name them. */
export function idsOfSkuPath(path: string): { category: string; product: string; sku: string } {
  const match = /^(?:CAT(\d+))?(?:PROD(\d+))?(?:SKU(\d+))?$/.exec(path) ?? [];
  return { category: match[1] ? `CAT${match[1]}` : '', product: match[2] ? `PROD${match[2]}` : '', sku: match[3] ? `SKU${match[3]}` : '' };
}

/**
 * Whether `pwp` qualifies for this bag on this page: it is active, and a bag line's category, product
 * or SKU is one of its qualifiers, or the page path starts with its path qualifier.
 */
export function pwpQualifies(pwp: PwpBlock | undefined | null, cart: Pick<Cart, 'order'>, pagePath: string): pwp is PwpBlock {
  if (!pwp || pwp.active !== 1) return false;
  const { categories, products, skus, path } = pwp.qualifiers;
  const lineQualifies = cart.order.items.some((item) => {
    const ids = idsOfSkuPath(item.sku);
    return categories.includes(ids.category) || products.includes(ids.product || item.PRODUCT_ID) || skus.includes(ids.sku || `SKU${item.SKU_BASE_ID}`);
  });
  return lineQualifies || (!!path && (pagePath === path || pagePath.startsWith(path.endsWith('/') ? path : `${path}/`)));
}

/** The armed offer, shared by every island of the page. */
export function armedPwp(): WritableAtom<PwpBlock | null> {
  const holder = globalThis as unknown as Record<string, WritableAtom<PwpBlock | null> | undefined>;
  return (holder[ARMED_GLOBAL_KEY] ??= atom<PwpBlock | null>(null));
}

/** Arms the popup when `cart` qualifies and it was never shown. */
export function armFromCart(cart: Cart | null, pagePath: string): void {
  if (cart && pwpQualifies(cart.pwp, cart, pagePath) && !wasPopupShown(cart.pwp.id)) armedPwp().set(cart.pwp);
}

/**
 * Called on a successful add with the bag before and after it: returns the offer to show now (armed
 * by an earlier cart update, never shown), and arms from the new bag for the next add.
 */
export function pwpToShowAfterAdd(before: Cart | null, after: Cart, pagePath: string): PwpBlock | null {
  const armed = armedPwp();
  if (!armed.get()) armFromCart(before, pagePath);
  const toShow = armed.get();
  armed.set(null);
  const show = toShow && !wasPopupShown(toShow.id) ? toShow : null;
  if (!show || after.pwp?.id !== show.id) armFromCart(after, pagePath);
  return show;
}
