// The generic modal loader: a same-site link's target fetched and shown sanitised in the dialog.
import { waitFor } from '../setup/wait-for';
import { mountProducts, setUpProductsPage } from './product-card-page';

setUpProductsPage();

const click = (el: Element, init: MouseEventInit = {}) => el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
/** Lets effects run (Preact runs them after the next frame): a shopper cannot click sooner. */
const effects = () => new Promise((resolve) => setTimeout(resolve, 50));
const dialog = () => document.querySelector<HTMLDialogElement>('dialog.sfi-overlay');
let fetchMock: jest.Mock;

function serve(answer: (url: string) => Response | Promise<Response>) {
  fetchMock = jest.fn(async (input: RequestInfo | URL) => answer(input instanceof Request ? input.url : String(input)));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
}
const realFetch = globalThis.fetch;
afterEach(() => (globalThis.fetch = realFetch));

const link = (href: string, props = ' data-prop-title="Shipping and returns"') => `<p><a id="link" href="${href}" data-widget="overlay-link"${props}>Shipping and returns</a></p>`;

describe('overlay-link', () => {
  it('keeps the link\'s text, and a click loads the target with a GET and shows it sanitised in the dialog', async () => {
    serve(() => new Response('<h3>Delivery</h3><p onclick="x()">Free <b>over $50</b>.</p><script>alert(1)</script><img src=x onerror=alert(2)><div data-widget="product-card">x</div>', { status: 200, headers: { 'content-type': 'text/html' } }));
    await mountProducts(link('/info/shipping.tmpl'), { catalog: [] });
    await effects();
    const a = document.getElementById('link')!;
    expect(a.textContent).toBe('Shipping and returns');
    expect(a.getAttribute('href')).toBe('/info/shipping.tmpl');
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    a.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    await waitFor(() => expect(dialog()?.querySelector('h3')?.textContent).toBe('Delivery'), 2000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const html = dialog()!.innerHTML;
    expect(html).not.toMatch(/onclick|onerror|<script|data-widget/);
    expect(document.getElementById(dialog()!.getAttribute('aria-labelledby')!)!.textContent).toBe('Shipping and returns');
    click(dialog()!.querySelector('.sfi-dialog__close')!);
    await waitFor(() => expect(dialog()).toBeNull());
  });

  it('on failure says so in the dialog, with a link to open the page normally', async () => {
    serve(() => new Response('nope', { status: 500 }));
    await mountProducts(link('/info/shipping.tmpl'), { catalog: [] });
    await effects();
    click(document.getElementById('link')!);
    await waitFor(() => expect(dialog()?.querySelector('[role="alert"]')).toBeTruthy(), 2000);
    expect(dialog()!.querySelector('[role="alert"] a')!.getAttribute('href')).toBe('http://localhost/info/shipping.tmpl');
  });

  it('lets the browser follow links to other sites, and modified clicks (new tab)', async () => {
    serve(() => new Response(''));
    await mountProducts(link('https://elsewhere.example/info'), { catalog: [] });
    await effects();
    const away = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    document.getElementById('link')!.addEventListener('click', (e) => e.preventDefault()); // jsdom would try to navigate
    document.getElementById('link')!.dispatchEvent(away);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(dialog()).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('needs a title (it names the dialog); the link is left as it was', async () => {
    await mountProducts(link('/info/shipping.tmpl', ''), { catalog: [] });
    expect(document.getElementById('link')!.getAttribute('data-widget-state')).toBe('error');
    expect(document.getElementById('link')!.textContent).toBe('Shipping and returns');
  });

  it('on demand, refuses a URL on another site', async () => {
    const page = await mountProducts('', { catalog: [] });
    const opened = page.runtime.open('overlay-link', { url: 'https://elsewhere.example/', title: 'X' });
    await waitFor(() => expect(opened.host.getAttribute('data-widget-state')).toBe('error'));
    expect(dialog()).toBeNull();
  });
});
