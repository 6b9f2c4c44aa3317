// The product-card island in jsdom (both flavours, docs/requirements.md §2, §4, §7): what the shopper sees,
// choosing a shade or size, where its product comes from, add to bag (one click one add, the count,
// failures, the overlay, purchase with purchase) and favorites. Jest's fake timers drive the clock.
import { wasPopupShown } from '../../../src/store/popup-cookies';
import { getStore } from '../../../src/store/store';
import * as productInfo from '../../../src/ui/product-info';
import { deferred } from '../../helpers/deferred';
import { cartSuccess, json, rpcError } from '../../helpers/fake-endpoint';
import { click, mountPage, productHost, setUpIslandPage, type PageOptions, problemsHeard } from '../../helpers/island-page';
import { product, rawProduct, rawSku } from '../../helpers/product-fixtures';
import { waitFor } from '../../helpers/wait-for';

setUpIslandPage({ fakeTimers: true });

const catalog = [rawProduct(1)];
const card = () => document.querySelector<HTMLElement>('#card .sfi-card')!;
const bagButton = () => card().querySelector<HTMLButtonElement>('.sfi-bag__button')!;
const alertText = () => card().querySelector('[role="alert"]')!.textContent;
const count = () => getStore().flags.get().itemCount;
const swatch = (name: string) => [...card().querySelectorAll<HTMLInputElement>('.sfi-swatch__input')].find((input) => input.value === name)!;
/** Lets the fake clock run (effects, the overlay delay) and every answer due by then arrive. */
const elapse = (ms: number) => jest.advanceTimersByTimeAsync(ms);

async function mountCard(options: PageOptions = {}, extraProps = '') {
  const page = await mountPage(productHost('PROD1', extraProps), { catalog, inStore: true, ...options });
  await waitFor(() => expect(card().querySelector('.sfi-card__name')).not.toBeNull());
  return page;
}

