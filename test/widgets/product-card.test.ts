// The product-card island in jsdom (both flavours): what the shopper sees, choosing a shade or size,
// add to bag (one click one add, count, failures, overlay, purchase-with-purchase) and favorites.
import { getStore } from '../../src/store/store';
import { wasPopupShown } from '../../src/store/popup-cookies';
import { waitFor } from '../setup/wait-for';
import { json } from '../rpc/fake-endpoint';
import { cartSuccess, mountProducts, productHost, rpcError, setUpProductsPage } from './product-card-page';
import { rawProduct, rawSku } from './product-fixtures';

setUpProductsPage();

const catalog = [rawProduct(1)];
const card = () => document.querySelector<HTMLElement>('#card .sfi-card')!;
const bagButton = () => card().querySelector<HTMLButtonElement>('.sfi-bag__button')!;
const alertText = () => card().querySelector('[role="alert"]')!.textContent;
const count = () => getStore().flags.get().itemCount;
const click = (el: Element) => el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
const swatch = (name: string) => [...card().querySelectorAll<HTMLInputElement>('.sfi-swatch__input')].find((input) => input.value === name)!;
const choose = (input: HTMLInputElement) => {
  click(input); // a click on a radio checks it and fires change
};

async function mountCard(options: Partial<Parameters<typeof mountProducts>[1]> = {}, extraProps = '') {
  const page = await mountProducts(productHost('PROD1', extraProps), { catalog, inStore: true, ...options });
  await waitFor(() => expect(card().querySelector('.sfi-card__name')).not.toBeNull());
  return page;
}

