// What one add to bag does (src/ui/add-to-bag-sequence.ts; docs/requirements.md §4, §7; docs/decisions.md
// "OVERLAY and the offer", "Arming"): the add, the bag and count at once, then 500 ms later the overlay,
// and an armed purchase-with-purchase offer once the overlay has closed.
import { CART_OVERLAY_DELAY_MS } from '../../src/config/products';
import type { Cart, CartAnswer, PwpOffer } from '../../src/model/cart';
import { RpcMethodError } from '../../src/rpc/errors';
import { parseCart } from '../../src/rpc/parse-storefront';
import { markPopupShown } from '../../src/store/popup-cookies';
import { armedPwp } from '../../src/store/pwp-arming';
import { getStore } from '../../src/store/store';
import { showAfterAdd, submitAddToBag, type AddToBagDeps } from '../../src/ui/add-to-bag-sequence';
import type { OpenedIsland } from '../../src/ui/island-context';
import { closeBroadcastChannels, trackBroadcastChannels } from '../helpers/channels';
import { deferred } from '../helpers/deferred';
import { cartSuccess, fakeEndpoint, json, rpcError, type Entry } from '../helpers/fake-endpoint';
import { resetStore, setUserCookie } from '../helpers/reset';
import { waitFor } from '../helpers/wait-for';

/** The line cartSuccess() adds, as the wire has it and as the model reads it. */
const RAW_LINE = { sku: 'CAT1PROD1SKU11', SKU_BASE_ID: 11, PRODUCT_ID: 'PROD1', qty: 1 };
const LINE = { path: 'CAT1PROD1SKU11', skuBaseId: 11, productId: 'PROD1', qty: 1 };
/** The answer to a `trans.get` call `id`: the bag holding the raw `items`, counted as their number. */
const bagRead = (id: unknown, items: object[]) => json([{ id, result: { value: { TRANS_ID: 1, items_count: items.length, order: { items } } } }]);

/** The promotion block of a trans answer, qualifying by `CAT1` unless told otherwise. */
const rawPwp = (qualifiers: Record<string, unknown> = { categories: ['CAT1'] }) => ({
  id: 'pwp-1',
  active: 1,
  qualifiers,
  popup_images: ['/media/gift.svg'],
  offer_text: 'A free gift with your lipstick',
});
const OFFER: PwpOffer = {
  id: 'pwp-1',
  active: true,
  qualifiers: { categories: ['CAT1'], products: [], skus: [], path: '' },
  popupImages: ['/media/gift.svg'],
  offerText: 'A free gift with your lipstick',
};

/** A fake storefront answering every call of a batch with `entry`. */
const storefront = (entry: Entry) => fakeEndpoint((calls) => json(calls.map((call) => ({ id: call.id, ...entry }))));

/** What open() hands back: an island whose `closed` settles when the test says so. */
function openedIsland() {
  const closed = deferred<void>();
  const opened: OpenedIsland = { host: document.createElement('div'), close: () => closed.resolve(), closed: closed.promise };
  return { opened, close: () => closed.resolve() };
}

function makeDeps(entry: Entry, pagePath = '/lipstick/velvet') {
  const endpoint = storefront(entry);
  const overlay = openedIsland();
  const open = jest.fn((name: string) => (name === 'overlay-link' ? overlay.opened : openedIsland().opened));
  const emit = jest.fn();
  const deps: AddToBagDeps = {
    rpc: endpoint.client({ csrfToken: () => 'tok' }),
    store: getStore(),
    emit,
    open,
    pagePath,
    // As the add-to-bag button waits: a timer (jest's fake clock here).
    wait: (ms) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
  };
  return { deps, endpoint, open, emit, closeOverlay: overlay.close };
}

const cart = (overrides: Partial<Cart> = {}): Cart => ({ itemCount: 1, items: [LINE], pwp: null, ...overrides });
const answer = (overrides: Partial<CartAnswer> = {}): CartAnswer => ({ action: 'add', item: LINE, overlay: null, cart: cart(), ...overrides });

