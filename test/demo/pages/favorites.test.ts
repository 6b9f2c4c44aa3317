import { describe, expect, it } from '@jest/globals';
import { submitForm } from '../helpers/rpc-client';
import { useTestApp, Visitor } from '../helpers/test-app';

const t = useTestApp();

const save = (visitor: Visitor, skuId: number, list = '') =>
  submitForm(visitor, { _SUBMIT: 'alter_collection', action: 'add', SKU_BASE_ID: skuId, COLLECTION_ID: list });
/** Each list on the page as [its title, the SKUs of its Remove forms]. */
const listsOf = (body: string): Array<[string, number[]]> => [...body.matchAll(/<h2>([^<]+)<\/h2>\s*<ul class="favorites-list"[^>]*>([\s\S]*?)<\/ul>/g)]
  .map((m) => [m[1]!, [...m[2]!.matchAll(/name="sku" value="(\d+)"/g)].map((s) => Number(s[1]))]);
const remove = (visitor: Visitor, fields: Record<string, string>, url = '/account/favorites.tmpl') =>
  visitor.postForm(url, { _TOKEN: visitor.csrfToken, ...fields });

describe('/account/favorites.tmpl', () => {
  it('says how to save one when nothing is saved', async () => {
    const body = (await new Visitor(t.app).get('/account/favorites.tmpl')).body;
    expect(body).toContain('<h1 id="favorites-title">Your favorites</h1>');
    expect(body).toContain('You have no favorites yet. Press the heart on a product to save it here.');
    expect(listsOf(body)).toEqual([]);
  });

  it('lists what the hearts saved, per list, with the shade, the price and a named Remove button', async () => {
    const visitor = await Visitor.arrived(t.app);
    await save(visitor, 1);
    await save(visitor, 4);
    await save(visitor, 5, 'gifts');
    const body = (await visitor.get('/account/favorites.tmpl')).body;
    expect(listsOf(body)).toEqual([['Favorites', [1, 4]], ['Gift ideas', [5]]]);
    // SKU 1: the Peony Affair shade of product 1, $36.50.
    expect(body).toMatch(/<a href="\/product\/1">[^<]+<\/a>\s*<span class="cart-table__variant">Peony Affair<\/span>[\s\S]*?<span class="favorites-item__price">\$36\.50<\/span>/);
    expect(body).toContain("Remove<span class=\"visually-hidden\"> Luminous Silk Liquid Matte Lipstick, Peony Affair, 3.5 g from favorites</span>");
  });

  it('removes one from its list only, back to the page (303); removing it again is no error', async () => {
    const visitor = await Visitor.arrived(t.app);
    await save(visitor, 1);
    await save(visitor, 1, 'gifts');
    const response = await remove(visitor, { sku: '1', list: '' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/account/favorites.tmpl');
    expect(listsOf((await visitor.get('/account/favorites.tmpl')).body)).toEqual([['Gift ideas', [1]]]);
    expect((await remove(visitor, { sku: '1', list: '' })).statusCode).toBe(303);
    expect((await remove(visitor, { sku: '1', list: 'gifts' }, '/account/favorites.tmpl?flavour=react')).headers.location)
      .toBe('/account/favorites.tmpl?flavour=react');
    expect(listsOf((await visitor.get('/account/favorites.tmpl')).body)).toEqual([]);
  });

  it('says once, at the top and in the title, what was removed from which list; focus starts there', async () => {
    const visitor = await Visitor.arrived(t.app);
    const confirmationOf = (body: string) => /<div class="form-confirmation" role="status" tabindex="-1" autofocus><p>([^<]*)<\/p><\/div>/.exec(body)?.[1];
    const titleOf = (body: string) => /<title>([^<]*)<\/title>/.exec(body)?.[1];
    await save(visitor, 1);
    await save(visitor, 5, 'gifts');
    await remove(visitor, { sku: '1', list: '' });
    const body = (await visitor.get('/account/favorites.tmpl')).body;
    expect(body).toMatch(/<h1 id="favorites-title">Your favorites<\/h1>\s*<div class="form-confirmation"/);
    expect(confirmationOf(body)).toBe('Removed Luminous Silk Liquid Matte Lipstick, Peony Affair, 3.5 g from your favorites.');
    expect(titleOf(body)).toBe('Your favorites: item removed | Lumière Beauty');
    const again = (await visitor.get('/account/favorites.tmpl')).body;
    expect(confirmationOf(again)).toBeUndefined();
    expect(titleOf(again)).toBe('Your favorites | Lumière Beauty');

    await remove(visitor, { sku: '5', list: 'gifts' });
    expect(confirmationOf((await visitor.get('/account/favorites.tmpl')).body)).toMatch(/^Removed .+ from your gift ideas\.$/);
    await remove(visitor, { sku: '5', list: 'gifts' });
    const gone = (await visitor.get('/account/favorites.tmpl')).body;
    expect(confirmationOf(gone)).toMatch(/^.+ is no longer in your gift ideas\.$/);
    expect(titleOf(gone)).toBe('Your favorites: item already removed | Lumière Beauty');
    expect(gone).toContain('You have no favorites yet.');
  });

  it('refuses a form without the session\'s token (403), and an unknown list or SKU (400); nothing is removed', async () => {
    const visitor = await Visitor.arrived(t.app);
    await save(visitor, 4);
    expect((await visitor.postForm('/account/favorites.tmpl', { _TOKEN: 'forged', sku: '4', list: '' })).statusCode).toBe(403);
    expect((await remove(visitor, { sku: '4', list: 'wishlist2' })).statusCode).toBe(400);
    expect((await remove(visitor, { sku: '4x', list: '' })).statusCode).toBe(400);
    expect(listsOf((await visitor.get('/account/favorites.tmpl')).body)).toEqual([['Favorites', [4]]]);
  });

  it('shows a signed-in shopper their own favorites, not another visitor\'s', async () => {
    const guest = await Visitor.arrived(t.app);
    await save(guest, 4);
    const shopper = new Visitor(t.app);
    await shopper.signIn('shopper@example.com');
    await save(shopper, 5);
    const body = (await shopper.get('/account/favorites.tmpl')).body;
    expect(listsOf(body).flatMap(([, skus]) => skus)).toContain(5);
    expect(listsOf(body).flatMap(([, skus]) => skus)).not.toContain(4);
  });

  it('is linked from every page\'s footer', async () => {
    expect((await new Visitor(t.app).get('/')).body).toContain('<a href="/account/favorites.tmpl">Favorites</a>');
  });
});
