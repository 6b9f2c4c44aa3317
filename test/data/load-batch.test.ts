// The batch sent once on page load (docs/requirements.md §7): what it asks, what it stores, what page
// scripts hear (in the storefront's own shapes), and silence on failure (§8).
import { FIRST_SLICE } from '../../src/config/constants';
import { readCookie } from '../../src/store/cookie-jar';
import { planLoadBatch, sendLoadBatch, storeProducts } from '../../src/data/load-batch';
import { RpcHttpError, RpcMethodError } from '../../src/rpc/errors';
import { toLegacy } from '../../src/rpc/legacy-shapes';
import { getStore } from '../../src/store/store';
import { freshPageEachTest } from '../helpers/channels';
import { answerByMethod, fakeEndpoint, json, type WireCall } from '../helpers/fake-endpoint';
import { product as modelProduct } from '../helpers/product-fixtures';

const anonymous = { signedIn: false, csrLoggedIn: false, isLoyaltyMember: false, itemCount: 0 };

describe('planLoadBatch (docs/requirements.md §7)', () => {
  it('asks for user.fullData only when signed_in or csr_logged_in is set', () => {
    expect(planLoadBatch([], anonymous).user).toBe(false);
    expect(planLoadBatch([], { ...anonymous, isLoyaltyMember: true }).user).toBe(false);
    expect(planLoadBatch([], { ...anonymous, signedIn: true }).user).toBe(true);
    expect(planLoadBatch([], { ...anonymous, csrLoggedIn: true }).user).toBe(true);
  });

  it('asks for trans.get only when item_count > 0', () => {
    expect(planLoadBatch([], anonymous).cart).toBe(false);
    expect(planLoadBatch([], { ...anonymous, itemCount: 1 }).cart).toBe(true);
    expect(planLoadBatch([], { ...anonymous, signedIn: true, itemCount: 0 }).cart).toBe(false);
  });

  it('asks prodcat for each product once, in page order', () => {
    expect(planLoadBatch(['CAT1~PROD1', 'PROD2', 'CAT1~PROD1', 'PROD2', 'PROD3'], anonymous)).toEqual({
      prodcat: ['CAT1~PROD1', 'PROD2', 'PROD3'],
      user: false,
      cart: false,
    });
  });

  it('takes any iterable of refs', () => {
    expect(planLoadBatch(new Set(['PROD9']), anonymous).prodcat).toEqual(['PROD9']);
  });
});

