// The bundle served from another origin than the page (a CDN): dist/ on a second port with CORS, the demo's pages
// pointed at it (buildApp's assetBase, which also adds that origin to the CSP's script-src). Every island loads
// from there, its integrity checked, no request for a script goes to the page's own origin.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { FLAVOURS, hostStates, launchBrowser, openPage, startCdn, startDemo, waitForIslands, withFlavour, type Demo } from './harness';

const state = {} as { cdn: Demo; demo: Demo; browser: Browser };
before(async () => {
  state.cdn = await startCdn();
  state.demo = await startDemo({ assetBase: `${state.cdn.url}/` });
  state.browser = await launchBrowser();
});
after(async () => {
  await state.browser?.close();
  await state.demo?.close();
  await state.cdn?.close();
});

async function allMounted(page: Page, label: string): Promise<void> {
  await waitForIslands(page);
  // The catalogue's failure example is meant to end in `error`, keeping its server content.
  const failure = await page.locator('#widget-failure-example[data-widget-state="error"]').count();
  const notMounted = (await hostStates(page)).filter(([, s]) => s !== 'mounted');
  assert.deepEqual(notMounted, failure ? [['product-card', 'error']] : [], `hosts not mounted on ${label}`);
}

for (const flavour of FLAVOURS) {
  describe(`the bundle from a CDN (${flavour})`, () => {
    it('every island loads from the other origin, with the integrity the page gives, and mounts', async () => {
      const { cdn, demo, browser } = state;
      const { islands } = JSON.parse(readFileSync(`dist/${flavour}/manifest.json`, 'utf8')) as { islands: Record<string, string> };
      const watched = await openPage(browser);
      const { page } = watched;
      const scripts: Array<{ url: string; status: number; cors: string | undefined }> = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') scripts.push({ url: response.url(), status: response.status(), cors: response.headers()['access-control-allow-origin'] });
      });

      // The catalogue shows most islands on hosts of its own.
      const response = await page.goto(withFlavour(`${demo.url}/widgets`, flavour));
      assert.match(response?.headers()['content-security-policy'] ?? '', new RegExp(`script-src 'self' ${cdn.url.replace(/[.]/g, '\\.')};`));
      const entry = page.locator('script[type="module"][src$="/storefront.js"]');
      assert.equal(await entry.getAttribute('src'), `${cdn.url}/${flavour}/storefront.js`);
      assert.match((await entry.getAttribute('integrity')) ?? '', /^sha384-[A-Za-z0-9+/]{64}$/);
      assert.equal(await entry.getAttribute('crossorigin'), 'anonymous');
      await allMounted(page, '/widgets');
      // The rest open on demand: the finder from its overlay link, quick view and the purchase-with-purchase popup from the global API.
      await page.getByRole('link', { name: 'Find your foundation shade' }).click();
      await page.locator('[data-widget="foundation-finder"][data-widget-state="mounted"]').waitFor({ state: 'attached' });
      await page.keyboard.press('Escape');
      await page.locator('[data-widget="foundation-finder"]').waitFor({ state: 'detached' });
      await page.evaluate(() => {
        const api = (window as unknown as { StorefrontIslands: { quickView: { open(p: { productId: string }): unknown }; open(name: string, props: Record<string, string>): unknown } }).StorefrontIslands;
        api.quickView.open({ productId: 'PROD3' });
      });
      // Escape closes the dialog once it is open, which is after its product has loaded (mounted comes first).
      await page.locator('.sfi-on-demand[data-widget="quick-view"]').getByRole('dialog').locator('.sfi-bag__button').waitFor();
      await page.keyboard.press('Escape');
      await page.locator('.sfi-on-demand[data-widget="quick-view"]').waitFor({ state: 'detached' });
      await page.evaluate(() => {
        const api = (window as unknown as { StorefrontIslands: { open(name: string, props: Record<string, string>): unknown } }).StorefrontIslands;
        api.open('pwp-popup', { id: 'PWP1', offerText: 'Add the mini lip balm for $5' });
      });
      await page.locator('.sfi-on-demand[data-widget="pwp-popup"][data-widget-state="mounted"]').waitFor({ state: 'attached' });
      await watched.assertClean();
      // The results page has one more.
      await page.goto(withFlavour(`${demo.url}/esearch?search=lipstick`, flavour));
      await allMounted(page, '/esearch');
      await page.locator('[data-widget="search-results"] a[href*="/product/"]').first().waitFor();
      await watched.assertClean();
      // And the video page the player (its media come from the page's own origin).
      await page.goto(withFlavour(`${demo.url}/video`, flavour));
      await allMounted(page, '/video');
      await watched.assertClean();

      // The catalogue page's own script (the try-it box) is the site's, not the bundle's.
      const bundleScripts = scripts.filter((s) => !s.url.startsWith(`${demo.url}/static/`));
      assert.deepEqual(bundleScripts.filter((s) => !s.url.startsWith(`${cdn.url}/${flavour}/`)), [], 'every bundle script from the CDN, none from the page\'s origin');
      assert.deepEqual(bundleScripts.filter((s) => s.status !== 200 || s.cors !== '*'), [], 'every bundle script answered 200 with CORS');
      const loaded = new Set(bundleScripts.map((s) => s.url.slice(`${cdn.url}/${flavour}/`.length)));
      assert.deepEqual(Object.entries(islands).filter(([, file]) => !loaded.has(file)).map(([name]) => name), [], 'islands whose chunk did not load from the CDN');
      await watched.context.close();
    });

    it('each page asks for every script it needs as it loads from the page itself: none waits for a script to ask for it (islands, ky and the batch decoder, the grid\'s cards)', async () => {
      const { cdn, demo, browser } = state;
      const watched = await openPage(browser);
      const { page } = watched;
      const session = await page.context().newCDPSession(page);
      await session.send('Network.enable');
      const asked: Array<{ url: string; by: string }> = [];
      session.on('Network.requestWillBeSent', (event) => {
        if (event.type !== 'Script') return;
        const { initiator } = event;
        // The page's own tags (the entry, its modulepreload links) are the parser's; a script's import() is 'script'.
        if (initiator.type !== 'parser') asked.push({ url: event.request.url.replace(`${cdn.url}/${flavour}/`, ''), by: initiator.type });
      });
      // Pages whose islands call as they mount: the load batch (cards, the buy box), the grid's page of products and
      // its cards, the results from Endeca, the film's products.
      for (const path of ['/', '/category/1', '/product/1', '/esearch?search=lip', '/video']) {
        await page.goto(withFlavour(`${demo.url}${path}`, flavour));
        await allMounted(page, path);
        await page.waitForLoadState('networkidle');
        assert.deepEqual(asked.splice(0), [], `scripts ${path} asked for only once a script ran`);
      }
      await watched.assertClean();
      await watched.context.close();
    });

    it('a CDN that sends altered bytes is refused: the entry fails its integrity, nothing runs, the page stays as served', async () => {
      const { cdn, demo, browser } = state;
      const watched = await openPage(browser);
      const { page } = watched;
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await page.route(`${cdn.url}/${flavour}/storefront.js`, async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, body: `${await response.text()}\nwindow.__altered = true;` });
      });
      await page.goto(withFlavour(`${demo.url}/`, flavour));
      await page.waitForLoadState('load');
      assert.ok(errors.some((e) => /integrity/i.test(e) && e.includes(`${cdn.url}/${flavour}/storefront.js`)), `an integrity error for the entry, got ${JSON.stringify(errors)}`);
      assert.equal(await page.evaluate(() => 'StorefrontIslands' in window || '__altered' in window), false, 'the altered entry did not run');
      assert.deepEqual([...new Set((await hostStates(page)).map(([, s]) => s))], [null], 'no host touched');
      assert.equal(await page.locator('#site-search-input').isVisible(), true, 'the server-rendered search form is there');
      await watched.context.close();
    });
  });
}
