// The product card makes the page's price formatter while its product is on its way (docs/decisions.md "A phone's
// CPU"): the first currency formatter of a page costs a phone's CPU about 100 ms, and made when the product arrives it
// lengthened the task that draws a listing's cards (the next one, of any locale, costs about 1 ms). A file of its own:
// formatters are kept per module registry.
import { getStore } from '../../../src/store/store';
import { mountPage, productHost, setUpIslandPage } from '../../helpers/island-page';
import { product, rawProduct } from '../../helpers/product-fixtures';
import { waitFor } from '../../helpers/wait-for';

setUpIslandPage({ fakeTimers: true });

const currencyFormatters = (spy: jest.SpyInstance) => spy.mock.calls.filter(([, options]) => (options as Intl.NumberFormatOptions | undefined)?.style === 'currency');

it('makes a currency formatter while the card waits for its product, before any price is drawn', async () => {
  const made = jest.spyOn(Intl, 'NumberFormat');
  await mountPage(productHost('PROD1'), { catalog: [rawProduct(1)], loadBatchPending: true });
  await jest.advanceTimersByTimeAsync(1000);
  expect(document.querySelector('#card .sfi-card--loading')!.getAttribute('aria-busy')).toBe('true');
  expect(currencyFormatters(made)).toHaveLength(1);
  getStore().products.setKey('PROD1', product(1));
  getStore().productsLoading.set(false);
  await waitFor(() => expect(document.querySelector('#card .sfi-price')!.textContent).toBe('$24.00 – $30.00'));
  made.mockRestore();
});
