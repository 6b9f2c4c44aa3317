// The generic modal loader (docs/requirements.md §7): a same-site link's target fetched with a GET and shown,
// sanitised, in the dialog; on demand (StorefrontIslands.overlay.open, a cart answer's OVERLAY) the dialog alone.
import { createGlobalApi } from '../../../src/mount/global-api';
import { getStore } from '../../../src/store/store';
import { click, mountPage, setUpIslandPage } from '../../helpers/island-page';
import { waitFor } from '../../helpers/wait-for';

setUpIslandPage({ fakeTimers: true });

/** Lets effects run (Preact runs them after the next frame): a shopper cannot click sooner. */
const effects = () => jest.advanceTimersByTimeAsync(100);
const dialog = () => document.querySelector<HTMLDialogElement>('dialog.sfi-overlay');
const dialogName = () => document.getElementById(dialog()!.getAttribute('aria-labelledby')!)!;

const realFetch = globalThis.fetch;
let requests: Request[];
function serve(answer: (url: string) => Response) {
  requests = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request);
    return answer(request.url);
  }) as unknown as typeof fetch;
}
beforeEach(() => serve(() => new Response('', { status: 404 })));
afterEach(() => (globalThis.fetch = realFetch));

let stopWatching = () => {};
afterEach(() => stopWatching());
/** Records whether an island took each click over, then stops jsdom from trying to navigate. */
function watchClicks(): boolean[] {
  const prevented: boolean[] = [];
  const watch = (event: Event) => {
    prevented.push(event.defaultPrevented);
    event.preventDefault();
  };
  document.addEventListener('click', watch);
  stopWatching = () => document.removeEventListener('click', watch);
  return prevented;
}

const link = (href: string, props = ' data-prop-title="Shipping and returns"') =>
  `<p><a id="link" href="${href}" data-widget="overlay-link"${props}>Shipping and returns</a></p>`;
const PAGE =
  '<h3>Delivery</h3><p onclick="x()">Free <b>over $50</b>.</p><script>alert(1)</script><img src=x onerror=alert(2)><div data-prop-product-id="1" data-widget-state="mounted">x</div>';

