// Every call that answers with the whole bag (an add, trans.get) goes through here, so the bag and its count
// show the newest answer, whatever order answers arrive in. Two adds from two cards a moment apart, the first
// answer slow: that first answer is older than the second and must not take the count back. A call is newer
// than another when it was sent later; an answer older than the one shown is not shown. Sending order is not
// always the server's order, so when an answer was passed over, or a call failed without saying whether the
// server acted (a timeout, a dropped connection), the bag is read again (trans.get) once no call is out: the
// server's bag is the truth the count comes back to.
import type { Cart } from '../model/cart';
import type { JsonRpcClient } from '../rpc/client';
import { fetchCart } from '../rpc/storefront-methods';
import { pageSingleton } from '../store/page-singleton';
import type { StorefrontStore } from '../store/store';
import { clampItemCount } from '../store/user-cookie';

interface Ledger {
  /** Calls sent so far: each call's number is its place in sending order. */
  sent: number;
  /** The number of the call whose bag is shown. */
  shown: number;
  /** Calls still out. */
  out: number;
  /** Whether the bag should be read again once no call is out. */
  unsure: boolean;
  /** The read again, while it is out. */
  reread: Promise<Cart | null> | null;
  /** Who waits for the next read again (bagSettled while one is due but not yet sent). */
  waiting: ((cart: Cart | null) => void)[];
}

export interface BagDeps {
  client: JsonRpcClient;
  store: StorefrontStore;
}

const ledger = () => pageSingleton<Ledger>('bag-ledger:v2', () => ({ sent: 0, shown: 0, out: 0, unsure: false, reread: null, waiting: [] }));

function show(store: StorefrontStore, cart: Cart): void {
  store.cart.set(cart);
  // The bag is the truth: a cookie count that disagrees (another tab, a stale answer's cookie) is corrected. The
  // other tabs hear of every bag shown here, changed here or not: a count that was stale and happens to match the
  // answer still comes with a cookie the server rewrote, which they may not have read.
  if (clampItemCount(cart.itemCount) !== store.flags.get().itemCount) store.setItemCount(cart.itemCount);
  else store.announceCookieChange();
}

/**
 * Whether the server answered the call with a refusal (`RpcMethodError`), which changed nothing; any other failure
 * may have come after the bag changed. Told by name: the error classes load with the first answer, not with boot,
 * which sends the load batch through here.
 */
export const refused = (error: unknown): boolean => error instanceof Error && error.name === 'RpcMethodError';

/**
 * Sends `call`, whose answer holds the bag (`cartOf`). Its bag is shown unless the bag of a call sent later is
 * shown already, or another tab changed the count meanwhile (the bag is then read again). Resolves with the answer
 * and `shown`: whether it is the newest of this page's (shown, but for that other tab's change); rejects as `call`
 * does.
 */
export async function bagCall<T>(
  deps: BagDeps,
  call: () => Promise<T>,
  cartOf: (answer: T) => Cart,
  /** False for a read, which changes nothing: its failure leaves the bag as known as it was. */
  writes = true,
): Promise<{ answer: T; shown: boolean }> {
  const books = ledger();
  const { store } = deps;
  const number = ++books.sent;
  const shownBefore = books.shown;
  const countBefore = store.flags.get().itemCount;
  books.out += 1;
  try {
    const answer = await call();
    const newest = number > books.shown;
    // Another tab moved the count while this call was out (no bag of this page's was shown meanwhile): which of the
    // two bags is older is unknown, and an older one would take the count back in every tab, so neither is trusted
    // until the bag is read again.
    if (newest && (books.shown > shownBefore || store.flags.get().itemCount == countBefore)) show(store, cartOf(answer));
    else books.unsure = true;
    if (newest) books.shown = number;
    return { answer, shown: newest };
  } catch (error) {
    if (writes && !refused(error)) books.unsure = true;
    throw error;
  } finally {
    books.out -= 1;
    if (books.out === 0 && books.unsure) void rereadBag(deps);
  }
}

/**
 * Reads the bag again (once: callers while it is out share it) and shows it, if nothing newer was shown
 * meanwhile. Resolves with the bag read, or null when the read failed (the count then stays as it was).
 */
export function rereadBag(deps: BagDeps): Promise<Cart | null> {
  const books = ledger();
  if (books.reread) {
    // One read at a time; whatever made this one due is looked at again when it is back.
    books.unsure = true;
    return books.reread;
  }
  books.unsure = false;
  const read = bagCall(deps, () => fetchCart(deps.client), (cart) => cart, false).then(
    ({ answer }) => answer,
    () => null,
  );
  books.reread = read;
  const waiting = books.waiting.splice(0);
  void read.then((cart) => {
    waiting.forEach((resolve) => resolve(cart));
    books.reread = null;
    if (books.out === 0 && books.unsure) void rereadBag(deps);
  });
  return read;
}

/**
 * Settles once the bag is known again after the calls now out: the bag of a read sent after them, or null when
 * none is due (or the read failed). A read is due after a call failed without saying whether the server acted;
 * it waits until no call is out, so a failed add asked while another add is out waits for that one too (every
 * call ends within the storefront's timeout). A read already out when the failure came was sent before it and
 * may not show it: the next one is waited for.
 */
export function bagSettled(): Promise<Cart | null> {
  const books = ledger();
  if (books.unsure) return new Promise((resolve) => books.waiting.push(resolve));
  return books.reread ?? Promise.resolve(null);
}
