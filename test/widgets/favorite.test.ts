// The favorite and add-to-bag islands on hosts of their own, and favorites through the global API.
import { createGlobalApi } from '../../src/mount/global-api';
import { getStore } from '../../src/store/store';
import { waitFor } from '../setup/wait-for';
import { mountProducts, rpcError, setUpProductsPage } from './product-card-page';
import { rawProduct } from './product-fixtures';

setUpProductsPage();

const click = (el: Element) => el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

describe('favorite island', () => {
  it('is a heart for the product\'s chosen SKU (skuId), else its first orderable one', async () => {
    const page = await mountProducts(
      '<span id="a" data-widget="favorite" data-props=\'{"productId":"PROD1","skuId":"12"}\'></span><span id="b" data-widget="favorite" data-prop-product-id="PROD1"></span>',
      { catalog: [rawProduct(1)], inStore: true },
    );
    await waitFor(() => expect(document.querySelectorAll('.sfi-fav__button')).toHaveLength(2));
    click(document.querySelector('#a .sfi-fav__button')!);
    click(document.querySelector('#b .sfi-fav__button')!);
    await waitFor(() => expect(page.callsOf('rpc.form', 'alter_collection')).toHaveLength(2));
    expect(page.callsOf('rpc.form', 'alter_collection').map((c) => c.params[0]!.SKU_BASE_ID)).toEqual([12, 11]);
    await waitFor(() => expect(document.querySelector('#a .sfi-fav__button')!.getAttribute('aria-pressed')).toBe('true'));
  });

  it('a second press removes it from favorites (action delete)', async () => {
    const page = await mountProducts('<span id="a" data-widget="favorite" data-prop-product-id="PROD1"></span>', { catalog: [rawProduct(1)], inStore: true });
    await waitFor(() => expect(document.querySelector('.sfi-fav__button')).not.toBeNull());
    click(document.querySelector('.sfi-fav__button')!);
    await waitFor(() => expect(document.querySelector('.sfi-fav__button')!.getAttribute('aria-pressed')).toBe('true'));
    click(document.querySelector('.sfi-fav__button')!);
    await waitFor(() => expect(document.querySelector('.sfi-fav__button')!.getAttribute('aria-pressed')).toBe('false'));
    expect(page.callsOf('rpc.form', 'alter_collection')[1]!.params[0]!.action).toBe('delete');
    expect(document.querySelector('.sfi-fav__message')!.textContent).toBe('Removed from your favorites.');
  });
});

describe('add-to-bag island', () => {
  it('starts on the skuId it names and announces each choice as a bubbling sfi:sku event', async () => {
    const seen: unknown[] = [];
    document.addEventListener('sfi:sku', (e) => seen.push((e as CustomEvent).detail));
    const page = await mountProducts('<div id="buy" data-widget="add-to-bag" data-props=\'{"productId":"PROD1","skuId":"SKU12","categoryId":"CAT3"}\'></div>', { catalog: [rawProduct(1)], inStore: true });
    await waitFor(() => expect(document.querySelector('#buy .sfi-bag__button')).not.toBeNull());
    expect(document.querySelector<HTMLInputElement>('#buy input[value="Sunset Duo"]')!.checked).toBe(true);
    await waitFor(() => expect(seen).toEqual([{ productId: 'PROD1', skuId: 'SKU12' }]));
    click(document.querySelector('#buy input[value="Ruby"]')!);
    await waitFor(() => expect(seen).toHaveLength(2));
    click(document.querySelector('#buy .sfi-bag__button')!);
    await waitFor(() => expect(page.callsOf('rpc.form', 'cart')).toHaveLength(1));
    expect(page.callsOf('rpc.form', 'cart')[0]!.params[0]).toMatchObject({ SKU_BASE_ID: 11, CAT_BASE_ID: 'CAT3' });
  });
});

describe('StorefrontIslands.favorites.add (spec §8)', () => {
  it('gives the answer to onSuccess', async () => {
    const page = await mountProducts('', { catalog: [] });
    const api = createGlobalApi(page.runtime, getStore(), page.endpoint.client(), 'test', 'preact');
    const onSuccess = jest.fn();
    await expect(api.favorites.add({ skuBaseId: 11, onSuccess })).resolves.toEqual({ key: 'SUCCESS.ADD_SKU.COLLECTION.SAVE', unchanged: false });
    expect(onSuccess).toHaveBeenCalledWith({ key: 'SUCCESS.ADD_SKU.COLLECTION.SAVE', unchanged: false });
  });

  it('gives a failure to onError and logs it; without onError it is only logged', async () => {
    const page = await mountProducts('', { catalog: [], handler: () => rpcError('Sorry, we could not find this item.', 'favorites.sku.unknown') });
    const api = createGlobalApi(page.runtime, getStore(), page.endpoint.client(), 'test', 'preact');
    const onError = jest.fn();
    await expect(api.favorites.add({ skuBaseId: 999, onError })).resolves.toBeNull();
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]![0].userText).toBe('Sorry, we could not find this item.');
    await expect(api.favorites.add({ skuBaseId: 999 })).resolves.toBeNull();
    expect((console.warn as jest.Mock).mock.calls.filter((c) => String(c[0]).includes('favorites'))).toHaveLength(2);
  });

  it('quickView.open and overlay.open mount their islands on demand', async () => {
    const page = await mountProducts('', { catalog: [rawProduct(1)], inStore: true });
    const api = createGlobalApi(page.runtime, getStore(), page.endpoint.client(), 'test', 'preact');
    const opened = api.quickView.open({ productId: 'PROD1', categoryId: 'CAT1' });
    expect(opened.host.getAttribute('data-widget')).toBe('quick-view');
    expect(JSON.parse(opened.host.getAttribute('data-props')!)).toEqual({ productId: 'PROD1', categoryId: 'CAT1' });
    await waitFor(() => expect(document.querySelector('dialog.sfi-quick-view')).not.toBeNull());
    opened.close();
    const overlay = api.overlay.open('/info/shipping.tmpl', { width: 600, title: 'Shipping' });
    expect(JSON.parse(overlay.host.getAttribute('data-props')!)).toEqual({ url: '/info/shipping.tmpl', title: 'Shipping', width: 600 });
    overlay.close();
  });
});