describe('overlay-link on a link', () => {
  it('keeps the link\'s text, and a click loads the target with a GET and shows it sanitised in the dialog', async () => {
    serve(() => new Response(PAGE, { status: 200, headers: { 'content-type': 'text/html' } }));
    await mountPage(link('/info/shipping.tmpl'));
    await effects();
    const a = document.getElementById('link')!;
    expect(a.getAttribute('data-widget-state')).toBe('mounted');
    expect(a.textContent).toBe('Shipping and returns');
    expect(a.getAttribute('href')).toBe('/info/shipping.tmpl');
    expect(click(a).defaultPrevented).toBe(true);
    const opened = document.querySelector<HTMLElement>('.sfi-on-demand[data-widget="overlay-link"]')!;
    expect(JSON.parse(opened.getAttribute('data-props')!)).toEqual({ url: 'http://localhost/info/shipping.tmpl', title: 'Shipping and returns', page: 'http://localhost/info/shipping.tmpl' });
    await waitFor(() => expect(dialog()!.querySelector('.sfi-overlay__content')).not.toBeNull());
    expect(requests.map((r) => [r.method, r.url])).toEqual([['GET', 'http://localhost/info/shipping.tmpl']]);
    expect(dialog()!.querySelector('.sfi-overlay__content')!.innerHTML).toBe('<h3>Delivery</h3><p>Free <b>over $50</b>.</p><img src="x"><div>x</div>');
    expect(dialog()!.getAttribute('aria-modal')).toBe('true');
    expect(dialogName().textContent).toBe('Shipping and returns');
    expect(dialogName().className).toBe('sfi-dialog__title');
  });

  it('says it is loading until the page is in', async () => {
    let release!: () => void;
    globalThis.fetch = jest.fn(
      () => new Promise<Response>((resolve) => (release = () => resolve(new Response('<p>Ready</p>', { status: 200 })))),
    ) as unknown as typeof fetch;
    await mountPage(link('/info/shipping.tmpl'));
    await effects();
    click(document.getElementById('link')!);
    await waitFor(() => expect(dialog()?.querySelector('[role="status"]')?.textContent).toBe('Loading…'));
    release();
    await waitFor(() => expect(dialog()!.querySelector('.sfi-overlay__content')!.innerHTML).toBe('<p>Ready</p>'));
    expect(dialog()!.querySelector('[role="status"]')).toBeNull();
  });

  it('says "Loading…" by changing the words of a region already in the open dialog, not by inserting one with them', async () => {
    globalThis.fetch = jest.fn(() => new Promise<Response>(() => {})) as unknown as typeof fetch;
    await mountPage(link('/info/shipping.tmpl'));
    await effects();
    // Each status region's words as it enters the page.
    const inserted: string[] = [];
    const known = new WeakSet<Element>();
    const watch = new MutationObserver(() => {
      for (const region of document.querySelectorAll('[role="status"]')) {
        if (known.has(region)) continue;
        known.add(region);
        inserted.push(region.textContent!);
      }
    });
    watch.observe(document.body, { childList: true, subtree: true });
    click(document.getElementById('link')!);
    await waitFor(() => expect(dialog()?.querySelector('[role="status"]')?.textContent).toBe('Loading…'));
    watch.disconnect();
    expect(inserted).toEqual(['']);
    expect(dialog()!.open).toBe(true);
  });

  it('closes with its close button: its host goes, focus returns to the link, page scripts hear sfi:overlay:closed', async () => {
    serve(() => new Response('<p>Free delivery.</p>', { status: 200 }));
    await mountPage(link('/info/shipping.tmpl'));
    await effects();
    const closed: unknown[] = [];
    document.addEventListener('sfi:overlay:closed', (e) => closed.push((e as CustomEvent).detail));
    const a = document.getElementById('link')!;
    a.focus();
    click(a);
    await waitFor(() => expect(dialog()?.open).toBe(true));
    // No control of its content can take the focus (jsdom lays nothing out): the dialog has it, not the close button.
    expect(document.activeElement).toBe(dialog());
    const host = document.querySelector('.sfi-on-demand')!;
    click(dialog()!.querySelector('.sfi-dialog__close')!);
    await waitFor(() => expect(document.querySelector('.sfi-on-demand')).toBeNull());
    expect(dialog()).toBeNull();
    expect(closed).toEqual([{ host }]);
    await waitFor(() => expect(document.activeElement).toBe(a));
  });

  it('on failure says so in the dialog, with a link to open the page normally', async () => {
    serve(() => new Response('nope', { status: 500 }));
    await mountPage(link('/info/shipping.tmpl'));
    await effects();
    click(document.getElementById('link')!);
    await waitFor(() => expect(dialog()!.querySelector('[role="alert"]')).not.toBeNull());
    expect(dialog()!.querySelector('[role="alert"]')!.textContent).toBe('Sorry, this could not be loaded. Open the page instead.');
    expect(dialog()!.querySelector('[role="alert"] a')!.getAttribute('href')).toBe('http://localhost/info/shipping.tmpl');
  });

  it('lets the browser follow links to other sites', async () => {
    await mountPage(link('https://elsewhere.example/info'));
    await effects();
    const prevented = watchClicks();
    click(document.getElementById('link')!);
    await effects();
    expect(prevented).toEqual([false]);
    expect(document.querySelector('.sfi-on-demand')).toBeNull();
    expect(requests).toEqual([]);
  });

  it.each<[string, MouseEventInit]>([
    ['a ctrl-click', { ctrlKey: true }],
    ['a cmd-click', { metaKey: true }],
    ['a shift-click', { shiftKey: true }],
    ['a middle click', { button: 1 }],
  ])('lets the browser handle %s (a new tab or window)', async (_name, init) => {
    await mountPage(link('/info/shipping.tmpl'));
    await effects();
    const prevented = watchClicks();
    click(document.getElementById('link')!, init);
    await effects();
    expect(prevented).toEqual([false]);
    expect(document.querySelector('.sfi-on-demand')).toBeNull();
    expect(requests).toEqual([]);
  });

  it('shows a label other than the title when given one', async () => {
    await mountPage(link('/info/shipping.tmpl', ' data-props=\'{"title":"Shipping and returns","label":"Delivery info"}\''));
    expect(document.getElementById('link')!.textContent).toBe('Delivery info');
  });

  it('needs a title (it names the dialog); the link is left as it was', async () => {
    await mountPage(link('/info/shipping.tmpl', ''));
    const a = document.getElementById('link')!;
    expect(a.getAttribute('data-widget-state')).toBe('error');
    expect(a.textContent).toBe('Shipping and returns');
    expect((console.warn as jest.Mock).mock.calls.map((c) => c[0])).toEqual([
      '[storefront-islands] <a#link data-widget="overlay-link">: bad props: prop "title" is required: it names the dialog, and is the link\'s text unless "label" is given; the host was left as it was.',
    ]);
  });
});

