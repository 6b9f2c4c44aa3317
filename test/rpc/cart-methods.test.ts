// The bag and favorites submits (docs/requirements.md §7, docs/wire-formats.md "rpc.form submits").
import { addToBag, alterFavorites } from '../../src/rpc/cart-methods';
import { RpcMethodError } from '../../src/rpc/errors';
import { FavoritesNotSavedError } from '../../src/rpc/errors/favorites-not-saved-error';
import { answerByMethod, fakeEndpoint, rpcError } from '../helpers/fake-endpoint';


/** A cart submit's answer as demo/rpc/form-cart.ts gives it. */
const ITEM = { sku: 'CAT1PROD3SKU12', SKU_BASE_ID: 12, PRODUCT_ID: 'PROD3', qty: 2 };
const TRANS = { TRANS_ID: 9, items_count: 3, order: { items: [ITEM], samples: [], offerCodes: [] } };
const CART_ANSWER = { value: TRANS, data: { ac_results: [{ action: 'add', result: { action: 'add', CARTITEM: ITEM } }], trans_data: TRANS } };
const SAVED = { data: { ac_results: [{ action: 'add', result: { SUCCESS: 1, KEY: 'SUCCESS.ADD_SKU.COLLECTION.SAVE' } }] } };

const client = (endpoint: ReturnType<typeof fakeEndpoint>) => endpoint.client({ csrfToken: () => 'tok' });

describe('addToBag', () => {
  it('sends rpc.form _SUBMIT=cart with SKU_BASE_ID, INCREMENT, QTY, CAT_BASE_ID and the CSRF token, and reads the answer', async () => {
    const endpoint = fakeEndpoint(answerByMethod({ 'rpc.form': CART_ANSWER }));
    const answer = await addToBag(client(endpoint), { skuBaseId: 12, categoryId: 'CAT1' });
    expect(endpoint.requests).toHaveLength(1);
    expect(endpoint.requests[0]!.calls.map((c) => [c.method, c.params])).toEqual([
      ['rpc.form', [{ _SUBMIT: 'cart', SKU_BASE_ID: 12, INCREMENT: 1, QTY: 1, CAT_BASE_ID: 'CAT1', _TOKEN: 'tok' }]],
    ]);
    expect(answer).toEqual({
      action: 'add',
      item: { path: 'CAT1PROD3SKU12', skuBaseId: 12, productId: 'PROD3', qty: 2 },
      overlay: null,
      cart: { itemCount: 3, items: [{ path: 'CAT1PROD3SKU12', skuBaseId: 12, productId: 'PROD3', qty: 2 }], pwp: null },
    });
  });

  it('sends the quantity asked for, and no CAT_BASE_ID without a category', async () => {
    const endpoint = fakeEndpoint(answerByMethod({ 'rpc.form': CART_ANSWER }));
    await addToBag(client(endpoint), { skuBaseId: 12, quantity: 3 });
    expect(endpoint.requests[0]!.calls[0]!.params[0]).toEqual({ _SUBMIT: 'cart', SKU_BASE_ID: 12, INCREMENT: 1, QTY: 3, _TOKEN: 'tok' });
  });

  it('adds a kit through alter_collection with the kit product as COLLECTION_ID', async () => {
    const endpoint = fakeEndpoint(answerByMethod({ 'rpc.form': CART_ANSWER }));
    await addToBag(client(endpoint), { skuBaseId: 90, kitProductId: 'PROD50', categoryId: 'CAT4' });
    expect(endpoint.requests[0]!.calls[0]!.params[0]).toEqual({
      _SUBMIT: 'alter_collection', collection_type: 'kit', action: 'add', COLLECTION_ID: 'PROD50', SKU_BASE_ID: 90, CAT_BASE_ID: 'CAT4', _TOKEN: 'tok',
    });
  });

  it('rejects with the server\'s message for a JSON-RPC error entry', async () => {
    const endpoint = fakeEndpoint((calls) => new Response(JSON.stringify(calls.map((call) => ({ id: call.id, ...rpcError('Sorry, this item is sold out.') })))));
    const failure = await addToBag(client(endpoint), { skuBaseId: 12 }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(RpcMethodError);
    expect((failure as RpcMethodError).userText).toBe('Sorry, this item is sold out.');
    expect((failure as RpcMethodError).messages[0]!.key).toBe('cart.sku.sold_out');
  });
});

describe('alterFavorites', () => {
  it('sends alter_collection action add with SKU_BASE_ID and CAT_BASE_ID, and resolves with the saved key', async () => {
    const endpoint = fakeEndpoint(answerByMethod({ 'rpc.form': SAVED }));
    await expect(alterFavorites(client(endpoint), { skuBaseId: 12, categoryId: 'CAT1' })).resolves.toEqual({ key: 'SUCCESS.ADD_SKU.COLLECTION.SAVE', unchanged: false });
    expect(endpoint.requests[0]!.calls[0]!.params[0]).toEqual({ _SUBMIT: 'alter_collection', action: 'add', SKU_BASE_ID: 12, CAT_BASE_ID: 'CAT1', _TOKEN: 'tok' });
  });

  it('names the favorites list when given one', async () => {
    const endpoint = fakeEndpoint(answerByMethod({ 'rpc.form': SAVED }));
    await alterFavorites(client(endpoint), { skuBaseId: 12, collectionId: 'WISHLIST' });
    expect(endpoint.requests[0]!.calls[0]!.params[0]).toEqual({ _SUBMIT: 'alter_collection', action: 'add', SKU_BASE_ID: 12, COLLECTION_ID: 'WISHLIST', _TOKEN: 'tok' });
  });

  it('rejects with FavoritesNotSavedError naming the SKU when the answer has no SUCCESS 1', async () => {
    const endpoint = fakeEndpoint(answerByMethod({ 'rpc.form': { data: { ac_results: [{ result: { SUCCESS: 0 } }] } } }));
    const failure = await alterFavorites(client(endpoint), { skuBaseId: 12, action: 'delete' }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(FavoritesNotSavedError);
    expect(failure).toMatchObject({ name: 'FavoritesNotSavedError', skuBaseId: 12 });
    expect((failure as Error).message).toBe('Favorites: the server did not confirm saving SKU 12 (no SUCCESS: 1); try again.');
    expect(endpoint.requests[0]!.calls[0]!.params[0]).toEqual({ _SUBMIT: 'alter_collection', action: 'delete', SKU_BASE_ID: 12, _TOKEN: 'tok' });
  });
});
