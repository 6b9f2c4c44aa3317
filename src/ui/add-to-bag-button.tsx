// The add-to-bag button for the chosen SKU (spec §2, §4, §7): its label says what will happen; one
// click is one add; the bag count follows the answer at once; the answer's OVERLAY shows 500 ms later
// in the dialog (the overlay-link island, opened on demand); an armed purchase-with-purchase offer
// shows after it closes; a failure says why, near the button, and leaves the count alone.
import { useRef, useState } from 'react';
import { CART_OVERLAY_DELAY_MS } from '../config/constants';
import { addToBag, type AddToBagRequest } from '../rpc/cart-methods';
import { RpcMethodError } from '../rpc/errors';
import type { CartAnswer, Product, PwpBlock, Sku } from '../rpc/types';
import { pwpToShowAfterAdd } from '../store/pwp-arming';
import { SKU_ACTION_LABELS, categoryOf, skuAction } from './product-info';
import { singleFlight, type SingleFlight } from './single-flight';
import { useIsland } from './use-island';

export const ADD_TO_BAG_FAILED = "We couldn't add this to your bag. Please try again.";

/** The shopper-facing text of a failed add: the server's first message, else a generic one. */
export function addToBagErrorText(error: unknown): string {
  return (error instanceof RpcMethodError && error.userText) || ADD_TO_BAG_FAILED;
}

/** Runs `then` once the on-demand overlay on `host` has closed (it emits sfi:overlay:closed). */
function whenClosed(host: HTMLElement, then: () => void): void {
  const onClosed = (event: Event) => {
    if ((event as CustomEvent<{ host?: unknown }>).detail?.host !== host) return;
    document.removeEventListener('sfi:overlay:closed', onClosed);
    then();
  };
  document.addEventListener('sfi:overlay:closed', onClosed);
}

export interface AddToBagButtonProps {
  product: Product;
  sku: Sku | undefined;
  categoryId?: string;
  /** Offer "Notify me" on a sold-out SKU (a waitlist-form island is registered and the flag is on). */
  waitlist?: boolean;
}

export function AddToBagButton({ product, sku, categoryId, waitlist }: AddToBagButtonProps) {
  const { rpc, store, emit, open, debug } = useIsland();
  const [busy, setBusy] = useState(false);
  // What the last add said, for the SKU it was for: choosing another shade clears it.
  const [note, setNote] = useState<{ skuId?: string; error?: string; added?: string }>({});
  const flight = useRef<SingleFlight<[AddToBagRequest, string], void> | null>(null);

  const showPwp = (pwp: PwpBlock) => open('pwp-popup', { id: pwp.id, image: pwp.popup_images[0] ?? '', offerText: pwp.offer_text });

  flight.current ??= singleFlight(async (request: AddToBagRequest, skuId: string) => {
    setBusy(true);
    setNote({});
    const before = store.cart.get();
    let answer: CartAnswer;
    try {
      answer = await addToBag(rpc, request);
    } catch (failure) {
      debug('add to bag failed', failure);
      setNote({ skuId, error: addToBagErrorText(failure) });
      return;
    } finally {
      setBusy(false);
    }
    store.cart.set(answer.cart);
    store.setItemCount(answer.cart.items_count);
    emit('cart:added', { item: answer.item, itemCount: answer.cart.items_count, cart: answer.cart });
    setNote({ skuId, added: 'Added to your bag.' });
    const pwp = pwpToShowAfterAdd(before, answer.cart, location.pathname);
    // The guard holds until the overlay is due, so a double click or a repeated Enter against a fast
    // server is still one add; then the overlay (a modal dialog) shows, and the offer after it. Not
    // cancelled when this island goes away (a quick view closed): the shopper still sees them.
    await new Promise((resolve) => setTimeout(resolve, CART_OVERLAY_DELAY_MS));
    if (answer.overlay) {
      const overlay = open('overlay-link', { html: answer.overlay, title: 'Added to your bag' });
      if (pwp) whenClosed(overlay.host, () => showPwp(pwp));
    } else if (pwp) showPwp(pwp);
  });

  const action = skuAction(sku);
  const canAdd = action === 'add' || action === 'preorder';
  const onClick = () => {
    if (!sku || !canAdd) return;
    const kit = product.isKit === 1 ? { kitProductId: product.PRODUCT_ID } : {};
    void flight.current!.run({ skuBaseId: sku.SKU_BASE_ID, categoryId: categoryOf(product, categoryId), ...kit }, sku.SKU_ID);
  };
  const { error = '', added = '' } = note.skuId === sku?.SKU_ID ? note : {};
  const shade = sku?.SHADENAME ? `, ${sku.SHADENAME}` : '';

  return (
    <div className="sfi-bag">
      <button
        type="button"
        className="sfi-bag__button"
        data-action={action}
        disabled={!canAdd}
        aria-disabled={busy || undefined}
        onClick={onClick}
      >
        {busy ? 'Adding…' : SKU_ACTION_LABELS[action]}
        <span className="sfi-visually-hidden">
          {' '}
          {product.PROD_RGN_NAME}
          {shade}
        </span>
      </button>
      {action === 'sold-out' && waitlist && sku ? (
        <button type="button" className="sfi-bag__notify" onClick={() => open('waitlist-form', { skuBaseId: sku.SKU_BASE_ID, productId: product.PRODUCT_ID })}>
          Notify me<span className="sfi-visually-hidden"> when {product.PROD_RGN_NAME} is back</span>
        </button>
      ) : null}
      <p className="sfi-bag__error" role="alert">
        {error}
      </p>
      <span className="sfi-visually-hidden" role="status">
        {added}
      </span>
    </div>
  );
}