describe('sendLoadBatch', () => {
  freshPageEachTest();

  /** A raw prodcat product, as the wire has it. */
  const rawProduct = (id: string) => ({ PRODUCT_ID: id, PROD_RGN_NAME: `Product ${id}`, skus: [{ SKU_ID: `SKU${id.slice(4)}1`, DISPLAY_ORDER: 1 }] });
  const rawUser = { signed_in: '1', csr_logged_in: '1', csr_email: 'csr@example.com', email: 'ana@example.com' };
  const rawCart = { TRANS_ID: 77, items_count: '2', order: { items: [] } };
  const answers = answerByMethod({
    prodcat: (call: WireCall) => ({ value: { products: (call.params[0]!.products as string[]).map((ref) => rawProduct(ref.split('~').pop()!)) } }),
    'user.fullData': { value: rawUser },
    'trans.get': { value: rawCart },
  });
  const fullPlan = { prodcat: ['CAT1~PROD1', 'PROD2'], user: true, cart: true };

  function deps(endpoint: ReturnType<typeof fakeEndpoint>) {
    const store = getStore();
    const emit = jest.fn();
    const logSilentFailure = jest.fn();
    return { client: endpoint.client(), store, emit, logSilentFailure };
  }

  it('sends prodcat, user.fullData and trans.get in one HTTP request', async () => {
    const endpoint = fakeEndpoint(answers);
    await sendLoadBatch(fullPlan, deps(endpoint));
    expect(endpoint.fetch).toHaveBeenCalledTimes(1);
    expect(endpoint.requests[0]!.calls.map((c) => c.method).sort()).toEqual(['prodcat', 'trans.get', 'user.fullData']);
    expect(endpoint.requests[0]!.calls.find((c) => c.method === 'prodcat')!.params[0]!.products).toEqual(['CAT1~PROD1', 'PROD2']);
  });

  it('puts the model products, user and cart into the store', async () => {
    const d = deps(fakeEndpoint(answers));
    await sendLoadBatch(fullPlan, d);
    const products = d.store.products.get();
    expect(Object.keys(products).sort()).toEqual(['PROD1', 'PROD2']);
    expect([products.PROD1!.name, products.PROD1!.skus.map((s) => s.id)]).toEqual(['Product PROD1', ['SKU11']]);
    expect(d.store.user.get()).toEqual({ csrEmail: 'csr@example.com', email: 'ana@example.com', firstName: '' });
    expect(d.store.cart.get()).toEqual({ itemCount: 2, items: [], pwp: null });
    expect(d.logSilentFailure).not.toHaveBeenCalled();
  });

  it('tells page scripts prodcat, user and cart:loaded with the records as the storefront sent them', async () => {
    const d = deps(fakeEndpoint(answers));
    await sendLoadBatch(fullPlan, d);
    const events = Object.fromEntries(d.emit.mock.calls.map(([name, detail]) => [name, detail]));
    expect(d.emit).toHaveBeenCalledTimes(3);
    expect(events).toEqual({
      prodcat: { products: [rawProduct('PROD1'), rawProduct('PROD2')] },
      user: { user: rawUser },
      'cart:loaded': { cart: rawCart },
    });
    expect(events.user.user).toBe(toLegacy(d.store.user.get()!));
    expect(events['cart:loaded'].cart).toBe(toLegacy(d.store.cart.get()!));
  });

  it('sends only what the plan asks for', async () => {
    const endpoint = fakeEndpoint(answers);
    const d = deps(endpoint);
    await sendLoadBatch({ prodcat: [], user: false, cart: true }, d);
    expect(endpoint.requests[0]!.calls.map((c) => c.method)).toEqual(['trans.get']);
    expect(d.emit.mock.calls.map(([name]) => name)).toEqual(['cart:loaded']);
  });

  it("corrects a bag count the cookie got wrong (hand-edited to 10^23) from trans.get's items_count, keeping the other keys", async () => {
    document.cookie = `FE_USER_CART=${encodeURIComponent('signed_in:0&item_count:100000000000000000000000&region_id:7')}; path=/`;
    const endpoint = fakeEndpoint(answers);
    const d = deps(endpoint);
    expect(d.store.flags.get().itemCount).toBe(999);
    await sendLoadBatch({ prodcat: [], user: false, cart: true }, d);
    expect(d.store.flags.get().itemCount).toBe(2);
    expect(decodeURIComponent(readCookie('FE_USER_CART')!)).toBe('signed_in:0&item_count:2&region_id:7');
  });

  it('leaves a count that agrees with the bag alone (no cookie write)', async () => {
    document.cookie = `FE_USER_CART=${encodeURIComponent('item_count:2')}; path=/`;
    const endpoint = fakeEndpoint(answers);
    const d = deps(endpoint);
    const setItemCount = jest.spyOn(d.store, 'setItemCount');
    await sendLoadBatch({ prodcat: [], user: false, cart: true }, d);
    expect(setItemCount).not.toHaveBeenCalled();
    expect(d.store.flags.get().itemCount).toBe(2);
  });

  it('sends no request for an empty plan', async () => {
    const endpoint = fakeEndpoint(answers);
    const d = deps(endpoint);
    await sendLoadBatch({ prodcat: [], user: false, cart: false }, d);
    expect(endpoint.fetch).not.toHaveBeenCalled();
    expect(d.emit).not.toHaveBeenCalled();
  });

  it('stays silent when user data and cart fail: no throw, logged, store untouched', async () => {
    const endpoint = fakeEndpoint((calls) =>
      json(
        calls.map((call) =>
          call.method === 'prodcat'
            ? { id: call.id, result: { value: { products: [rawProduct('PROD1')] } } }
            : { id: call.id, error: { code: 1, message: `${call.method} failed` } },
        ),
      ),
    );
    const d = deps(endpoint);
    await expect(sendLoadBatch(fullPlan, d)).resolves.toBeUndefined();
    expect(d.logSilentFailure.mock.calls.map(([what]) => what).sort()).toEqual(['trans.get', 'user.fullData']);
    for (const [what, error] of d.logSilentFailure.mock.calls) {
      expect(error).toBeInstanceOf(RpcMethodError);
      expect(error).toMatchObject({ method: what, code: 1, serverMessage: `${what} failed` });
    }
    expect(d.store.user.get()).toBeNull();
    expect(d.store.cart.get()).toBeNull();
    expect(Object.keys(d.store.products.get())).toEqual(['PROD1']);
    expect(d.emit.mock.calls.map(([name]) => name)).toEqual(['prodcat']);
  });

  it('keeps the products of the prodcat calls that answered when one of several fails, and logs that one', async () => {
    // 150 products: two prodcat calls (at most 100 each); the second fails.
    const refs = Array.from({ length: 150 }, (_, i) => `PROD${i + 1}`);
    const endpoint = fakeEndpoint((calls) =>
      json(
        calls.map((call, k) =>
          k === 0
            ? { id: call.id, result: { value: { products: (call.params[0]!.products as string[]).map(rawProduct) } } }
            : { id: call.id, error: { code: 7, message: 'prodcat busy' } },
        ),
      ),
    );
    const d = deps(endpoint);
    await expect(sendLoadBatch({ prodcat: refs, user: false, cart: false }, d)).resolves.toBeUndefined();
    expect(endpoint.fetch).toHaveBeenCalledTimes(1);
    expect(Object.keys(d.store.products.get())).toHaveLength(100);
    expect(d.logSilentFailure).toHaveBeenCalledTimes(1);
    expect(d.logSilentFailure).toHaveBeenCalledWith('prodcat (one of its calls)', expect.any(RpcMethodError));
    expect(d.logSilentFailure.mock.calls[0]![1]).toMatchObject({ method: 'prodcat', code: 7, serverMessage: 'prodcat busy' });
    expect(d.emit).toHaveBeenCalledWith('prodcat', { products: expect.any(Array) });
    expect((d.emit.mock.calls[0]![1] as { products: unknown[] }).products).toHaveLength(100);
  });

  it('stays silent when the whole request fails, and still tells listeners prodcat is done', async () => {
    const endpoint = fakeEndpoint(() => new Response('down', { status: 500 }));
    const d = deps(endpoint);
    await expect(sendLoadBatch(fullPlan, d)).resolves.toBeUndefined();
    expect(d.logSilentFailure.mock.calls.map(([what]) => what).sort()).toEqual(['prodcat', 'trans.get', 'user.fullData']);
    for (const [, error] of d.logSilentFailure.mock.calls) expect(error).toBeInstanceOf(RpcHttpError);
    expect(d.emit).toHaveBeenCalledTimes(1);
    expect(d.emit).toHaveBeenCalledWith('prodcat', { products: [], error: expect.any(RpcHttpError) });
    expect(endpoint.fetch).toHaveBeenCalledTimes(1);
    expect(d.store.productsLoading.get()).toBe(false);
    expect(d.store.products.get()).toEqual({});
  });

  it('marks products as loading from the moment prodcat is asked until it settles', async () => {
    const d = deps(fakeEndpoint(answers));
    expect(d.store.productsLoading.get()).toBe(false);
    const sent = sendLoadBatch(fullPlan, d);
    expect(d.store.productsLoading.get()).toBe(true);
    await sent;
    expect(d.store.productsLoading.get()).toBe(false);
    expect(Object.keys(d.store.products.get()).sort()).toEqual(['PROD1', 'PROD2']);
  });

  it('has the products in the store by the time productsLoading goes false', async () => {
    const d = deps(fakeEndpoint(answers));
    const seen: string[][] = [];
    d.store.productsLoading.listen((loading) => {
      if (!loading) seen.push(Object.keys(d.store.products.get()).sort());
    });
    await sendLoadBatch(fullPlan, d);
    expect(seen).toEqual([['PROD1', 'PROD2']]);
  });

  it('leaves products not loading when the plan names none', async () => {
    const d = deps(fakeEndpoint(answers));
    const sent = sendLoadBatch({ prodcat: [], user: true, cart: false }, d);
    expect(d.store.productsLoading.get()).toBe(false);
    await sent;
    expect(d.store.productsLoading.get()).toBe(false);
    expect(d.store.user.get()).toEqual({ csrEmail: 'csr@example.com', email: 'ana@example.com', firstName: '' });
  });
});

