// The batch sent once on page load (spec §7): prodcat for the products that hosts name,
// user.fullData only for a signed-in shopper or a representative, trans.get only with a non-empty bag.
// All calls are made in one tick, so they share one request.
import type { StorefrontStore } from '../store/store';
import type { JsonRpcClient } from './client';
import { fetchCart, fetchProducts, fetchUserData } from './storefront-methods';
import type { Product } from './types';

export interface LoadBatchDeps {
  client: JsonRpcClient;
  store: StorefrontStore;
  emit(event: string, detail: unknown): void;
  /** Reports failures that the shopper never sees (spec §8); logs only in debug mode. */
  logSilentFailure(what: string, error: unknown): void;
}

export interface LoadBatchPlan {
  prodcat: string[];
  userData: boolean;
  cart: boolean;
}

export function planLoadBatch(productRefs: Iterable<string>, flags: { signedIn: boolean; csrLoggedIn: boolean; itemCount: number }): LoadBatchPlan {
  return {
    prodcat: [...new Set(productRefs)],
    userData: flags.signedIn || flags.csrLoggedIn,
    cart: flags.itemCount > 0,
  };
}

export function storeProducts(store: StorefrontStore, products: Product[]): void {
  if (products.length === 0) return;
  store.products.set({ ...store.products.get(), ...Object.fromEntries(products.map((p) => [p.PRODUCT_ID, p])) });
}

/** Sends the load batch; resolves when every call has settled (failures are handled here). */
export async function sendLoadBatch(plan: LoadBatchPlan, deps: LoadBatchDeps): Promise<void> {
  const { client, store, emit, logSilentFailure } = deps;
  const pending: Promise<void>[] = [];
  if (plan.prodcat.length > 0) {
    store.productsLoading.set(true);
    pending.push(
      fetchProducts(client, plan.prodcat)
        .then(
          (products) => {
            storeProducts(store, products);
            emit('prodcat', { products });
          },
          (error) => {
            logSilentFailure('prodcat', error);
            emit('prodcat', { products: [], error });
          },
        )
        .finally(() => store.productsLoading.set(false)),
    );
  }
  if (plan.userData) {
    pending.push(
      fetchUserData(client).then(
        (user) => {
          store.user.set(user);
          emit('user', { user });
        },
        (error) => logSilentFailure('user.fullData', error),
      ),
    );
  }
  if (plan.cart) {
    pending.push(
      fetchCart(client).then(
        (cart) => {
          store.cart.set(cart);
          emit('cart:loaded', { cart });
        },
        (error) => logSilentFailure('trans.get', error),
      ),
    );
  }
  await Promise.all(pending);
}