describe('overlay-link on demand', () => {
  it('StorefrontIslands.overlay.open shows a page in the dialog at the size asked for; close() removes it', async () => {
    serve(() => new Response('<p>Returns within 30 days.</p>', { status: 200 }));
    const page = await mountPage('');
    const api = createGlobalApi(page.runtime, getStore(), page.rpc, 'test', 'preact');
    // Absolute: the test environment's Request (Node's) cannot resolve a relative URL.
    const overlay = api.overlay.open('http://localhost/info/shipping.tmpl', { width: 600, title: 'Shipping' });
    expect(overlay.host.getAttribute('data-widget')).toBe('overlay-link');
    expect(JSON.parse(overlay.host.getAttribute('data-props')!)).toEqual({ url: 'http://localhost/info/shipping.tmpl', title: 'Shipping', width: 600 });
    await waitFor(() => expect(dialog()?.querySelector('.sfi-overlay__content')?.innerHTML).toBe('<p>Returns within 30 days.</p>'));
    expect(requests.map((r) => r.url)).toEqual(['http://localhost/info/shipping.tmpl']);
    await waitFor(() => expect(dialog()!.style.getPropertyValue('--sfi-dialog-width')).toBe('600px'));
    expect(dialog()!.style.getPropertyValue('--sfi-dialog-height')).toBe('');
    overlay.close();
    await overlay.closed;
    expect(overlay.host.isConnected).toBe(false);
    expect(dialog()).toBeNull();
  });

  it('shows server HTML it is given, sanitised, without fetching, its title kept for screen readers when the HTML has no heading', async () => {
    const page = await mountPage('');
    page.runtime.open('overlay-link', { html: '<p>Added</p><a href="/cart" onclick="x()">View bag</a>', title: 'Added to your bag' });
    await waitFor(() => expect(dialog()?.querySelector('.sfi-overlay__content')?.innerHTML).toBe('<p>Added</p><a href="/cart">View bag</a>'));
    expect(dialogName().textContent).toBe('Added to your bag');
    expect(dialogName().hidden).toBe(true);
    expect(requests).toEqual([]);
  });

  it('is described by server HTML it is given (a bag add\'s summary, its focus on the link after it), not by a page it fetched', async () => {
    serve(() => new Response('<p>Returns within 30 days.</p>', { status: 200, headers: { 'content-type': 'text/html' } }));
    const page = await mountPage(link('/info/shipping.tmpl'));
    await effects();
    const added = page.runtime.open('overlay-link', { html: '<p>Velvet Lipstick, Nude Dream</p><p>2 items in your bag</p><a href="/cart">View bag</a>', title: 'Added to your bag' });
    await waitFor(() => expect(dialog()?.getAttribute('aria-describedby')).toBeTruthy());
    const description = document.getElementById(dialog()!.getAttribute('aria-describedby')!);
    expect(description?.textContent).toBe('Velvet Lipstick, Nude Dream2 items in your bagView bag');
    expect(description?.classList.contains('sfi-overlay__content')).toBe(true);
    added.close();
    await added.closed;
    click(document.getElementById('link')!);
    await waitFor(() => expect(dialog()?.querySelector('.sfi-overlay__content')?.innerHTML).toBe('<p>Returns within 30 days.</p>'));
    expect(dialog()!.hasAttribute('aria-describedby')).toBe(false);
  });

  it('refuses a URL on another site', async () => {
    const page = await mountPage('');
    const opened = page.runtime.open('overlay-link', { url: 'https://elsewhere.example/', title: 'X' });
    await waitFor(() => expect(opened.host.getAttribute('data-widget-state')).toBe('error'));
    await opened.closed;
    expect(dialog()).toBeNull();
    expect(requests).toEqual([]);
  });
});

