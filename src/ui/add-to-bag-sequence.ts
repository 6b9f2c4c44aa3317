// What one add to bag does (docs/requirements.md §4, §7), apart from the button that starts it:
//   1. the add goes to the storefront; a failure is thrown to the caller (one that leaves unknown whether the
//      server added it, a timeout say, has the bag read again: data/bag-ledger.ts);
//   2. the bag and the bag count follow the answer at once, unless a later add's answer is shown already, and
//      page scripts hear `sfi:cart:added`;
//   3. 500 ms later the answer's OVERLAY (if any) opens in the dialog, in place of an earlier add's still open, and
//      an armed purchase-with-purchase offer opens once no dialog is (never two modals at once).
import { CART_OVERLAY_DELAY_MS } from '../config/products';
import type { Cart, CartAnswer, CartItem, PwpOffer } from '../model/cart';
import { bagCall, bagSettled, refused, rereadBag } from '../data/bag-ledger';
import { addToBag, type AddToBagRequest } from '../rpc/cart-methods';
import type { JsonRpcClient } from '../rpc/client';
import { toLegacy } from '../rpc/legacy-shapes';
import { pageSingleton } from '../store/page-singleton';
import { pwpToShowAfterAdd } from '../store/pwp-arming';
import { clampItemCount } from '../store/user-cookie';
import type { StorefrontStore } from '../store/store';
import type { IslandServices, OpenedIsland } from './island-context';
import { whenNoModal } from './when-no-modal';

export interface AddToBagDeps extends Pick<IslandServices, 'emit' | 'open'> {
  rpc: JsonRpcClient;
  store: StorefrontStore;
  /** The page's path, which a promotion may qualify by. */
  pagePath: string;
  wait(ms: number): Promise<void>;
  /** Called when an add that failed is found made after all (the bag read once back online holds it). */
  late?(): void;
}

export interface AddedToBag {
  answer: CartAnswer;
  /** The offer to show after the overlay, null when none is armed. */
  offer: PwpOffer | null;
}

/** Steps 1 and 2: sends the add and, once it succeeded, updates the bag and tells the page. */
export async function submitAddToBag(deps: AddToBagDeps, request: AddToBagRequest): Promise<AddedToBag> {
  const { rpc, store, emit } = deps;
  const bagDeps = { client: rpc, store };
  const before = store.cart.get();
  const countBefore = store.flags.get().itemCount;
  const told = (answer: CartAnswer) => (emit('cart:added', { item: answer.item && toLegacy(answer.item), itemCount: answer.cart.itemCount, cart: toLegacy(answer.cart) }), answer);
  // A bag read after a failure that holds more of the SKU than before: the add was made (no overlay, none came).
  const grown = (bag: Cart | null | undefined) => {
    const line = bag && grownLine(before, countBefore, bag, request.skuBaseId);
    return line && told({ action: 'add', item: line, overlay: null, cart: bag! });
  };
  let answer: CartAnswer;
  try {
    // The bag shown is the newest answer's: an add answered after a later one's answer leaves the count alone,
    // and its overlay, which speaks of that older bag, is not shown (the later add's is, or was). The newest answer
    // the ledger did not show (another tab moved the count meanwhile) waits for the bag read again: its overlay shows
    // only when that bag holds as many as the answer's did, for else its figures are not the bag's.
    const { answer: said, shown: newest } = await bagCall(bagDeps, () => addToBag(rpc, request), (added) => added.cart);
    const trusted = newest && (store.cart.get() == said.cart || (await bagSettled())?.itemCount == said.cart.itemCount);
    answer = told(trusted ? said : { ...said, overlay: null });
  } catch (failure) {
    // No answer is not no add (a timeout after the server added it): the bag read again says which it was.
    const bag = refused(failure) || request.kitProductId ? undefined : await bagSettled();
    // Nor could the bag be read (the network gone with the answer): it is read once the browser is back online, so
    // the count says what the bag holds before the shopper tries again, and the button hears if the add was made.
    if (bag === null) addEventListener('online', () => void rereadBag(bagDeps).then((bag) => grown(bag) && deps.late?.()), { once: true });
    const made = grown(bag);
    if (!made) throw failure;
    answer = made;
  }
  return { answer, offer: pwpToShowAfterAdd(before, answer.cart, deps.pagePath) };
}

/**
 * The bag's line for `skuBaseId` when it holds more of it than `before` did (unknown before: null). The bag this
 * page last heard of is `before` only while its count is the cookie's: another tab's add changes the cookie, not
 * this page's bag, and that add must not pass for this one.
 */
function grownLine(before: Cart | null, countBefore: number, after: Cart, skuBaseId: number): CartItem | null {
  const quantity = (cart: Cart) => cart.items.reduce((sum, item) => sum + (item.skuBaseId === skuBaseId ? item.qty : 0), 0);
  const had = before && clampItemCount(before.itemCount) === countBefore ? quantity(before) : countBefore === 0 ? 0 : null;
  if (had === null || quantity(after) <= had) return null;
  return after.items.find((item) => item.skuBaseId === skuBaseId) ?? null;
}

/** Step 3: the overlay, then the offer. Resolves once they are due and opened. */
export async function showAfterAdd(deps: AddToBagDeps, { answer, offer }: AddedToBag): Promise<void> {
  await deps.wait(CART_OVERLAY_DELAY_MS);
  const showOffer = () => {
    if (offer) whenNoModal(() => deps.open('pwp-popup', { id: offer.id, image: offer.popupImages[0] ?? '', offerText: offer.offerText }));
  };
  if (answer.overlay) {
    // One "Added to your bag" at a time, the newest: two adds a moment apart do not stack two dialogs.
    const shown = pageSingleton<{ overlay: OpenedIsland | null }>('bag-overlay:v1', () => ({ overlay: null }));
    shown.overlay?.close();
    const overlay = deps.open('overlay-link', { html: answer.overlay, title: 'Added to your bag' });
    shown.overlay = overlay;
    void overlay.closed.then(() => {
      if (shown.overlay === overlay) shown.overlay = null;
      showOffer();
    });
  } else showOffer();
}
