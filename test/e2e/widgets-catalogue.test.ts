// The merchandiser's catalogue (/widgets), in both flavours: every island listed with its props, every example
// mounted (the failure example alone refused), the filter by name, the copy buttons, and the try-it box mounting a
// good snippet and explaining broken ones (bad JSON, an unknown island, an unknown prop, a wrong type, a missing
// required prop), keyboard only; on a 320 px phone, wide props tables scroll in their own keyboard-scrollable
// region rather than the page; signed in as a representative, the example's representative bar has a name of its
// own; axe-core clean throughout.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import catalogue from '../../demo/pages/widgets-catalogue.json';
import { FLAVOURS, assertNoAxeViolations, layoutShifts, openPage, openShiftsPage, signIn, useDemoAndBrowser, waitForIslands, withFlavour } from './harness';

/** How many islands the catalogue lists: every declared one. */
const ISLANDS = catalogue.islands.length;

const env = useDemoAndBrowser();

const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

/** Each host with its state, and whether it is the failure example's. */
function hosts(page: Page) {
  return page.$$eval('[data-widget]', (all) => all.map((h) => ({ name: h.getAttribute('data-widget'), state: h.getAttribute('data-widget-state'), failure: h.closest('[data-example="failure"]') !== null })));
}

async function openCatalogue(flavour: (typeof FLAVOURS)[number]) {
  const watched = await openPage(env.browser);
  await watched.page.goto(withFlavour(`${env.demo.url}/widgets`, flavour));
  await waitForIslands(watched.page);
  return watched;
}

/** Types markup into the try-it box and sends it with the keyboard (Tab to "Mount it", Enter). */
async function tryIt(page: Page, markup: string): Promise<string[]> {
  const box = page.getByLabel('Paste host markup: it is mounted below, and each problem is explained beside it');
  await box.focus();
  await box.fill(markup);
  await page.keyboard.press('Tab');
  assert.equal(await isFocused(page.getByRole('button', { name: 'Mount it' })), true, 'Tab goes from the box to "Mount it"');
  await page.keyboard.press('Enter');
  const output = page.locator('#try-it-output');
  await page.waitForFunction(() => {
    const all = [...document.querySelectorAll('#try-it-output [data-widget]')];
    return all.length > 0 && all.every((h) => ['mounted', 'error'].includes(h.getAttribute('data-widget-state') ?? ''));
  });
  assert.ok((await output.locator('[data-widget]').count()) > 0);
  return page.locator('#try-it-report li.widget-try__host').allInnerTexts();
}

