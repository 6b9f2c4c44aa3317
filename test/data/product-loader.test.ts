// Products for islands asked for outside the load batch (src/data/product-loader.ts): everything asked in one tick
// goes out together, split into prodcat calls of at most PRODCAT_MAX_PRODUCTS, and each host gets its own product.
import { sendLoadBatch } from '../../src/data/load-batch';
import { loadProducts, waitForProduct } from '../../src/data/product-loader';
import { getStore } from '../../src/store/store';
import { freshPageEachTest } from '../helpers/channels';
import { fakeEndpoint, json, type WireCall } from '../helpers/fake-endpoint';

freshPageEachTest();

/** An asker that never gives up. */
const waiting = new AbortController().signal;

const named = (call: WireCall) => (call.params[0] as { products: string[] }).products;
/** A prodcat that knows every product it is asked for (a category ref answers its product). */
const catalogue = () =>
  fakeEndpoint((calls) =>
    json(calls.map((call) => ({ id: call.id, result: { value: { products: named(call).map((ref) => ({ PRODUCT_ID: ref.replace(/^CAT\d+~/, ''), PROD_RGN_NAME: `Name of ${ref}`, skus: [] })) } } }))),
  );

describe('loadProducts', () => {
  it('products asked for in one tick, by several hosts, go out as one prodcat call in one request, each named once', async () => {
    const endpoint = catalogue();
    const client = endpoint.client();
    const store = getStore();
    const answers = await Promise.all([
      loadProducts(client, store, ['PROD1'], undefined, waiting),
      loadProducts(client, store, ['PROD2'], 'CAT7', waiting),
      loadProducts(client, store, ['PROD1', 'PROD3'], undefined, waiting),
    ]);
    expect(answers.map((products) => products.map((p) => p?.name))).toEqual([['Name of PROD1'], ['Name of CAT7~PROD2'], ['Name of PROD1', 'Name of PROD3']]);
    expect(endpoint.requests.map((r) => r.calls.map((call) => [call.method, named(call)]))).toEqual([[['prodcat', ['PROD1', 'CAT7~PROD2', 'PROD3']]]]);
    expect(Object.keys(store.products.get()).sort()).toEqual(['PROD1', 'PROD2', 'PROD3']);
  });

  it('a later tick asks only for what is neither stored nor on its way', async () => {
    const endpoint = catalogue();
    const client = endpoint.client();
    const store = getStore();
    await loadProducts(client, store, ['PROD1'], undefined, waiting);
    await loadProducts(client, store, ['PROD1', 'PROD4'], undefined, waiting);
    expect(endpoint.requests.map((r) => r.calls.map(named))).toEqual([[['PROD1']], [['PROD4']]]);
  });
});

describe('waitForProduct', () => {
  it('250 cards needing their products (no load batch out) make one request of three prodcat calls, and each gets its own', async () => {
    const endpoint = catalogue();
    const client = endpoint.client();
    const store = getStore();
    const ids = Array.from({ length: 250 }, (_, i) => `PROD${i + 1}`);
    const products = await Promise.all(ids.map((id) => waitForProduct(client, store, id, undefined).promise));
    expect(products.map((p) => p?.id)).toEqual(ids);
    expect(endpoint.requests).toHaveLength(1);
    expect(endpoint.requests[0]!.calls.map((call) => named(call).length)).toEqual([100, 100, 50]);
  });
});

describe('a prodcat call of several that fails', () => {
  /** A prodcat whose call naming PROD150 fails (a JSON-RPC error entry), the others answered. */
  const halfBroken = () =>
    fakeEndpoint((calls) =>
      json(
        calls.map((call) =>
          named(call).includes('PROD150')
            ? { id: call.id, error: { code: 500, message: 'prodcat is busy' } }
            : { id: call.id, result: { value: { products: named(call).map((ref) => ({ PRODUCT_ID: ref, PROD_RGN_NAME: `Name of ${ref}`, skus: [] })) } } },
        ),
      ),
    );

  it('fails the products it asked for (they could not be asked), not "no such product"; the other call\'s arrive', async () => {
    const client = halfBroken().client();
    const store = getStore();
    const ids = Array.from({ length: 150 }, (_, i) => `PROD${i + 1}`);
    const waits = ids.map((id) => waitForProduct(client, store, id, undefined).promise.then((product) => product?.id, (error: Error) => `failed: ${error.message}`));
    const outcomes = await Promise.all(waits);
    expect(outcomes.slice(0, 100)).toEqual(ids.slice(0, 100));
    expect(new Set(outcomes.slice(100))).toEqual(new Set(['failed: JSON-RPC call "prodcat" failed with code 500: prodcat is busy.']));
    await expect(loadProducts(client, store, ['PROD1', 'PROD150'], undefined, waiting)).rejects.toThrow('prodcat is busy');
  });
});

