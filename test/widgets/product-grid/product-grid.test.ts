// The category listing island (docs/requirements.md §2, docs/widgets.md "product-grid"): a list of product-card
// hosts, a page at a time, each page's products from one prodcat call; "Show more products" and where focus
// goes; bad props and failures.
import { deferred } from '../../helpers/deferred';
import { rpcError } from '../../helpers/fake-endpoint';
import { click, mountPage, setUpIslandPage, problemsHeard } from '../../helpers/island-page';
import { rawProduct } from '../../helpers/product-fixtures';
import { waitFor } from '../../helpers/wait-for';

setUpIslandPage({ fakeTimers: true });

const catalog = Array.from({ length: 7 }, (_, i) => rawProduct(i + 1));
const ids = catalog.map((p) => p.PRODUCT_ID as string);
const SERVER_LIST = '<ul><li>server list</li></ul>';
const host = (props: object) => `<div id="grid" data-widget="product-grid" data-props='${JSON.stringify(props)}'>${SERVER_LIST}</div>`;
const items = () => [...document.querySelectorAll<HTMLLIElement>('#grid ul.sfi-grid > li')];
const cards = () => [...document.querySelectorAll('#grid .sfi-card')];
const cardIds = () => cards().map((c) => c.getAttribute('data-product-id'));
const status = () => document.querySelector('#grid .sfi-grid__status')!.textContent;
const more = () => document.querySelector<HTMLButtonElement>('#grid .sfi-grid__more');
const grid = () => document.getElementById('grid')!;

