import { addToBag, alterFavorites, FavoritesNotSavedError } from '../../src/rpc/cart-methods';
import { RpcMethodError } from '../../src/rpc/errors';
import { parseCart, parseCartAnswer, parseFavoriteAnswer, parsePwp } from '../../src/rpc/parse-storefront';
import { clearCookies } from '../store/reset';
import { fakeEndpoint, json, type WireCall } from './fake-endpoint';

/** Shapes as demo/rpc/form-cart.ts and trans-data.ts answer them. */
const PWP = {
  id: 'pwp-lipstick-mascara',
  active: 1,
  qualifiers: { categories: ['CAT1'], products: [], skus: [], path: '/lipstick' },
  popup_images: ['/media/product/PROD40.svg'],
  offer_text: 'Buy any lipstick and add a full-size mascara for just $10.',
};
const ITEM = { sku: 'CAT1PROD3SKU12', SKU_BASE_ID: 12, PRODUCT_ID: 'PROD3', qty: 2, PRICE: 24, formattedPrice: '$24.00', name: 'Velvet Lipstick', shade: 'Ruby' };
const TRANS = { TRANS_ID: 9, items_count: 3, totals: { subtotal: 70 }, order: { items: [ITEM, { ...ITEM, sku: 'CAT7PROD8SKU30', SKU_BASE_ID: 30, PRODUCT_ID: 'PROD8', qty: 1 }], samples: [], offerCodes: [] }, pwp: PWP };
const CART_DATA = {
  ac_results: [{ action: 'add', result: { action: 'add', CARTITEM: { ...ITEM, isKit: 0 }, OVERLAY: '<div class="cart-overlay"><h2>Added to your bag</h2></div>' } }],
  trans_data: TRANS,
};

beforeEach(() => {
  clearCookies();
  document.cookie = 'csrftoken=tok; path=/';
});
afterEach(clearCookies);

describe('parseCartAnswer (a cart submit\'s result.data)', () => {
  it('reads the action, the line, the OVERLAY html and the bag after the add', () => {
    const answer = parseCartAnswer(CART_DATA);
    expect(answer.action).toBe('add');
    expect(answer.item).toMatchObject({ sku: 'CAT1PROD3SKU12', SKU_BASE_ID: 12, qty: 2, isKit: 0 });
    expect(answer.overlay).toContain('cart-overlay');
    expect(answer.cart.items_count).toBe(3);
    expect(answer.cart.TRANS_ID).toBe(9);
    expect(answer.cart.order.items).toHaveLength(2);
    expect(answer.cart.pwp).toEqual({ ...PWP, active: 1 });
  });

  it('has no overlay when the answer carries none or a blank one', () => {
    const data = { ...CART_DATA, ac_results: [{ action: 'add', result: { action: 'add', CARTITEM: ITEM, OVERLAY: '  ' } }] };
    expect(parseCartAnswer(data).overlay).toBeNull();
    expect(parseCartAnswer({ ...CART_DATA, ac_results: [{ action: 'add', result: { action: 'add', CARTITEM: ITEM } }] }).overlay).toBeNull();
  });

  it('reads a kit line (isKit 1) and a numeric-string items_count', () => {
    const data = { ac_results: [{ action: 'add', result: { action: 'add', CARTITEM: { ...ITEM, isKit: '1', qty: '1' } } }], trans_data: { ...TRANS, items_count: '4' } };
    const answer = parseCartAnswer(data);
    expect(answer.item).toMatchObject({ isKit: 1, qty: 1 });
    expect(answer.cart.items_count).toBe(4);
  });

  it('falls back to result.value for the bag when trans_data is missing', () => {
    expect(parseCartAnswer({ ac_results: [] }, TRANS).cart.items_count).toBe(3);
  });

  it('survives a malformed answer: no line, no overlay, an empty bag', () => {
    for (const data of [undefined, null, 'x', [], { ac_results: 'no' }, { ac_results: [null] }]) {
      const answer = parseCartAnswer(data);
      expect(answer).toEqual({ action: 'add', item: null, overlay: null, cart: expect.objectContaining({ items_count: 0 }) });
    }
  });
});

describe('parsePwp', () => {
  it('is null without a block or without an id (no promotion runs)', () => {
    expect(parsePwp(undefined)).toBeNull();
    expect(parsePwp({ active: 1 })).toBeNull();
    expect(parseCart({ order: { items: [] } }).pwp).toBeUndefined();
  });

  it('reads the flag strictly and keeps only string ids', () => {
    const pwp = parsePwp({ id: 7, active: '0', qualifiers: { categories: ['CAT1', 2, null], skus: 'SKU1' }, popup_images: 'x' })!;
    expect(pwp).toEqual({ id: '7', active: 0, qualifiers: { categories: ['CAT1', '2'], products: [], skus: [], path: '' }, popup_images: [], offer_text: '' });
  });
});

