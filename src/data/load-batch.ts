// The batch sent once on page load (docs/requirements.md §7): prodcat for the products that hosts name,
// user.fullData only for a signed-in shopper or a representative, trans.get only with a non-empty bag.
// All calls are made in one tick, so they share one request. Page scripts hear of each answer as an
// sfi:* event in the storefront's own shapes.
import type { Product } from '../model/product';
import type { JsonRpcClient } from '../rpc/client';
import type { RpcNetworkError } from '../rpc/errors/rpc-network-error';
import { toLegacy } from '../rpc/legacy-shapes';
import { fetchCart, fetchProducts, fetchUser } from '../rpc/storefront-methods';
import type { StorefrontStore } from '../store/store';
import type { UserFlags } from '../store/user-cookie';
import { bagCall } from './bag-ledger';
import { inSlices } from './time-slices';

export interface LoadBatchDeps {
  client: JsonRpcClient;
  store: StorefrontStore;
  emit(event: string, detail: unknown): void;
  /** Reports failures that the shopper never sees (§8); logs only in debug mode. */
  logSilentFailure(what: string, error: unknown): void;
}

export interface LoadBatchPlan {
  /** prodcat refs (`CAT12~PROD345`). */
  prodcat: string[];
  user: boolean;
  cart: boolean;
}

/**
 * The products whose load-batch prodcat call got no answer in time, with that error: their islands say so rather than
 * wait as long again. A page sends one batch; each starts this afresh.
 */
export const batchTimedOut = new Map<string, unknown>();

function noteTimeout(refs: string[], error: unknown): void {
  if ((error as RpcNetworkError).timedOut) for (const ref of refs) batchTimedOut.set(ref.slice(ref.indexOf('~') + 1), error);
}

export function planLoadBatch(productRefs: Iterable<string>, flags: UserFlags): LoadBatchPlan {
  return {
    prodcat: [...new Set(productRefs)],
    user: flags.signedIn || flags.csrLoggedIn,
    cart: flags.itemCount > 0,
  };
}

/**
 * Puts products in the store, in slices when there are many (time-slices.ts): each product island renders when its
 * own product lands, so a listing's five hundred cards render over several tasks, not one. The first slice lands at
 * once; the promise settles when the last has.
 */
export function storeProducts(store: StorefrontStore, products: Product[]): Promise<void> {
  return inSlices(products, (slice) => store.products.set({ ...store.products.get(), ...Object.fromEntries(slice.map((p) => [p.id, p])) }));
}

/** Sends the load batch; resolves when every call has settled (failures are handled here). */
export async function sendLoadBatch(plan: LoadBatchPlan, deps: LoadBatchDeps): Promise<void> {
  const { client, store, emit, logSilentFailure } = deps;
  const pending: Promise<void>[] = [];
  batchTimedOut.clear();
  if (plan.prodcat.length > 0) {
    store.productsLoading.set(true);
    pending.push(
      // A call of several that failed leaves its products out: their islands ask again, unless the call timed out
      // (asking would mean as long a wait again); debug mode says so.
      fetchProducts(client, plan.prodcat, (error, refs) => {
        noteTimeout(refs, error);
        logSilentFailure('prodcat (one of its calls)', error);
      })
        .then(
          async (products) => {
            await storeProducts(store, products);
            emit('prodcat', { products: products.map(toLegacy) });
          },
          (error) => {
            noteTimeout(plan.prodcat, error);
            logSilentFailure('prodcat', error);
            emit('prodcat', { products: [], error });
          },
        )
        .finally(() => store.productsLoading.set(false)),
    );
  }
  if (plan.user) {
    pending.push(
      fetchUser(client).then(
        (user) => {
          store.user.set(user);
          emit('user', { user: toLegacy(user) });
        },
        (error) => logSilentFailure('user.fullData', error),
      ),
    );
  }
  if (plan.cart) {
    // Shown through the bag ledger, which also corrects a cookie count that disagrees (hand-edited, or stale); an
    // add answered first is newer than this read and keeps its bag.
    pending.push(
      bagCall({ client, store }, () => fetchCart(client), (cart) => cart, false).then(
        ({ answer }) => emit('cart:loaded', { cart: toLegacy(answer) }),
        (error) => logSilentFailure('trans.get', error),
      ),
    );
  }
  await Promise.all(pending);
}
