// Products for islands: from the page store (filled by the load batch's prodcat), else prodcat. Products asked
// for in the same tick go out together (one prodcat list, split by fetchProducts into calls of at most
// PRODCAT_MAX_PRODUCTS, in one request), so 500 cards that each need their product make a few calls, not 500; a
// product already being fetched is not asked for twice.
import { toProductId } from '../model/ids';
import type { Product } from '../model/product';
import type { JsonRpcClient } from '../rpc/client';
import { fetchProducts, toProdcatRef } from '../rpc/storefront-methods';
import type { StorefrontStore } from '../store/store';
import { storeProducts } from './load-batch';

const inFlight = new Map<string, Promise<Product | null>>();

/** A request's products, and the ids whose call failed (with its error): for those, no answer is not "no product". */
interface Answer {
  products: Product[];
  lost: Map<string, unknown>;
}

interface Gathering {
  client: JsonRpcClient;
  store: StorefrontStore;
  /** Product id → its prodcat ref, in the order asked. */
  refs: Map<string, string>;
  request: Promise<Answer>;
}
let gathering: Gathering | null = null;

/** The request that will carry `ref`: this tick's, sent (and its products stored) once the tick's code has run. */
function requestThisTick(client: JsonRpcClient, store: StorefrontStore, id: string, ref: string): Promise<Answer> {
  if (!gathering || gathering.client !== client || gathering.store !== store) {
    const refs = new Map<string, string>();
    // A microtask later: every product asked for by this tick's code is in `refs` by then.
    const request = Promise.resolve().then(async () => {
      if (gathering?.refs === refs) gathering = null;
      const lost = new Map<string, unknown>();
      const products = await fetchProducts(client, [...refs.values()], (error, failed) => {
        for (const [asked, sent] of refs) if (failed.includes(sent)) lost.set(asked, error);
      });
      await storeProducts(store, products);
      return { products, lost };
    });
    gathering = { client, store, refs, request };
  }
  if (!gathering.refs.has(id)) gathering.refs.set(id, ref);
  return gathering.request;
}

/**
 * Fetches the products missing from the store (with the others asked for in this tick) and stores them. A product
 * the storefront answered without is null; one whose call failed rejects the whole promise, with that call's error.
 */
export function loadProducts(client: JsonRpcClient, store: StorefrontStore, productIds: string[], categoryId?: string): Promise<Array<Product | null>> {
  const ids = productIds.map(toProductId);
  const known = store.products.get();
  const missing = ids.filter((id) => !known[id] && !inFlight.has(id));
  for (const id of missing) {
    const one = requestThisTick(client, store, id, toProdcatRef(id, categoryId)).then(({ products, lost }) => {
      const product = products.find((p) => p.id === id);
      if (!product && lost.has(id)) throw lost.get(id);
      return product ?? null;
    });
    inFlight.set(id, one);
    void one.finally(() => inFlight.delete(id)).catch(() => {});
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
