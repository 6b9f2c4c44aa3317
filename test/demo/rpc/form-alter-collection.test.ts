import { describe, expect, it } from '@jest/globals';
import { submitForm, type RpcEntry } from '../helpers/rpc-client';
import { useTestApp, Visitor } from '../helpers/test-app';

const t = useTestApp();

async function alterCollection(visitor: Visitor, params: Record<string, unknown>, withToken = true): Promise<RpcEntry> {
  if (!visitor.jar.get('csrftoken')) await visitor.get('/');
  return (await submitForm(visitor, { _SUBMIT: 'alter_collection', ...params }, withToken)).entry;
}

const resultOf = (entry: RpcEntry) => entry.result!.data.ac_results[0].result;
const favoriteCount = () => t.app.storefront.db.prepare('SELECT COUNT(*) FROM favorites').pluck().get() as number;

describe('rpc.form alter_collection (favorites)', () => {
  it('adds a SKU, then says it is already there; both are successes', async () => {
    const visitor = new Visitor(t.app);
    const added = await alterCollection(visitor, { action: 'add', SKU_BASE_ID: 3, CAT_BASE_ID: 'CAT1' });
    expect(resultOf(added)).toEqual({ SUCCESS: 1, KEY: 'SUCCESS.ADD_SKU.COLLECTION.SAVE', SKU_BASE_ID: 3, COLLECTION_ID: '' });
    expect(added.result!.value).toEqual(resultOf(added));
    const again = await alterCollection(visitor, { SKU_BASE_ID: '3' });
    expect(resultOf(again)).toMatchObject({ SUCCESS: 1, KEY: 'SKU_ALREADY_IN_COLLECTION' });
  });

  it('removes a SKU; removing it again is still a success', async () => {
    const visitor = new Visitor(t.app);
    await alterCollection(visitor, { SKU_BASE_ID: 4 });
    expect(resultOf(await alterCollection(visitor, { action: 'delete', SKU_BASE_ID: 4 }))).toMatchObject({ SUCCESS: 1, KEY: 'SUCCESS.DELETE_SKU.COLLECTION.SAVE' });
    expect(resultOf(await alterCollection(visitor, { action: 'delete', SKU_BASE_ID: 4 }))).toMatchObject({ SUCCESS: 1, KEY: 'SKU_NOT_IN_COLLECTION' });
    expect(resultOf(await alterCollection(visitor, { SKU_BASE_ID: 4 })).KEY).toBe('SUCCESS.ADD_SKU.COLLECTION.SAVE');
  });

  it('keeps collections apart', async () => {
    const visitor = new Visitor(t.app);
    await alterCollection(visitor, { SKU_BASE_ID: 5 });
    expect(resultOf(await alterCollection(visitor, { SKU_BASE_ID: 5, COLLECTION_ID: 'gifts' })))
      .toMatchObject({ KEY: 'SUCCESS.ADD_SKU.COLLECTION.SAVE', COLLECTION_ID: 'gifts' });
  });

  it('knows two lists: the default one and "gifts"', async () => {
    const entry = await alterCollection(new Visitor(t.app), { SKU_BASE_ID: 3, COLLECTION_ID: 'wishlist2' });
    expect(entry.error!.message).toBe('favorites: COLLECTION_ID names no favorites list (got "wishlist2"); the lists are "" and "gifts".');
  });

  it('keeps a guest’s favorites to their session, and a user’s across sessions', async () => {
    await alterCollection(new Visitor(t.app), { SKU_BASE_ID: 6 });
    expect(resultOf(await alterCollection(new Visitor(t.app), { SKU_BASE_ID: 6 })).KEY).toBe('SUCCESS.ADD_SKU.COLLECTION.SAVE');
    const first = new Visitor(t.app);
    await first.signIn('shopper@example.com');
    await alterCollection(first, { SKU_BASE_ID: 7 });
    const second = new Visitor(t.app);
    await second.signIn('shopper@example.com');
    expect(resultOf(await alterCollection(second, { SKU_BASE_ID: 7 })).KEY).toBe('SKU_ALREADY_IN_COLLECTION');
  });

  it.each([
    ['an unknown SKU', { SKU_BASE_ID: 987654 }, 'favorites.sku.unknown', true],
    ['no SKU_BASE_ID', {}, 'favorites.sku.missing', true],
    ['a SKU_BASE_ID that is not a number', { SKU_BASE_ID: 'abc' }, 'favorites.sku.invalid', true],
    ['an unknown action', { SKU_BASE_ID: 3, action: 'update' }, 'favorites.action.invalid', true],
    ['a malformed COLLECTION_ID', { SKU_BASE_ID: 3, COLLECTION_ID: '<script>' }, 'favorites.collection.invalid', true],
    ['a COLLECTION_ID that names no list', { SKU_BASE_ID: 3, COLLECTION_ID: 'wishlist2' }, 'favorites.collection.unknown', true],
    ['no _TOKEN', { SKU_BASE_ID: 3 }, 'rpc.form.token_invalid', false],
  ] as const)('refuses %s with error %s and writes nothing', async (_name, params, key, withToken) => {
    const before = favoriteCount();
    const entry = await alterCollection(new Visitor(t.app), params, withToken);
    expect(entry.result).toBeUndefined();
    expect(entry.error).toEqual({
      code: 102, message: expect.any(String),
      data: { messages: [{ text: entry.error!.message, key, severity: 'ERROR', tags: [], display_locations: [] }] },
    });
    expect(favoriteCount()).toBe(before);
  });
});
