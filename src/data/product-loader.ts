// Products for islands: from the page store (filled by the load batch's prodcat), else prodcat. Products asked
// for in the same tick go out together (one prodcat list, split by fetchProducts into calls of at most
// PRODCAT_MAX_PRODUCTS, in one request), so 500 cards that each need their product make a few calls, not 500; a
// product already being fetched is not asked for twice — unless an island that asked gave up waiting for it (a quick
// view closed while its request hangs): one that asks after that asks afresh.
import { toProductId } from '../model/ids';
import type { Product } from '../model/product';
import type { JsonRpcClient } from '../rpc/client';
import { fetchProducts, toProdcatRef } from '../rpc/storefront-methods';
import type { StorefrontStore } from '../store/store';
import { batchTimedOut, storeProducts } from './load-batch';

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
 * `signal` aborted says the caller gave up waiting (its island closed): the request may be hung, so one asking after
 * that asks afresh (what either request brings is stored).
 */
export function loadProducts(client: JsonRpcClient, store: StorefrontStore, productIds: string[], categoryId: string | undefined, signal: AbortSignal): Promise<Array<Product | null>> {
  return Promise.all(
    productIds.map(toProductId).map((id) => {
      const known = store.products.get()[id];
      if (known) return known;
      const flight =
        inFlight.get(id) ??
        requestThisTick(client, store, id, toProdcatRef(id, categoryId)).then(({ products, lost }) => {
          const product = products.find((p) => p.id === id);
          if (!product && lost.has(id)) throw lost.get(id);
          return product ?? null;
        });
      const forget = () => inFlight.get(id) === flight && inFlight.delete(id);
      flight.then(forget, forget);
      signal.addEventListener('abort', forget);
      inFlight.set(id, flight);
      return flight;
    }),
  );
}

/**
 * A product for a host: from the store; while the load batch's prodcat is out (it names every host present
 * at boot), wait for it; otherwise — or when it did not bring this product — ask prodcat. When the batch's call got
 * no answer in time, the host is told so, not made to wait as long again; `cancel()` says it stopped waiting.
 */
export function waitForProduct(client: JsonRpcClient, store: StorefrontStore, productId: string, categoryId: string | undefined): { promise: Promise<Product | null>; cancel(): void } {
  const id = toProductId(productId);
  const asker = new AbortController();
  let unlisten = () => {};
  const promise = new Promise<Product | null>((resolve, reject) => {
    const known = store.products.get()[id];
    if (known) return resolve(known);
    const fetchNow = () => loadProducts(client, store, [id], categoryId, asker.signal).then(([product]) => resolve(product ?? null), reject);
    if (!store.productsLoading.get()) return void fetchNow();
    unlisten = store.productsLoading.listen((loading) => {
      if (loading) return;
      unlisten();
      const brought = store.products.get()[id];
      const unanswered = batchTimedOut.get(id);
      if (brought) resolve(brought);
      else if (unanswered) reject(unanswered);
      else fetchNow();
    });
  });
  return {
    promise,
    cancel() {
      unlisten();
      asker.abort();
    },
  };
}