describe('parseFavoriteAnswer', () => {
  const answer = (result: unknown) => ({ ac_results: [{ action: 'add', result }] });
  it('is a save for SUCCESS 1, and "already there" is a save too', () => {
    expect(parseFavoriteAnswer(answer({ SUCCESS: 1, KEY: 'SUCCESS.ADD_SKU.COLLECTION.SAVE' }))).toEqual({ key: 'SUCCESS.ADD_SKU.COLLECTION.SAVE', unchanged: false });
    expect(parseFavoriteAnswer(answer({ SUCCESS: '1', KEY: 'SKU_ALREADY_IN_COLLECTION' }))).toEqual({ key: 'SKU_ALREADY_IN_COLLECTION', unchanged: true });
  });
  it('is null when the server did not confirm the save', () => {
    expect(parseFavoriteAnswer(answer({ SUCCESS: 0 }))).toBeNull();
    expect(parseFavoriteAnswer(answer(null))).toBeNull();
    expect(parseFavoriteAnswer(undefined)).toBeNull();
  });
});

describe('addToBag', () => {
  const ok = (calls: WireCall[]) => json(calls.map((call) => ({ id: call.id, result: { value: TRANS, data: CART_DATA } })));

  it('sends rpc.form _SUBMIT=cart with SKU_BASE_ID, INCREMENT, QTY, CAT_BASE_ID and the CSRF token', async () => {
    const endpoint = fakeEndpoint(ok);
    const answer = await addToBag(endpoint.client(), { skuBaseId: 12, categoryId: 'CAT1' });
    expect(endpoint.requests).toHaveLength(1);
    const [call] = endpoint.requests[0]!.calls;
    expect(call!.method).toBe('rpc.form');
    expect(call!.params).toEqual([{ _SUBMIT: 'cart', SKU_BASE_ID: 12, INCREMENT: 1, QTY: 1, CAT_BASE_ID: 'CAT1', _TOKEN: 'tok' }]);
    expect(answer.cart.items_count).toBe(3);
  });

  it('adds a kit through alter_collection with the kit product as COLLECTION_ID', async () => {
    const endpoint = fakeEndpoint(ok);
    await addToBag(endpoint.client(), { skuBaseId: 90, kitProductId: 'PROD50' });
    expect(endpoint.requests[0]!.calls[0]!.params[0]).toEqual({ _SUBMIT: 'alter_collection', collection_type: 'kit', action: 'add', COLLECTION_ID: 'PROD50', SKU_BASE_ID: 90, _TOKEN: 'tok' });
  });

  it('rejects with the server\'s message for a JSON-RPC error entry', async () => {
    const endpoint = fakeEndpoint((calls) =>
      json(calls.map((call) => ({ id: call.id, error: { code: 102, message: 'bad', data: { messages: [{ text: 'Sorry, this item is sold out.', key: 'cart.sku.sold_out' }] } } }))),
    );
    const failure = await addToBag(endpoint.client(), { skuBaseId: 12 }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(RpcMethodError);
    expect((failure as RpcMethodError).userText).toBe('Sorry, this item is sold out.');
    expect((failure as RpcMethodError).messages[0]!.key).toBe('cart.sku.sold_out');
  });
});

describe('alterFavorites', () => {
  it('sends alter_collection action add with SKU_BASE_ID and CAT_BASE_ID', async () => {
    const endpoint = fakeEndpoint((calls) => json(calls.map((call) => ({ id: call.id, result: { data: { ac_results: [{ action: 'add', result: { SUCCESS: 1, KEY: 'SUCCESS.ADD_SKU.COLLECTION.SAVE' } }] } } }))));
    await expect(alterFavorites(endpoint.client(), { skuBaseId: 12, categoryId: 'CAT1' })).resolves.toEqual({ key: 'SUCCESS.ADD_SKU.COLLECTION.SAVE', unchanged: false });
    expect(endpoint.requests[0]!.calls[0]!.params[0]).toEqual({ _SUBMIT: 'alter_collection', action: 'add', SKU_BASE_ID: 12, CAT_BASE_ID: 'CAT1', _TOKEN: 'tok' });
  });

  it('rejects with FavoritesNotSavedError when the answer has no SUCCESS 1', async () => {
    const endpoint = fakeEndpoint((calls) => json(calls.map((call) => ({ id: call.id, result: { data: { ac_results: [{ result: { SUCCESS: 0 } }] } } }))));
    await expect(alterFavorites(endpoint.client(), { skuBaseId: 12, action: 'delete' })).rejects.toBeInstanceOf(FavoritesNotSavedError);
    expect(endpoint.requests[0]!.calls[0]!.params[0]).toMatchObject({ action: 'delete' });
  });
});
