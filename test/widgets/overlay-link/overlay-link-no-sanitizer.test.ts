// The modal loader where the browser has no HTML sanitizer (jsdom) and DOMPurify's chunk cannot be loaded: the dialog
// fails as it does for a page that cannot be fetched (docs/decisions.md "A sanitizer failure in the modal loader").
import { click, mountPage, setUpIslandPage } from '../../helpers/island-page';
import { waitFor } from '../../helpers/wait-for';

jest.mock('../../../src/ui/sanitize-purify', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

setUpIslandPage({ fakeTimers: true });

const realFetch = globalThis.fetch;
beforeEach(() => (globalThis.fetch = jest.fn(async () => new Response('<h3>Delivery</h3><p>Free over $50.</p>', { headers: { 'content-type': 'text/html' } })) as unknown as typeof fetch));
afterEach(() => (globalThis.fetch = realFetch));

it('a page DOMPurify cannot be loaded for shows the failure and "Open the page instead", not an empty dialog', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  await mountPage('<p><a id="link" href="/info/shipping.tmpl" data-widget="overlay-link" data-prop-title="Shipping and returns">Shipping</a></p>');
  await jest.advanceTimersByTimeAsync(100);
  document.addEventListener('click', (event) => event.preventDefault()); // jsdom does not navigate
  click(document.getElementById('link')!);
  const dialog = () => document.querySelector<HTMLDialogElement>('dialog.sfi-overlay');
  await waitFor(() => expect(dialog()?.querySelector('[role="alert"]') ?? null).not.toBeNull());
  expect(dialog()!.querySelector('[role="alert"]')!.textContent).toBe('Sorry, this could not be loaded. Open the page instead.');
  expect(dialog()!.querySelector('[role="alert"] a')!.getAttribute('href')).toBe('http://localhost/info/shipping.tmpl');
  expect(dialog()!.querySelector('.sfi-overlay__content, [role="status"]')).toBeNull();
  // The console says why, as it does where the page's Trusted Types refuse our policy.
  expect(warn.mock.calls.filter(([first]) => String(first).includes('the sanitizer could not be loaded'))).toHaveLength(1);
  warn.mockRestore();
});
