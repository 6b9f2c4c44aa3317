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

    // The home page's bestsellers are card hosts of their own (no grid keeping the page's tiles): each shows a grey
    // box until its product comes. A shopper who has scrolled to them meanwhile sees the boxes become cards; a box a
    // card's picture plus the least text a card has keeps that to a few pixels a card (0.25 of CLS at 1280 px when
    // the box was 20rem, whatever the card's width).
    it('home page: the product cards\' loading boxes are nearly the cards\' height, so a shopper scrolled to them sees little move', async () => {
      for (const viewport of VIEWPORTS) {
        const watched = await openShiftsPage(env.browser, viewport);
        const { page, context } = watched;
        const release = await holdRequests(page, /\/rpc\/jsonrpc\.tmpl/);
        await page.goto(withFlavour(`${env.demo.url}/`, flavour));
        await page.locator('.sfi-card--loading').first().waitFor();
        await page.evaluate(() => document.querySelector('.sfi-card--loading')!.scrollIntoView());
        const boxes = await page.$$eval('.sfi-card--loading', (all) => all.map((box) => box.getBoundingClientRect().height));
        const released = await page.evaluate(() => performance.now());
        release();
        await page.waitForFunction(() => !document.querySelector('.sfi-card--loading'));
        await waitForIslands(page);
        const cards = await page.$$eval('[data-widget="product-card"] article.sfi-card', (all) => all.map((card) => card.getBoundingClientRect().height));
        assert.equal(cards.length, boxes.length, 'every box became a card');
        // A box taller than its card would move the page up as it goes.
        for (const [k, height] of cards.entries()) assert.ok(height >= boxes[k]!, `card ${k + 1}: ${height} px, its box ${boxes[k]} px`);
        const shifts = (await layoutShifts(page)).filter((shift) => shift.at >= released);
        const score = shifts.reduce((sum, shift) => sum + shift.value, 0);
        // 0.1 is where layout shift stops counting as good (Cumulative Layout Shift).
        assert.ok(score < 0.1, `layout shift ${score.toFixed(4)} as the cards come, at ${viewport.width} px: ${JSON.stringify(shifts)}`);
        await watched.assertClean();
        await context.close();
      }
    });
  });
}
