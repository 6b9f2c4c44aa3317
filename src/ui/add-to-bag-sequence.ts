// What one add to bag does (docs/requirements.md §4, §7), apart from the button that starts it:
//   1. the add goes to the storefront; a failure is thrown to the caller and changes nothing;
//   2. the bag and the bag count follow the answer at once, and page scripts hear `sfi:cart:added`;
//   3. 500 ms later the answer's OVERLAY (if any) opens in the dialog, and an armed purchase-with-purchase
//      offer opens after it closes (never two modals at once).
import { CART_OVERLAY_DELAY_MS } from '../config/products';
import type { CartAnswer, PwpOffer } from '../model/cart';
import { addToBag, type AddToBagRequest } from '../rpc/cart-methods';
import type { JsonRpcClient } from '../rpc/client';
import { toLegacy } from '../rpc/legacy-shapes';
import { pwpToShowAfterAdd } from '../store/pwp-arming';
import type { StorefrontStore } from '../store/store';
import type { IslandServices } from './island-context';

export interface AddToBagDeps extends Pick<IslandServices, 'emit' | 'open'> {
  rpc: JsonRpcClient;
  store: StorefrontStore;
  /** The page's path, which a promotion may qualify by. */
  pagePath: string;
  wait(ms: number): Promise<void>;
}

export interface AddedToBag {
  answer: CartAnswer;
  /** The offer to show after the overlay, null when none is armed. */
  offer: PwpOffer | null;
}

/** Steps 1 and 2: sends the add and, once it succeeded, updates the bag and tells the page. */
export async function submitAddToBag(deps: AddToBagDeps, request: AddToBagRequest): Promise<AddedToBag> {
  const { rpc, store, emit } = deps;
  const before = store.cart.get();
  const answer = await addToBag(rpc, request);
  store.cart.set(answer.cart);
  store.setItemCount(answer.cart.itemCount);
  emit('cart:added', { item: answer.item && toLegacy(answer.item), itemCount: answer.cart.itemCount, cart: toLegacy(answer.cart) });
  return { answer, offer: pwpToShowAfterAdd(before, answer.cart, deps.pagePath) };
}

/** Step 3: the overlay, then the offer. Resolves once they are due and opened. */
export async function showAfterAdd(deps: AddToBagDeps, { answer, offer }: AddedToBag): Promise<void> {
  await deps.wait(CART_OVERLAY_DELAY_MS);
  const showOffer = () => offer && deps.open('pwp-popup', { id: offer.id, image: offer.popupImages[0] ?? '', offerText: offer.offerText });
  if (answer.overlay) {
    const overlay = deps.open('overlay-link', { html: answer.overlay, title: 'Added to your bag' });
    if (offer) void overlay.closed.then(showOffer);
  } else showOffer();
}
