// The purchase-with-purchase popup (docs/requirements.md §4): a cart update whose active offer qualifies
// arms it; the next successful add to bag shows it once; the popup cookie keeps it from showing again.
import { atom, type WritableAtom } from 'nanostores';
import type { Cart, PwpOffer } from '../model/cart';
import { idsInPath, toSkuId } from '../model/ids';
import { pageSingleton } from './page-singleton';
import { wasPopupShown } from './popup-cookies';

/**
 * Whether `offer` qualifies for this bag on this page: it is active, and a bag line's category, product
 * or SKU (from its `CAT12PROD345SKU678` path) is one of its qualifiers, or the page path is under its
 * path qualifier.
 */
export function pwpQualifies(offer: PwpOffer | null, cart: Pick<Cart, 'items'>, pagePath: string): offer is PwpOffer {
  if (!offer?.active) return false;
  const { categories, products, skus, path } = offer.qualifiers;
  const wanted = new Set([...categories, ...products, ...skus]);
  const lineQualifies = cart.items.some((item) =>
    [...idsInPath(item.path), item.productId, toSkuId(String(item.skuBaseId))].some((id) => wanted.has(id)),
  );
  return lineQualifies || (!!path && `${pagePath}/`.startsWith(path.replace(/\/?$/, '/')));
}

/** The armed offer, shared by every island of the page. */
export function armedPwp(): WritableAtom<PwpOffer | null> {
  return pageSingleton('armed-pwp:v2', () => atom<PwpOffer | null>(null));
}

/**
 * Offers handed to an add on this page. The popup cookie is written when the popup shows, which may be a while
 * after the add (it waits for the add's dialog to close): until then a second add must not be handed it again,
 * or closing the dialog would open two offers.
 */
const handedOut = () => pageSingleton('pwp-handed-out:v1', () => new Set<string>());

/** Arms the popup when `cart` qualifies and the popup was never shown nor handed out. */
export function armFromCart(cart: Cart | null, pagePath: string): void {
  if (cart && pwpQualifies(cart.pwp, cart, pagePath) && !wasPopupShown(cart.pwp.id) && !handedOut().has(cart.pwp.id)) armedPwp().set(cart.pwp);
}

/**
 * On a successful add, with the bag before and after it: the offer to show now (armed by an earlier
 * cart update: a previous add, or the bag the page loaded with), else null, arming from the new bag.
 */
export function pwpToShowAfterAdd(before: Cart | null, after: Cart, pagePath: string): PwpOffer | null {
  const armed = armedPwp();
  if (!armed.get()) armFromCart(before, pagePath);
  const show = armed.get();
  armed.set(null);
  if (show) handedOut().add(show.id);
  else armFromCart(after, pagePath);
  return show;
}