describe('product-card: what it shows', () => {
  it('shows image, name, subheading, a blurb of at most 120 characters, rating and the price range', async () => {
    await mountCard();
    expect(document.getElementById('card')!.getAttribute('data-widget-state')).toBe('mounted');
    expect(card().getAttribute('data-product-id')).toBe('PROD1');
    expect(card().getAttribute('data-sku-id')).toBe('SKU11');
    expect(card().querySelector('h3.sfi-card__name')!.textContent).toBe('Velvet Lipstick 1');
    expect(card().querySelector('.sfi-card__link')!.getAttribute('href')).toBe('/product/1');
    expect(card().querySelector('.sfi-card__sub')!.textContent).toBe('Matte lip colour');
    expect(card().querySelector('.sfi-card__blurb')!.textContent).toBe(
      'A long-wearing lipstick with a soft matte finish that stays comfortable from morning coffee to late dinner, with shea…',
    );
    expect(card().querySelector('.sfi-rating')!.getAttribute('aria-label')).toBe('4.3 out of 5 stars, 120 reviews');
    expect(card().querySelector('.sfi-price')!.textContent).toBe('$24.00 – $30.00');
    expect(card().querySelector<HTMLImageElement>('.sfi-card__image')!.getAttribute('src')).toBe('/media/sku/SKU11.svg');
    expect(document.getElementById('card')!.textContent).not.toContain('server card');
  });

  it('links and shows images only where ui/urls.ts allows: a javascript: page and a data: image from the server are dropped', async () => {
    const hostile = rawProduct(1, {
      url: 'javascript:alert(document.cookie)',
      skus: [rawSku(11, { SHADENAME: 'Ruby', HEX_VALUE_STRING: '#9b1b30', IMAGE_5UP: 'data:image/svg+xml,<svg onload=alert(1)>', LARGE_IMAGE: '//evil.test/x.jpg' })],
    });
    await mountCard({ catalog: [hostile] });
    const link = card().querySelector('.sfi-card__link')!;
    expect(link.hasAttribute('href')).toBe(false);
    expect(link.querySelector('.sfi-card__name')!.textContent).toBe('Velvet Lipstick 1');
    expect(card().querySelector('.sfi-card__image')).toBeNull();
    expect(card().innerHTML).not.toMatch(/javascript:|data:image|evil\.test/);
  });

  it('takes its heading level from headingLevel', async () => {
    await mountCard({}, ',"headingLevel":2');
    expect(card().querySelector('h2.sfi-card__name')!.textContent).toBe('Velvet Lipstick 1');
    expect(card().querySelector('h3')).toBeNull();
  });

  it('shows shades as a radio group with the names, a multi-colour swatch for several colours, and no inactive shade', async () => {
    await mountCard();
    const radios = [...card().querySelectorAll<HTMLInputElement>('input[type="radio"]')];
    expect(radios.map((r) => r.value)).toEqual(['Ruby', 'Sunset Duo', 'Nude']);
    // Named by aria-label: the name's tooltip is not rendered until hover or focus.
    expect(radios.map((r) => r.getAttribute('aria-label'))).toEqual(['Ruby', 'Sunset Duo', 'Nude']);
    expect(new Set(radios.map((r) => r.name)).size).toBe(1);
    expect(radios.map((r) => r.checked)).toEqual([true, false, false]);
    expect(radios[0]!.closest('label')!.textContent).toBe('Ruby');
    const duo = swatch('Sunset Duo').parentElement!.querySelector('svg')!;
    expect(duo.getAttribute('data-colours')).toBe('2');
    expect([...duo.querySelectorAll('rect')].map((r) => r.getAttribute('fill'))).toEqual(['#f28c28', '#c2185b']);
    expect(card().querySelector('legend')!.textContent).toBe('Shade: Ruby');
    expect(card().innerHTML).not.toMatch(/style=/);
  });

  it('choosing a shade changes the price, the image and the button', async () => {
    await mountCard();
    click(swatch('Sunset Duo')); // a click on a radio checks it and fires change
    await waitFor(() => expect(card().querySelector('.sfi-price')!.textContent).toBe('$30.00'));
    expect(card().querySelector('.sfi-card__image')!.getAttribute('src')).toBe('/media/sku/SKU12.svg');
    expect(card().querySelector('legend')!.textContent).toBe('Shade: Sunset Duo');
    expect(card().getAttribute('data-sku-id')).toBe('SKU12');
    click(swatch('Nude'));
    await waitFor(() => expect(bagButton().disabled).toBe(true));
    expect(bagButton().getAttribute('data-action')).toBe('sold-out');
    expect(bagButton().textContent).toBe('Sold out Velvet Lipstick 1, Nude');
    // The build has a waitlist-form island and the flag is on (test/widgets/waitlist-form opens it from here).
    expect(card().querySelector('.sfi-bag__notify')!.textContent).toBe('Notify me when Velvet Lipstick 1 is back');
  });

  it('offers a size selector for a sized product; pre-order and coming soon follow the chosen size, and the button names it', async () => {
    const sized = rawProduct(1, {
      shaded: 0,
      sized: 1,
      skus: [
        rawSku(11, { PRODUCT_SIZE: '30 ml', PRICE: 40 }),
        rawSku(12, { PRODUCT_SIZE: '50 ml', PRICE: 55, isPreOrder: 1, INVENTORY_STATUS: 3 }),
        rawSku(13, { PRODUCT_SIZE: '75 ml', PRICE: 70, isOrderable: 0, isComingSoon: 1, INVENTORY_STATUS: 3 }),
      ],
    });
    await mountCard({ catalog: [sized] });
    expect(card().querySelector('input[type="radio"]')).toBeNull();
    const select = card().querySelector<HTMLSelectElement>('select')!;
    expect(card().querySelector(`label[for="${select.id}"]`)!.textContent).toBe('Size');
    expect([...select.options].map((o) => o.value)).toEqual(['30 ml', '50 ml', '75 ml']);
    expect(bagButton().textContent).toBe('Add to bag Velvet Lipstick 1, 30 ml');
    select.value = '50 ml';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => expect(bagButton().textContent).toBe('Pre-order Velvet Lipstick 1, 50 ml'));
    expect(bagButton().getAttribute('data-action')).toBe('preorder');
    expect(card().querySelector('.sfi-price')!.textContent).toBe('$55.00');
    select.value = '75 ml';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => expect(bagButton().textContent).toBe('Coming soon Velvet Lipstick 1, 75 ml'));
    expect(bagButton().disabled).toBe(true);
    expect(card().querySelector('.sfi-price')!.textContent).toBe('$70.00');
  });
});

