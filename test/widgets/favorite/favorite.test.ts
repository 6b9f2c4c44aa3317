// The favorite island: a favorites heart on a host of its own (docs/widgets.md "favorite", docs/requirements.md
// §7 alter_collection, §8), hidden when the page turns the favorites flag off; and
// StorefrontIslands.favorites.add, the same save for page scripts.
import { createGlobalApi } from '../../../src/mount/global-api';
import { getStore } from '../../../src/store/store';
import { deferred } from '../../helpers/deferred';
import { rpcError } from '../../helpers/fake-endpoint';
import { click, mountPage, setUpIslandPage, type FakeStorefront, problemsHeard } from '../../helpers/island-page';
import { rawProduct } from '../../helpers/product-fixtures';
import { waitFor } from '../../helpers/wait-for';

setUpIslandPage({ fakeTimers: true });

const heart = (hostId: string) => document.querySelector<HTMLButtonElement>(`#${hostId} .sfi-fav__button`)!;
const message = (hostId: string) => document.querySelector(`#${hostId} .sfi-fav__message`)!.textContent;
const saves = (page: FakeStorefront) => page.callsOf('rpc.form', 'alter_collection').map((c) => c.params[0]);

describe('favorite island', () => {
  it('is a toggle button named for the product, for its skuId, else its first orderable SKU', async () => {
    const page = await mountPage(
      '<span id="a" data-widget="favorite" data-props=\'{"productId":"PROD1","skuId":"12"}\'></span>' +
        '<span id="b" data-widget="favorite" data-prop-product-id="1" data-prop-category-id="9"></span>',
      { catalog: [rawProduct(1)], inStore: true },
    );
    await waitFor(() => expect(document.querySelectorAll('.sfi-fav__button')).toHaveLength(2));
    expect(heart('a').getAttribute('aria-label')).toBe('Favorite Velvet Lipstick 1, Sunset Duo');
    expect(heart('a').getAttribute('aria-pressed')).toBe('false');
    click(heart('a'));
    click(heart('b'));
    await waitFor(() => expect(saves(page)).toHaveLength(2));
    expect(saves(page)).toEqual([
      { _SUBMIT: 'alter_collection', action: 'add', SKU_BASE_ID: 12, CAT_BASE_ID: 'CAT1', _TOKEN: 'tok' },
      { _SUBMIT: 'alter_collection', action: 'add', SKU_BASE_ID: 11, CAT_BASE_ID: 'CAT9', _TOKEN: 'tok' },
    ]);
    await waitFor(() => expect(heart('a').getAttribute('aria-pressed')).toBe('true'));
    expect(message('a')).toBe('Saved to your favorites.');
  });

  it('starts on the first orderable SKU for a skuId its product does not have, and reports it once', async () => {
    const problems = problemsHeard();
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    await mountPage('<span id="a" data-widget="favorite" data-props=\'{"productId":"PROD1","skuId":"SKU99999"}\'></span>', { catalog: [rawProduct(1)], inStore: true });
    await waitFor(() => expect(heart('a')).toBeTruthy());
    await waitFor(() => expect(problems).toHaveLength(1));
    expect(problems).toEqual([{ widget: 'favorite', mounted: true, problems: [{ prop: 'skuId', message: 'PROD1 has no SKU "SKU99999"; the first orderable one is used' }] }]);
    expect(heart('a').getAttribute('aria-label')).toBe('Favorite Velvet Lipstick 1, Ruby');
  });

  it('a second press removes it from favorites (action delete) and says so', async () => {
    const page = await mountPage('<span id="a" data-widget="favorite" data-prop-product-id="PROD1"></span>', { catalog: [rawProduct(1)], inStore: true });
    const updates: unknown[] = [];
    document.addEventListener('sfi:favorites:updated', (e) => updates.push((e as CustomEvent).detail));
    await waitFor(() => expect(heart('a')).not.toBeNull());
    click(heart('a'));
    await waitFor(() => expect(heart('a').getAttribute('aria-pressed')).toBe('true'));
    click(heart('a'));
    await waitFor(() => expect(heart('a').getAttribute('aria-pressed')).toBe('false'));
    expect(saves(page).map((fields) => fields!.action)).toEqual(['add', 'delete']);
    expect(message('a')).toBe('Removed from your favorites.');
    expect(updates).toEqual([
      { skuBaseId: 11, action: 'add', key: 'SUCCESS.ADD_SKU.COLLECTION.SAVE' },
      { skuBaseId: 11, action: 'delete', key: 'SUCCESS.ADD_SKU.COLLECTION.SAVE' },
    ]);
  });

  it('two hearts of one SKU on a page agree (a card and its quick view): a save or a removal presses or releases both, and only the pressed one speaks, and only while its words hold', async () => {
    const page = await mountPage(
      '<span id="a" data-widget="favorite" data-prop-product-id="PROD1"></span><span id="b" data-widget="favorite" data-prop-product-id="PROD1"></span>',
      { catalog: [rawProduct(1)], inStore: true },
    );
    await waitFor(() => expect(document.querySelectorAll('.sfi-fav__button')).toHaveLength(2));
    click(heart('a'));
    await waitFor(() => expect(heart('a').getAttribute('aria-pressed')).toBe('true'));
    expect(heart('b').getAttribute('aria-pressed')).toBe('true');
    expect(message('a')).toBe('Saved to your favorites.');
    expect(message('b')).toBe('');
    click(heart('b'));
    await waitFor(() => expect(heart('b').getAttribute('aria-pressed')).toBe('false'));
    expect(heart('a').getAttribute('aria-pressed')).toBe('false');
    expect(saves(page).map((fields) => fields!.action)).toEqual(['add', 'delete']);
    expect(message('b')).toBe('Removed from your favorites.');
    // The first heart's "Saved" is no longer so: it goes (a shopper read it beside an empty heart as wrong).
    expect(message('a')).toBe('');
    // Saved again from the second heart: the first heart's own words stay gone (they were about an earlier press).
    click(heart('b'));
    await waitFor(() => expect(message('b')).toBe('Saved to your favorites.'));
    expect(message('a')).toBe('');
  });

  it('on failure stays unpressed, says so, logs and emits sfi:favorites:error', async () => {
    await mountPage('<span id="a" data-widget="favorite" data-prop-product-id="PROD1"></span>', {
      catalog: [rawProduct(1)],
      inStore: true,
      handler: (call) => (call.method === 'rpc.form' ? rpcError('Sorry, we could not find this item.', 'favorites.sku.unknown') : undefined),
    });
    const errors: unknown[] = [];
    document.addEventListener('sfi:favorites:error', (e) => errors.push((e as CustomEvent).detail));
    await waitFor(() => expect(heart('a')).not.toBeNull());
    click(heart('a'));
    await waitFor(() => expect(message('a')).toBe("We couldn't update your favorites. Please try again."));
    expect(heart('a').getAttribute('aria-pressed')).toBe('false');
    expect(errors).toEqual([{ skuBaseId: 11, error: expect.objectContaining({ userText: 'Sorry, we could not find this item.' }) }]);
    expect((console.warn as jest.Mock).mock.calls.map((c) => c[0])).toEqual(['[storefront-islands] favorites: the change was not saved.']);
  });

  it('a second failure in a row is news: the last outcome goes while the next press is out', async () => {
    let answer = Promise.resolve(rpcError('Sorry, we could not find this item.', 'favorites.sku.unknown'));
    await mountPage('<span id="a" data-widget="favorite" data-prop-product-id="PROD1"></span>', {
      catalog: [rawProduct(1)],
      inStore: true,
      handler: (call) => (call.method === 'rpc.form' ? answer : undefined),
    });
    await waitFor(() => expect(heart('a')).not.toBeNull());
    click(heart('a'));
    await waitFor(() => expect(message('a')).toBe("We couldn't update your favorites. Please try again."));
    const second = deferred<ReturnType<typeof rpcError>>();
    answer = second.promise;
    click(heart('a'));
    // The status region empties, so the same words written again are announced again.
    await waitFor(() => expect(message('a')).toBe(''));
    expect(heart('a').getAttribute('aria-pressed')).toBe('false');
    second.resolve(rpcError('Sorry, we could not find this item.', 'favorites.sku.unknown'));
    await waitFor(() => expect(message('a')).toBe("We couldn't update your favorites. Please try again."));
  });

  it('while its press is out the heart is busy (aria-disabled) and lets further presses go; the answer presses it and frees it', async () => {
    const held = deferred<undefined>();
    const page = await mountPage('<span id="a" data-widget="favorite" data-prop-product-id="PROD1"></span>', {
      catalog: [rawProduct(1)],
      inStore: true,
      handler: (call) => (call.method === 'rpc.form' ? held.promise : undefined),
    });
    await waitFor(() => expect(heart('a')).not.toBeNull());
    expect(heart('a').hasAttribute('aria-disabled')).toBe(false);
    click(heart('a'));
    await waitFor(() => expect(heart('a').getAttribute('aria-disabled')).toBe('true'));
    click(heart('a'));
    click(heart('a'));
    // Pressed stays the truth: nothing is saved yet.
    expect(heart('a').getAttribute('aria-pressed')).toBe('false');
    held.resolve(undefined);
    await waitFor(() => expect(heart('a').getAttribute('aria-pressed')).toBe('true'));
    expect(heart('a').hasAttribute('aria-disabled')).toBe(false);
    expect(saves(page)).toHaveLength(1);
    expect(message('a')).toBe('Saved to your favorites.');
  });

  it('asks prodcat for a product the page store does not have', async () => {
    const page = await mountPage('<span id="a" data-widget="favorite" data-props=\'{"productId":"PROD1","categoryId":"CAT3"}\'></span>', {
      catalog: [rawProduct(1)],
    });
    await waitFor(() => expect(heart('a')).not.toBeNull());
    expect(page.callsOf('prodcat').map((c) => c.params[0]!.products)).toEqual([['CAT3~PROD1']]);
  });

  it('puts the server content back when prodcat knows no such product', async () => {
    await mountPage('<span id="a" data-widget="favorite" data-prop-product-id="PROD404"><a href="/favorites">Favorites</a></span>', {
      catalog: [rawProduct(1)],
    });
    await waitFor(() => expect(document.getElementById('a')!.getAttribute('data-widget-state')).toBe('error'));
    expect(document.getElementById('a')!.innerHTML).toBe('<a href="/favorites">Favorites</a>');
  });

  it('puts the server content back when prodcat could not be asked, and says so rather than blaming the product', async () => {
    const details = problemsHeard();
    await mountPage('<span id="a" data-widget="favorite" data-prop-product-id="PROD1"><a href="/favorites">Favorites</a></span>', {
      catalog: [rawProduct(1)],
      http: () => new Response('Busy', { status: 503 }),
    });
    await waitFor(() => expect(document.getElementById('a')!.getAttribute('data-widget-state')).toBe('error'));
    expect(document.getElementById('a')!.innerHTML).toBe('<a href="/favorites">Favorites</a>');
    expect(details).toEqual([
      { widget: 'favorite', mounted: false, problems: [{ message: 'the island threw and was removed; the page goes on (favorite: product "PROD1" could not be loaded.)' }] },
    ]);
  });
});