describe('overlay-link presets (docs/requirements.md §2.2, §9)', () => {
  it.each([
    ['quiz', 'http://localhost/blue_ocean/quiz_overlay.tmpl', 'Beauty quiz'],
    ['quiz-women', 'http://localhost/blue_ocean/quiz_overlay.tmpl?womensQuiz', 'Beauty quiz'],
    ['quiz-men', 'http://localhost/blue_ocean/quiz_overlay.tmpl?mensQuiz', 'Beauty quiz'],
    ['foundation-finder', 'http://localhost/foundation_finder/frame.tmpl', 'Foundation finder'],
  ])('%s opens its page at 780x525 with its title', async (preset, url, title) => {
    serve(() => new Response('<p>Question 1</p>', { status: 200 }));
    const page = await mountPage('');
    page.runtime.open('overlay-link', { preset });
    await waitFor(() => expect(dialog()?.querySelector('.sfi-overlay__content')?.innerHTML).toBe('<p>Question 1</p>'));
    expect(requests.map((r) => r.url)).toEqual([url]);
    expect(dialogName().textContent).toBe(title);
    expect(dialog()!.style.getPropertyValue('--sfi-dialog-width')).toBe('780px');
    expect(dialog()!.style.getPropertyValue('--sfi-dialog-height')).toBe('525px');
  });

  it('on a link: the dialog shows the preset\'s page, named and sized by it; the link keeps its own page for new tabs', async () => {
    serve(() => new Response('<p>Question 1</p>', { status: 200 }));
    await mountPage(link('/lcl/blue_ocean/quiz/welcome.html?mensQuiz', ' data-prop-preset="quiz-men" data-prop-label="Take the quiz"'));
    await effects();
    const a = document.getElementById('link')!;
    expect([a.textContent, a.getAttribute('href')]).toEqual(['Take the quiz', '/lcl/blue_ocean/quiz/welcome.html?mensQuiz']);
    click(a);
    const opened = document.querySelector<HTMLElement>('.sfi-on-demand[data-widget="overlay-link"]')!;
    expect(JSON.parse(opened.getAttribute('data-props')!)).toEqual({
      url: 'http://localhost/blue_ocean/quiz_overlay.tmpl?mensQuiz', title: 'Beauty quiz', width: 780, height: 525,
      page: 'http://localhost/lcl/blue_ocean/quiz/welcome.html?mensQuiz', // where the dialog leads should it fail
    });
  });

  it('props given beside a preset win over it', async () => {
    serve(() => new Response('<p>Finder</p>', { status: 200 }));
    const page = await mountPage('');
    page.runtime.open('overlay-link', { preset: 'foundation-finder', title: 'Find your shade', width: 600 });
    await waitFor(() => expect(dialog()?.querySelector('.sfi-overlay__content')?.innerHTML).toBe('<p>Finder</p>'));
    expect(dialogName().textContent).toBe('Find your shade');
    expect(dialog()!.style.getPropertyValue('--sfi-dialog-width')).toBe('600px');
    expect(dialog()!.style.getPropertyValue('--sfi-dialog-height')).toBe('525px');
  });

  it('on a link, a page the host names wins over its href and the preset\'s page as where a failed dialog leads', async () => {
    serve(() => new Response('<p>Question 1</p>', { status: 200 }));
    await mountPage(link('/lcl/blue_ocean/quiz/welcome.html?mensQuiz', ' data-prop-preset="quiz-men" data-prop-page="/quiz/start.tmpl"'));
    await effects();
    click(document.getElementById('link')!);
    const opened = document.querySelector<HTMLElement>('.sfi-on-demand[data-widget="overlay-link"]')!;
    expect(JSON.parse(opened.getAttribute('data-props')!).page).toBe('http://localhost/quiz/start.tmpl');
  });

  it('refuses a preset it does not know, naming the ones it does', async () => {
    const page = await mountPage('');
    const opened = page.runtime.open('overlay-link', { preset: 'quizz' });
    await opened.closed;
    expect(requests).toEqual([]);
    expect((console.warn as jest.Mock).mock.calls.map((c) => c[0])).toEqual([
      '[storefront-islands] <div.sfi-on-demand data-widget="overlay-link">: bad props: prop "title" is required: it names the dialog, and is the link\'s text unless "label" is given; prop "preset" must be one of "quiz", "quiz-women", "quiz-men", "foundation-finder", got "quizz" — did you mean "quiz"?; it is left out; the host was left as it was.',
    ]);
  });
});

