// The add-to-bag button for the chosen SKU (docs/requirements.md §2, §4, §7): its label says what will
// happen; one click is one add; what an add does is add-to-bag-sequence.ts; a failure says why, near the
// button, and leaves the count alone. Its status region also says what a choice changed: the price, and the
// button's offer when it is not "Add to bag".
import { useRef, useState } from 'react';
import type { Product, Sku } from '../model/product';
import type { AddToBagRequest } from '../rpc/cart-methods';
import { RpcError } from '../rpc/errors/rpc-error';
import type { AddedToBag, AddToBagDeps } from './add-to-bag-sequence';
import { formatPrice } from './format-price';
import { SKU_ACTION_LABELS, categoryOf, skuAction, skuName } from './product-info';
import { singleFlight, type SingleFlight } from './single-flight';
import { useIsland } from './use-island';

const ADD_TO_BAG_FAILED = "We couldn't add this to your bag. Please try again.";

/** The shopper-facing text of a failed add: what the server said for the shopper, else a generic one. */
function addToBagErrorText(error: unknown): string {
  return (error instanceof RpcError && error.userText) || ADD_TO_BAG_FAILED;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

type Sequence = typeof import('./add-to-bag-sequence');
let sequence: Promise<Sequence> | undefined;
/**
 * What an add does loads when the shopper reaches for a button (pointer over it, focus on it) rather than with
 * every card of a listing: a card's chunk carries only the button. A failed load is asked for again next time.
 */
function loadSequence(): Promise<Sequence> {
  if (!sequence) {
    sequence = import('./add-to-bag-sequence');
    sequence.catch(() => (sequence = undefined));
  }
  return sequence;
}
const warmSequence = () => void loadSequence().catch(() => {});

export interface AddToBagButtonProps {
  product: Product;
  sku: Sku | undefined;
  categoryId?: string;
  locale: string;
  /** The SKU's size, where the product offers a choice of sizes: the button's name says it (docs/decisions.md "Buying a size"). */
  size?: string;
}

export function AddToBagButton({ product, sku, categoryId, locale, size }: AddToBagButtonProps) {
  const { rpc, store, emit, open, debug, hasIsland, config } = useIsland();
  const [busy, setBusy] = useState(false);
  // What the last add said, for the SKU it was for: choosing another shade clears it.
  const [note, setNote] = useState<{ skuId?: string; error?: string; added?: string }>({});
  const flight = useRef<SingleFlight<[AddToBagRequest, string], void> | null>(null);
  // Words for the SKU's price and offer, heard when they change (a size, a shade of another price or one sold out;
  // not the first render, nor a choice that leaves both as they were) until the next add (docs/decisions.md "Buying
  // a size"). The select or swatch says the choice itself.
  const action = skuAction(sku);
  const words = sku && formatPrice(sku.price, locale) + (action != 'add' ? `, ${SKU_ACTION_LABELS[action]}` : '');
  const heard = useRef(words);
  const said = useRef<string | undefined>('');
  if (heard.current != words) said.current = heard.current = words;

  flight.current ??= singleFlight(async (request: AddToBagRequest, skuId: string) => {
    // Said once the add is made, or later, for a failed add the bag read once back online shows made: its failure's
    // words go, as they are no longer true.
    const done = () => setNote({ skuId, added: 'Added to your bag.' });
    const deps: AddToBagDeps = { rpc, store, emit, open, pagePath: location.pathname, wait, late: done };
    setBusy(true);
    setNote({});
    said.current = '';
    let added: AddedToBag;
    let steps: Sequence;
    try {
      steps = await loadSequence();
      added = await steps.submitAddToBag(deps, request);
    } catch (failure) {
      debug('add to bag failed', failure);
      setNote({ skuId, error: addToBagErrorText(failure) });
      return;
    } finally {
      setBusy(false);
    }
    done();
    // The guard holds until the overlay is due, so a double click or a repeated Enter against a fast
    // server is still one add. Not cancelled when this island goes away (a quick view closed): the
    // shopper still sees the overlay and the offer.
    await steps.showAfterAdd(deps, added);
  });

  const canAdd = action === 'add' || action === 'preorder';
  const onClick = () => {
    if (!sku || !canAdd) return;
    const kit = product.isKit ? { kitProductId: product.id } : {};
    void flight.current!.run({ skuBaseId: sku.baseId, categoryId: categoryOf(product, categoryId), ...kit }, sku.id);
  };
  const { error = '', added = '' } = note.skuId === sku?.id ? note : {};
  // "Notify me" opens the waitlist form, where the build has one and the flag is on (docs/decisions.md).
  const notify = action === 'sold-out' && sku && config.flags.waitlistNotification && hasIsland('waitlist-form');

  return (
    <div className="sfi-bag">
      <button
        type="button"
        className="sfi-bag__button"
        data-action={action}
        disabled={!canAdd}
        aria-disabled={busy || undefined}
        onClick={onClick}
        onPointerEnter={warmSequence}
        onFocus={warmSequence}
      >
        {busy ? 'Adding…' : SKU_ACTION_LABELS[action]}
        <span className="sfi-visually-hidden">
          {' '}
          {skuName(product, sku, size)}
        </span>
      </button>
      {notify ? (
        <button type="button" className="sfi-bag__notify" onClick={() => open('waitlist-form', { skuBaseId: sku.baseId, productId: product.id })}>
          Notify me<span className="sfi-visually-hidden"> when {product.name} is back</span>
        </button>
      ) : null}
      <p className="sfi-bag__error" role="alert">
        {error}
      </p>
      <span className="sfi-visually-hidden" role="status">
        {said.current || added}
      </span>
    </div>
  );
}
