// The demo's flavour switch as a developer previewing a build meets it: `?flavour=react` is remembered, so a link an
// island drew (which knows nothing of the demo) leads to a page in the same build; `?flavour=preact` goes back.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { FLAVOURS, openPage, useDemoAndBrowser, waitForIslands, withFlavour } from './harness';

const env = useDemoAndBrowser();

/** The build the page runs: what the bundle's global API says, and the folder its entry came from. */
const running = (page: Page) =>
  page.evaluate(() => ({
    api: (window as unknown as { StorefrontIslands?: { flavour: string } }).StorefrontIslands?.flavour,
    entry: /\/dist\/(\w+)\//.exec(document.querySelector<HTMLScriptElement>('script[type="module"][src*="/dist/"]')?.src ?? '')?.[1],
  }));

describe('the demo keeps the chosen flavour', () => {
  for (const flavour of FLAVOURS) {
    it(`a product card's link (drawn by the island) leads to a page in the same build (${flavour})`, async () => {
      const watched = await openPage(env.browser);
      const { page, context } = watched;
      await page.goto(withFlavour(`${env.demo.url}/`, flavour));
      await waitForIslands(page);
      assert.deepEqual(await running(page), { api: flavour, entry: flavour });
      const link = page.locator('[data-widget="product-card"] .sfi-card__link').first();
      const href = await link.getAttribute('href');
      assert.match(href ?? '', /^\/product\/\d+$/, 'the island draws its own link, with no flavour in it');
      await Promise.all([page.waitForURL(`${env.demo.url}${href}`), link.click()]);
      await waitForIslands(page);
      assert.deepEqual(await running(page), { api: flavour, entry: flavour }, `followed ${href}`);
      await page.goto(`${env.demo.url}/?flavour=preact`);
      await page.goto(`${env.demo.url}${href}`);
      await waitForIslands(page);
      assert.deepEqual(await running(page), { api: 'preact', entry: 'preact' }, '?flavour=preact goes back to preact');
      await watched.assertClean();
      await context.close();
    });
  }
});