describe('product-card: what it shows', () => {
  it('shows image, name, subheading, a blurb of at most 120 characters, rating and the price range', async () => {
    await mountCard();
    expect(document.getElementById('card')!.getAttribute('data-widget-state')).toBe('mounted');
    expect(card().querySelector('h3.sfi-card__name')!.textContent).toBe('Velvet Lipstick 1');
    expect(card().querySelector('.sfi-card__link')!.getAttribute('href')).toBe('/product/1');
    expect(card().querySelector('.sfi-card__sub')!.textContent).toBe('Matte lip colour');
    const blurb = card().querySelector('.sfi-card__blurb')!.textContent!;
    expect(blurb.length).toBeLessThanOrEqual(120);
    expect(blurb.endsWith('…')).toBe(true);
    expect(card().querySelector('.sfi-rating')!.getAttribute('aria-label')).toBe('4.3 out of 5 stars, 120 reviews');
    expect(card().querySelector('.sfi-price')!.textContent).toBe('$24.00 – $30.00');
    expect(card().querySelector<HTMLImageElement>('.sfi-card__image')!.getAttribute('src')).toBe('/media/sku/SKU11.svg');
  });

  it('shows shades as a radio group with the names, a multi-colour swatch for several colours, and no inactive shade', async () => {
    await mountCard();
    const radios = [...card().querySelectorAll<HTMLInputElement>('input[type="radio"]')];
    expect(radios.map((r) => r.value)).toEqual(['Ruby', 'Sunset Duo', 'Nude']);
    expect(new Set(radios.map((r) => r.name)).size).toBe(1);
    expect(radios[0]!.checked).toBe(true);
    expect(radios[0]!.closest('label')!.textContent).toBe('Ruby');
    const duo = swatch('Sunset Duo').parentElement!.querySelector('svg')!;
    expect(duo.getAttribute('data-colours')).toBe('2');
    expect([...duo.querySelectorAll('rect')].map((r) => r.getAttribute('fill'))).toEqual(['#f28c28', '#c2185b']);
    expect(card().querySelector('legend')!.textContent).toBe('Shade: Ruby');
    expect(card().innerHTML).not.toMatch(/style=/);
  });

  it('choosing a shade changes the price, the image and the button', async () => {
    await mountCard();
    choose(swatch('Sunset Duo'));
    await waitFor(() => expect(card().querySelector('.sfi-price')!.textContent).toBe('$30.00'));
    expect(card().querySelector('.sfi-card__image')!.getAttribute('src')).toBe('/media/sku/SKU12.svg');
    expect(card().querySelector('legend')!.textContent).toBe('Shade: Sunset Duo');
    choose(swatch('Nude'));
    await waitFor(() => expect(bagButton().disabled).toBe(true));
    expect(bagButton().getAttribute('data-action')).toBe('sold-out');
    expect(bagButton().textContent).toContain('Sold out');
    expect(card().querySelector('.sfi-bag__notify')).toBeNull(); // no waitlist-form island in this build
  });

  it('offers a size selector for a sized product; pre-order and coming soon follow the chosen size', async () => {
    const sized = rawProduct(1, {
      shaded: 0, sized: 1,
      skus: [rawSku(11, { PRODUCT_SIZE: '30 ml', PRICE: 40 }), rawSku(12, { PRODUCT_SIZE: '50 ml', PRICE: 55, isPreOrder: 1, INVENTORY_STATUS: 3 }),
        rawSku(13, { PRODUCT_SIZE: '75 ml', PRICE: 70, isOrderable: 0, isComingSoon: 1, INVENTORY_STATUS: 3 })],
    });
    await mountCard({ catalog: [sized] });
    const select = card().querySelector<HTMLSelectElement>('select')!;
    expect(card().querySelector(`label[for="${select.id}"]`)!.textContent).toBe('Size');
    expect([...select.options].map((o) => o.value)).toEqual(['30 ml', '50 ml', '75 ml']);
    select.value = '50 ml';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => expect(bagButton().textContent).toContain('Pre-order'));
    expect(card().querySelector('.sfi-price')!.textContent).toBe('$55.00');
    select.value = '75 ml';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => expect(bagButton().textContent).toContain('Coming soon'));
    expect(bagButton().disabled).toBe(true);
  });

  it('asks prodcat itself (one call) for a host added after the load batch answered', async () => {
    const page = await mountProducts('', { catalog: [rawProduct(1), rawProduct(2)] });
    const { parseProduct } = await import('../../src/rpc/parse-storefront');
    getStore().products.setKey('PROD2', parseProduct(rawProduct(2))!); // what the load batch brought
    document.body.insertAdjacentHTML('beforeend', productHost('PROD1'));
    await waitFor(() => expect(card().querySelector('.sfi-card__name')).not.toBeNull(), 1000);
    expect(page.callsOf('prodcat')).toHaveLength(1);
    expect(page.callsOf('prodcat')[0]!.params[0]!.products).toEqual(['CAT1~PROD1']);
  });

  it('waits for the load batch (no call of its own) when the product comes with it', async () => {
    const page = await mountProducts(productHost('PROD1'), { catalog, loadBatchPending: true });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(card()?.querySelector('.sfi-card__name') ?? null).toBeNull();
    const { parseProduct } = await import('../../src/rpc/parse-storefront');
    getStore().products.setKey('PROD1', parseProduct(rawProduct(1))!);
    getStore().productsLoading.set(false);
    await waitFor(() => expect(card().querySelector('.sfi-card__name')).not.toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(page.callsOf('prodcat')).toHaveLength(0);
  });

  it('asks prodcat itself once the load batch has answered without its product', async () => {
    const page = await mountProducts(productHost('PROD1'), { catalog, loadBatchPending: true });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(page.callsOf('prodcat')).toHaveLength(0); // still waiting for the load batch
    getStore().productsLoading.set(false);
    await waitFor(() => expect(card().querySelector('.sfi-card__name')).not.toBeNull(), 1000);
    expect(page.callsOf('prodcat')).toHaveLength(1);
  });

  it('asks prodcat at once on a page whose load batch named no products', async () => {
    const page = await mountProducts('', { catalog });
    document.body.insertAdjacentHTML('beforeend', productHost('PROD1'));
    await waitFor(() => expect(card().querySelector('.sfi-card__name')).not.toBeNull(), 300);
    expect(page.callsOf('prodcat')).toHaveLength(1);
  });

  it('puts the server content back when prodcat knows no such product', async () => {
    await mountProducts('', { catalog: [rawProduct(2)], inStore: true }); // the store has products: the load batch answered
    document.body.innerHTML = productHost('PROD404');
    await waitFor(() => expect(document.getElementById('card')!.getAttribute('data-widget-state')).toBe('error'), 2500);
    expect(document.getElementById('card')!.textContent).toBe('server card');
  });
});

