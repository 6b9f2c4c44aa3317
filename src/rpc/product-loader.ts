// Products for islands: from the page store (filled by the load batch's prodcat), else one prodcat
// call. Calls made in the same tick share one request (the client batches them); a product already
// being fetched is not asked for twice.
import { getStore, type StorefrontStore } from '../store/store';
import type { JsonRpcClient } from './client';
import { storeProducts } from './load-batch';
import { fetchProducts, toProdcatRef } from './storefront-methods';
import type { Product } from './types';

const inFlight = new Map<string, Promise<Product | null>>();

/** Stores whose load batch has answered (sfi:prodcat), seen from the moment this chunk loads. */
const answered = new WeakSet<StorefrontStore>();
if (typeof document !== 'undefined') document.addEventListener('sfi:prodcat', () => answered.add(getStore()));

/** `345` or `PROD345` → `PROD345`, the PRODUCT_ID the store keys on. */
export function productKey(productId: string): string {
  return /^\d+$/.test(productId) ? `PROD${productId}` : productId;
}

/** Fetches products missing from the store (one prodcat call) and stores them. */
export function loadProducts(client: JsonRpcClient, store: StorefrontStore, productIds: string[], categoryId?: string): Promise<Array<Product | null>> {
  const known = store.products.get();
  const missing = productIds.map(productKey).filter((id) => !known[id] && !inFlight.has(id));
  if (missing.length > 0) {
    const request = fetchProducts(client, missing.map((id) => toProdcatRef(id, categoryId))).then((products) => {
      storeProducts(store, products);
      return products;
    });
    for (const id of missing) {
      const one = request.then((products) => products.find((p) => p.PRODUCT_ID === id) ?? null);
      inFlight.set(id, one);
      void one.finally(() => inFlight.delete(id)).catch(() => {});
    }
  }
  return Promise.all(productIds.map(productKey).map((id) => store.products.get()[id] ?? inFlight.get(id) ?? Promise.resolve(null)));
}

/**
 * Waits for the load batch to bring `productId` (it names every host present at boot), then asks
 * prodcat itself: once the load batch has answered (`sfi:prodcat`, or products already in the store),
 * else after `graceMs` (a host added later to a page whose load batch named no products).
 */
export function waitForProduct(client: JsonRpcClient, store: StorefrontStore, productId: string, categoryId: string | undefined, graceMs: number): { promise: Promise<Product | null>; cancel(): void } {
  const id = productKey(productId);
  let cancel = () => {};
  const promise = new Promise<Product | null>((resolve, reject) => {
    let done = false;
    const settle = (then: () => void) => {
      if (done) return;
      done = true;
      cancel();
      then();
    };
    const fetchNow = () => settle(() => loadProducts(client, store, [id], categoryId).then(([product]) => resolve(product ?? null), reject));
    const unlisten = store.products.listen((products) => products[id] && settle(() => resolve(products[id]!)));
    // The load batch stores its products before it emits: a product it brought has resolved by then.
    const onProdcat = () => setTimeout(fetchNow);
    const timer = setTimeout(fetchNow, answered.has(store) || Object.keys(store.products.get()).length > 0 ? 0 : graceMs);
    document.addEventListener('sfi:prodcat', onProdcat);
    cancel = () => {
      done = true;
      unlisten();
      clearTimeout(timer);
      document.removeEventListener('sfi:prodcat', onProdcat);
    };
  });
  return { promise, cancel: () => cancel() };
}