beforeEach(() => {
  trackBroadcastChannels();
  resetStore();
  // The client batches calls with queueMicrotask; only the clock is fake.
  jest.useFakeTimers({ doNotFake: ['queueMicrotask'] });
});
afterEach(() => {
  jest.useRealTimers();
  closeBroadcastChannels();
  resetStore();
});

describe('submitAddToBag', () => {
  it('sends the add, then sets the bag and the bag count and tells page scripts, in the storefront shapes', async () => {
    const entry = cartSuccess(3);
    const { deps, endpoint, emit, open } = makeDeps(entry);
    const added = await submitAddToBag(deps, { skuBaseId: 11, categoryId: 'CAT1' });
    expect(endpoint.requests.map((r) => r.calls.map((c) => [c.method, c.params]))).toEqual([
      [['rpc.form', [{ _SUBMIT: 'cart', SKU_BASE_ID: 11, INCREMENT: 1, QTY: 1, CAT_BASE_ID: 'CAT1', _TOKEN: 'tok' }]]],
    ]);
    expect(added).toEqual({ answer: answer({ cart: cart({ itemCount: 3 }) }), offer: null });
    expect(deps.store.cart.get()).toBe(added.answer.cart);
    expect(deps.store.flags.get().itemCount).toBe(3);
    expect(deps.store.userCookie.get().item_count).toBe('3');
    const wire = (entry as { result: { data: { trans_data: unknown } } }).result.data.trans_data;
    expect(emit.mock.calls).toEqual([['cart:added', { item: RAW_LINE, itemCount: 3, cart: wire }]]);
    expect(open).not.toHaveBeenCalled();
  });

  it('tells page scripts item: null when the answer names no line', async () => {
    const trans = { TRANS_ID: 1, items_count: 2, order: { items: [] } };
    const { deps, emit } = makeDeps({ result: { data: { ac_results: [{ action: 'add', result: {} }], trans_data: trans } } });
    const added = await submitAddToBag(deps, { skuBaseId: 11 });
    expect(added.answer.item).toBeNull();
    expect(emit.mock.calls).toEqual([['cart:added', { item: null, itemCount: 2, cart: trans }]]);
  });

  it('throws a failure to the caller and changes nothing', async () => {
    const { deps, emit, open } = makeDeps(rpcError('Sorry, this item is sold out.'));
    deps.store.setItemCount(4);
    const failure = await submitAddToBag(deps, { skuBaseId: 11 }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RpcMethodError);
    expect((failure as RpcMethodError).userText).toBe('Sorry, this item is sold out.');
    expect(deps.store.cart.get()).toBeNull();
    expect(deps.store.flags.get().itemCount).toBe(4);
    expect(emit).not.toHaveBeenCalled();
    expect(open).not.toHaveBeenCalled();
  });

  it('two adds answered out of order: the older answer does not take the count back, and the bag read again settles it', async () => {
    const first = deferred<Response>();
    const trans = (count: number) => ({ TRANS_ID: 1, items_count: count, order: { items: [{ ...RAW_LINE, qty: count }], samples: [], offerCodes: [] } });
    const endpoint = fakeEndpoint((calls) => {
      const [call] = calls;
      if (call!.method === 'trans.get') return json([{ id: call!.id, result: { value: trans(2) } }]);
      // The first add is answered last, with the bag as it was after it alone.
      return call!.params[0]!.SKU_BASE_ID === 11 ? first.promise : json([{ id: call!.id, ...cartSuccess(2) }]);
    });
    const deps: AddToBagDeps = { ...makeDeps(cartSuccess(0)).deps, rpc: endpoint.client({ csrfToken: () => 'tok' }) };
    const one = submitAddToBag(deps, { skuBaseId: 11 });
    await jest.advanceTimersByTimeAsync(0);
    const two = submitAddToBag(deps, { skuBaseId: 12 });
    await two;
    expect(deps.store.flags.get().itemCount).toBe(2);
    first.resolve(json([{ id: endpoint.requests[0]!.calls[0]!.id, ...cartSuccess(1, { overlay: '<p>1 item in your bag</p>' }) }]));
    // Its overlay speaks of the older bag: not shown.
    expect((await one).answer.overlay).toBeNull();
    expect(deps.store.flags.get().itemCount).toBe(2);
    expect(deps.store.userCookie.get().item_count).toBe('2');
    // Passed over an answer: once none is out, the bag is read again, and its count is the one shown.
    await waitFor(() => expect(endpoint.requests.map((r) => r.calls[0]!.method)).toEqual(['rpc.form', 'rpc.form', 'trans.get']));
    await waitFor(() => expect(deps.store.cart.get()?.items[0]?.qty).toBe(2));
    expect(deps.store.flags.get().itemCount).toBe(2);
  });

  /**
   * An add of SKU 11 out while another tab's add moves the cookie's count to `otherTabCount`; the add is then answered
   * with a bag of `answerCount` and an overlay. The bag read again holds two lines (11 and 12).
   */
  async function addWhileAnotherTabAdds(otherTabCount: number, answerCount: number) {
    const held = deferred<Response>();
    const endpoint = fakeEndpoint((calls) => {
      const [call] = calls;
      if (call!.method === 'trans.get') return bagRead(call!.id, [RAW_LINE, { ...RAW_LINE, sku: 'CAT1PROD1SKU12', SKU_BASE_ID: 12 }]);
      return held.promise;
    });
    const deps: AddToBagDeps = { ...makeDeps(cartSuccess(0)).deps, rpc: endpoint.client({ csrfToken: () => 'tok' }) };
    const one = submitAddToBag(deps, { skuBaseId: 11 });
    await jest.advanceTimersByTimeAsync(0);
    // The other tab's add is answered first: its tab wrote the cookie and told this one.
    setUserCookie(`item_count:${otherTabCount}`);
    deps.store.refreshFromCookies();
    held.resolve(json([{ id: endpoint.requests[0]!.calls[0]!.id, ...cartSuccess(answerCount, { overlay: '<p>Added</p>' }) }]));
    return { deps, endpoint, one };
  }

  it("another tab's add while this one is out: this answer, perhaps the older, does not take the count back; the bag read again settles it, and the answer's overlay, whose figures are not the bag's, is not shown", async () => {
    // The server did the other tab's add second: this answer's bag (1) is the older.
    const { deps, endpoint, one } = await addWhileAnotherTabAdds(2, 1);
    await waitFor(() => expect(endpoint.requests.map((r) => r.calls[0]!.method)).toEqual(['rpc.form', 'trans.get']));
    expect(deps.store.flags.get().itemCount).toBe(2);
    expect(deps.store.userCookie.get().item_count).toBe('2');
    const added = await one;
    // Done (the button says so), but the overlay told of a bag of 1 and the bag holds 2.
    expect(added.answer.overlay).toBeNull();
    expect(added.answer.cart.itemCount).toBe(1);
    expect(deps.store.cart.get()?.items).toHaveLength(2);
    expect(deps.store.flags.get().itemCount).toBe(2);
  });

  it("another tab's add while this one is out, this answer the newer after all: the bag read again holds as many, so its overlay shows", async () => {
    const { deps, endpoint, one } = await addWhileAnotherTabAdds(1, 2);
    expect((await one).answer.overlay).toBe('<p>Added</p>');
    expect(endpoint.requests.map((r) => r.calls[0]!.method)).toEqual(['rpc.form', 'trans.get']);
    expect(deps.store.flags.get().itemCount).toBe(2);
  });

  it('answers in order: each is shown, and the bag is not read again', async () => {
    let count = 0;
    const endpoint = fakeEndpoint((calls) => json(calls.map((call) => ({ id: call.id, ...cartSuccess((count += 1)) }))));
    const deps: AddToBagDeps = { ...makeDeps(cartSuccess(0)).deps, rpc: endpoint.client({ csrfToken: () => 'tok' }) };
    await submitAddToBag(deps, { skuBaseId: 11 });
    await submitAddToBag(deps, { skuBaseId: 11 });
    await jest.advanceTimersByTimeAsync(100);
    expect(deps.store.flags.get().itemCount).toBe(2);
    expect(endpoint.requests.map((r) => r.calls[0]!.method)).toEqual(['rpc.form', 'rpc.form']);
  });

  it('no answer is not no add: after a failure that leaves it unknown, the bag read again says it was added', async () => {
    const endpoint = fakeEndpoint((calls) => {
      const [call] = calls;
      if (call!.method === 'trans.get') return bagRead(call!.id, [RAW_LINE]);
      return new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } });
    });
    const { deps: base, emit } = makeDeps(cartSuccess(0));
    const deps: AddToBagDeps = { ...base, rpc: endpoint.client({ csrfToken: () => 'tok' }) };
    const added = await submitAddToBag(deps, { skuBaseId: 11 });
    expect(added).toEqual({ answer: { action: 'add', item: LINE, overlay: null, cart: cart() }, offer: null });
    expect(deps.store.flags.get().itemCount).toBe(1);
    expect(emit.mock.calls.map(([name]) => name)).toEqual(['cart:added']);
  });

  it('…and that it was not: the failure is thrown, with the count as the bag says', async () => {
    const endpoint = fakeEndpoint((calls) => {
      const [call] = calls;
      if (call!.method === 'trans.get') return bagRead(call!.id, []);
      return new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } });
    });
    const deps: AddToBagDeps = { ...makeDeps(cartSuccess(0)).deps, rpc: endpoint.client({ csrfToken: () => 'tok' }) };
    await expect(submitAddToBag(deps, { skuBaseId: 11 })).rejects.toThrow();
    expect(endpoint.requests.map((r) => r.calls[0]!.method)).toEqual(['rpc.form', 'trans.get']);
    expect(deps.store.flags.get().itemCount).toBe(0);
  });

  it('the network gone with the answer and the bag read after it: the bag is read once the browser is back online, the count follows it, and an add it shows made is told late (one it does not show, not)', async () => {
    let online = false;
    const endpoint = fakeEndpoint((calls) => {
      const [call] = calls;
      if (call!.method === 'trans.get' && online) return bagRead(call!.id, [RAW_LINE]);
      return Promise.reject(new TypeError('Failed to fetch'));
    });
    const { deps: base, emit } = makeDeps(cartSuccess(0));
    const late = jest.fn();
    const deps: AddToBagDeps = { ...base, rpc: endpoint.client({ csrfToken: () => 'tok' }), late };
    await expect(submitAddToBag(deps, { skuBaseId: 11 })).rejects.toThrow();
    expect(endpoint.requests.map((r) => r.calls[0]!.method)).toEqual(['rpc.form', 'trans.get']);
    expect(deps.store.flags.get().itemCount).toBe(0);
    online = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(deps.store.flags.get().itemCount).toBe(1));
    // The bag holds the SKU it did not: the add was made, and the button and page scripts hear of it once.
    await waitFor(() => expect(late).toHaveBeenCalledTimes(1));
    expect(emit.mock.calls).toEqual([['cart:added', expect.objectContaining({ itemCount: 1 })]]);
    // Once: a later return of the network reads nothing more.
    window.dispatchEvent(new Event('online'));
    await jest.advanceTimersByTimeAsync(100);
    expect(endpoint.requests.map((r) => r.calls[0]!.method)).toEqual(['rpc.form', 'trans.get', 'trans.get']);
    expect(late).toHaveBeenCalledTimes(1);
    // A second add lost the same way, whose read back online holds no more of the SKU than before it: not made.
    online = false;
    await expect(submitAddToBag(deps, { skuBaseId: 11 })).rejects.toThrow();
    online = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(endpoint.requests).toHaveLength(6));
    await jest.advanceTimersByTimeAsync(100);
    expect(late).toHaveBeenCalledTimes(1);
    expect(emit).toHaveBeenCalledTimes(1);
  });

  it("another tab's add of the same SKU does not pass for this add: the failure is thrown", async () => {
    // This page loaded with one line of SKU 99; another tab has since added SKU 11 (the cookie says 2).
    const line99 = { sku: 'CAT1PROD9SKU99', SKU_BASE_ID: 99, PRODUCT_ID: 'PROD9', qty: 1 };
    const endpoint = fakeEndpoint((calls) => {
      const [call] = calls;
      if (call!.method === 'trans.get') return bagRead(call!.id, [line99, RAW_LINE]);
      return new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } });
    });
    const deps: AddToBagDeps = { ...makeDeps(cartSuccess(0)).deps, rpc: endpoint.client({ csrfToken: () => 'tok' }) };
    deps.store.cart.set(parseCart({ items_count: 1, order: { items: [line99] } }));
    setUserCookie('item_count:2');
    deps.store.refreshFromCookies();
    expect(deps.store.flags.get().itemCount).toBe(2);
    await expect(submitAddToBag(deps, { skuBaseId: 11 })).rejects.toThrow();
    expect(endpoint.requests.map((r) => r.calls[0]!.method)).toEqual(['rpc.form', 'trans.get']);
  });

  it('an add whose answer is lost while another add is out waits for the bag read after both, which says it was added', async () => {
    const second = deferred<Response>();
    const endpoint = fakeEndpoint((calls) => {
      const [call] = calls;
      if (call!.method === 'trans.get') {
        return bagRead(call!.id, [RAW_LINE, { ...RAW_LINE, sku: 'CAT1PROD1SKU12', SKU_BASE_ID: 12 }]);
      }
      // The first add reached the server, but its answer was lost on the way back.
      if (call!.params[0]!.SKU_BASE_ID === 11) return Promise.reject(new TypeError('connection reset'));
      return second.promise;
    });
    const deps: AddToBagDeps = { ...makeDeps(cartSuccess(0)).deps, rpc: endpoint.client({ csrfToken: () => 'tok' }) };
    const two = submitAddToBag(deps, { skuBaseId: 12 });
    await jest.advanceTimersByTimeAsync(0);
    let outcome = 'pending';
    const one = submitAddToBag(deps, { skuBaseId: 11 }).then(
      (added) => (outcome = `added ${added.answer.item?.skuBaseId}`),
      () => (outcome = 'failed'),
    );
    await jest.advanceTimersByTimeAsync(0);
    // The first add's failure is in; it waits while the other add is out.
    expect(outcome).toBe('pending');
    second.resolve(json([{ id: endpoint.requests[0]!.calls[0]!.id, ...cartSuccess(2) }]));
    await two;
    await one;
    expect(outcome).toBe('added 11');
    expect(endpoint.requests.map((r) => r.calls[0]!.method)).toEqual(['rpc.form', 'rpc.form', 'trans.get']);
    expect(deps.store.flags.get().itemCount).toBe(2);
  });

  it('a refusal (the server said why) is no reason to read the bag again', async () => {
    const endpoint = fakeEndpoint((calls) => json(calls.map((call) => ({ id: call.id, ...rpcError('Sorry, this item is sold out.') }))));
    const deps: AddToBagDeps = { ...makeDeps(cartSuccess(0)).deps, rpc: endpoint.client({ csrfToken: () => 'tok' }) };
    await expect(submitAddToBag(deps, { skuBaseId: 11 })).rejects.toBeInstanceOf(RpcMethodError);
    await jest.advanceTimersByTimeAsync(100);
    expect(endpoint.requests).toHaveLength(1);
  });

  it('hands back the offer armed by the bag the page loaded with (docs/decisions.md "Arming")', async () => {
    const { deps } = makeDeps(cartSuccess(2, { pwp: rawPwp() }));
    deps.store.cart.set(parseCart({ items_count: 1, order: { items: [RAW_LINE] }, pwp: rawPwp() }));
    const added = await submitAddToBag(deps, { skuBaseId: 11, categoryId: 'CAT1' });
    expect(added.offer).toEqual(OFFER);
    expect(armedPwp().get()).toBeNull();
  });

  it('arms the offer with the first qualifying add and hands it to the next add only, shown or not yet', async () => {
    const { deps } = makeDeps(cartSuccess(1, { pwp: rawPwp() }));
    const add = async () => (await submitAddToBag(deps, { skuBaseId: 11, categoryId: 'CAT1' })).offer;
    expect([await add(), await add(), await add()]).toEqual([null, OFFER, null]);
    markPopupShown('pwp-1'); // what the pwp-popup island does when it shows
    expect(await add()).toBeNull();
  });

  it("arms by the page's path, the one the deps name", async () => {
    const pathOnly = rawPwp({ path: '/lipstick' });
    const onLipsticks = makeDeps(cartSuccess(1, { pwp: pathOnly }), '/lipstick/velvet');
    onLipsticks.deps.store.cart.set(parseCart({ items_count: 0, pwp: pathOnly }));
    expect((await submitAddToBag(onLipsticks.deps, { skuBaseId: 11 })).offer).toMatchObject({ id: 'pwp-1' });

    resetStore();
    const elsewhere = makeDeps(cartSuccess(1, { pwp: pathOnly }), '/skincare');
    elsewhere.deps.store.cart.set(parseCart({ items_count: 0, pwp: pathOnly }));
    expect((await submitAddToBag(elsewhere.deps, { skuBaseId: 11 })).offer).toBeNull();
  });
});

