// Products for islands: from the page store (filled by the load batch's prodcat), else one prodcat
// call. Calls made in the same tick share one request (the client batches them); a product already
// being fetched is not asked for twice.
import { toProductId } from '../model/ids';
import type { Product } from '../model/product';
import type { JsonRpcClient } from '../rpc/client';
import { fetchProducts, toProdcatRef } from '../rpc/storefront-methods';
import type { StorefrontStore } from '../store/store';
import { storeProducts } from './load-batch';

const inFlight = new Map<string, Promise<Product | null>>();

/** Fetches the products missing from the store (one prodcat call) and stores them. */
export function loadProducts(client: JsonRpcClient, store: StorefrontStore, productIds: string[], categoryId?: string): Promise<Array<Product | null>> {
  const ids = productIds.map(toProductId);
  const known = store.products.get();
  const missing = ids.filter((id) => !known[id] && !inFlight.has(id));
  if (missing.length > 0) {
    const request = fetchProducts(client, missing.map((id) => toProdcatRef(id, categoryId))).then((products) => {
      storeProducts(store, products);
      return products;
    });
    for (const id of missing) {
      const one = request.then((products) => products.find((p) => p.id === id) ?? null);
      inFlight.set(id, one);
      void one.finally(() => inFlight.delete(id)).catch(() => {});
    }
  }
  return Promise.all(ids.map((id) => store.products.get()[id] ?? inFlight.get(id) ?? Promise.resolve(null)));
}

/**
 * A product for a host: from the store; while the load batch's prodcat is out (it names every host present
 * at boot), wait for it; otherwise — or when it did not bring this product — ask prodcat.
 */
export function waitForProduct(client: JsonRpcClient, store: StorefrontStore, productId: string, categoryId: string | undefined): { promise: Promise<Product | null>; cancel(): void } {
  const id = toProductId(productId);
  let cancel = () => {};
  const promise = new Promise<Product | null>((resolve, reject) => {
    const known = store.products.get()[id];
    if (known) return resolve(known);
    const fetchNow = () => loadProducts(client, store, [id], categoryId).then(([product]) => resolve(product ?? null), reject);
    if (!store.productsLoading.get()) return void fetchNow();
    const unlisten = store.productsLoading.listen((loading) => {
      if (loading) return;
      unlisten();
      const brought = store.products.get()[id];
      if (brought) resolve(brought);
      else fetchNow();
    });
    cancel = unlisten;
  });
  return { promise, cancel: () => cancel() };
}
