import { planLoadBatch, sendLoadBatch, storeProducts } from '../../src/rpc/load-batch';
import { RpcHttpError, RpcMethodError } from '../../src/rpc/errors';
import { getStore } from '../../src/store/store';
import type { Product } from '../../src/rpc/types';
import { closeBroadcastChannels, trackBroadcastChannels } from '../store/channels';
import { resetStore } from '../store/reset';
import { answerByMethod, fakeEndpoint, json } from './fake-endpoint';

const anonymous = { signedIn: false, csrLoggedIn: false, itemCount: 0 };

describe('planLoadBatch (spec §7)', () => {
  it('asks for user.fullData only when signed_in or csr_logged_in is set', () => {
    expect(planLoadBatch([], anonymous).userData).toBe(false);
    expect(planLoadBatch([], { ...anonymous, signedIn: true }).userData).toBe(true);
    expect(planLoadBatch([], { ...anonymous, csrLoggedIn: true }).userData).toBe(true);
  });

  it('asks for trans.get only when item_count > 0', () => {
    expect(planLoadBatch([], anonymous).cart).toBe(false);
    expect(planLoadBatch([], { ...anonymous, itemCount: 1 }).cart).toBe(true);
    expect(planLoadBatch([], { ...anonymous, signedIn: true, itemCount: 0 }).cart).toBe(false);
  });

  it('asks prodcat for each product once, in page order', () => {
    expect(planLoadBatch(['CAT1~PROD1', 'PROD2', 'CAT1~PROD1', 'PROD2', 'PROD3'], anonymous).prodcat).toEqual(['CAT1~PROD1', 'PROD2', 'PROD3']);
  });

  it('takes any iterable of refs', () => {
    expect(planLoadBatch(new Set(['PROD9']), anonymous).prodcat).toEqual(['PROD9']);
  });
});

describe('sendLoadBatch', () => {
  beforeEach(() => {
    trackBroadcastChannels();
    resetStore();
  });
  afterEach(() => {
    closeBroadcastChannels();
    resetStore();
  });

  const product = (id: string) => ({ PRODUCT_ID: id, PROD_RGN_NAME: `Product ${id}`, skus: [{ SKU_ID: `SKU${id}`, DISPLAY_ORDER: 1 }] });
  const answers = answerByMethod({
    prodcat: (call) => ({ value: { products: (call.params[0]!.products as string[]).map((ref) => product(ref.split('~').pop()!)) } }),
    'user.fullData': { value: { signed_in: '1', csr_logged_in: '1', csr_email: 'csr@example.com', email: 'ana@example.com' } },
    'trans.get': { value: { TRANS_ID: 77, items_count: '2', order: { items: [] } } },
  });
  const fullPlan = { prodcat: ['CAT1~PROD1', 'PROD2'], userData: true, cart: true };

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

  it('puts products, user and cart into the store and emits prodcat, user and cart:loaded', async () => {
    const endpoint = fakeEndpoint(answers);
    const d = deps(endpoint);
    await sendLoadBatch(fullPlan, d);
    expect(Object.keys(d.store.products.get()).sort()).toEqual(['PROD1', 'PROD2']);
    expect(d.store.products.get().PROD1!.PROD_RGN_NAME).toBe('Product PROD1');
    expect(d.store.user.get()).toMatchObject({ signed_in: 1, csr_logged_in: 1, csr_email: 'csr@example.com' });
    expect(d.store.cart.get()).toMatchObject({ TRANS_ID: 77, items_count: 2 });
    const events = Object.fromEntries(d.emit.mock.calls.map(([name, detail]) => [name, detail]));
    expect(Object.keys(events).sort()).toEqual(['cart:loaded', 'prodcat', 'user']);
    expect((events.prodcat as { products: Product[] }).products.map((p) => p.PRODUCT_ID)).toEqual(['PROD1', 'PROD2']);
    expect(events.user).toEqual({ user: d.store.user.get() });
    expect(events['cart:loaded']).toEqual({ cart: d.store.cart.get() });
    expect(d.logSilentFailure).not.toHaveBeenCalled();
  });

  it('sends only what the plan asks for', async () => {
    const endpoint = fakeEndpoint(answers);
    const d = deps(endpoint);
    await sendLoadBatch({ prodcat: [], userData: false, cart: true }, d);
    expect(endpoint.requests[0]!.calls.map((c) => c.method)).toEqual(['trans.get']);
    expect(d.emit.mock.calls.map(([name]) => name)).toEqual(['cart:loaded']);
  });

  it('sends no request for an empty plan', async () => {
    const endpoint = fakeEndpoint(answers);
    await sendLoadBatch({ prodcat: [], userData: false, cart: false }, deps(endpoint));
    expect(endpoint.fetch).not.toHaveBeenCalled();
  });

  it('stays silent when user data and cart fail: no throw, logged, store untouched', async () => {
    const endpoint = fakeEndpoint((calls) =>
      json(
        calls.map((call) =>
          call.method === 'prodcat'
            ? { id: call.id, result: { value: { products: [product('PROD1')] } } }
            : { id: call.id, error: { code: 1, message: `${call.method} failed` } },
        ),
      ),
    );
    const d = deps(endpoint);
    await expect(sendLoadBatch(fullPlan, d)).resolves.toBeUndefined();
    expect(d.logSilentFailure.mock.calls.map(([what]) => what).sort()).toEqual(['trans.get', 'user.fullData']);
    for (const [, error] of d.logSilentFailure.mock.calls) expect(error).toBeInstanceOf(RpcMethodError);
    expect(d.store.user.get()).toBeNull();
    expect(d.store.cart.get()).toBeNull();
    expect(Object.keys(d.store.products.get())).toEqual(['PROD1']);
    expect(d.emit.mock.calls.map(([name]) => name)).toEqual(['prodcat']);
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
  });

  it('marks products as loading from the moment prodcat is asked until it settles', async () => {
    const endpoint = fakeEndpoint(answers);
    const d = deps(endpoint);
    expect(d.store.productsLoading.get()).toBe(false);
    const sent = sendLoadBatch(fullPlan, d);
    expect(d.store.productsLoading.get()).toBe(true);
    await sent;
    expect(d.store.productsLoading.get()).toBe(false);
    expect(Object.keys(d.store.products.get()).sort()).toEqual(['PROD1', 'PROD2']);
  });

  it('leaves products not loading when the plan names none', async () => {
    const d = deps(fakeEndpoint(answers));
    const sent = sendLoadBatch({ prodcat: [], userData: true, cart: false }, d);
    expect(d.store.productsLoading.get()).toBe(false);
    await sent;
  });
});

describe('storeProducts', () => {
  beforeEach(() => {
    trackBroadcastChannels();
    resetStore();
  });
  afterEach(() => {
    closeBroadcastChannels();
    resetStore();
  });

  it('adds products by PRODUCT_ID, keeping those already there', () => {
    const store = getStore();
    const p = (id: string, name: string) => ({ PRODUCT_ID: id, PROD_RGN_NAME: name, skus: [] }) as Product;
    storeProducts(store, [p('PROD1', 'one')]);
    storeProducts(store, [p('PROD2', 'two'), p('PROD1', 'one again')]);
    expect(Object.fromEntries(Object.entries(store.products.get()).map(([id, v]) => [id, v.PROD_RGN_NAME]))).toEqual({
      PROD1: 'one again',
      PROD2: 'two',
    });
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
