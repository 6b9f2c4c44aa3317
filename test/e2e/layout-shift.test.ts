// What moves on the page while islands arrive and their answers come late (docs/decisions.md "What moves while
// islands arrive"): each test holds an answer past the point where the island has drawn what it has, lets it go,
// and finds no layout shift, in both flavours, on a wide screen and a phone's.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { FLAVOURS, holdRequests, layoutShifts, openShiftsPage, useDemoAndBrowser, waitForIslands, withFlavour } from './harness';

const env = useDemoAndBrowser();
const VIEWPORTS = [{ width: 1280, height: 800 }, { width: 390, height: 844 }];

for (const flavour of FLAVOURS) {
  describe(`layout shift (${flavour})`, () => {
    it('results page: content zones slower than the results come below them, and nothing on screen moves', async () => {
      for (const viewport of VIEWPORTS) {
        const watched = await openShiftsPage(env.browser, viewport);
        const { page, context } = watched;
        // "lip" names two content zones (the shipping banner and the lipstick edit); they are held until the island
        // has stopped waiting for them and shown the results without them.
        const release = await holdRequests(page, /\/endeca_content_result\//);
        await page.goto(withFlavour(`${env.demo.url}/esearch?search=lip`, flavour));
        await page.locator('.sfi-search__grid').waitFor();
        assert.equal(await page.locator('.sfi-search__zone').count(), 0, 'the results are shown before their zones');
        release();
        await page.locator('.sfi-search__zone').nth(1).waitFor();
        await waitForIslands(page);
        await page.waitForLoadState('networkidle');
        assert.deepEqual(await layoutShifts(page), [], `layout shifts as the late zones come, at ${viewport.width} px`);
        // They are still shown: after the results, where the shopper meets them as they read on.
        assert.equal(await page.locator('.sfi-search__layout ~ .sfi-search__zones .sfi-search__zone').count(), 2);
        await watched.assertClean();
        await context.close();
      }
    });
  });
}