describe('favorite island with the favorites flag off', () => {
  it('renders nothing, and neither asks for its product nor saves anything', async () => {
    const page = await mountPage('<span id="a" data-widget="favorite" data-prop-product-id="PROD1"></span>', {
      catalog: [rawProduct(1)],
      flags: { favorites: false },
    });
    await jest.advanceTimersByTimeAsync(1000);
    const host = document.getElementById('a')!;
    expect(host.getAttribute('data-widget-state')).toBe('mounted');
    expect(host.innerHTML).toBe('');
    expect(page.calls).toEqual([]);
  });

  it('hides what the server rendered in the host', async () => {
    await mountPage('<span id="a" data-widget="favorite" data-prop-product-id="PROD1"><a href="/favorites">Save</a></span>', {
      catalog: [rawProduct(1)],
      inStore: true,
      flags: { favorites: false },
    });
    const host = document.getElementById('a')!;
    expect(host.getAttribute('data-widget-state')).toBe('mounted');
    expect(host.innerHTML).toBe('');
  });

  it('still refuses bad props, leaving the host as it was', async () => {
    await mountPage('<span id="a" data-widget="favorite"><a href="/favorites">Save</a></span>', { flags: { favorites: false } });
    const host = document.getElementById('a')!;
    expect(host.getAttribute('data-widget-state')).toBe('error');
    expect(host.innerHTML).toBe('<a href="/favorites">Save</a>');
  });
});

