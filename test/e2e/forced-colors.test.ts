// Forced colours (Windows High Contrast and the like): the system palette replaces our colours and drops every
// background, so a state shown by a background alone is gone. What is chosen or current (the typeahead's active
// option, the current results page, the date picker's chosen day, a pressed player button) takes the system's
// Highlight instead, in both flavours (docs/decisions.md "Forced colours").
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { FLAVOURS, assertNoAxeViolations, openPage, useDemoAndBrowser, waitForIslands, withFlavour, type Flavour } from './harness';

const env = useDemoAndBrowser();

/** The background and text colours the page paints `locator` with. */
const paint = (locator: Locator) => locator.evaluate((el) => ({ background: getComputedStyle(el).backgroundColor, color: getComputedStyle(el).color }));

/** A chosen element stands out from one not chosen of the same kind, by its background and its text. */
async function assertStandsOut(chosen: Locator, other: Locator, what: string) {
  const [a, b] = [await paint(chosen), await paint(other)];
  assert.notEqual(a.background, b.background, `${what}: background ${JSON.stringify(a)} against ${JSON.stringify(b)}`);
  assert.notEqual(a.color, b.color, `${what}: text`);
}

async function forcedPage(flavour: Flavour, path: string): Promise<{ page: Page; done(): Promise<void> }> {
  const watched = await openPage(env.browser);
  const { page } = watched;
  await page.emulateMedia({ forcedColors: 'active' });
  await page.goto(withFlavour(`${env.demo.url}${path}`, flavour));
  await waitForIslands(page);
  return {
    page,
    async done() {
      await watched.assertClean();
      await watched.context.close();
    },
  };
}

for (const flavour of FLAVOURS) {
  describe(`forced colours (${flavour})`, () => {
    it('the typeahead\'s active option and the current results page show as chosen', async () => {
      const { page, done } = await forcedPage(flavour, '/esearch?search=lipstick');
      await page.locator('.sfi-search[aria-busy=false]').waitFor();
      const pagination = page.getByRole('navigation', { name: 'Pagination' });
      await assertStandsOut(pagination.locator('[aria-current=page]'), pagination.getByRole('link', { name: 'Page 2' }), 'current page');

      const input = page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
      await input.fill('');
      await input.pressSequentially('lip', { delay: 30 });
      const options = page.getByRole('listbox', { name: 'Search suggestions' }).getByRole('option');
      await options.first().waitFor();
      await input.press('ArrowDown');
      await input.press('ArrowDown');
      await page.locator('.sfi-typeahead__option.is-active').waitFor();
      await assertStandsOut(options.nth(1), options.nth(2), 'active option');
      await assertNoAxeViolations(page, `typeahead in forced colours (${flavour})`);
      await done();
    });

    it('the date picker\'s chosen day and a pressed player button show as chosen', async () => {
      const { page, done } = await forcedPage(flavour, '/widgets');
      await page.getByLabel('Birthday').fill('03/14/1990');
      await page.getByLabel('Birthday').focus();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      const grid = page.getByRole('dialog', { name: 'Choose date' }).getByRole('grid');
      await grid.waitFor();
      const chosen = grid.locator('td[aria-selected="true"]');
      await chosen.waitFor();
      await assertStandsOut(chosen, grid.locator('td[data-date]:not([aria-selected]):not([aria-current])').first(), 'chosen day');
      await assertNoAxeViolations(page, `date picker in forced colours (${flavour})`);
      await done();

      const film = await forcedPage(flavour, '/video');
      const player = film.page.getByRole('group', { name: 'Video player' });
      const mute = player.getByRole('button', { name: 'Mute' });
      await mute.click();
      await player.locator('button[aria-pressed=true]').filter({ hasText: 'Mute' }).waitFor();
      await film.page.mouse.move(0, 0);
      await assertStandsOut(mute, player.getByRole('button', { name: /full ?screen/i }), 'pressed button');
      await film.done();
    });
  });
}