describe('product-card: where its product comes from', () => {
  it('finds the product the load batch brought in the store, with no call of its own', async () => {
    const page = await mountCard();
    await elapse(1000);
    expect(page.calls).toEqual([]);
  });

  it('renders again when its own product changes in the store, not when another product arrives', async () => {
    await mountCard();
    await elapse(1000);
    const renders = jest.spyOn(productInfo, 'productBlurb'); // called once per render of the card
    getStore().products.setKey('PROD2', product(2)); // a quick view elsewhere on the page brought another product
    await elapse(100);
    expect(renders).not.toHaveBeenCalled();
    getStore().products.setKey('PROD1', product(1, { PROD_RGN_NAME: 'Velvet Lipstick 1, renamed' }));
    await waitFor(() => expect(card().querySelector('.sfi-card__name')!.textContent).toBe('Velvet Lipstick 1, renamed'));
    expect(renders).toHaveBeenCalled();
    renders.mockRestore();
  });

  it('asks prodcat itself (one call) for a host added after the load batch answered', async () => {
    const page = await mountPage('', { catalog: [rawProduct(1), rawProduct(2)] });
    getStore().products.setKey('PROD2', product(2)); // what the load batch brought
    document.body.insertAdjacentHTML('beforeend', productHost('PROD1'));
    await waitFor(() => expect(card().querySelector('.sfi-card__name')).not.toBeNull());
    expect(page.callsOf('prodcat')).toHaveLength(1);
    expect(page.callsOf('prodcat')[0]!.params[0]!.products).toEqual(['CAT1~PROD1']);
  });

  it('waits for the load batch (no call of its own) when the product comes with it', async () => {
    const page = await mountPage(productHost('PROD1'), { catalog, loadBatchPending: true });
    await elapse(1000);
    expect(document.querySelector('#card .sfi-card--loading')!.getAttribute('aria-busy')).toBe('true');
    expect(page.calls).toEqual([]);
    getStore().products.setKey('PROD1', product(1));
    getStore().productsLoading.set(false);
    await waitFor(() => expect(card().querySelector('.sfi-card__name')!.textContent).toBe('Velvet Lipstick 1'));
    await elapse(1000);
    expect(page.calls).toEqual([]);
  });

  it('asks prodcat itself once the load batch has answered without its product', async () => {
    const page = await mountPage(productHost('PROD1'), { catalog, loadBatchPending: true });
    await elapse(1000);
    expect(page.calls).toEqual([]); // still waiting for the load batch
    getStore().productsLoading.set(false);
    await waitFor(() => expect(card().querySelector('.sfi-card__name')).not.toBeNull());
    expect(page.callsOf('prodcat')).toHaveLength(1);
    expect(page.callsOf('prodcat')[0]!.params[0]!.products).toEqual(['CAT1~PROD1']);
  });

  it('asks prodcat at once on a page whose load batch named no products', async () => {
    const page = await mountPage('', { catalog });
    document.body.insertAdjacentHTML('beforeend', productHost('PROD1'));
    await waitFor(() => expect(card().querySelector('.sfi-card__name')).not.toBeNull(), 300);
    expect(page.callsOf('prodcat')).toHaveLength(1);
  });

  it('puts the server content back when prodcat knows no such product, and says why in its sfi:problem', async () => {
    const page = await mountPage('', { catalog: [rawProduct(2)], inStore: true }); // the load batch answered
    const details = problemsHeard();
    document.body.innerHTML = productHost('PROD404');
    await waitFor(() => expect(document.getElementById('card')!.getAttribute('data-widget-state')).toBe('error'));
    expect(details).toEqual([{ widget: 'product-card', mounted: false, problems: [{ message: expect.stringMatching(/^the island threw and was removed; the page goes on \(.*PROD404.*\)$/) }] }]);
    expect(document.getElementById('card')!.innerHTML).toBe('<p>server card</p>');
    expect(page.callsOf('prodcat')[0]!.params[0]!.products).toEqual(['CAT1~PROD404']);
    expect((console.warn as jest.Mock).mock.calls[0]![0]).toBe(
      '[storefront-islands] <div#card data-widget="product-card">: the island threw and was removed; the page goes on',
    );
  });

  it('puts the server content back when prodcat could not be asked, and says so rather than blaming the product', async () => {
    await mountPage('', { catalog: [rawProduct(2)], inStore: true, http: () => new Response('Busy', { status: 503 }) });
    const details = problemsHeard();
    document.body.innerHTML = productHost('PROD1');
    await waitFor(() => expect(document.getElementById('card')!.getAttribute('data-widget-state')).toBe('error'));
    expect(details).toEqual([
      {
        widget: 'product-card',
        mounted: false,
        problems: [{ message: 'the island threw and was removed; the page goes on (product-card: product "PROD1" could not be loaded; the server-rendered card stays.)' }],
      },
    ]);
    expect(document.getElementById('card')!.innerHTML).toBe('<p>server card</p>');
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
    expect(page.callsOf('rpc.form', 'cart')[0]!.params[0]).toEqual({ _SUBMIT: 'cart', SKU_BASE_ID: 11, INCREMENT: 1, QTY: 1, CAT_BASE_ID: 'CAT1', _TOKEN: 'tok' });
    expect(document.cookie).toContain('FE_USER_CART=item_count%3A1');
    expect(getStore().cart.get()!.itemCount).toBe(1);
    const line = { sku: 'CAT1PROD1SKU11', SKU_BASE_ID: 11, PRODUCT_ID: 'PROD1', qty: 1 };
    expect(events).toEqual([
      { item: line, itemCount: 1, cart: { TRANS_ID: 1, items_count: 1, order: { items: [line], samples: [], offerCodes: [] } } },
    ]);
    await waitFor(() => expect(card().querySelector('.sfi-bag [role="status"]')!.textContent).toBe('Added to your bag.'));
    click(bagButton()); // a fast server answered already: the guard holds until the overlay is due
    await elapse(100);
    expect(page.callsOf('rpc.form', 'cart')).toHaveLength(1);
    await elapse(500);
    click(bagButton());
    await waitFor(() => expect(count()).toBe(2));
    expect(page.callsOf('rpc.form', 'cart')).toHaveLength(2);
  });

  it('keeps the button focusable and marked busy while the add is in flight', async () => {
    const gate = deferred<void>();
    await mountCard({ handler: async (call) => (call.method === 'rpc.form' ? (await gate.promise, cartSuccess(1)) : undefined) });
    click(bagButton());
    await waitFor(() => expect(bagButton().getAttribute('aria-disabled')).toBe('true'));
    expect(bagButton().disabled).toBe(false);
    expect(bagButton().textContent).toBe('Adding… Velvet Lipstick 1, Ruby');
    gate.resolve();
    await waitFor(() => expect(bagButton().getAttribute('aria-disabled')).toBeNull());
    expect(bagButton().textContent).toBe('Add to bag Velvet Lipstick 1, Ruby');
  });

  it('shows the server\'s message for a JSON-RPC error, leaves the count alone, and works again', async () => {
    let fail = true;
    const page = await mountCard({
      userCookie: 'item_count:2',
      handler: (call) => (call.method === 'rpc.form' && fail ? rpcError('Sorry, this item is sold out.') : undefined),
    });
    click(bagButton());
    await waitFor(() => expect(alertText()).toBe('Sorry, this item is sold out.'));
    expect(count()).toBe(2);
    expect(getStore().cart.get()).toBeNull();
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
    expect(alertText()).toBe('');
  });

  it('shows the OVERLAY of the answer 500 ms later, sanitised, in the dialog', async () => {
    const overlay = '<div class="cart-overlay"><h2>Added</h2><img src="x" onerror="alert(1)"><script>alert(2)</script><a href="/cart">View bag</a></div>';
    await mountCard({ handler: (call) => (call.method === 'rpc.form' ? cartSuccess(1, { overlay }) : undefined) });
    click(bagButton());
    await waitFor(() => expect(count()).toBe(1)); // the answer is in: the 500 ms start now
    await elapse(400);
    expect(document.querySelector('dialog.sfi-overlay')).toBeNull();
    await elapse(100);
    await waitFor(() => expect(document.querySelector('.sfi-overlay .cart-overlay')).not.toBeNull());
    const dialog = document.querySelector<HTMLElement>('dialog.sfi-overlay')!;
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)!.textContent).toBe('Added to your bag');
    expect(dialog.querySelector('.cart-overlay')!.outerHTML).toBe('<div class="cart-overlay"><h2>Added</h2><img src="x"><a href="/cart">View bag</a></div>');
    click(dialog.querySelector('.sfi-dialog__close')!);
    await waitFor(() => expect(document.querySelector('dialog.sfi-overlay')).toBeNull());
    expect(document.querySelector('.sfi-on-demand')).toBeNull();
  });

  it('arms the purchase-with-purchase popup on a qualifying answer and shows it on the next add, once', async () => {
    const pwp = {
      id: 'pwp-lip', active: 1, qualifiers: { categories: ['CAT1'], products: [], skus: [], path: '' }, popup_images: ['/gift.svg'], offer_text: 'Add a mascara for $10.',
    };
    let n = 0;
    await mountCard({ handler: (call) => (call.method === 'rpc.form' ? cartSuccess(++n, { pwp }) : undefined) });
    click(bagButton());
    await waitFor(() => expect(count()).toBe(1));
    await elapse(600);
    expect(document.querySelector('.sfi-pwp')).toBeNull(); // armed, not shown
    click(bagButton());
    await waitFor(() => expect(count()).toBe(2));
    await elapse(400);
    expect(document.querySelector('.sfi-pwp')).toBeNull(); // not before the 500 ms
    await waitFor(() => expect(document.querySelector('dialog.sfi-pwp')).not.toBeNull());
    const popup = document.querySelector<HTMLElement>('dialog.sfi-pwp')!;
    expect(document.getElementById(popup.getAttribute('aria-labelledby')!)!.textContent).toBe('A special offer for you');
    expect(popup.querySelector('img')!.getAttribute('src')).toBe('/gift.svg');
    expect(popup.querySelector('img')!.getAttribute('alt')).toBe('The product on offer');
    expect(popup.querySelector('.sfi-pwp__text')!.textContent).toBe('Add a mascara for $10.');
    await waitFor(() => expect(wasPopupShown('pwp-lip')).toBe(true)); // once its effects have run
    await waitFor(() => expect(popup.style.getPropertyValue('--sfi-dialog-width')).toBe('590px'));
    expect(popup.style.getPropertyValue('--sfi-dialog-height')).toBe('375px');
    click(popup.querySelector('.sfi-dialog__close')!);
    await waitFor(() => expect(document.querySelector('dialog.sfi-pwp')).toBeNull());
    click(bagButton());
    await waitFor(() => expect(count()).toBe(3));
    await elapse(1000);
    expect(document.querySelector('dialog.sfi-pwp')).toBeNull();
  });

  it('opens an armed offer only once the OVERLAY shown with it is closed (never two dialogs at once)', async () => {
    const pwp = { id: 'pwp-lip', active: 1, qualifiers: { categories: [], products: ['PROD1'], skus: [], path: '' }, popup_images: [], offer_text: 'A gift for you.' };
    let n = 0;
    await mountCard({ handler: (call) => (call.method === 'rpc.form' ? cartSuccess(++n, { pwp, ...(n > 1 ? { overlay: '<p class="added">Added</p>' } : {}) }) : undefined) });
    click(bagButton());
    await waitFor(() => expect(count()).toBe(1));
    await elapse(600);
    click(bagButton());
    await waitFor(() => expect(document.querySelector('dialog.sfi-overlay .added')).not.toBeNull());
    await elapse(1000);
    expect(document.querySelectorAll('dialog')).toHaveLength(1);
    click(document.querySelector('dialog.sfi-overlay .sfi-dialog__close')!);
    await waitFor(() => expect(document.querySelector('dialog.sfi-pwp .sfi-pwp__text')?.textContent).toBe('A gift for you.'));
    expect(document.querySelector('dialog.sfi-overlay')).toBeNull();
    expect(document.querySelectorAll('dialog')).toHaveLength(1);
  });

  it('adds a kit through alter_collection', async () => {
    const page = await mountCard({ catalog: [rawProduct(1, { isKit: 1, shaded: 0, skus: [rawSku(11)] })] });
    click(bagButton());
    await waitFor(() => expect(page.callsOf('rpc.form', 'alter_collection')).toHaveLength(1));
    expect(page.callsOf('rpc.form', 'alter_collection')[0]!.params[0]).toEqual({
      _SUBMIT: 'alter_collection', collection_type: 'kit', action: 'add', COLLECTION_ID: 'PROD1', SKU_BASE_ID: 11, CAT_BASE_ID: 'CAT1', _TOKEN: 'tok',
    });
    expect(page.callsOf('rpc.form', 'cart')).toEqual([]);
  });
});

