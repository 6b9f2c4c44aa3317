// The category listing island: a page of cards from one prodcat call, "Show more", bad props.
import { waitFor } from '../setup/wait-for';
import { mountProducts, setUpProductsPage } from './product-card-page';
import { rawProduct } from './product-fixtures';

setUpProductsPage();

const catalog = Array.from({ length: 7 }, (_, i) => rawProduct(i + 1));
const ids = catalog.map((p) => p.PRODUCT_ID as string);
const host = (props: object) => `<div id="grid" data-widget="product-grid" data-props='${JSON.stringify(props)}'><ul><li>server list</li></ul></div>`;
const cards = () => [...document.querySelectorAll('#grid .sfi-card')];
const click = (el: Element) => el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

describe('product-grid', () => {
  it('shows the first page of cards from one prodcat call, in the given order, and says how many there are', async () => {
    const page = await mountProducts(host({ productIds: ids, categoryId: 'CAT1', pageSize: 3, headingLevel: 2, label: 'Lipstick' }), { catalog });
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(page.callsOf('prodcat')).toHaveLength(1);
    expect(page.callsOf('prodcat')[0]!.params[0]!.products).toEqual(['CAT1~PROD1', 'CAT1~PROD2', 'CAT1~PROD3']);
    expect(cards().map((c) => c.getAttribute('data-product-id'))).toEqual(['PROD1', 'PROD2', 'PROD3']);
    expect(document.querySelector('#grid ul')!.getAttribute('aria-label')).toBe('Lipstick');
    expect(document.querySelector('#grid h2.sfi-card__name')).not.toBeNull();
    expect(document.querySelector('#grid .sfi-grid__status')!.textContent).toBe('Showing 3 of 7 products');
  });

  it('"Show more" brings the next page in one call and moves focus to its first card', async () => {
    const page = await mountProducts(host({ productIds: ids, pageSize: 3 }), { catalog });
    await waitFor(() => expect(cards()).toHaveLength(3));
    click(document.querySelector('.sfi-grid__more')!);
    await waitFor(() => expect(cards()).toHaveLength(6));
    expect(page.callsOf('prodcat')).toHaveLength(2);
    expect(page.callsOf('prodcat')[1]!.params[0]!.products).toEqual(['PROD4', 'PROD5', 'PROD6']);
    await waitFor(() => expect(document.activeElement?.closest('.sfi-card')?.getAttribute('data-product-id')).toBe('PROD4'));
    click(document.querySelector('.sfi-grid__more')!);
    await waitFor(() => expect(cards()).toHaveLength(7));
    expect(document.querySelector('.sfi-grid__more')).toBeNull();
  });

  it('takes a comma-separated string of ids, and skips ids prodcat does not know', async () => {
    await mountProducts(host({ productIds: 'PROD1, 2,PROD404' }), { catalog });
    await waitFor(() => expect(cards()).toHaveLength(2));
  });

  it('keeps the server list and warns for bad productIds', async () => {
    await mountProducts(host({ productIds: { a: 1 } }), { catalog });
    expect(document.getElementById('grid')!.getAttribute('data-widget-state')).toBe('error');
    expect(document.getElementById('grid')!.textContent).toBe('server list');
    expect((console.warn as jest.Mock).mock.calls.some((c) => String(c[0]).includes('productIds'))).toBe(true);
  });

  it('puts the server list back when the first prodcat call fails', async () => {
    await mountProducts(host({ productIds: ids }), { catalog, http: () => new Response('down', { status: 503 }) });
    await waitFor(() => expect(document.getElementById('grid')!.getAttribute('data-widget-state')).toBe('error'));
    expect(document.getElementById('grid')!.textContent).toBe('server list');
  });
});
