// Products for islands asked for outside the load batch (src/data/product-loader.ts): everything asked in one tick
// goes out together, split into prodcat calls of at most PRODCAT_MAX_PRODUCTS, and each host gets its own product.
import { loadProducts, waitForProduct } from '../../src/data/product-loader';
import { getStore } from '../../src/store/store';
import { freshPageEachTest } from '../helpers/channels';
import { fakeEndpoint, json, type WireCall } from '../helpers/fake-endpoint';

freshPageEachTest();

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
      loadProducts(client, store, ['PROD1']),
      loadProducts(client, store, ['PROD2'], 'CAT7'),
      loadProducts(client, store, ['PROD1', 'PROD3']),
    ]);
    expect(answers.map((products) => products.map((p) => p?.name))).toEqual([['Name of PROD1'], ['Name of CAT7~PROD2'], ['Name of PROD1', 'Name of PROD3']]);
    expect(endpoint.requests.map((r) => r.calls.map((call) => [call.method, named(call)]))).toEqual([[['prodcat', ['PROD1', 'CAT7~PROD2', 'PROD3']]]]);
    expect(Object.keys(store.products.get()).sort()).toEqual(['PROD1', 'PROD2', 'PROD3']);
  });

  it('a later tick asks only for what is neither stored nor on its way', async () => {
    const endpoint = catalogue();
    const client = endpoint.client();
    const store = getStore();
    await loadProducts(client, store, ['PROD1']);
    await loadProducts(client, store, ['PROD1', 'PROD4']);
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
    await expect(loadProducts(client, store, ['PROD1', 'PROD150'])).rejects.toThrow('prodcat is busy');
  });
});
