// One broken island never breaks the page (docs/security.md "Tested"): on the home page, the bag count's chunk
// answers 404 and every product card's chunk is replaced by one whose component throws while rendering. The
// two kinds of host say `error` and keep their server content; every other island mounts and works. And an island
// that comes late (a slow line) takes over what the shopper had begun in the server's markup.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { FLAVOURS, hostStates, openPage, useDemoAndBrowser, waitForIslands, withFlavour } from './harness';

const env = useDemoAndBrowser();

/** An island module whose component throws on its first render, as a bug in a view would. */
const THROWING_ISLAND = `export default { component() { throw new Error('injected render failure'); } };`;

for (const flavour of FLAVOURS) {
  describe(`isolation (${flavour})`, () => {
    it('a chunk that answers 404 and an island that throws while rendering leave every other island working', async () => {
      const watched = await openPage(env.browser);
      const { page } = watched;
      const requested = { cartCount: 0, productCard: 0 };
      await page.route(/\/islands\/cart-count-[\w-]+\.js$/, (route) => {
        requested.cartCount += 1;
        return route.fulfill({ status: 404, contentType: 'text/plain', body: 'not found' });
      });
      await page.route(/\/islands\/product-card-[\w-]+\.js$/, (route) => {
        requested.productCard += 1;
        return route.fulfill({ contentType: 'text/javascript', body: THROWING_ISLAND });
      });
      // The page preloads the card's chunk with its SRI hash, which would refuse the altered chunk before it could
      // throw (cdn.test.ts checks that): this page goes out without that one preload link.
      const pageUrl = withFlavour(`${env.demo.url}/`, flavour);
      await page.route(pageUrl, async (route) => {
        const response = await route.fetch();
        const body = (await response.text()).replace(/<link rel="modulepreload"[^>]*islands\/product-card-[^>]*>/g, '');
        return route.fulfill({ response, body });
      });
      await page.goto(pageUrl);
      await waitForIslands(page);
      assert.ok(requested.cartCount >= 1 && requested.productCard >= 1, 'both broken chunks were asked for');

      const states = await hostStates(page);
      const broken = states.filter(([name]) => name === 'cart-count' || name === 'product-card');
      assert.ok(broken.length >= 2, 'the home page has a bag count and product cards');
      assert.deepEqual(
        broken.filter(([, state]) => state !== 'error'),
        [],
        'the 404 island and the throwing island say error',
      );
      const others = states.filter(([name]) => name !== 'cart-count' && name !== 'product-card');
      assert.ok(others.length >= 3, 'other islands are on the page');
      assert.deepEqual(others.filter(([, state]) => state !== 'mounted'), [], 'every other island mounted');

      // Server content kept: the header's bag count still shows the server's number; each card still shows the
      // server's product tile (its name).
      assert.equal(await page.locator('[data-widget="cart-count"] .sfi-cart-count').first().textContent(), '0');
      const cardNames = await page.$$eval('[data-widget="product-card"]', (hosts) => hosts.map((h) => h.textContent?.trim() ?? ''));
      assert.ok(cardNames.every((text) => text.length > 0), 'every card kept its server-rendered content');

      // Another island still works end to end: the typeahead suggests products.
      const box = page.getByRole('combobox', { name: /search/i });
      await box.click();
      await box.pressSequentially('lip');
      await page.getByRole('listbox').getByRole('option').first().waitFor();
      assert.ok((await page.getByRole('listbox').getByRole('option').count()) > 0, 'the typeahead offers options');

      // Nothing uncaught reached the page: the runtime caught both failures and warned.
      await watched.assertClean();
      assert.ok(
        watched.warnings.some((text) => /cart-count/.test(text) && /could not be loaded/.test(text)),
        `a warning names the island whose chunk failed (warnings: ${watched.warnings.join(' | ')})`,
      );
      assert.ok(watched.warnings.some((text) => /threw/.test(text)), 'a warning says an island threw');
      await watched.context.close();
    });

    it('a search box typed into before its island came: the island keeps the words and the focus, and the next keys go on', async () => {
      const watched = await openPage(env.browser);
      const { page } = watched;
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/islands\/typeahead-[\w-]+\.js$/, async (route) => {
        await released;
        await route.continue();
      });
      await page.goto(withFlavour(`${env.demo.url}/product/1`, flavour));
      const host = page.locator('[data-widget="typeahead"]');
      await host.locator('input[name="search"]').click();
      await page.keyboard.type('foundati');
      assert.equal(await host.getAttribute('data-widget-state'), 'pending', 'typed before the island came');
      release();
      await page.waitForFunction(() => document.querySelector('[data-widget="typeahead"]')?.getAttribute('data-widget-state') === 'mounted');
      const box = page.getByRole('combobox', { name: 'Search products' });
      assert.equal(await box.inputValue(), 'foundati');
      assert.equal(await box.evaluate((el) => el === document.activeElement), true, 'the focus came over to the island\'s box');
      assert.deepEqual(await box.evaluate((el: HTMLInputElement) => [el.selectionStart, el.selectionEnd]), [8, 8]);
      await page.keyboard.type('on');
      assert.equal(await box.inputValue(), 'foundation');
      await page.getByRole('listbox', { name: 'Search suggestions' }).getByRole('option').first().waitFor();
      await watched.assertClean();
      await watched.context.close();
    });
  });
}
