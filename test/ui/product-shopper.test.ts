// The shopping controls (ui/product-shopper.tsx) as a screen-reader shopper hears them, on a product card (both
// flavours): a choice that changes the price or the button's offer is said once in the button's status region,
// and the button's name says the chosen size where the product offers sizes (docs/decisions.md "Buying a size").
import { click, mountPage, productHost, setUpIslandPage } from '../helpers/island-page';
import { rawProduct, rawSku } from '../helpers/product-fixtures';
import { waitFor } from '../helpers/wait-for';

setUpIslandPage({ fakeTimers: true });

const card = () => document.querySelector<HTMLElement>('#card .sfi-card')!;
const bagButton = () => card().querySelector<HTMLButtonElement>('.sfi-bag__button')!;
const status = () => card().querySelector('.sfi-bag [role="status"]')!;
const swatch = (name: string) => card().querySelector<HTMLInputElement>(`.sfi-swatch__input[value="${name}"]`)!;

/** Each text the status region takes, in order, from now on. */
function heard(): string[] {
  const said: string[] = [];
  new MutationObserver(() => said.push(status().textContent ?? '')).observe(status(), { childList: true, characterData: true, subtree: true });
  return said;
}

/** Chooses `size` in the menu and waits for its price (every size here has its own). */
async function chooseSize(size: string): Promise<void> {
  const select = card().querySelector<HTMLSelectElement>('select')!;
  const price = () => card().querySelector('.sfi-price')!.textContent;
  const before = price();
  select.value = size;
  select.dispatchEvent(new Event('change', { bubbles: true }));
  await waitFor(() => expect(price()).not.toBe(before));
}

async function mountCard(raw: Record<string, unknown>) {
  const page = await mountPage(productHost('PROD1'), { catalog: [raw], inStore: true });
  await waitFor(() => expect(card().querySelector('.sfi-bag__button')).not.toBeNull());
  return page;
}

/** Three sizes: one to add, one a pre-order, one sold out. */
const sized = () => rawProduct(1, { shaded: 0, sized: 1, skus: [
  rawSku(11, { PRODUCT_SIZE: '30 ml', PRICE: 40 }),
  rawSku(12, { PRODUCT_SIZE: '50 ml', PRICE: 55, isPreOrder: 1, INVENTORY_STATUS: 3 }),
  rawSku(13, { PRODUCT_SIZE: '75 ml', PRICE: 70, isOrderable: 0, isShoppable: 0, INVENTORY_STATUS: 7 }),
] });

describe('product shopper: what a size change says', () => {
  it('says nothing on the first render, then the new price and offer once for each size chosen', async () => {
    await mountCard(sized());
    expect(status().textContent).toBe('');
    const said = heard();
    await chooseSize('50 ml');
    await waitFor(() => expect(status().textContent).toBe('$55.00, Pre-order'));
    await chooseSize('75 ml');
    await waitFor(() => expect(status().textContent).toBe('$70.00, Sold out'));
    await chooseSize('30 ml');
    await waitFor(() => expect(status().textContent).toBe('$40.00'));
    expect(said.filter((text, i) => text !== said[i - 1])).toEqual(['$55.00, Pre-order', '$70.00, Sold out', '$40.00']);
  });

  it('names the chosen size in the button, for a product with sizes only', async () => {
    await mountCard(sized());
    expect(bagButton().textContent).toBe('Add to bag Velvet Lipstick 1, 30 ml');
    await chooseSize('75 ml');
    expect(bagButton().textContent).toBe('Sold out Velvet Lipstick 1, 75 ml');
  });

  it('names the chosen size in the favorites heart too, whose pressed state is per size', async () => {
    await mountCard(sized());
    const heart = () => card().querySelector<HTMLButtonElement>('.sfi-fav__button')!;
    expect(heart().getAttribute('aria-label')).toBe('Favorite Velvet Lipstick 1, 30 ml');
    await chooseSize('50 ml');
    expect(heart().getAttribute('aria-label')).toBe('Favorite Velvet Lipstick 1, 50 ml');
  });

  it('names the shade and the size for a product with both', async () => {
    await mountCard(rawProduct(1, { skus: [
      rawSku(11, { SHADENAME: 'Ruby', HEX_VALUE_STRING: '#9b1b30', PRICE: 24, PRODUCT_SIZE: '3.5 g' }),
      rawSku(12, { SHADENAME: 'Ruby', HEX_VALUE_STRING: '#9b1b30', PRICE: 38, PRODUCT_SIZE: '7 g' }),
    ] }));
    expect(bagButton().textContent).toBe('Add to bag Velvet Lipstick 1, Ruby, 3.5 g');
    await chooseSize('7 g');
    expect(bagButton().textContent).toBe('Add to bag Velvet Lipstick 1, Ruby, 7 g');
    expect(status().textContent).toBe('$38.00');
  });

  it('says nothing for a shade of the same price, and says a shade of another price or one sold out', async () => {
    await mountCard(rawProduct(1, { skus: [
      rawSku(11, { SHADENAME: 'Ruby', HEX_VALUE_STRING: '#9b1b30', PRICE: 24, PRODUCT_SIZE: '3.5 g' }),
      rawSku(12, { SHADENAME: 'Coral', HEX_VALUE_STRING: '#f88379', PRICE: 24, PRODUCT_SIZE: '3.5 g' }),
      rawSku(13, { SHADENAME: 'Sunset', HEX_VALUE_STRING: '#f28c28', PRICE: 30, PRODUCT_SIZE: '3.5 g' }),
      rawSku(14, { SHADENAME: 'Nude', HEX_VALUE_STRING: '#d8a48f', PRICE: 30, INVENTORY_STATUS: 7, isOrderable: 0, isShoppable: 0, PRODUCT_SIZE: '3.5 g' }),
    ] }));
    const said = heard();
    click(swatch('Coral'));
    await waitFor(() => expect(bagButton().textContent).toBe('Add to bag Velvet Lipstick 1, Coral'));
    expect(said.filter(Boolean)).toEqual([]);
    click(swatch('Sunset'));
    await waitFor(() => expect(status().textContent).toBe('$30.00'));
    click(swatch('Nude'));
    await waitFor(() => expect(status().textContent).toBe('$30.00, Sold out'));
    // One size only: no select, and the button's name leaves the size out.
    expect(card().querySelector('select')).toBeNull();
    expect(bagButton().textContent).toBe('Sold out Velvet Lipstick 1, Nude');
  });

  it("gives way to an add's words, and an add's words give way to the next choice's", async () => {
    const page = await mountCard(sized());
    await chooseSize('50 ml');
    await waitFor(() => expect(status().textContent).toBe('$55.00, Pre-order'));
    click(bagButton());
    await waitFor(() => expect(page.callsOf('rpc.form', 'cart')).toHaveLength(1));
    await waitFor(() => expect(status().textContent).toBe('Added to your bag.'));
    await chooseSize('30 ml');
    await waitFor(() => expect(status().textContent).toBe('$40.00'));
    // Back to the SKU just added: its price is the news, not the add heard already.
    await chooseSize('50 ml');
    await waitFor(() => expect(status().textContent).toBe('$55.00, Pre-order'));
  });
});