describe('overlay-link: what a fetched page may bring', () => {
  it('a #fragment shows only the element with that id; one the page lacks (or a malformed one), the whole page', async () => {
    serve(() => new Response('<main><p>Intro</p><section id="sign-in"><h2>Returning customer</h2></section><section id="new-account"><h2>New</h2></section></main>', { status: 200 }));
    const page = await mountPage('');
    const first = page.runtime.open('overlay-link', { url: '/account/signin.tmpl?return_url=%2Fcart#sign-in', title: 'Sign in' });
    await waitFor(() => expect(dialog()?.querySelector('.sfi-overlay__content')?.innerHTML).toBe('<section id="sign-in"><h2>Returning customer</h2></section>'));
    expect(requests.map((r) => r.url)).toEqual(['http://localhost/account/signin.tmpl?return_url=%2Fcart']);
    first.close();
    await first.closed;
    for (const url of ['/account/signin.tmpl#nowhere', '/account/signin.tmpl#%E0%A4%A']) {
      const other = page.runtime.open('overlay-link', { url, title: 'Sign in' });
      await waitFor(() => expect(dialog()?.querySelector('.sfi-overlay__content')?.innerHTML).toBe(
        '<main><p>Intro</p><section id="sign-in"><h2>Returning customer</h2></section><section id="new-account"><h2>New</h2></section></main>',
      ));
      other.close();
      await other.closed;
    }
  });

  it('islands in a fetched page mount: their host attributes pass the sanitiser, nothing else of the contract does', async () => {
    serve(() => new Response(
      '<p>Bag: <span id="count" data-widget="cart-count" data-hydrate="load" data-props=\'{"hideWhenEmpty":false}\' data-prop-hide-when-empty="true" data-widget-state="mounted" onclick="x()">0</span></p>',
      { status: 200 },
    ));
    const page = await mountPage('', { userCookie: 'item_count:2' });
    page.runtime.open('overlay-link', { url: '/info/bag.tmpl', title: 'Your bag' });
    await waitFor(() => expect(document.getElementById('count')?.getAttribute('data-widget-state')).toBe('mounted'));
    const host = document.getElementById('count')!;
    expect(host.getAttribute('data-props')).toBe('{"hideWhenEmpty":false}');
    expect([host.hasAttribute('data-prop-hide-when-empty'), host.hasAttribute('onclick'), host.getAttribute('data-hydrate')]).toEqual([false, false, 'load']);
    expect(host.querySelector('.sfi-cart-count')!.getAttribute('data-count')).toBe('2');
  });

  it('an element marked data-overlay-widget becomes a host in the dialog (its page keeps it as it is)', async () => {
    serve(() => new Response('<section id="panel"><div id="count" data-overlay-widget="cart-count"><span>0</span></div></section>', { status: 200 }));
    const page = await mountPage('<div id="on-page" data-overlay-widget="cart-count"><span>server</span></div>', { userCookie: 'item_count:3' });
    page.runtime.open('overlay-link', { url: '/info/bag.tmpl#panel', title: 'Your bag' });
    await waitFor(() => expect(document.getElementById('count')?.getAttribute('data-widget-state')).toBe('mounted'));
    const host = document.getElementById('count')!;
    expect([host.getAttribute('data-widget'), host.hasAttribute('data-overlay-widget')]).toEqual(['cart-count', false]);
    expect(document.getElementById('on-page')!.outerHTML).toBe('<div id="on-page" data-overlay-widget="cart-count"><span>server</span></div>');
  });

  it('server HTML handed over (a cart answer\'s OVERLAY) mounts no island: its hosts are plain elements', async () => {
    const page = await mountPage('');
    page.runtime.open('overlay-link', { html: '<p>Added. <span data-widget="cart-count" data-props="{}">1</span> <b data-overlay-widget="cart-count">x</b></p>', title: 'Added to your bag' });
    await waitFor(() => expect(dialog()?.querySelector('.sfi-overlay__content')?.innerHTML).toBe('<p>Added. <span>1</span> <b>x</b></p>'));
  });
});