describe('product-grid', () => {
  it('renders one product-card host per product of the first page, in the given order', async () => {
    await mountPage(host({ productIds: ids, categoryId: 'CAT1', pageSize: 3, headingLevel: 2, label: 'Lipstick' }), { catalog });
    await waitFor(() => expect(items()).toHaveLength(3));
    expect(items().map((li) => [li.className, li.getAttribute('data-widget'), JSON.parse(li.getAttribute('data-props')!)])).toEqual([
      ['sfi-grid__item', 'product-card', { productId: 'PROD1', headingLevel: 2, categoryId: 'CAT1' }],
      ['sfi-grid__item', 'product-card', { productId: 'PROD2', headingLevel: 2, categoryId: 'CAT1' }],
      ['sfi-grid__item', 'product-card', { productId: 'PROD3', headingLevel: 2, categoryId: 'CAT1' }],
    ]);
    expect(document.querySelector('#grid ul.sfi-grid')!.getAttribute('aria-label')).toBe('Lipstick');
    expect(status()).toBe('Showing 3 of 7 products');
    expect(more()!.textContent).toBe('Show more products');
    await waitFor(() => expect(grid().textContent).not.toContain('server list'));
  });

  it('leaves out an id the storefront has no product for: counted out of the total and reported once', async () => {
    const problems = problemsHeard();
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    await mountPage(host({ productIds: ['PROD1', 'PROD999', 'PROD2', 'PROD3', 'PROD998'], pageSize: 3 }), { catalog });
    await waitFor(() => expect(status()).toBe('Showing 2 of 4 products'));
    expect(problems).toEqual([{ widget: 'product-grid', mounted: true, problems: [{ prop: 'productIds', message: 'no product "PROD999"; left out' }] }]);
    click(more()!);
    await waitFor(() => expect(status()).toBe('Showing 3 of 3 products'));
    expect(more()).toBeNull();
    expect(problems).toHaveLength(2);
    expect(problems[1]).toEqual({ widget: 'product-grid', mounted: true, problems: [{ prop: 'productIds', message: 'no product "PROD998"; left out' }] });
  });

  it('keeps the server list, busy, while prodcat is out and the cards mount, with the card hosts hidden until then', async () => {
    const gate = deferred<void>();
    await mountPage(host({ productIds: ids, pageSize: 3 }), { catalog, handler: async () => void (await gate.promise) });
    const kept = () => grid().querySelector('[aria-busy="true"]');
    expect(kept()!.innerHTML).toBe(SERVER_LIST);
    expect(grid().querySelector('script')).toBeNull();
    await jest.advanceTimersByTimeAsync(1000);
    expect(kept()!.innerHTML).toBe(SERVER_LIST);
    expect(items()).toEqual([]);
    gate.resolve();
    await waitFor(() => expect(items()).toHaveLength(3));
    const wrap = grid().querySelector<HTMLElement>('.sfi-grid-wrap')!;
    if (wrap.hidden) expect(kept()!.innerHTML).toBe(SERVER_LIST);
    await waitFor(() => expect(wrap.hidden).toBe(false));
    expect(cards()).toHaveLength(3);
    expect(kept()).toBeNull();
    expect(grid().textContent).not.toContain('server list');
  });

  it('shows a grey box while the products load when the page wrote nothing in the host', async () => {
    const gate = deferred<void>();
    await mountPage(`<div id="grid" data-widget="product-grid" data-props='${JSON.stringify({ productIds: ids })}'></div>`, { catalog, handler: async () => void (await gate.promise) });
    expect(grid().children).toHaveLength(1);
    expect(grid().querySelector('.sfi-grid__item[aria-busy="true"]:empty')).toBe(grid().firstElementChild);
    gate.resolve();
    await waitFor(() => expect(cards()).toHaveLength(7));
  });

  it('asks prodcat once for all products of the page; the cards find them in the store', async () => {
    const page = await mountPage(host({ productIds: ids, categoryId: 'CAT1', pageSize: 3, headingLevel: 2 }), { catalog });
    await waitFor(() => expect(cardIds()).toEqual(['PROD1', 'PROD2', 'PROD3']));
    await waitFor(() => expect(items().map((li) => li.getAttribute('data-widget-state'))).toEqual(['mounted', 'mounted', 'mounted']));
    await jest.advanceTimersByTimeAsync(1000);
    expect(page.calls.map((c) => c.method)).toEqual(['prodcat']);
    expect(page.callsOf('prodcat')[0]!.params[0]!.products).toEqual(['CAT1~PROD1', 'CAT1~PROD2', 'CAT1~PROD3']);
    expect(document.querySelectorAll('#grid h2.sfi-card__name')).toHaveLength(3);
    expect(document.querySelector('#grid h2.sfi-card__name')!.textContent).toBe('Velvet Lipstick 1');
  });

  it('takes 12 products a page, level-3 headings, the label "Products" and each product\'s own category by default', async () => {
    const many = Array.from({ length: 13 }, (_, i) => rawProduct(i + 1));
    const page = await mountPage(host({ productIds: many.map((p) => p.PRODUCT_ID) }), { catalog: many });
    await waitFor(() => expect(items()).toHaveLength(12));
    expect(JSON.parse(items()[0]!.getAttribute('data-props')!)).toEqual({ productId: 'PROD1', headingLevel: 3 });
    expect(document.querySelector('#grid ul.sfi-grid')!.getAttribute('aria-label')).toBe('Products');
    expect(status()).toBe('Showing 12 of 13 products');
    expect(page.callsOf('prodcat')[0]!.params[0]!.products).toEqual(many.slice(0, 12).map((p) => p.PRODUCT_ID));
    await waitFor(() => expect(document.querySelectorAll('#grid h3.sfi-card__name')).toHaveLength(12));
  });

  it('"Show more" brings the next page in one call and moves focus to its first card once that card has mounted', async () => {
    const page = await mountPage(host({ productIds: ids, pageSize: 3 }), { catalog });
    await waitFor(() => expect(cards()).toHaveLength(3));
    click(more()!);
    await waitFor(() => expect(cardIds()).toEqual(['PROD1', 'PROD2', 'PROD3', 'PROD4', 'PROD5', 'PROD6']));
    expect(page.callsOf('prodcat').map((c) => c.params[0]!.products)).toEqual([
      ['PROD1', 'PROD2', 'PROD3'],
      ['PROD4', 'PROD5', 'PROD6'],
    ]);
    await waitFor(() => expect(document.activeElement).toBe(items()[3]!.querySelector('a.sfi-card__link')));
    expect(document.activeElement!.getAttribute('href')).toBe('/product/4');
    expect(status()).toBe('Showing 6 of 7 products');
    click(more()!);
    await waitFor(() => expect(cards()).toHaveLength(7));
    await waitFor(() => expect(document.activeElement).toBe(items()[6]!.querySelector('a.sfi-card__link')));
    expect(status()).toBe('Showing 7 of 7 products');
    expect(more()).toBeNull();
    expect(page.callsOf('prodcat').map((c) => c.params[0]!.products)[2]).toEqual(['PROD7']);
  });

  it('lets a tap on the new page go for a moment after it comes (a second tap meant for "Show more" lands there)', async () => {
    await mountPage(host({ productIds: ids, pageSize: 3 }), { catalog });
    await waitFor(() => expect(cards()).toHaveLength(3));
    click(more()!);
    await waitFor(() => expect(cards()).toHaveLength(6));
    const tap = (item: number) => {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true });
      items()[item]!.querySelector('a.sfi-card__link')!.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(tap(3)).toBe(true); // the first new card, where the button stood
    expect(tap(2)).toBe(false); // an earlier card did not move
    await jest.advanceTimersByTimeAsync(600);
    expect(tap(3)).toBe(false);
  });

  it('says it is loading while the next page is out, and a second press then sends nothing', async () => {
    let gate: ReturnType<typeof deferred<void>> | null = null;
    const page = await mountPage(host({ productIds: ids, pageSize: 3 }), { catalog, handler: async () => void (await gate?.promise) });
    await waitFor(() => expect(cards()).toHaveLength(3));
    gate = deferred<void>();
    click(more()!);
    await waitFor(() => expect(more()!.textContent).toBe('Loading…'));
    expect(more()!.getAttribute('aria-disabled')).toBe('true');
    click(more()!);
    await jest.advanceTimersByTimeAsync(1000);
    expect(page.callsOf('prodcat')).toHaveLength(2);
    gate.resolve();
    await waitFor(() => expect(cards()).toHaveLength(6));
    expect(more()!.textContent).toBe('Show more products');
    expect(more()!.getAttribute('aria-disabled')).toBeNull();
    expect(page.callsOf('prodcat')).toHaveLength(2);
  });

  it('keeps "Show more" and the focus on it while the last page is out, and when that page fails', async () => {
    let down = false;
    let gate: ReturnType<typeof deferred<void>> | null = null;
    await mountPage(host({ productIds: ids, pageSize: 3 }), {
      catalog,
      handler: async () => {
        await gate?.promise;
        return down ? rpcError('Down for a moment.', 'prodcat.down') : undefined;
      },
    });
    await waitFor(() => expect(cards()).toHaveLength(3));
    click(more()!);
    await waitFor(() => expect(cards()).toHaveLength(6));
    down = true;
    gate = deferred<void>();
    more()!.focus();
    click(more()!);
    await waitFor(() => expect(more()!.textContent).toBe('Loading…'));
    expect(document.activeElement).toBe(more());
    gate.resolve();
    await waitFor(() => expect(status()).toBe('Showing 6 of 7 products. We couldn’t load more products; please try again.'));
    expect(more()!.textContent).toBe('Show more products');
    expect(document.activeElement).toBe(more());
  });

  it('takes a comma-separated string of ids, bare numbers included, and skips ids prodcat does not know', async () => {
    const page = await mountPage(host({ productIds: 'PROD1, 2,PROD404' }), { catalog });
    await waitFor(() => expect(cardIds()).toEqual(['PROD1', 'PROD2']));
    expect(page.callsOf('prodcat')[0]!.params[0]!.products).toEqual(['PROD1', 'PROD2', 'PROD404']);
    expect(status()).toBe('Showing 2 of 2 products');
    expect(more()).toBeNull();
  });

  it('keeps the server list and warns for bad productIds', async () => {
    const page = await mountPage(host({ productIds: { a: 1 } }), { catalog });
    expect(grid().getAttribute('data-widget-state')).toBe('error');
    expect(grid().innerHTML).toBe(SERVER_LIST);
    expect((console.warn as jest.Mock).mock.calls.map((c) => c[0])).toEqual([
      '[storefront-islands] <div#grid data-widget="product-grid">: bad props: prop "productIds" must be a list, like "PROD12,PROD34", got {"a":1}; the host was left as it was.',
    ]);
    expect(page.calls).toEqual([]);
  });

  it.each([[[]], [' , ,']])('keeps the server list and warns for a productIds that names no product (%j)', async (productIds) => {
    const page = await mountPage(host({ productIds }), { catalog });
    expect(grid().getAttribute('data-widget-state')).toBe('error');
    expect(grid().innerHTML).toBe(SERVER_LIST);
    expect((console.warn as jest.Mock).mock.calls.map((c) => c[0])).toEqual([
      '[storefront-islands] <div#grid data-widget="product-grid">: bad props: prop "productIds" names no product; give at least one, like "PROD12,PROD34"; the host was left as it was.',
    ]);
    expect(page.calls).toEqual([]);
  });

  it('puts the server list back when the first prodcat call fails', async () => {
    await mountPage(host({ productIds: ids }), { catalog, http: () => new Response('down', { status: 503 }) });
    await waitFor(() => expect(grid().getAttribute('data-widget-state')).toBe('error'));
    expect(grid().innerHTML).toBe(SERVER_LIST);
  });

  it('keeps the cards when a later page fails, says so, and tries again on the next press', async () => {
    let down = false;
    const page = await mountPage(host({ productIds: ids, pageSize: 3 }), { catalog, http: () => (down ? new Response('down', { status: 503 }) : undefined) });
    await waitFor(() => expect(cards()).toHaveLength(3));
    down = true;
    click(more()!);
    await waitFor(() => expect(status()).toBe('Showing 3 of 7 products. We couldn’t load more products; please try again.'));
    expect(cardIds()).toEqual(['PROD1', 'PROD2', 'PROD3']);
    expect(grid().getAttribute('data-widget-state')).toBe('mounted');
    expect(more()!.textContent).toBe('Show more products');
    down = false;
    click(more()!);
    await waitFor(() => expect(cardIds()).toEqual(['PROD1', 'PROD2', 'PROD3', 'PROD4', 'PROD5', 'PROD6']));
    expect(status()).toBe('Showing 6 of 7 products');
    expect(page.callsOf('prodcat').map((c) => c.params[0]!.products)).toEqual([
      ['PROD1', 'PROD2', 'PROD3'],
      ['PROD4', 'PROD5', 'PROD6'],
      ['PROD4', 'PROD5', 'PROD6'],
    ]);
    await waitFor(() => expect(document.activeElement).toBe(items()[3]!.querySelector('a.sfi-card__link')));
  });
});
