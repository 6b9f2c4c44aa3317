// The foundation, as a shopper and a legacy page script meet it, in both flavours.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  FLAVOURS,
  assertNoAxeViolations,
  hostStates,
  layoutShifts,
  openPage,
  openShiftsPage,
  signIn,
  waitForIslands,
  withFlavour,
  useDemoAndBrowser,
} from './harness';

const env = useDemoAndBrowser();

for (const flavour of FLAVOURS) {
  describe(`foundation (${flavour})`, () => {
    it('home page: every host mounts, no error, no CSP violation, no axe violation, anonymous class', async () => {
      const watched = await openPage(env.browser);
      const { page } = watched;
      await page.goto(withFlavour(`${env.demo.url}/`, flavour));
      await waitForIslands(page);
      const states = await hostStates(page);
      assert.ok(states.length >= 2, 'the home page has widget hosts');
      assert.deepEqual(states.filter(([, state]) => state !== 'mounted'), [], 'hosts not mounted');
      assert.equal(await page.evaluate(() => document.body.classList.contains('anonymous')), true);
      const api = await page.evaluate(() => {
        const a = (window as any).StorefrontIslands;
        return { version: a.version, flavour: a.flavour, itemCount: a.store.get().itemCount };
      });
      assert.equal(api.flavour, flavour);
      assert.match(api.version, /^\d+\.\d+\.\d+/);
      assert.equal(api.itemCount, 0);
      await assertNoAxeViolations(page, `/ (${flavour})`);
      await watched.assertClean();
      await watched.context.close();
    });

    it('a legacy template that loads the classic loader gets every island, under Trusted Types, with no report', async () => {
      const watched = await openPage(env.browser);
      const { page } = watched;
      const response = await page.goto(withFlavour(`${env.demo.url}/?script=classic`, flavour));
      const markup = await response!.text();
      assert.match(markup, new RegExp(`<script src="/dist/${flavour}/storefront\\.loader\\.js" defer integrity="sha384-`));
      assert.doesNotMatch(markup, /<script type="module"/, 'the page itself writes no module script');
      assert.match(response!.headers()['content-security-policy'] ?? '', /require-trusted-types-for 'script'; trusted-types [^;]*storefront-islands-loader/);
      await waitForIslands(page);
      const states = await hostStates(page);
      assert.ok(states.length >= 2, 'the home page has widget hosts');
      assert.deepEqual(states.filter(([, state]) => state !== 'mounted'), [], 'hosts not mounted');
      assert.equal(await page.evaluate(() => document.querySelector<HTMLScriptElement>('script[type="module"]')?.src), `${env.demo.url}/dist/${flavour}/storefront.js`);
      assert.equal(await page.evaluate(() => (window as any).StorefrontIslands?.flavour), flavour);
      await watched.assertClean();
      await watched.context.close();
    });

    it('a shopper signs in and the page shows the signed-in state; the load batch is one request', async () => {
      const watched = await openPage(env.browser);
      const { page } = watched;
      await signIn(page, env.demo.url, 'shopper@example.com');
      await page.waitForLoadState('networkidle'); // the landing page's own load batch is not this test's
      const rpcPosts: string[] = [];
      page.on('request', (request) => {
        // The body goes out as a stream (ky), which devtools cannot show; dbgmethod names the batch's methods.
        if (request.url().includes('/rpc/jsonrpc.tmpl')) rpcPosts.push(new URL(request.url()).searchParams.get('dbgmethod') ?? '');
      });
      await page.goto(withFlavour(`${env.demo.url}/`, flavour));
      await waitForIslands(page);
      await page.waitForFunction(() => (window as any).StorefrontIslands?.store.get().user !== null);
      assert.equal(await page.evaluate(() => document.body.classList.contains('logged-in')), true);
      const user = await page.evaluate(() => (window as any).StorefrontIslands.store.get().user);
      assert.equal(user.email, 'shopper@example.com');
      assert.equal(user.signed_in, 1);
      assert.equal(rpcPosts.length, 1, 'one JSON-RPC request on load');
      // The home page's product cards name their products; the bag is empty, so no trans.get.
      assert.deepEqual(rpcPosts, ['prodcat,user.fullData'], 'prodcat and user.fullData in one request, nothing else');
      assert.equal(await page.getByRole('banner').getByText(/Hi, Sam/).count(), 1);
      await watched.assertClean();
      await watched.context.close();
    });

    it('a new shopper creates an account; a wrong password keeps the typed email and says what went wrong', async () => {
      const watched = await openPage(env.browser);
      const { page } = watched;
      await page.goto(withFlavour(`${env.demo.url}/account/signin.tmpl#new-account`, flavour));
      const create = page.locator('#new-account');
      const email = `new-${flavour}-${Date.now()}@example.com`;
      await create.getByLabel('First name').fill('Robin');
      await create.getByLabel('Email address').fill(email);
      await create.getByLabel('Password').fill('a long enough password');
      await Promise.all([page.waitForURL((url) => !url.pathname.startsWith('/account/signin')), create.getByRole('button', { name: 'Create account' }).click()]);
      await waitForIslands(page);
      assert.equal(await page.evaluate(() => document.body.classList.contains('logged-in')), true);
      assert.equal(await page.getByRole('banner').getByText(/Hi, Robin/).count(), 1);

      const other = await openPage(env.browser);
      await other.page.goto(`${env.demo.url}/account/signin.tmpl`);
      const signin = other.page.locator('#sign-in');
      await signin.getByLabel('Email address').fill('shopper@example.com');
      await signin.getByLabel('Password').fill('wrong password');
      await signin.getByRole('button', { name: 'Sign in' }).click();
      await other.page.locator('#sign-in').getByText(/password/i).first().waitFor();
      assert.equal(await other.page.locator('#sign-in').getByLabel('Email address').inputValue(), 'shopper@example.com');
      await assertNoAxeViolations(other.page, `sign-in error (${flavour})`);
      await watched.assertClean();
      await watched.context.close();
      await other.context.close();
    });

    it('a representative signs in and sees the representative header with their email on every page', async () => {
      const watched = await openPage(env.browser);
      const { page } = watched;
      await signIn(page, env.demo.url, 'csr@example.com');
      for (const path of ['/', '/product/1', '/cart']) {
        await page.goto(withFlavour(`${env.demo.url}${path}`, flavour));
        const header = page.getByRole('region', { name: 'Customer service representative' });
        await header.waitFor();
        assert.match(await header.innerText(), /csr@example\.com/);
        // Signed in with their own account (the header greets them by name), they act for themselves, not for a guest.
        await page.waitForFunction(() => document.querySelector('[data-widget="csr-header"]')?.getAttribute('data-widget-state') === 'mounted');
        assert.match(await header.innerText(), /Representative csr@example\.com is acting for themselves\./);
        assert.match(await page.getByRole('navigation', { name: 'Account' }).innerText(), /Hi, Chris/);
        assert.equal(await page.evaluate(() => document.body.classList.contains('csr')), true);
        await assertNoAxeViolations(page, `${path} as representative (${flavour})`);
      }
      await watched.assertClean();
      await watched.context.close();
    });

    it('the representative header moves nothing as it comes: the page writes the bar, the island keeps it (no layout shift, 1280 and 320 px)', async () => {
      const watched = await openShiftsPage(env.browser, { width: 1280, height: 800 });
      const { page } = watched;
      await signIn(page, env.demo.url, 'csr@example.com');
      for (const width of [1280, 320]) {
        await page.setViewportSize({ width, height: 800 });
        for (const path of ['/', '/product/1']) {
          await page.goto(withFlavour(`${env.demo.url}${path}`, flavour));
          await waitForIslands(page);
          // The island's own bar (the page's sits one level deeper, in the island's placeholder).
          await page.locator('[data-widget="csr-header"] > section.sfi-csr-header').waitFor();
          await page.waitForLoadState('networkidle');
          const shifts = await layoutShifts(page);
          // Everything under the bar moves with it: the site header and the main content are what it would push.
          const pushed = shifts.filter(({ moved }) => moved.includes('header.site-header') || moved.includes('main'));
          assert.deepEqual(pushed, [], `${path} at ${width} px: layout shifts that moved the site header or the main content`);
        }
      }
      await watched.assertClean();
      await watched.context.close();
    });

    it('the widget catalogue mounts every island it shows, with no error, CSP report or axe violation', async () => {
      const watched = await openPage(env.browser);
      const { page } = watched;
      await page.goto(withFlavour(`${env.demo.url}/widgets`, flavour));
      await waitForIslands(page);
      const states = await hostStates(page);
      // The catalogue's failure example (a product card with a misspelt prop) is the one host meant not to mount.
      assert.deepEqual(states.filter(([, state]) => state !== 'mounted'), [['product-card', 'error']], 'hosts not mounted');
      const shown = new Set(states.map(([name]) => name));
      for (const name of ['cart-count', 'csr-header', 'typeahead', 'recent-searches', 'product-card', 'add-to-bag', 'favorite', 'product-grid', 'overlay-link', 'quiz', 'account-form']) {
        assert.ok(shown.has(name), `the catalogue shows ${name}`);
      }
      await assertNoAxeViolations(page, `/widgets (${flavour})`);
      await watched.assertClean();
      await watched.context.close();
    });

    it('an anonymous shopper sees no representative header', async () => {
      const watched = await openPage(env.browser);
      await watched.page.goto(withFlavour(`${env.demo.url}/`, flavour));
      await waitForIslands(watched.page);
      assert.equal(await watched.page.getByRole('region', { name: 'Customer service representative' }).count(), 0);
      await watched.context.close();
    });

    it('a host added after load mounts; a broken host stays isolated; loading the bundle twice mounts nothing twice', async () => {
      const watched = await openPage(env.browser);
      const { page } = watched;
      await page.goto(withFlavour(`${env.demo.url}/`, flavour));
      await waitForIslands(page);
      // Built node by node: the page enforces Trusted Types, so a legacy script may not insert markup from a string.
      await page.evaluate(() => {
        const element = (tag: string, attributes: Record<string, string>, ...children: Array<Node | string>) => {
          const made = document.createElement(tag);
          for (const [name, value] of Object.entries(attributes)) made.setAttribute(name, value);
          made.append(...children);
          return made;
        };
        document.querySelector('main')!.append(
          element('p', { id: 'late' }, 'Bag ', element('span', { id: 'late-host', 'data-widget': 'cart-count' }, '0')),
          element('div', { id: 'bad-json', 'data-widget': 'cart-count', 'data-props': '{oops' }, 'server content'),
          element('div', { id: 'unknown', 'data-widget': 'no-such-island' }, 'kept as is'),
        );
      });
      await page.waitForFunction(() => document.getElementById('late-host')?.getAttribute('data-widget-state') === 'mounted');
      assert.equal(await page.locator('#late-host .sfi-cart-count').count(), 1);
      assert.equal(await page.getAttribute('#bad-json', 'data-widget-state'), 'error');
      assert.equal(await page.textContent('#bad-json'), 'server content');
      assert.equal(await page.textContent('#unknown'), 'kept as is');
      assert.ok(watched.warnings.some((w) => w.includes('#bad-json') && w.includes('not valid JSON')), 'warning names the bad host');
      assert.ok(watched.warnings.some((w) => w.includes('#unknown') && w.includes('no-such-island')), 'warning names the unknown host');

      const before = await page.locator('.sfi-cart-count').count();
      // The first copy's global API, and what a copy built before page-wide state moved under a symbol would look for.
      await page.evaluate(() => ((window as unknown as { __firstApi: unknown }).__firstApi = (window as unknown as { StorefrontIslands: unknown }).StorefrontIslands));
      assert.equal(await page.evaluate(() => (window as unknown as Record<string, unknown>)['__storefrontIslands:runtime:v1']), true, 'the mark an earlier copy reads');
      // A second module copy of the entry (import(): a script's src from a string is a Trusted Types sink).
      await page.evaluate((src) => import(`${src}?second-copy`), `/dist/${flavour}/storefront.js`);
      await page.waitForLoadState('networkidle');
      assert.equal(await page.locator('.sfi-cart-count').count(), before, 'the second copy mounted nothing');
      assert.equal(await page.evaluate(() => {
        const w = window as unknown as { __firstApi: unknown; StorefrontIslands: unknown };
        return w.StorefrontIslands === w.__firstApi;
      }), true, 'the second copy did not start: the global API is still the first copy\'s');

      await page.evaluate(() => document.getElementById('late')!.remove());
      await watched.assertClean();
      await watched.context.close();
    });

    it('a page whose Trusted Types rules leave out our policy: the results still show (without server HTML), and the modal loader says it could not show the page', async () => {
      const watched = await openPage(env.browser);
      const { page } = watched;
      // The page's own CSP, with `trusted-types` naming no policy: server HTML cannot be signed.
      await page.route('**/esearch?*', async (route) => {
        const response = await route.fetch();
        const csp = (response.headers()['content-security-policy'] ?? '').replace(/trusted-types [^;]*/, "trusted-types 'none'");
        assert.match(csp, /require-trusted-types-for 'script'; trusted-types 'none'/);
        await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': csp } });
      });
      await page.goto(withFlavour(`${env.demo.url}/esearch?search=gift`, flavour));
      await waitForIslands(page);
      const results = page.locator('[data-widget="search-results"]');
      assert.equal(await results.getAttribute('data-widget-state'), 'mounted');
      await results.locator('.sfi-search__grid > li').first().waitFor();
      // The answer had a content zone (its box is there); its server HTML is not.
      assert.equal(await results.locator('.sfi-search__zones').count(), 1, 'the answer carried a content zone');
      assert.equal(await results.locator('.sfi-search__zone').count(), 0, 'no server HTML');

      await page.evaluate(() => (window as any).StorefrontIslands.overlay.open('/info/shipping.tmpl', { title: 'Shipping and returns' }));
      const dialog = page.getByRole('dialog', { name: 'Shipping and returns' });
      await dialog.getByRole('alert').filter({ hasText: 'Sorry, this could not be loaded. Open the page instead.' }).waitFor();
      assert.ok(watched.warnings.some((text) => text.includes('server HTML not shown: Trusted Types refuse "storefront-islands"')), 'the console says why');
      assert.deepEqual(watched.pageErrors.map(String), [], 'nothing uncaught');
      // The only report is the page refusing our policy's creation; no markup was ever refused at a sink.
      const reports = [...watched.cspViolations, ...(await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []))];
      assert.ok(reports.length > 0, 'the page reported the refused policy');
      assert.deepEqual(reports.filter((report) => /require-trusted-types-for|TrustedHTML/.test(report)), [], 'no markup refused at a sink');
      await watched.context.close();
    });

    it('markup copied from a live page (data-widget-state and the island\'s DOM inside) gets a working island, and a warning naming the host', async () => {
      const watched = await openPage(env.browser);
      const { page } = watched;
      await page.goto(withFlavour(`${env.demo.url}/`, flavour));
      await waitForIslands(page);
      // What DevTools' "Copy outerHTML" gives of the mounted quiz link, pasted by a merchandiser into the page.
      const copied = await page.getByRole('link', { name: 'Take the makeup quiz' }).evaluate((a) => a.outerHTML);
      assert.match(copied, /data-widget-state="mounted"/);
      await page.route((url) => url.pathname === '/', async (route) => {
        const response = await route.fetch();
        const body = (await response.text()).replace('</main>', `<p id="pasted">${copied}</p></main>`);
        await route.fulfill({ response, body });
      });
      await page.goto(withFlavour(`${env.demo.url}/`, flavour));
      await waitForIslands(page);
      const about = watched.warnings.filter((w) => w.includes('data-widget-state'));
      assert.deepEqual(about, ['[storefront-islands] <a data-widget="overlay-link">: data-widget-state="mounted" came with the markup; mounting afresh.']);
      const pasted = page.locator('#pasted').getByRole('link', { name: 'Take the makeup quiz' });
      assert.equal(await pasted.getAttribute('data-widget-state'), 'mounted');
      await pasted.click();
      await page.getByRole('dialog', { name: 'Beauty quiz' }).waitFor();
      assert.equal(new URL(page.url()).pathname, '/', 'the quiz opened over the page');
      await watched.assertClean();
      await watched.context.close();
    });

    it('a host whose props were in a <script> child, copied from a live page, keeps its props and mounts with them', async () => {
      const watched = await openPage(env.browser);
      const { page } = watched;
      let added = '<div id="live" data-widget="quick-view"><script type="application/json">{"productId": "PROD2", "label": "Have a look"}</script></div>';
      await page.route((url) => url.pathname === '/', async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, body: (await response.text()).replace('</main>', `${added}</main>`) });
      });
      await page.goto(withFlavour(`${env.demo.url}/`, flavour));
      await waitForIslands(page);
      // What DevTools' "Copy outerHTML" gives of the mounted host: the island's DOM in place of the props script.
      const copied = await page.locator('#live').evaluate((host) => host.outerHTML);
      assert.doesNotMatch(copied, /<script/);
      added = `<section id="pasted">${copied.replace('id="live" ', '')}</section>`;
      await page.goto(withFlavour(`${env.demo.url}/`, flavour));
      await waitForIslands(page);
      const host = page.locator('#pasted [data-widget="quick-view"]');
      assert.equal(await host.getAttribute('data-widget-state'), 'mounted');
      await host.getByRole('button', { name: 'Have a look' }).waitFor();
      assert.deepEqual(watched.warnings.filter((w) => w.includes('quick-view')), ['[storefront-islands] <div data-widget="quick-view">: data-widget-state="mounted" came with the markup; mounting afresh.']);
      await watched.assertClean();
      await watched.context.close();
    });

    it('a page script mounts a host again after its chunk failed to load, once the network is back', async () => {
      const watched = await openPage(env.browser);
      const { page } = watched;
      const chunk = `**/dist/${flavour}/islands/overlay-link-*.js`;
      await page.route(chunk, (route) => route.abort('internetdisconnected'));
      await page.goto(withFlavour(`${env.demo.url}/`, flavour));
      await waitForIslands(page);
      const link = page.getByRole('link', { name: 'Take the makeup quiz' });
      assert.equal(await link.getAttribute('data-widget-state'), 'error');
      assert.ok(watched.warnings.some((w) => w.includes('the "overlay-link" island could not be loaded')), 'the failure was said');
      await page.unroute(chunk);
      await link.evaluate((host) => (window as unknown as { StorefrontIslands: { mount(root: Element): void } }).StorefrontIslands.mount(host));
      await page.locator('[data-widget-state="mounted"]', { hasText: 'Take the makeup quiz' }).waitFor();
      await link.focus(); // a keyboard shopper
      await page.keyboard.press('Enter');
      await page.getByRole('dialog', { name: 'Beauty quiz' }).waitFor();
      assert.equal(new URL(page.url()).pathname, '/', 'the quiz opened over the page');
      await watched.assertClean();
      await watched.context.close();
    });

    it('a page where a copy built before this one already started: this copy starts nothing', async () => {
      const watched = await openPage(env.browser);
      const { page } = watched;
      // What such a copy leaves on window once it has booted (its hosts would carry its states).
      await page.addInitScript(() => ((window as unknown as Record<string, unknown>)['__storefrontIslands:runtime:v1'] = true));
      await page.goto(withFlavour(`${env.demo.url}/`, flavour));
      await page.waitForLoadState('networkidle');
      assert.equal(await page.locator('[data-widget-state]').count(), 0, 'no host taken');
      assert.equal(await page.evaluate(() => 'StorefrontIslands' in window), false, 'no global API of its own');
      await watched.assertClean();
      await watched.context.close();
    });

    it('data-hydrate="visible" hosts mount as the shopper scrolls to them, not before', async () => {
      const watched = await openPage(env.browser);
      const { page } = watched;
      await page.goto(withFlavour(`${env.demo.url}/`, flavour));
      await waitForIslands(page);
      // Forty bag counts a screen apart, below the page's own content (built node by node: Trusted Types).
      await page.evaluate(() => {
        const area = document.createElement('section');
        area.id = 'far';
        for (let i = 0; i < 40; i++) {
          const host = document.createElement('span');
          host.id = `far-${i}`;
          host.setAttribute('data-widget', 'cart-count');
          host.setAttribute('data-hydrate', 'visible');
          host.style.cssText = 'display:block;margin-top:100vh';
          host.textContent = 'server count';
          area.append(host);
        }
        document.querySelector('main')!.append(area);
      });
      const states = () => page.evaluate(() => [...document.querySelectorAll('#far [data-widget]')].map((host) => host.getAttribute('data-widget-state')));
      await page.waitForFunction(() => document.getElementById('far-39')?.getAttribute('data-widget-state') === 'pending');
      assert.equal((await states()).filter((state) => state === 'mounted').length, 0, 'nothing far below the fold mounted');
      await page.locator('#far-20').scrollIntoViewIfNeeded();
      await page.waitForFunction(() => document.getElementById('far-20')?.getAttribute('data-widget-state') === 'mounted');
      const mounted = (await states()).map((state, i) => (state === 'mounted' ? i : -1)).filter((i) => i >= 0);
      assert.ok(mounted.length <= 4, `only the hosts near the view mounted (${mounted.join(', ')})`);
      await page.locator('#far-39').scrollIntoViewIfNeeded();
      await page.waitForFunction(() => document.getElementById('far-39')?.getAttribute('data-widget-state') === 'mounted');
      assert.equal(await page.locator('#far-39 .sfi-cart-count').getAttribute('data-count'), '0');
      await watched.assertClean();
      await watched.context.close();
    });

    it('the bag count follows the FE_USER_CART cookie when another tab changes it', async () => {
      const watched = await openPage(env.browser);
      const { page, context } = watched;
      await page.goto(withFlavour(`${env.demo.url}/`, flavour));
      await waitForIslands(page);
      const other = await context.newPage();
      await other.goto(withFlavour(`${env.demo.url}/`, flavour));
      await waitForIslands(other);
      // The other tab puts 4 of a SKU in the bag on the server, whose answer rewrites FE_USER_CART (as every
      // answer of this session does, so a late answer to either tab cannot contradict it), then tells the
      // other tabs as the runtime's store does after a bag change.
      const written = await other.evaluate(async () => {
        await (window as any).StorefrontIslands.rpc.form('cart', { SKU_BASE_ID: 1, INCREMENT: 1, QTY: 4 });
        new BroadcastChannel('storefront-islands:store:v1').postMessage('cookies-changed');
        return decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith('FE_USER_CART='))!.slice('FE_USER_CART='.length));
      });
      assert.match(written, /(^|&)item_count:4(&|$)/);
      await page.waitForFunction(() => document.querySelector('[data-widget="cart-count"] .sfi-cart-count')?.getAttribute('data-count') === '4');
      await watched.assertClean();
      await context.close();
    });

    it("the header's bag count looks the same before and after its island mounts: the page's own badge", async () => {
      // As served (no script), then with the island mounted: the page styles the count more specifically than the
      // island's sheet (which comes after the page's), so its colour and box hold and nothing beside it moves.
      const look = (page: import('playwright-core').Page) =>
        page.locator('.header-bag .sfi-cart-count').evaluate((count) => {
          const style = getComputedStyle(count);
          const box = count.getBoundingClientRect();
          return { background: style.backgroundColor, color: style.color, width: box.width, height: box.height };
        });
      const bare = await env.browser.newContext({ javaScriptEnabled: false });
      const served = await bare.newPage();
      await served.goto(withFlavour(`${env.demo.url}/`, flavour));
      const before = await look(served);
      await bare.close();
      const watched = await openPage(env.browser);
      const { page, context } = watched;
      await page.goto(withFlavour(`${env.demo.url}/`, flavour));
      await waitForIslands(page);
      await page.locator('.header-bag [data-widget-state="mounted"] .sfi-cart-count[data-count="0"]').waitFor();
      assert.deepEqual(await look(page), before);
      await watched.assertClean();
      await context.close();
    });

    it('legacy scripts can listen to sfi:* events and call the JSON-RPC client', async () => {
      const watched = await openPage(env.browser);
      const { page } = watched;
      await page.goto(withFlavour(`${env.demo.url}/`, flavour));
      await waitForIslands(page);
      const answer = await page.evaluate(async () => {
        const api = (window as any).StorefrontIslands;
        const seen: unknown[] = [];
        const off = api.on('prodcat', (detail: unknown) => seen.push(detail));
        const results = await api.rpc.batch([['prodcat', { products: ['PROD1'] }], ['no.such.method', {}]]);
        off();
        return { statuses: results.map((r: { status: string }) => r.status), name: results[0].value?.value?.products?.[0]?.PROD_RGN_NAME, error: results[1].reason?.name };
      });
      assert.deepEqual(answer.statuses, ['fulfilled', 'rejected']);
      assert.equal(typeof answer.name, 'string');
      assert.equal(answer.error, 'RpcMethodError');
      await watched.assertClean();
      await watched.context.close();
    });
  });
}
