// Quick view (docs/requirements.md §2, docs/widgets.md "quick-view"): opened from a card, on demand and from a
// host of its own; the APG modal dialog with the shopping controls (the add-to-bag island inside), the image
// following the chosen shade, closing.
import { createGlobalApi } from '../../../src/mount/global-api';
import { getStore } from '../../../src/store/store';
import { deferred } from '../../helpers/deferred';
import { click, mountPage, productHost, setUpIslandPage } from '../../helpers/island-page';
import { rawProduct, rawSku } from '../../helpers/product-fixtures';
import { waitFor } from '../../helpers/wait-for';

setUpIslandPage({ fakeTimers: true });

const dialog = () => document.querySelector<HTMLDialogElement>('dialog.sfi-quick-view');
const dialogName = () => document.getElementById(dialog()!.getAttribute('aria-labelledby')!)!.textContent;
/** Waits until the dialog is open: its effects have run (focus moved in, Escape listened for). */
const dialogOpen = () => waitFor(() => expect(dialog()?.open).toBe(true));

async function openFromCard() {
  const page = await mountPage(productHost('PROD1'), { catalog: [rawProduct(1)], inStore: true });
  await waitFor(() => expect(document.querySelector('.sfi-card__quick')).not.toBeNull());
  const button = document.querySelector<HTMLButtonElement>('.sfi-card__quick')!;
  button.focus();
  click(button);
  await waitFor(() => expect(dialog()?.querySelector('.sfi-bag__button')).toBeTruthy());
  await dialogOpen();
  return { page, button };
}

