// The add-to-bag island: the buy box of a product page on a host of its own (price, shades, sizes, add to bag,
// favorites), announcing each choice as a bubbling `sfi:sku` event.
import { click, mountPage, setUpIslandPage, problemsHeard } from '../../helpers/island-page';
import { rawProduct } from '../../helpers/product-fixtures';
import { waitFor } from '../../helpers/wait-for';

setUpIslandPage({ fakeTimers: true });

const HOST = '<div id="buy" data-widget="add-to-bag" data-props=\'{"productId":"PROD1","skuId":"SKU12","categoryId":"CAT3"}\'><p>server buy box</p></div>';
const radio = (shade: string) => document.querySelector<HTMLInputElement>(`#buy input[value="${shade}"]`)!;

describe('add-to-bag island', () => {
  it('starts on the skuId it names and announces each choice as a bubbling sfi:sku event', async () => {
    const seen: unknown[] = [];
    document.addEventListener('sfi:sku', (e) => seen.push((e as CustomEvent).detail));
    const page = await mountPage(HOST, { catalog: [rawProduct(1)], inStore: true });
    await waitFor(() => expect(document.querySelector('#buy .sfi-bag__button')).not.toBeNull());
    expect(radio('Sunset Duo').checked).toBe(true);
    expect(document.querySelector('#buy .sfi-price')!.textContent).toBe('$24.00 – $30.00');
    await waitFor(() => expect(seen).toEqual([{ productId: 'PROD1', skuId: 'SKU12' }]));
    click(radio('Ruby'));
    await waitFor(() => expect(seen).toEqual([{ productId: 'PROD1', skuId: 'SKU12' }, { productId: 'PROD1', skuId: 'SKU11' }]));
    click(document.querySelector('#buy .sfi-bag__button')!);
    await waitFor(() => expect(page.callsOf('rpc.form', 'cart')).toHaveLength(1));
    expect(page.callsOf('rpc.form', 'cart')[0]!.params[0]).toEqual({ _SUBMIT: 'cart', SKU_BASE_ID: 11, INCREMENT: 1, QTY: 1, CAT_BASE_ID: 'CAT3', _TOKEN: 'tok' });
  });

  it('starts on the first orderable SKU for a skuId its product does not have, and reports it once', async () => {
    const problems = problemsHeard();
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    await mountPage(HOST.replace('SKU12', 'SKU99999999'), { catalog: [rawProduct(1)], inStore: true });
    await waitFor(() => expect(document.querySelector('#buy .sfi-bag__button')).not.toBeNull());
    await waitFor(() => expect(problems).toHaveLength(1));
    expect(problems).toEqual([{ widget: 'add-to-bag', mounted: true, problems: [{ prop: 'skuId', message: 'PROD1 has no SKU "SKU99999999"; the first orderable one is used' }] }]);
    expect(radio('Ruby').checked).toBe(true);
  });

  it('shows the favorites heart beside the button', async () => {
    await mountPage(HOST, { catalog: [rawProduct(1)], inStore: true });
    await waitFor(() => expect(document.querySelector('#buy .sfi-fav__button')!.getAttribute('aria-label')).toBe('Favorite Velvet Lipstick 1, Sunset Duo'));
  });

  it('leaves the heart out when the favorites flag is off', async () => {
    await mountPage(HOST, { catalog: [rawProduct(1)], inStore: true, flags: { favorites: false } });
    await waitFor(() => expect(document.querySelector('#buy .sfi-bag__button')).not.toBeNull());
    expect(document.querySelector('#buy .sfi-fav__button')).toBeNull();
  });

  it('keeps the buy box the page wrote (less its props script) while the product loads, so the box keeps its place', async () => {
    let answer = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    await mountPage('<div id="buy" data-widget="add-to-bag"><script type="application/json">{"productId":"PROD1"}</script><p>server buy box</p></div>', {
      catalog: [rawProduct(1)],
      handler: async (call) => {
        if (call.method === 'prodcat') await held;
        return undefined;
      },
    });
    const buy = document.getElementById('buy')!;
    await waitFor(() => expect(buy.getAttribute('data-widget-state')).toBe('mounted'));
    // The page's content, and the status region a failure would speak in, there already, empty and out of the layout.
    expect(buy.querySelector('[aria-busy]')!.outerHTML).toBe('<div aria-busy="true"><p>server buy box</p></div>');
    const region = buy.querySelector('.sfi-visually-hidden[role="status"]');
    expect(region?.textContent).toBe('');
    answer();
    await waitFor(() => expect(buy.querySelector('.sfi-bag__button')).not.toBeNull());
    expect(buy.textContent).not.toContain('server buy box');
    expect(buy.querySelector('[aria-busy]')).toBeNull();
  });

  it("says when the product could not be loaded, keeps the page's buy box, and Try again asks again until it comes", async () => {
    // prodcat fails until `up`, each failure once `held` lets it.
    let up = false;
    let held = Promise.resolve();
    let letGo = () => {};
    const problems = problemsHeard();
    const page = await mountPage(HOST, {
      catalog: [rawProduct(1)],
      handler: async (call) => {
        if (call.method !== 'prodcat' || up) return undefined;
        await held;
        return { error: { code: 500, message: 'busy' } };
      },
    });
    const buy = document.getElementById('buy')!;
    const status = () => buy.querySelector('[role="status"]')?.textContent;
    const retry = () => [...buy.querySelectorAll('button')].find((b) => b.textContent === 'Try again')!;
    const region = buy.querySelector('[role="status"]');
    await waitFor(() => expect(status()).toBe('Sorry, this product could not be loaded.'));
    // Its words came into the region that was there, empty, while the product loaded: a change a screen reader says.
    expect(buy.querySelector('[role="status"]')).toBe(region);
    expect(region).not.toBeNull();
    expect(buy.getAttribute('data-widget-state')).toBe('mounted');
    expect(buy.querySelector('[aria-busy]')!.innerHTML).toBe('<p>server buy box</p>');
    expect(buy.querySelector('[aria-busy]')!.getAttribute('aria-busy')).toBe('false');
    expect(buy.querySelector('.sfi-bag__button')).toBeNull();

    // Tried again, still failing: it says it is trying (the button stays, and one press is one call), then says so again.
    retry().focus();
    const calls = page.callsOf('prodcat').length;
    held = new Promise((resolve) => (letGo = resolve));
    click(retry());
    await waitFor(() => expect(status()).toBe('Trying again…'));
    expect(retry().getAttribute('aria-disabled')).toBe('true');
    click(retry());
    letGo();
    await waitFor(() => expect(status()).toBe('Sorry, this product could not be loaded.'));
    expect(page.callsOf('prodcat')).toHaveLength(calls + 1);
    expect(retry().getAttribute('aria-disabled')).toBeNull();

    // The storefront is back: the buy box comes, and the focus goes from the vanished button to Add to bag.
    up = true;
    click(retry());
    await waitFor(() => expect(buy.querySelector('.sfi-bag__button')).not.toBeNull());
    expect(buy.textContent).not.toContain('server buy box');
    expect(buy.querySelector('[aria-busy]')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(buy.querySelector('.sfi-bag__button')));
    expect(problems).toEqual([]);
  });

  it('puts the server buy box back when prodcat knows no such product', async () => {
    await mountPage(HOST.replace('PROD1', 'PROD404'), { catalog: [rawProduct(1)] });
    await waitFor(() => expect(document.getElementById('buy')!.getAttribute('data-widget-state')).toBe('error'));
    expect(document.getElementById('buy')!.innerHTML).toBe('<p>server buy box</p>');
  });
});