describe('a request no island waits for any more', () => {
  /** A prodcat that never answers the first request (until aborted by the client's timeout) and answers the rest. */
  function hangsFirst() {
    let first = true;
    const endpoint = fakeEndpoint((calls, request) => {
      if (!first) return json(calls.map((call) => ({ id: call.id, result: { value: { products: named(call).map((ref) => ({ PRODUCT_ID: ref, PROD_RGN_NAME: `Name of ${ref}`, skus: [] })) } } })));
      first = false;
      return new Promise<Response>((_, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason)));
    });
    return endpoint;
  }

  it('is not reused: a quick view closed while its request hangs and opened again asks afresh, and gets its product', async () => {
    const endpoint = hangsFirst();
    const client = endpoint.client({ timeoutMs: 300 });
    const store = getStore();
    const closed = waitForProduct(client, store, 'PROD1', undefined);
    const closedOutcome = closed.promise.catch((error: Error) => error.message);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(endpoint.requests).toHaveLength(1);
    closed.cancel();
    const reopened = waitForProduct(client, store, 'PROD1', undefined);
    await expect(reopened.promise).resolves.toMatchObject({ id: 'PROD1', name: 'Name of PROD1' });
    expect(endpoint.requests.map((r) => r.calls.map(named))).toEqual([[['PROD1']], [['PROD1']]]);
    // The product came while the hung request was still out; it ends in its own time.
    expect(await closedOutcome).toMatch(/timed out/);
  });

  it('is not reused after one island gave up, though another still waits: what the new request brings reaches both', async () => {
    const endpoint = hangsFirst();
    const client = endpoint.client({ timeoutMs: 300 });
    const store = getStore();
    const card = waitForProduct(client, store, 'PROD1', undefined);
    const cardOutcome = card.promise.catch((error: Error) => error.message);
    const closed = waitForProduct(client, store, 'PROD1', undefined);
    void closed.promise.catch(() => {});
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(endpoint.requests).toHaveLength(1);
    closed.cancel();
    await expect(waitForProduct(client, store, 'PROD1', undefined).promise).resolves.toMatchObject({ id: 'PROD1' });
    expect(endpoint.requests).toHaveLength(2);
    // The card's island reads the store, where the product now is; its own request ends in its own time.
    expect(store.products.get().PROD1).toMatchObject({ name: 'Name of PROD1' });
    expect(await cardOutcome).toMatch(/timed out/);
  });
});

describe('after the load batch', () => {
  const answering = () =>
    fakeEndpoint((calls) => json(calls.map((call) => ({ id: call.id, result: { value: { products: named(call).map((ref) => ({ PRODUCT_ID: ref.replace(/^CAT\d+~/, ''), skus: [] })) } } }))));

  async function batchThat(fails: (request: { signal: AbortSignal }) => Promise<Response>, timeoutMs: number) {
    const later = answering();
    const batch = fakeEndpoint((_, request) => fails(request));
    const store = getStore();
    const waiting = waitForProductWhileBatch(store, later.client());
    await sendLoadBatch({ prodcat: ['CAT3~PROD1'], user: false, cart: false }, { client: batch.client({ timeoutMs }), store, emit: () => {}, logSilentFailure: () => {} });
    // The batch has settled and said so: the host waiting on it has been let go.
    expect(store.productsLoading.get()).toBe(false);
    return { outcome: await waiting, later };
  }

  function waitForProductWhileBatch(store: ReturnType<typeof getStore>, client: ReturnType<ReturnType<typeof fakeEndpoint>['client']>) {
    store.productsLoading.set(true);
    return waitForProduct(client, store, 'PROD1', 'CAT3').promise.then(
      (product) => product?.id,
      (error: Error) => `failed: ${error.message}`,
    );
  }

  it('a host whose product the batch could not get in time is told so at once, not made to wait for a second call', async () => {
    const hang = (request: { signal: AbortSignal }) => new Promise<Response>((_, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason)));
    const { outcome, later } = await batchThat(hang, 30);
    expect(outcome).toBe('failed: JSON-RPC call "prodcat" timed out before the server answered. It was not retried; the caller may try again.');
    expect(later.requests).toHaveLength(0);
  });

  it('a host whose product the batch failed for otherwise (a server error) asks again, once', async () => {
    const { outcome, later } = await batchThat(async () => new Response('busy', { status: 503 }), 1000);
    expect(outcome).toBe('PROD1');
    expect(later.requests.map((r) => r.calls.map(named))).toEqual([[['CAT3~PROD1']]]);
  });
});