for (const flavour of FLAVOURS) {
  describe(`widget catalogue (${flavour})`, () => {
    it('lists every island with its props; every example mounts except the failure example, which keeps its server content', async () => {
      const watched = await openCatalogue(flavour);
      const { page } = watched;
      const states = await hosts(page);
      assert.deepEqual(states.filter((h) => h.failure), [{ name: 'product-card', state: 'error', failure: true }]);
      assert.deepEqual(states.filter((h) => !h.failure && h.state !== 'mounted'), [], 'every other example mounts');
      const failure = page.locator('[data-example="failure"] [data-widget]');
      assert.match(await failure.innerText(), /^The server's own card stays/);
      assert.equal(await page.locator('section[data-island]').count(), ISLANDS);
      assert.ok(ISLANDS >= 24, 'every island of this branch is declared');
      assert.equal(await page.getByRole('table', { name: 'Props of product-card' }).getByRole('row').count(), 5, 'a header row and four props');
      const soldOut = page.locator('section[data-island="add-to-bag"] .widget-example__case').filter({ has: page.getByRole('heading', { name: 'Sold out' }) });
      await soldOut.getByRole('button', { name: /Notify me/ }).waitFor();
      await assertNoAxeViolations(page, `/widgets (${flavour})`);
      await watched.assertClean();
      await watched.context.close();
    });

    it('with ?debug=on, writes the failure example\'s problem beside its host, as text', async () => {
      const watched = await openPage(env.browser);
      const { page } = watched;
      await page.goto(withFlavour(`${env.demo.url}/widgets?debug=on`, flavour));
      await waitForIslands(page);
      const note = page.locator('#widget-failure-example + small.sfi-problem');
      assert.equal(await note.textContent(), 'product-card: bad props: prop "productId" is required, like "PROD345"; unknown prop "productID" is ignored — did you mean "productId"?; the host was left as it was.');
      assert.equal(await page.locator('.sfi-problem').count(), 1, 'no other host has a problem');
      await assertNoAxeViolations(page, `/widgets?debug=on (${flavour})`);
      await watched.assertClean();
      await watched.context.close();
    });

    it('filters the list by name, saying how many match', async () => {
      const watched = await openCatalogue(flavour);
      const { page } = watched;
      const filter = page.getByLabel('Find an island by name');
      await filter.focus();
      await page.keyboard.type('loyal');
      const shown = () => page.locator('section[data-island]:visible').evaluateAll((all) => all.map((s) => s.getAttribute('data-island')));
      assert.deepEqual(await shown(), ['loyalty-join', 'loyalty-nav', 'loyalty-offers']);
      assert.equal(await page.locator('#widget-filter-status').textContent(), `3 of ${ISLANDS} islands match “loyal”`);
      assert.deepEqual(await page.locator('#widget-index li:visible').allInnerTexts(), ['loyalty-join', 'loyalty-nav', 'loyalty-offers']);
      await filter.fill('add to bag');
      assert.deepEqual(await shown(), ['add-to-bag'], 'spaces stand for the names\' hyphens');
      await filter.fill('');
      await filter.dispatchEvent('input');
      assert.equal((await shown()).length, ISLANDS);
      assert.equal(await page.locator('#widget-filter-status').textContent(), `${ISLANDS} islands`);
      await watched.assertClean();
      await watched.context.close();
    });

    it('with scripting off, the page shows no filter, try-it box or copy button (they would do nothing)', async () => {
      const context = await env.browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(withFlavour(`${env.demo.url}/widgets`, flavour));
      for (const selector of ['.widget-filter', '.widget-try', '.widget-copy']) {
        assert.equal(await page.locator(selector).first().evaluate((el) => getComputedStyle(el).display), 'none', selector);
      }
      await context.close();
    });

    it('the filter, try-it box and copy buttons are there from the first paint: nothing moves as the page\'s script runs (1280 and 320 px)', async () => {
      for (const viewport of [{ width: 1280, height: 800 }, { width: 320, height: 700 }]) {
        const watched = await openShiftsPage(env.browser, viewport);
        const { page, context } = watched;
        await page.goto(withFlavour(`${env.demo.url}/widgets`, flavour));
        await waitForIslands(page);
        await page.waitForLoadState('networkidle');
        await page.getByRole('button', { name: 'Mount it' }).waitFor();
        const shifts = await layoutShifts(page);
        assert.deepEqual(shifts, [], `layout shifts at ${viewport.width} px`);
        await watched.assertClean();
        await context.close();
      }
    });

    it('where the CSP does not name the try-it box\'s policy, the filter and copy buttons still work and the box says it cannot run', async () => {
      const watched = await openPage(env.browser);
      const { page } = watched;
      await page.route(/\/widgets(\?|$)/, async (route) => {
        const response = await route.fetch();
        const headers = response.headers();
        headers['content-security-policy'] = headers['content-security-policy']!.replace(' sfi-try-it', '');
        await route.fulfill({ response, headers });
      });
      await page.goto(withFlavour(`${env.demo.url}/widgets`, flavour));
      await waitForIslands(page);
      assert.equal(await page.getByRole('button', { name: 'Copy the host markup of product-card, in stock' }).isVisible(), true);
      await page.getByLabel('Find an island by name').fill('loyal');
      await page.locator('#widget-filter-status').filter({ hasText: `3 of ${ISLANDS} islands match “loyal”` }).waitFor();
      await page.getByLabel('Paste host markup: it is mounted below, and each problem is explained beside it').fill('<div data-widget="favorite"></div>');
      await page.getByRole('button', { name: 'Mount it' }).click();
      await page.locator('#try-it-report .widget-try__note').filter({ hasText: /^The try-it box cannot run on this page/ }).waitFor();
      assert.equal(await page.locator('#try-it-output').innerHTML(), '');
      assert.deepEqual(watched.pageErrors.map(String), [], 'no uncaught error: the refused policy is caught');
      await watched.context.close();
    });

    it('copies a host snippet to the clipboard and says so', async () => {
      const watched = await openCatalogue(flavour);
      const { page, context } = watched;
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.demo.url });
      const snippet = await page.locator('#markup-product-card-in-stock').textContent();
      const copy = page.getByRole('button', { name: 'Copy the host markup of product-card, in stock' });
      await copy.focus();
      await page.keyboard.press('Enter');
      await page.locator('#widget-copy-status').filter({ hasText: 'Copied the host markup of product-card, in stock.' }).waitFor();
      assert.equal(await page.evaluate(() => navigator.clipboard.readText()), snippet);
      assert.match(snippet ?? '', /^<div data-widget="product-card" data-props='\{"productId":"PROD\d+","categoryId":"CAT\d+"\}'><\/div>$/);
      await watched.assertClean();
      await watched.context.close();
    });

    it('try it: mounts a good snippet below the box, keyboard only', async () => {
      const watched = await openCatalogue(flavour);
      const { page } = watched;
      const report = await tryIt(page, [
        '<div data-widget="favorite" data-props=\'{"productId": "PROD1"}\'><p>server heart</p></div>',
        '<div data-widget="quick-view"><script type="application/json">{"productId": "PROD2", "label": "Have a look"}</script></div>',
      ].join('\n'));
      assert.deepEqual(report, ['Host 1, data-widget="favorite": mounted.', 'Host 2, data-widget="quick-view": mounted.']);
      await page.locator('#try-it-output').getByRole('button', { name: 'Have a look' }).waitFor();
      await page.locator('#try-it-output').getByRole('button', { name: /^Favorite / }).waitFor();
      await assertNoAxeViolations(page, `/widgets try-it, mounted (${flavour})`);
      await watched.assertClean();
      await watched.context.close();
    });

    it('try it: a bag count with hideWhenEmpty is not seen while the bag is empty; one without is', async () => {
      const watched = await openCatalogue(flavour);
      const { page } = watched;
      const report = await tryIt(page, '<p>Bag <span id="quiet-count" data-widget="cart-count" data-props=\'{"hideWhenEmpty": true}\'></span> <span id="plain-count" data-widget="cart-count"></span></p>');
      assert.deepEqual(report, ['Host 1, data-widget="cart-count": mounted.', 'Host 2, data-widget="cart-count": mounted.']);
      await page.locator('#plain-count .sfi-cart-count').waitFor();
      assert.equal(await page.locator('#quiet-count .sfi-cart-count').isVisible(), false, 'hidden with an empty bag');
      assert.equal(await page.locator('#plain-count .sfi-cart-count').isVisible(), true);
      await watched.assertClean();
      await watched.context.close();
    });

    it('try it: a data-overlay-widget host is explained, and mounts once written as data-widget', async () => {
      const watched = await openCatalogue(flavour);
      const { page } = watched;
      const box = page.getByLabel('Paste host markup: it is mounted below, and each problem is explained beside it');
      await box.fill('<div data-overlay-widget="account-form" data-props=\'{"form": "signin"}\'><p>the page\'s own form</p></div>');
      await page.getByRole('button', { name: 'Mount it' }).click();
      await page.locator('#try-it-report').getByText('No host found: data-overlay-widget="account-form" mounts only when its page is shown in a dialog (a link\'s overlay); to try the island here, write data-widget="account-form".').waitFor();
      const report = await tryIt(page, '<div data-widget="account-form" data-props=\'{"form": "signin"}\'><p>the page\'s own form</p></div>');
      assert.deepEqual(report, ['Host 1, data-widget="account-form": mounted.']);
      await watched.assertClean();
      await watched.context.close();
    });

    it('try it: the bad-JSON hint shows the island\'s own props', async () => {
      const watched = await openCatalogue(flavour);
      const { page } = watched;
      const report = await tryIt(page, [
        '<div data-widget="video-player" data-props=\'{src: "/media/video/film.mp4"}\'></div>',
        '<span data-widget="cart-count" data-props=\'{,}\'></span>',
        '<div data-widget="quiz" data-props=\'{"quiz": [}\'></div>',
      ].join('\n'));
      const hints = report.map((line) => line.split('\n')[1]!.replace(/^The props could not be read: data-props is not valid JSON \(.+\)\. /, ''));
      assert.deepEqual(hints, [
        'Props are one JSON object, with double quotes around names and text, such as {"src":"/media/video/film.mp4"}.',
        'Props are one JSON object, with double quotes around names and text; “cart-count” needs none: {} or no props at all.',
        // A quiz's smallest host is too long for one line.
        'Props are one JSON object, with double quotes around names and text: see “quiz”\'s snippets on this page.',
      ]);
      await watched.assertClean();
      await watched.context.close();
    });

    it('try it: explains bad JSON, an unknown island, an unknown prop, a wrong type and a missing required prop in plain words', async () => {
      const watched = await openCatalogue(flavour);
      const { page } = watched;
      const report = await tryIt(page, [
        '<div data-widget="favorite" data-props=\'{"productId": PROD1}\'><p>one</p></div>',
        '<div data-widget="favourite"><p>two</p></div>',
        '<div data-widget="product-card" data-props=\'{"productId": "PROD1", "quickview": false}\'></div>',
        '<div data-widget="product-card" data-props=\'{"productId": "PROD1", "headingLevel": "big"}\'></div>',
        // The handler glued to the quoted value before it (no space): the parser still reads it as an attribute.
        '<div data-widget="favorite"onclick="alert(1)" title=\'t\'style="color: red"><p>five</p></div>',
      ].join('\n'));
      assert.equal(report.length, 5);
      assert.match(report[0]!, /^Host 1, data-widget="favorite": not mounted: the host keeps its own content\.\nThe props could not be read: data-props is not valid JSON \(.+\)\. Props are one JSON object, with double quotes around names and text, such as \{"productId":"PROD345"\}\.$/);
      assert.equal(report[1], 'Host 2, data-widget="favourite": not mounted: the host keeps its own content.\nThere is no island called “favourite” — did you mean “favorite”? The islands are listed on this page.');
      assert.equal(report[2], 'Host 3, data-widget="product-card": mounted.\nUnknown prop "quickview" is ignored — did you mean "quickView"?');
      assert.equal(report[3], 'Host 4, data-widget="product-card": mounted.\nProp "headingLevel" must be a whole number from 2 to 6, got "big"; the default, 3, is used. (“headingLevel”: level of the product name\'s heading; allowed: 2–6.)');
      assert.equal(report[4], 'Host 5, data-widget="favorite": not mounted: the host keeps its own content.\n“productId” is required: the product\'s id, PROD345 or 345.');
      assert.match(await page.locator('#try-it-report .widget-try__note').innerText(), /^Taken out before mounting: style attributes .*; onclick="…" \(scripts do not run from markup\)\.$/);
      assert.deepEqual(await page.locator('#try-it-output [data-widget]').evaluateAll((all) => all.map((h) => h.getAttribute('data-widget-state'))), ['error', 'error', 'mounted', 'mounted', 'error']);
      assert.equal(await page.locator('#try-it-output [data-widget="favourite"]').innerText(), 'two', 'a refused host keeps its content');
      await assertNoAxeViolations(page, `/widgets try-it, problems explained (${flavour})`);
      await watched.assertClean();
      await watched.context.close();
    });

    it('try it: more than 50 hosts at once are not mounted, and it says why (20,000 held the page for seconds)', async () => {
      const watched = await openCatalogue(flavour);
      const { page } = watched;
      const box = page.getByLabel('Paste host markup: it is mounted below, and each problem is explained beside it');
      await box.fill('<div data-widget="favorite" data-props=\'{"productId": "PROD1"}\'></div>'.repeat(2000));
      await page.getByRole('button', { name: 'Mount it' }).click();
      const note = 'Nothing was mounted: the box mounts at most 50 hosts at a time, and this markup has 2000. Paste fewer.';
      await page.locator('#try-it-report .widget-try__note', { hasText: note }).waitFor();
      assert.equal(await page.locator('#try-it-output [data-widget]').count(), 0);
      assert.equal(await page.locator('#try-it-summary').textContent(), note);
      // Fifty is still a try.
      await box.fill('<div data-widget="favorite" data-props=\'{"productId": "PROD1"}\'></div>'.repeat(50));
      await page.getByRole('button', { name: 'Mount it' }).click();
      await page.waitForFunction(() => document.getElementById('try-it-summary')!.textContent === '50 hosts: 50 mounted.');
      await watched.assertClean();
      await watched.context.close();
    });

    it('try it: takes out an id or name that would replace a document or form property, and says so; islands still render', async () => {
      const watched = await openCatalogue(flavour);
      const { page } = watched;
      await tryIt(page, '<p><img name="createTextNode" alt=""> <span id="getElementById">kept</span> <span id="my-note">mine</span></p>\n<div data-widget="favorite" data-props=\'{"productId": "PROD1"}\'></div>');
      const note = await page.locator('#try-it-report .widget-try__note').innerText();
      for (const said of ['name="createTextNode"', 'id="getElementById"']) assert.ok(note.includes(said), `the report says it took out ${said}: ${note}`);
      assert.ok(!note.includes('my-note'), 'an id the document does not have is kept');
      const output = page.locator('#try-it-output');
      assert.equal(await output.locator('#my-note').count(), 1);
      assert.deepEqual(await page.evaluate(() => [typeof document.createTextNode, typeof document.getElementById]), ['function', 'function'], 'the document\'s own methods');
      // Islands that render after the paste still work: the layout's back-to-top appears, a new try mounts.
      await page.keyboard.press('End');
      await page.getByRole('button', { name: 'Back to top' }).waitFor({ state: 'visible' });
      assert.deepEqual(await tryIt(page, '<div data-widget="favorite" data-props=\'{"productId": "PROD3"}\'></div>'), ['Host 1, data-widget="favorite": mounted.']);
      await output.getByRole('button', { name: /^Favorite / }).waitFor();
      await watched.assertClean();
      await watched.context.close();
    });

    it('try it: takes out script URLs however they are spelt, SVG animation and a style written after a slash, and says so', async () => {
      const watched = await openCatalogue(flavour);
      const { page } = watched;
      await tryIt(page, [
        '<p><a href="java&#9;script:alert(1)">one</a> <a href="&#1;javascript:alert(1)">two</a> <a href="data:text/html,x">three</a> <a href="/cart">four</a> <a href="https://example.com/">five</a> <a href="mailto:a@example.com">six</a> <img srcset="/a.png 1x, javascript:alert(1) 2x" alt=""></p>',
        '<svg width="10" height="10"><a><set attributeName="href" to="javascript:alert(1)"/><animate attributeName="href" values="javascript:alert(1)"/><text y="9">svg</text></a></svg>',
        '<div/style="color: red" data-widget="quick-view"><script type="application/json">{"productId": "PROD2", "label": "Have a look"}</script></div>',
      ].join('\n'));
      const note = await page.locator('#try-it-report .widget-try__note').innerText();
      for (const said of ['href="…" (scripts do not run from markup)', 'srcset="…"', '<set>', '<animate>', 'style attributes']) assert.ok(note.includes(said), `the report says it took out ${said}: ${note}`);
      const output = page.locator('#try-it-output');
      assert.deepEqual(await output.locator('a[href]').evaluateAll((all) => all.map((a) => a.getAttribute('href'))), ['/cart', 'https://example.com/', 'mailto:a@example.com']);
      assert.equal(await output.locator('img[srcset]').count(), 0);
      assert.equal(await output.locator('set, animate').count(), 0);
      await output.getByRole('button', { name: 'Have a look' }).waitFor();
      await watched.assertClean();
      await watched.context.close();
    });

    it('try it: takes the function names out of a video-player host\'s props, and says so', async () => {
      const watched = await openCatalogue(flavour);
      const { page } = watched;
      // Sent without waiting for the players to mount: what matters is what reaches the page.
      await page.getByLabel('Paste host markup: it is mounted below, and each problem is explained beside it').fill([
        '<div data-widget="video-player" data-props=\'{"src": "/media/video/film.mp4", "cuepoints": {"00:00:00": "document.body.remove"}, "chapters": [{"timein": 0, "name": "One", "onenter": "alert", "onexit": "alert"}]}\'><video></video></div>',
        '<div data-widget="video-player" data-prop-cuepoints=\'{"00:00:00": "alert"}\'><script type="application/json">{"src": "/media/video/film.mp4", "controls": {"cuepoints": {"00:00:01": "alert"}, "chapters": [{"timein": 0, "name": "Two", "onenter": "alert"}]}}</script><video></video></div>',
      ].join('\n'));
      await page.getByRole('button', { name: 'Mount it' }).click();
      assert.match(await page.locator('#try-it-report .widget-try__note').innerText(), /^Taken out before mounting: video-player cuepoints and chapters' onenter and onexit \(function names are not taken in the try-it box\)\.$/);
      const players = page.locator('#try-it-output [data-widget="video-player"]');
      assert.deepEqual(await players.evaluateAll((all) => all.map((host) => [host.getAttribute('data-props'), host.hasAttribute('data-prop-cuepoints'), host.querySelector('script')?.textContent ?? null])), [
        ['{"src":"/media/video/film.mp4","chapters":[{"timein":0,"name":"One"}]}', false, null],
        ['{"src":"/media/video/film.mp4","controls":{"chapters":[{"timein":0,"name":"Two"}]}}', false, null],
      ]);
      assert.equal(await page.evaluate(() => document.body.isConnected), true);
      await watched.assertClean();
      await watched.context.close();
    });
    it('try it: reports the hosts the runtime mounts (nested ones cloned by their island, one pasted with a state, a misspelt data-hydrate) and announces one summary', async () => {
      const watched = await openCatalogue(flavour);
      const { page } = watched;
      const report = await tryIt(page, [
        '<div data-widget="accordion">\n  <h3>One</h3>\n  <p>First <span data-widget="favorite" data-props=\'{"productId": "PROD1"}\'></span></p>\n  <h3>Two</h3>\n  <p>Second</p>\n</div>',
        '<div data-widget="favorite" data-widget-state="mounted" data-props=\'{"productId": "PROD2"}\'></div>',
        '<div data-widget="favorite" data-hydrate="onload" data-props=\'{"productId": "PROD3"}\'></div>',
      ].join('\n'));
      assert.deepEqual(report, [
        'Host 1, data-widget="accordion": mounted.',
        'Host 2, data-widget="favorite": mounted.',
        'Host 3, data-widget="favorite": mounted.\ndata-widget-state came with the markup (copied from a live page?): the runtime sets it itself, so it mounted the host afresh from its content. Leave the attribute out of page markup.',
        'Host 4, data-widget="favorite": mounted.\ndata-hydrate="onload" is not one of load, idle, visible, interaction: it mounts on load.',
      ]);
      // The box mounts a pasted state as a page would (the runtime warns and mounts afresh); it takes nothing out.
      assert.equal(await page.locator('#try-it-report .widget-try__note').count(), 0);
      await page.locator('#try-it-output [data-widget="favorite"][data-props*="PROD2"]').getByRole('button', { name: /^Favorite / }).waitFor();
      assert.equal(await page.locator('#try-it-report').getAttribute('role'), null, 'the detailed report is not a live region');
      await page.locator('#try-it-summary').filter({ hasText: /^4 hosts: 4 mounted\.$/ }).waitFor({ state: 'attached' });
      assert.equal(await page.locator('#try-it-summary').getAttribute('role'), 'status');
      await assertNoAxeViolations(page, `/widgets try-it, nested hosts (${flavour})`);
      await watched.assertClean();
      await watched.context.close();
    });

    it('on a 320 px phone, a wide props table scrolls sideways in its own region, by keyboard, and the page does not', async () => {
      const watched = await openPage(env.browser);
      const { page } = watched;
      await page.setViewportSize({ width: 320, height: 640 });
      await page.goto(withFlavour(`${env.demo.url}/widgets`, flavour));
      await waitForIslands(page);
      assert.deepEqual(await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]), [320, 320], 'the page is as wide as the window');
      // Every props table sits in a region named by its caption, that Tab reaches.
      const tables = await page.locator('table.widget-props').evaluateAll((all) =>
        all.map((table) => {
          const region = table.parentElement!;
          const name = region.getAttribute('aria-labelledby');
          return {
            caption: table.querySelector('caption')?.textContent,
            region: region.getAttribute('role'),
            tabindex: region.getAttribute('tabindex'),
            name: name ? document.getElementById(name)?.textContent : null,
            scrolls: region.scrollWidth > region.clientWidth,
          };
        }),
      );
      assert.ok(tables.length >= 20, 'the props tables');
      assert.deepEqual(tables.filter((t) => t.region !== 'region' || t.tabindex !== '0' || t.name !== t.caption), [], 'each table in a focusable region named by its caption');
      assert.ok(tables.some((t) => t.scrolls), 'some tables are wider than a phone');
      const region = page.getByRole('region', { name: 'Props of product-card' });
      assert.equal(await region.evaluate((el) => el.scrollWidth > el.clientWidth), true, 'the product-card table scrolls at 320 px');
      await region.focus();
      await page.keyboard.press('ArrowRight');
      await page.waitForFunction(() => document.activeElement!.scrollLeft > 0);
      await page.keyboard.press('End');
      await page.waitForFunction(() => {
        const el = document.activeElement!;
        return Math.ceil(el.scrollLeft + el.clientWidth) >= el.scrollWidth;
      });
      assert.equal(await page.evaluate(() => window.scrollX), 0, 'the page itself stays put');
      await assertNoAxeViolations(page, `/widgets at 320 px (${flavour})`);
      await watched.assertClean();
      await watched.context.close();
    });

    it('signed in as a representative: the layout\'s representative bar and the example\'s have different names; axe-core clean', async () => {
      const watched = await openPage(env.browser);
      const { page } = watched;
      await signIn(page, env.demo.url, 'csr@example.com');
      await page.goto(withFlavour(`${env.demo.url}/widgets`, flavour));
      await waitForIslands(page);
      const bars = page.locator('.sfi-csr-header');
      await page.waitForFunction(() => document.querySelectorAll('.sfi-csr-header').length === 2);
      assert.match(await page.getByRole('region', { name: 'Customer service representative', exact: true }).innerText(), /csr@example\.com/);
      const names = await bars.evaluateAll((all) => all.map((bar) => bar.getAttribute('aria-label')));
      assert.equal(new Set(names).size, 2, `two names: ${names.join(', ')}`);
      await assertNoAxeViolations(page, `/widgets as representative (${flavour})`);
      await watched.assertClean();
      await watched.context.close();
    });
  });
}