describe('quick-view opened from a card', () => {
  it('is a modal dialog named for the product, with its details, shades, add to bag and favorites', async () => {
    await openFromCard();
    const d = dialog()!;
    expect(d.getAttribute('aria-modal')).toBe('true');
    expect(dialogName()).toBe('Velvet Lipstick 1');
    expect(d.closest('.sfi-on-demand')!.getAttribute('data-widget')).toBe('quick-view');
    expect(d.querySelector('.sfi-qv')!.getAttribute('data-product-id')).toBe('PROD1');
    expect(d.querySelector('.sfi-qv__sub')!.textContent).toBe('Matte lip colour');
    expect(d.querySelector('.sfi-rating')!.getAttribute('aria-label')).toBe('4.3 out of 5 stars, 120 reviews');
    expect(d.querySelector('.sfi-qv__desc')!.textContent).toBe(
      'A long-wearing lipstick with a soft matte finish that stays comfortable from morning coffee to late dinner, with shea butter.',
    );
    expect([...d.querySelectorAll<HTMLInputElement>('input[type="radio"]')].map((r) => r.value)).toEqual(['Ruby', 'Sunset Duo', 'Nude']);
    expect(d.querySelector('.sfi-qv__shop')!.getAttribute('data-widget')).toBe('add-to-bag');
    expect(JSON.parse(d.querySelector('.sfi-qv__shop')!.getAttribute('data-props')!)).toEqual({ productId: 'PROD1', categoryId: 'CAT1' });
    expect(d.querySelector('.sfi-fav__button')!.getAttribute('aria-label')).toBe('Favorite Velvet Lipstick 1, Ruby');
    expect(d.querySelector('a.sfi-qv__more')!.getAttribute('href')).toBe('/product/1');
    expect(d.querySelector('a.sfi-qv__more')!.textContent).toBe('See full details');
  });

  it('moves focus into the dialog', async () => {
    const { button } = await openFromCard();
    expect(document.activeElement).not.toBe(button);
    expect(dialog()!.contains(document.activeElement)).toBe(true);
  });

  it('shows the image of the shade chosen inside it', async () => {
    await openFromCard();
    const d = dialog()!;
    expect(d.querySelector('.sfi-qv__image')!.getAttribute('src')).toBe('/media/sku/SKU11.svg');
    expect(d.querySelector('.sfi-qv__image')!.getAttribute('alt')).toBe('Velvet Lipstick 1, Ruby');
    click([...d.querySelectorAll<HTMLInputElement>('input[type="radio"]')].find((r) => r.value === 'Sunset Duo')!);
    await waitFor(() => expect(d.querySelector('.sfi-qv__image')!.getAttribute('src')).toBe('/media/sku/SKU12.svg'));
    expect(d.querySelector('.sfi-qv__image')!.getAttribute('alt')).toBe('Velvet Lipstick 1, Sunset Duo');
  });

  it('adds to the bag from the dialog, from the card\'s category', async () => {
    const { page } = await openFromCard();
    click(dialog()!.querySelector('.sfi-bag__button')!);
    await waitFor(() => expect(page.callsOf('rpc.form', 'cart')).toHaveLength(1));
    expect(page.callsOf('rpc.form', 'cart')[0]!.params[0]).toEqual({ _SUBMIT: 'cart', SKU_BASE_ID: 11, INCREMENT: 1, QTY: 1, CAT_BASE_ID: 'CAT1', _TOKEN: 'tok' });
    await waitFor(() => expect(getStore().flags.get().itemCount).toBe(1));
  });

  it('closes with its close button: the host goes away and focus returns to the card button', async () => {
    const { button } = await openFromCard();
    click(dialog()!.querySelector('.sfi-dialog__close')!);
    await waitFor(() => expect(document.querySelector('.sfi-on-demand')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it('closes on Escape (the dialog\'s cancel event), which it keeps from closing the dialog behind its back', async () => {
    const { button } = await openFromCard();
    const cancel = new Event('cancel', { cancelable: true });
    dialog()!.dispatchEvent(cancel);
    expect(cancel.defaultPrevented).toBe(true);
    await waitFor(() => expect(dialog()).toBeNull());
    expect(document.querySelector('.sfi-on-demand')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(button));
  });
});

describe('quick-view on demand', () => {
  it('StorefrontIslands.quickView.open mounts it on a host of its own; close() removes it', async () => {
    const page = await mountPage('', { catalog: [rawProduct(1)], inStore: true });
    const api = createGlobalApi(page.runtime, getStore(), page.rpc, 'test', 'preact');
    const opened = api.quickView.open({ productId: 'PROD1', categoryId: 'CAT1' });
    expect(opened.host.getAttribute('data-widget')).toBe('quick-view');
    expect(JSON.parse(opened.host.getAttribute('data-props')!)).toEqual({ productId: 'PROD1', categoryId: 'CAT1' });
    await waitFor(() => expect(dialog()?.querySelector('.sfi-qv')).toBeTruthy());
    expect(dialogName()).toBe('Velvet Lipstick 1');
    opened.close();
    await opened.closed;
    expect(opened.host.isConnected).toBe(false);
    expect(dialog()).toBeNull();
  });

  it('shows a product in the store at once, with no call (a bare number as its id)', async () => {
    const page = await mountPage('', { catalog: [rawProduct(1), rawProduct(5)], inStore: true });
    page.runtime.open('quick-view', { productId: '5', categoryId: 'CAT1' });
    await waitFor(() => expect(dialog()?.querySelector('.sfi-qv')?.getAttribute('data-product-id')).toBe('PROD5'));
    await jest.advanceTimersByTimeAsync(1000);
    expect(page.calls).toEqual([]);
  });

  it('links "See full details" and shows the image only where ui/urls.ts allows', async () => {
    const hostile = rawProduct(5, { url: 'javascript:alert(1)', skus: [rawSku(51, { LARGE_IMAGE: 'data:image/svg+xml,<svg onload=alert(1)>', IMAGE_5UP: 'vbscript:x' })] });
    const page = await mountPage('', { catalog: [hostile], inStore: true });
    page.runtime.open('quick-view', { productId: 'PROD5' });
    await waitFor(() => expect(dialog()?.querySelector('.sfi-qv')?.getAttribute('data-product-id')).toBe('PROD5'));
    expect(dialog()!.querySelector('.sfi-qv__more')).toBeNull();
    expect(dialog()!.querySelector('.sfi-qv__image')).toBeNull();
  });

  it('asks prodcat (one call) for a product not in the store, and shows it', async () => {
    const answer = deferred<void>();
    const page = await mountPage('', { catalog: [rawProduct(7)], handler: async () => void (await answer.promise) });
    page.runtime.open('quick-view', { productId: 'PROD7' });
    await waitFor(() => expect(dialog()!.querySelector('[role="status"]')!.textContent).toBe('Loading product…'));
    expect(dialogName()).toBe('Quick view');
    answer.resolve();
    await waitFor(() => expect(dialog()!.querySelector('.sfi-qv')?.getAttribute('data-product-id')).toBe('PROD7'));
    expect(dialogName()).toBe('Velvet Lipstick 7');
    expect(page.callsOf('prodcat').map((c) => c.params[0]!.products)).toEqual([['PROD7']]);
  });

  it('says the product is no longer available when the storefront answers without it', async () => {
    const page = await mountPage('', { catalog: [rawProduct(2)], inStore: true });
    page.runtime.open('quick-view', { productId: 'PROD404' });
    await waitFor(() => expect(dialog()!.querySelector('[role="status"]')!.textContent).toBe('Sorry, this product is no longer available.'));
    expect(dialogName()).toBe('Quick view');
  });

  it('says when the product could not be asked for (the storefront failed), and Try again brings it, the focus on the dialog', async () => {
    let up = false;
    const page = await mountPage('', { catalog: [rawProduct(7)], inStore: false, http: () => (up ? undefined : new Response('Busy', { status: 503 })) });
    page.runtime.open('quick-view', { productId: 'PROD7' });
    const status = () => dialog()!.querySelector('[role="status"]')!;
    await waitFor(() => expect(status().textContent).toBe('Sorry, this product could not be loaded.'));
    const region = status();
    expect(dialogName()).toBe('Quick view');
    const retry = dialog()!.querySelector<HTMLButtonElement>('.sfi-qv__retry button')!;
    expect(retry.textContent).toBe('Try again');
    retry.focus();
    click(retry);
    await waitFor(() => expect(status().textContent).toBe('Loading product…'));
    expect(status()).toBe(region); // one live region throughout: each change of its words is heard
    await waitFor(() => expect(status().textContent).toBe('Sorry, this product could not be loaded.'));
    up = true;
    click(retry);
    await waitFor(() => expect(dialog()!.querySelector('.sfi-qv')?.getAttribute('data-product-id')).toBe('PROD7'));
    expect(dialogName()).toBe('Velvet Lipstick 7');
    await waitFor(() => expect(dialog()!.contains(document.activeElement)).toBe(true));
  });
});

describe('quick-view and the feature flags (docs/requirements.md §9.1)', () => {
  it('has no flag of its own; with favorites off its shopping controls leave the heart out', async () => {
    const page = await mountPage('', { catalog: [rawProduct(1)], inStore: true, flags: { favorites: false } });
    page.runtime.open('quick-view', { productId: 'PROD1', categoryId: 'CAT1' });
    await waitFor(() => expect(dialog()?.querySelector('.sfi-bag__button')).toBeTruthy());
    expect(dialogName()).toBe('Velvet Lipstick 1');
    expect(dialog()!.querySelector('.sfi-fav__button')).toBeNull();
  });
});

describe('quick-view on a host of its own', () => {
  it('is a button that opens the dialog; closing it keeps the host', async () => {
    await mountPage('<div id="qv" data-widget="quick-view" data-props=\'{"productId":"PROD1","label":"Peek"}\'></div>', {
      catalog: [rawProduct(1)],
      inStore: true,
    });
    const button = document.querySelector<HTMLButtonElement>('#qv button')!;
    expect(button.textContent).toBe('Peek');
    expect(dialog()).toBeNull();
    click(button);
    await dialogOpen();
    expect(dialog()!.closest('#qv')).not.toBeNull();
    click(dialog()!.querySelector('.sfi-dialog__close')!);
    await waitFor(() => expect(dialog()).toBeNull());
    expect(document.getElementById('qv')!.getAttribute('data-widget-state')).toBe('mounted');
    expect(document.querySelector('#qv button')!.textContent).toBe('Peek');
  });

  it('is labelled "Quick view" by default', async () => {
    await mountPage('<div id="qv" data-widget="quick-view" data-prop-product-id="PROD1"></div>', { catalog: [rawProduct(1)], inStore: true });
    expect(document.querySelector('#qv button')!.textContent).toBe('Quick view');
  });
});