describe('product-card: add to bag', () => {
  it('one click is one add: double clicks send one request; the count follows items_count at once', async () => {
    const page = await mountCard({ userCookie: 'item_count:2' });
    const events: unknown[] = [];
    document.addEventListener('sfi:cart:added', (e) => events.push((e as CustomEvent).detail));
    click(bagButton());
    click(bagButton());
    click(bagButton());
    await waitFor(() => expect(count()).toBe(1));
    expect(page.callsOf('rpc.form', 'cart')).toHaveLength(1);
    expect(page.callsOf('rpc.form', 'cart')[0]!.params[0]).toMatchObject({ SKU_BASE_ID: 11, QTY: 1, INCREMENT: 1, CAT_BASE_ID: 'CAT1' });
    expect(document.cookie).toContain(encodeURIComponent('item_count:1'));
    expect(getStore().cart.get()!.items_count).toBe(1);
    expect(events).toHaveLength(1);
    await waitFor(() => expect(card().querySelector('[role="status"]')!.textContent).toBe('Added to your bag.'));
    click(bagButton()); // a fast server answered already: the guard holds until the overlay is due
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(page.callsOf('rpc.form', 'cart')).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 550));
    click(bagButton());
    await waitFor(() => expect(count()).toBe(2));
    expect(page.callsOf('rpc.form', 'cart')).toHaveLength(2);
  });

  it('keeps the button focusable and marked busy while the add is in flight', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await mountCard({ handler: async (call) => (call.method === 'rpc.form' ? (await gate, cartSuccess(1)) : undefined) });
    click(bagButton());
    await waitFor(() => expect(bagButton().getAttribute('aria-disabled')).toBe('true'));
    expect(bagButton().disabled).toBe(false);
    expect(bagButton().textContent).toContain('Adding…');
    release();
    await waitFor(() => expect(bagButton().getAttribute('aria-disabled')).toBeNull());
  });

  it('shows the server\'s message for a JSON-RPC error, leaves the count alone, and works again', async () => {
    let fail = true;
    const page = await mountCard({ userCookie: 'item_count:2', handler: (call) => (call.method === 'rpc.form' && fail ? rpcError('Sorry, this item is sold out.') : undefined) });
    click(bagButton());
    await waitFor(() => expect(alertText()).toBe('Sorry, this item is sold out.'));
    expect(count()).toBe(2);
    fail = false;
    click(bagButton());
    await waitFor(() => expect(count()).toBe(1));
    expect(alertText()).toBe('');
    expect(page.callsOf('rpc.form', 'cart')).toHaveLength(2);
  });

  it.each<[string, () => Response]>([
    ['an HTTP 500', () => new Response('Internal error', { status: 500 })],
    ['an HTML page', () => new Response('<html><body>Maintenance</body></html>', { status: 200, headers: { 'content-type': 'text/html' } })],
    ['a batch without an entry for the call', () => json([])],
  ])('shows a generic message for %s and leaves the count alone', async (_name, answer) => {
    let broken = true;
    await mountCard({ userCookie: 'item_count:2', http: (batch) => (broken && batch.some((c) => c.method === 'rpc.form') ? answer() : undefined) });
    click(bagButton());
    await waitFor(() => expect(alertText()).toBe("We couldn't add this to your bag. Please try again."));
    expect(count()).toBe(2);
    expect(bagButton().getAttribute('aria-disabled')).toBeNull();
    broken = false;
    click(bagButton());
    await waitFor(() => expect(count()).toBe(1));
  });

  it('shows the OVERLAY of the answer 500 ms later, sanitised, in the dialog', async () => {
    await mountCard({
      handler: (call) =>
        call.method === 'rpc.form' ? cartSuccess(1, { overlay: '<div class="cart-overlay"><h2>Added</h2><img src="x" onerror="alert(1)"><script>alert(2)</script><a href="/cart">View bag</a></div>' }) : undefined,
    });
    const started = Date.now();
    click(bagButton());
    await waitFor(() => expect(document.querySelector('.sfi-overlay .cart-overlay')).not.toBeNull(), 2000);
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
    const dialog = document.querySelector<HTMLElement>('dialog.sfi-overlay')!;
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.innerHTML).not.toMatch(/onerror|<script/);
    expect(dialog.querySelector('a[href="/cart"]')).not.toBeNull();
    click(dialog.querySelector('.sfi-dialog__close')!);
    await waitFor(() => expect(document.querySelector('dialog.sfi-overlay')).toBeNull());
  });

  it('arms the purchase-with-purchase popup on a qualifying answer and shows it on the next add, once', async () => {
    const pwp = { id: 'pwp-lip', active: 1, qualifiers: { categories: ['CAT1'], products: [], skus: [], path: '' }, popup_images: ['/gift.svg'], offer_text: 'Add a mascara for $10.' };
    let n = 0;
    await mountCard({ handler: (call) => (call.method === 'rpc.form' ? cartSuccess(++n, { pwp }) : undefined) });
    click(bagButton());
    await waitFor(() => expect(count()).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 650));
    expect(document.querySelector('.sfi-pwp')).toBeNull(); // armed, not shown
    click(bagButton());
    await waitFor(() => expect(document.querySelector('dialog.sfi-pwp')).not.toBeNull(), 2000);
    const popup = document.querySelector<HTMLElement>('dialog.sfi-pwp')!;
    expect(popup.querySelector('img')!.getAttribute('src')).toBe('/gift.svg');
    expect(popup.querySelector('img')!.getAttribute('alt')).toBeTruthy();
    expect(popup.textContent).toContain('Add a mascara for $10.');
    await waitFor(() => expect(wasPopupShown('pwp-lip')).toBe(true));
    click(popup.querySelector('.sfi-dialog__close')!);
    await waitFor(() => expect(document.querySelector('dialog.sfi-pwp')).toBeNull());
    click(bagButton());
    await waitFor(() => expect(count()).toBe(3));
    await new Promise((resolve) => setTimeout(resolve, 650));
    expect(document.querySelector('dialog.sfi-pwp')).toBeNull();
  });

  it('adds a kit through alter_collection', async () => {
    const page = await mountCard({ catalog: [rawProduct(1, { isKit: 1, shaded: 0, skus: [rawSku(11)] })] });
    click(bagButton());
    await waitFor(() => expect(page.callsOf('rpc.form', 'alter_collection')).toHaveLength(1));
    expect(page.callsOf('rpc.form', 'alter_collection')[0]!.params[0]).toMatchObject({ collection_type: 'kit', COLLECTION_ID: 'PROD1', SKU_BASE_ID: 11 });
  });
});