describe('StorefrontIslands.favorites.add (docs/requirements.md §8)', () => {
  it('saves the SKU and gives the answer to onSuccess', async () => {
    const page = await mountPage('');
    const api = createGlobalApi(page.runtime, getStore(), page.rpc, 'test', 'preact');
    const onSuccess = jest.fn();
    await expect(api.favorites.add({ skuBaseId: 11, categoryId: 'CAT1', onSuccess })).resolves.toEqual({ key: 'SUCCESS.ADD_SKU.COLLECTION.SAVE', unchanged: false });
    expect(onSuccess.mock.calls).toEqual([[{ key: 'SUCCESS.ADD_SKU.COLLECTION.SAVE', unchanged: false }]]);
    expect(saves(page)).toEqual([{ _SUBMIT: 'alter_collection', action: 'add', SKU_BASE_ID: 11, CAT_BASE_ID: 'CAT1', _TOKEN: 'tok' }]);
  });

  it('gives a failure to onError and logs it; without onError it is only logged', async () => {
    const page = await mountPage('', { handler: () => rpcError('Sorry, we could not find this item.', 'favorites.sku.unknown') });
    const api = createGlobalApi(page.runtime, getStore(), page.rpc, 'test', 'preact');
    const onError = jest.fn();
    await expect(api.favorites.add({ skuBaseId: 999, onError })).resolves.toBeNull();
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]![0].userText).toBe('Sorry, we could not find this item.');
    await expect(api.favorites.add({ skuBaseId: 999 })).resolves.toBeNull();
    expect((console.warn as jest.Mock).mock.calls.map((c) => c[0])).toEqual([
      '[storefront-islands] favorites: the change was not saved.',
      '[storefront-islands] favorites: the change was not saved.',
    ]);
  });
});