describe('storeProducts', () => {
  freshPageEachTest();

  it('adds products by id, keeping those already there', () => {
    const store = getStore();
    storeProducts(store, [modelProduct(1, { PROD_RGN_NAME: 'one' })]);
    storeProducts(store, [modelProduct(2, { PROD_RGN_NAME: 'two' }), modelProduct(1, { PROD_RGN_NAME: 'one again' })]);
    expect(Object.fromEntries(Object.entries(store.products.get()).map(([id, v]) => [id, v.name]))).toEqual({
      PROD1: 'one again',
      PROD2: 'two',
    });
  });

  it('stores a listing of products over several tasks, the first slice at once, so their islands render a slice at a time', async () => {
    jest.useFakeTimers();
    try {
      const store = getStore();
      const products = Array.from({ length: 100 }, (_, i) => modelProduct(i + 1, { PROD_RGN_NAME: `p${i + 1}` }));
      let stored = false;
      const storing = storeProducts(store, products).then(() => (stored = true));
      expect(Object.keys(store.products.get())).toEqual(products.slice(0, FIRST_SLICE).map((p) => p.id));
      await Promise.resolve();
      expect(Object.keys(store.products.get())).toHaveLength(FIRST_SLICE);
      expect(stored).toBe(false);
      await jest.runAllTimersAsync();
      await storing;
      expect(Object.keys(store.products.get())).toEqual(products.map((p) => p.id));
    } finally {
      jest.useRealTimers();
    }
  });

  it('does not notify subscribers for an empty list', () => {
    const store = getStore();
    const listener = jest.fn();
    const stop = store.products.listen(listener);
    storeProducts(store, []);
    stop();
    expect(listener).not.toHaveBeenCalled();
  });
});