describe('product-card: quick view', () => {
  it('has a quick-view button named for the product, which opens the quick view on demand', async () => {
    await mountCard();
    const button = card().querySelector<HTMLButtonElement>('.sfi-card__quick')!;
    expect(button.textContent).toBe('Quick view Velvet Lipstick 1');
    click(button);
    const opened = document.querySelector<HTMLElement>('.sfi-on-demand[data-widget="quick-view"]')!;
    expect(JSON.parse(opened.getAttribute('data-props')!)).toEqual({ productId: 'PROD1', categoryId: 'CAT1' });
    await waitFor(() => expect(document.querySelector('dialog.sfi-quick-view')).not.toBeNull());
  });

  it('leaves the button out with quickView false', async () => {
    await mountCard({}, ',"quickView":false');
    expect(card().querySelector('.sfi-card__quick')).toBeNull();
  });
});

describe('product-card: favorites', () => {
  const heart = () => card().querySelector<HTMLButtonElement>('.sfi-fav__button')!;
  const favMessage = () => card().querySelector('.sfi-fav__message')!.textContent;

  it('names a product with no shade choice (a mascara in its one "Black") as the bag button does, without the shade', async () => {
    await mountCard({ catalog: [rawProduct(1, { shaded: 0, skus: [rawSku(11, { SHADENAME: 'Black', HEX_VALUE_STRING: '#1b1416' })] })] });
    expect(card().querySelector('input[type="radio"]')).toBeNull();
    expect(heart().getAttribute('aria-label')).toBe('Favorite Velvet Lipstick 1');
    expect(bagButton().textContent).toBe('Add to bag Velvet Lipstick 1');
  });

  it('is a toggle button named for the product; a save presses it', async () => {
    const page = await mountCard();
    expect(heart().getAttribute('aria-label')).toBe('Favorite Velvet Lipstick 1, Ruby');
    expect(heart().getAttribute('aria-pressed')).toBe('false');
    click(heart());
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('true'));
    expect(favMessage()).toBe('Saved to your favorites.');
    expect(page.callsOf('rpc.form', 'alter_collection')[0]!.params[0]).toEqual({ _SUBMIT: 'alter_collection', action: 'add', SKU_BASE_ID: 11, CAT_BASE_ID: 'CAT1', _TOKEN: 'tok' });
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
    expect((console.warn as jest.Mock).mock.calls.map((c) => c[0])).toEqual(['[storefront-islands] favorites: the change was not saved.']);
    expect(errors).toEqual([{ skuBaseId: 11, error: expect.objectContaining({ userText: 'Sorry' }) }]);
  });

  it('is left out when the favorites flag is off', async () => {
    await mountCard({ flags: { favorites: false } });
    expect(card().querySelector('.sfi-fav__button')).toBeNull();
    expect(card().querySelector('.sfi-bag__button')).not.toBeNull();
  });
});

describe('product-card: "Notify me" and the waitlistNotification flag (docs/requirements.md §9.1)', () => {
  // A stand-in for the waitlist form, which this build does not have yet: "Notify me" asks hasIsland.
  const withWaitlistForm = { islands: { 'waitlist-form': async () => ({ default: { component: () => null } }) } };

  async function soldOutShade(options: PageOptions) {
    await mountCard(options);
    click(swatch('Nude'));
    await waitFor(() => expect(bagButton().getAttribute('data-action')).toBe('sold-out'));
  }

  it('offers "Notify me" on a sold-out shade while the flag is on and a waitlist form exists', async () => {
    await soldOutShade(withWaitlistForm);
    expect(card().querySelector('.sfi-bag__notify')!.textContent).toBe('Notify me when Velvet Lipstick 1 is back');
  });

  it('leaves it out when the flag is off', async () => {
    await soldOutShade({ ...withWaitlistForm, flags: { waitlistNotification: false } });
    expect(card().querySelector('.sfi-bag__notify')).toBeNull();
    expect(bagButton().textContent).toBe('Sold out Velvet Lipstick 1, Nude');
  });
});