describe('showAfterAdd', () => {
  it(`waits CART_OVERLAY_DELAY_MS (500 ms, docs/requirements.md §7) before opening the overlay`, async () => {
    expect(CART_OVERLAY_DELAY_MS).toBe(500);
    const { deps, open } = makeDeps(cartSuccess(1));
    const shown = showAfterAdd(deps, { answer: answer({ overlay: '<p>Added!</p>' }), offer: null });
    await jest.advanceTimersByTimeAsync(499);
    expect(open).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    await expect(shown).resolves.toBeUndefined();
    expect(open.mock.calls).toEqual([['overlay-link', { html: '<p>Added!</p>', title: 'Added to your bag' }]]);
  });

  it('opens nothing when the answer has no overlay and no offer is armed', async () => {
    const { deps, open } = makeDeps(cartSuccess(1));
    const shown = showAfterAdd(deps, { answer: answer(), offer: null });
    await jest.advanceTimersByTimeAsync(500);
    await expect(shown).resolves.toBeUndefined();
    expect(open).not.toHaveBeenCalled();
  });

  it('opens the offer after the delay when there is no overlay', async () => {
    const { deps, open } = makeDeps(cartSuccess(1));
    const shown = showAfterAdd(deps, { answer: answer(), offer: OFFER });
    await jest.advanceTimersByTimeAsync(499);
    expect(open).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    await shown;
    expect(open.mock.calls).toEqual([['pwp-popup', { id: 'pwp-1', image: '/media/gift.svg', offerText: 'A free gift with your lipstick' }]]);
  });

  it('opens the offer only once the overlay has closed: never two modals at once', async () => {
    const { deps, open, closeOverlay } = makeDeps(cartSuccess(1));
    const shown = showAfterAdd(deps, { answer: answer({ overlay: '<p>Added!</p>' }), offer: OFFER });
    await jest.advanceTimersByTimeAsync(500);
    await shown;
    expect(open.mock.calls.map(([name]) => name)).toEqual(['overlay-link']);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(open).toHaveBeenCalledTimes(1);
    closeOverlay();
    await jest.advanceTimersByTimeAsync(0);
    expect(open.mock.calls).toEqual([
      ['overlay-link', { html: '<p>Added!</p>', title: 'Added to your bag' }],
      ['pwp-popup', { id: 'pwp-1', image: '/media/gift.svg', offerText: 'A free gift with your lipstick' }],
    ]);
  });

  it('one "Added to your bag" at a time: a later add\'s closes the earlier one\'s, and the offer waits for every dialog', async () => {
    const { deps } = makeDeps(cartSuccess(1));
    const shown: Array<{ name: string; open: boolean }> = [];
    // Each island opened is a dialog on the page, as the real ones are, until it is closed.
    deps.open = jest.fn((name: string) => {
      const dialog = document.body.appendChild(document.createElement('dialog'));
      dialog.setAttribute('open', '');
      const record = { name, open: true };
      shown.push(record);
      const closed = deferred<void>();
      const close = () => {
        record.open = false;
        dialog.remove();
        closed.resolve();
      };
      return { host: dialog, close, closed: closed.promise };
    });
    const first = showAfterAdd(deps, { answer: answer({ overlay: '<p>One</p>' }), offer: OFFER });
    await jest.advanceTimersByTimeAsync(100);
    const second = showAfterAdd(deps, { answer: answer({ overlay: '<p>Two</p>' }), offer: null });
    await jest.advanceTimersByTimeAsync(500);
    await Promise.all([first, second]);
    expect(shown).toEqual([{ name: 'overlay-link', open: false }, { name: 'overlay-link', open: true }]);
    // The first overlay is gone, but the second is open: the offer still waits.
    await jest.advanceTimersByTimeAsync(1000);
    expect(shown.map(({ name }) => name)).toEqual(['overlay-link', 'overlay-link']);
    (deps.open as jest.Mock).mock.results[1]!.value.close();
    await waitFor(() => expect(shown).toEqual([{ name: 'overlay-link', open: false }, { name: 'overlay-link', open: false }, { name: 'pwp-popup', open: true }]));
    shown.length = 0;
    document.querySelectorAll('dialog').forEach((dialog) => dialog.remove());
  });

  it('gives the offer popup an empty image when the promotion has none', async () => {
    const { deps, open } = makeDeps(cartSuccess(1));
    const shown = showAfterAdd(deps, { answer: answer(), offer: { ...OFFER, popupImages: [] } });
    await jest.advanceTimersByTimeAsync(500);
    await shown;
    expect(open.mock.calls).toEqual([['pwp-popup', { id: 'pwp-1', image: '', offerText: 'A free gift with your lipstick' }]]);
  });
});

describe('the whole sequence', () => {
  it('add, bag count at once, overlay 500 ms later, offer after the overlay closes', async () => {
    const { deps, open, emit, closeOverlay } = makeDeps(cartSuccess(2, { overlay: '<p>In your bag</p>', pwp: rawPwp() }));
    deps.store.cart.set(parseCart({ items_count: 1, order: { items: [RAW_LINE] }, pwp: rawPwp() }));
    const added = await submitAddToBag(deps, { skuBaseId: 11, categoryId: 'CAT1' });
    expect(deps.store.flags.get().itemCount).toBe(2);
    expect(emit).toHaveBeenCalledTimes(1);
    const shown = showAfterAdd(deps, added);
    await jest.advanceTimersByTimeAsync(499);
    expect(open).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    await shown;
    expect(open.mock.calls.map(([name]) => name)).toEqual(['overlay-link']);
    closeOverlay();
    await jest.advanceTimersByTimeAsync(0);
    expect(open.mock.calls.map(([name]) => name)).toEqual(['overlay-link', 'pwp-popup']);
  });
});
