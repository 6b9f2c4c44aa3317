// Quick view in jsdom (both flavours): opened from a card and on demand, the APG dialog with the
// shopping controls (the add-to-bag island inside), the image following the chosen shade, closing.
import { waitFor } from '../setup/wait-for';
import { mountProducts, productHost, setUpProductsPage } from './product-card-page';
import { rawProduct } from './product-fixtures';

setUpProductsPage();

const click = (el: Element) => el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
/** Lets effects run (Preact runs them after the next frame): a shopper cannot act sooner. */
const effects = () => new Promise((resolve) => setTimeout(resolve, 50));
const dialog = () => document.querySelector<HTMLDialogElement>('dialog.sfi-quick-view');

async function openFromCard() {
  const page = await mountProducts(productHost('PROD1'), { catalog: [rawProduct(1)], inStore: true });
  await waitFor(() => expect(document.querySelector('.sfi-card__quick')).not.toBeNull());
  const button = document.querySelector<HTMLButtonElement>('.sfi-card__quick')!;
  expect(button.textContent).toBe('Quick view Velvet Lipstick 1');
  button.focus();
  click(button);
  await waitFor(() => expect(dialog()?.querySelector('.sfi-bag__button')).toBeTruthy(), 2000);
  await effects();
  return { page, button };
}

describe('quick-view', () => {
  it('opens from a card: a modal dialog named for the product, with shades, add to bag and favorites', async () => {
    await openFromCard();
    const d = dialog()!;
    expect(d.open).toBe(true);
    expect(d.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(d.getAttribute('aria-labelledby')!)!.textContent).toBe('Velvet Lipstick 1');
    expect(d.querySelectorAll('input[type="radio"]')).toHaveLength(3);
    expect(d.querySelector('.sfi-fav__button')).not.toBeNull();
    expect(d.querySelector('a[href="/product/1"]')!.textContent).toBe('See full details');
    expect(d.closest('.sfi-on-demand')).not.toBeNull();
  });

  it('shows the image of the shade chosen inside it', async () => {
    await openFromCard();
    const d = dialog()!;
    expect(d.querySelector('.sfi-qv__image')!.getAttribute('src')).toBe('/media/sku/SKU11.svg');
    const duo = [...d.querySelectorAll<HTMLInputElement>('input[type="radio"]')].find((r) => r.value === 'Sunset Duo')!;
    click(duo);
    await waitFor(() => expect(d.querySelector('.sfi-qv__image')!.getAttribute('src')).toBe('/media/sku/SKU12.svg'));
    expect(d.querySelector('.sfi-qv__image')!.getAttribute('alt')).toBe('Velvet Lipstick 1, Sunset Duo');
  });

  it('adds to the bag from the dialog', async () => {
    const { page } = await openFromCard();
    click(dialog()!.querySelector('.sfi-bag__button')!);
    await waitFor(() => expect(page.callsOf('rpc.form', 'cart')).toHaveLength(1));
  });

  it('closes with its close button: the host goes away and focus returns to the card button', async () => {
    const { button } = await openFromCard();
    click(dialog()!.querySelector('.sfi-dialog__close')!);
    await waitFor(() => expect(document.querySelector('.sfi-on-demand')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it('closes on Escape (the dialog\'s cancel event)', async () => {
    await openFromCard();
    dialog()!.dispatchEvent(new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(dialog()).toBeNull());
  });

  it('opened on demand for a product not in the store, asks prodcat and shows it', async () => {
    const page = await mountProducts('', { catalog: [rawProduct(1), rawProduct(5)], inStore: true });
    page.runtime.open('quick-view', { productId: '5', categoryId: 'CAT1' });
    await waitFor(() => expect(dialog()?.querySelector('.sfi-qv')).toBeTruthy(), 2000);
    expect(page.callsOf('prodcat')).toHaveLength(0); // product 5 was in the store already
    const other = await mountProducts('', { catalog: [rawProduct(7)] });
    other.runtime.open('quick-view', { productId: 'PROD7' });
    await waitFor(() => expect(document.querySelector('[data-product-id="PROD7"]')).not.toBeNull(), 2000);
    expect(other.callsOf('prodcat')).toHaveLength(1);
  });

  it('says so in the dialog when the product cannot be found', async () => {
    const page = await mountProducts('', { catalog: [rawProduct(2)], inStore: true });
    page.runtime.open('quick-view', { productId: 'PROD404' });
    await waitFor(() => expect(dialog()?.textContent).toContain('could not be loaded'), 2000);
  });

  it('on a host of its own is a button that opens the dialog', async () => {
    await mountProducts('<div id="qv" data-widget="quick-view" data-props=\'{"productId":"PROD1","label":"Peek"}\'></div>', { catalog: [rawProduct(1)], inStore: true });
    const button = document.querySelector<HTMLButtonElement>('#qv button')!;
    expect(button.textContent).toBe('Peek');
    click(button);
    await waitFor(() => expect(dialog()).not.toBeNull());
    click(dialog()!.querySelector('.sfi-dialog__close')!);
    await waitFor(() => expect(dialog()).toBeNull());
    expect(document.getElementById('qv')).not.toBeNull();
  });
});