describe('product-card: favorites', () => {
  const heart = () => card().querySelector<HTMLButtonElement>('.sfi-fav__button')!;
  const favMessage = () => card().querySelector('.sfi-fav__message')!.textContent;

  it('is a toggle button named for the product; a save presses it', async () => {
    const page = await mountCard();
    expect(heart().getAttribute('aria-label')).toBe('Add Velvet Lipstick 1 to favorites');
    expect(heart().getAttribute('aria-pressed')).toBe('false');
    click(heart());
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('true'));
    expect(favMessage()).toBe('Saved to your favorites.');
    expect(page.callsOf('rpc.form', 'alter_collection')[0]!.params[0]).toMatchObject({ action: 'add', SKU_BASE_ID: 11, CAT_BASE_ID: 'CAT1' });
  });

  it('takes "already in favorites" as a success', async () => {
    await mountCard({
      handler: (call) =>
        call.params[0]?._SUBMIT === 'alter_collection' ? { result: { data: { ac_results: [{ result: { SUCCESS: 1, KEY: 'SKU_ALREADY_IN_COLLECTION' } }] } } } : undefined,
    });
    click(heart());
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('true'));
    expect(favMessage()).toBe('Already in your favorites.');
  });

  it('on failure stays unpressed, says so politely, logs and emits sfi:favorites:error', async () => {
    await mountCard({ handler: (call) => (call.params[0]?._SUBMIT === 'alter_collection' ? rpcError('Sorry', 'favorites.sku.unknown') : undefined) });
    const errors: unknown[] = [];
    document.addEventListener('sfi:favorites:error', (e) => errors.push((e as CustomEvent).detail));
    click(heart());
    await waitFor(() => expect(favMessage()).toBe("We couldn't update your favorites. Please try again."));
    expect(heart().getAttribute('aria-pressed')).toBe('false');
    expect(card().querySelector('.sfi-fav__message')!.getAttribute('role')).toBe('status');
    expect((console.warn as jest.Mock).mock.calls.some((c) => String(c[0]).includes('favorites'))).toBe(true);
    expect(errors).toHaveLength(1);
  });

  it('is left out when the favorites flag is off', async () => {
    await mountCard({ flags: { favorites: false } });
    expect(card().querySelector('.sfi-fav__button')).toBeNull();
  });
});
