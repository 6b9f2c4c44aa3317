// Forced colours (Windows High Contrast and the like): the system palette replaces our colours and drops every
// background, so a state shown by a background alone is gone. What is chosen or current (the typeahead's active
// option, the current results page, the date picker's chosen day, a pressed player button) takes the system's
// Highlight instead, in both flavours (docs/decisions.md "Forced colours"). A shade swatch is an SVG, which the
// browser leaves in our colours: it keeps its shade, its chosen ring takes the theme's text colour and its focus ring
// the theme's Highlight. A rating's empty stars are hollow there (both layers take the one text colour), a dialog
// keeps an edge (its shadow goes), and the favourite heart takes the theme's button text colour.
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

/** WCAG relative luminance of `rgb(r, g, b)`. */
function luminance(rgb: string): number {
  const [r = 0, g = 0, b = 0] = (rgb.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((part) => {
    const c = Number(part) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two `rgb()` colours. */
function contrast(a: string, b: string): number {
  const [light = 0, dark = 0] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** `locator`'s outline or top border (colour, width, style) and the first opaque background behind it (the page's Canvas at the root). */
const edgeAndBackdrop = (locator: Locator, edge: 'outline' | 'borderTop') =>
  locator.evaluate((el, edge) => {
    let behind: Element | null = el.parentElement;
    while (behind && getComputedStyle(behind).backgroundColor.startsWith('rgba')) behind = behind.parentElement;
    const style = getComputedStyle(el);
    return { colour: style[`${edge}Color`], width: style[`${edge}Width`], style: style[`${edge}Style`], backdrop: getComputedStyle(behind ?? document.documentElement).backgroundColor };
  }, edge);

/** A mark drawn by `locator`'s outline (or its edge, by its border) shows against what is behind it: WCAG's 3:1 for a state, a focus ring or a boundary. */
async function assertEdgeShows(locator: Locator, what: string, edge: 'outline' | 'borderTop' = 'outline') {
  const { colour, width, style, backdrop } = await edgeAndBackdrop(locator, edge);
  assert.ok(style !== 'none' && parseFloat(width) > 0, `${what}: ${edge} ${style} ${width}`);
  const ratio = contrast(colour, backdrop);
  assert.ok(ratio >= 3, `${what}: ${edge} ${colour} on ${backdrop} is ${ratio.toFixed(2)}:1`);
}

async function forcedPage(flavour: Flavour, path: string, colorScheme: 'light' | 'dark' = 'light', before?: (page: Page) => Promise<void>): Promise<{ page: Page; done(): Promise<void> }> {
  const watched = await openPage(env.browser);
  const { page } = watched;
  await before?.(page);
  await page.emulateMedia({ forcedColors: 'active', colorScheme });
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

      // Today, shown in the same month (the page's clock on 20 March 1990): its ring, an outline, stays in the theme.
      const dated = await forcedPage(flavour, '/widgets', 'light', async (page) => page.clock.setFixedTime(new Date(1990, 2, 20, 12)));
      await dated.page.getByLabel('Birthday').fill('03/14/1990');
      await dated.page.getByLabel('Birthday').focus();
      await dated.page.keyboard.press('Tab');
      await dated.page.keyboard.press('Enter');
      const today = dated.page.getByRole('dialog', { name: 'Choose date' }).getByRole('grid').locator('td[aria-current="date"]');
      assert.equal(await today.getAttribute('data-date'), '1990-03-20');
      await assertEdgeShows(today, 'today');
      await dated.done();

      const film = await forcedPage(flavour, '/video');
      const player = film.page.getByRole('group', { name: 'Video player' });
      const mute = player.getByRole('button', { name: 'Mute' });
      await mute.click();
      await player.locator('button[aria-pressed=true]').filter({ hasText: 'Mute' }).waitFor();
      await film.page.mouse.move(0, 0);
      await assertStandsOut(mute, player.getByRole('button', { name: /full ?screen/i }), 'pressed button');
      await film.done();
    });

    it('a shade swatch keeps its colour, and the chosen one (focused or not) its ring, in a dark theme', async () => {
      const { page, done } = await forcedPage(flavour, '/product/1', 'dark');
      const swatches = page.locator('.sfi-swatches').first();
      const chosen = swatches.locator('.sfi-swatch__input:checked + svg');
      const other = swatches.locator('.sfi-swatch__input:not(:checked) + svg').first();
      // The shade is the content: its own fill, not the theme's.
      assert.notEqual(await chosen.locator('rect').evaluate((rect) => getComputedStyle(rect).fill), await other.locator('rect').evaluate((rect) => getComputedStyle(rect).fill));
      await assertEdgeShows(chosen, 'chosen swatch');
      await swatches.locator('.sfi-swatch__input:checked').focus();
      // Arrows choose as they move: the focus ring is drawn on the chosen swatch.
      await page.keyboard.press('ArrowRight');
      await page.locator('.sfi-swatch__input:focus-visible').waitFor();
      await assertEdgeShows(page.locator('.sfi-swatch__input:focus-visible + svg'), 'focused swatch');
      // A swatch with the focus and not chosen (a group with none chosen; the keyboard used last): its ring shows too.
      await page.evaluate(() => {
        const group = [...document.querySelectorAll<HTMLInputElement>('.sfi-swatches')[0]!.querySelectorAll<HTMLInputElement>('.sfi-swatch__input')];
        for (const radio of group) radio.checked = false;
        group[1]!.focus();
      });
      await page.locator('.sfi-swatch__input:not(:checked):focus-visible').waitFor();
      await assertEdgeShows(page.locator('.sfi-swatch__input:focus-visible + svg'), 'focused swatch, not chosen');
      // axe reads the dark theme's forced text as failing contrast everywhere (the demo's own header too): it is run
      // in the light one.
      await page.emulateMedia({ forcedColors: 'active', colorScheme: 'light' });
      await assertNoAxeViolations(page, `product in forced colours (${flavour})`);
      await done();
    });

    it('a rating\'s empty stars differ from its filled ones, a dialog keeps its edge, the favourite heart shows', async () => {
      const { page, done } = await forcedPage(flavour, '/product/1', 'dark');
      // Both layers take the theme's one text colour: the empty stars are hollow, or every rating reads as five.
      const rating = page.locator('.sfi-rating__stars').first();
      const glyphs = (locator: Locator) => locator.evaluate((el) => getComputedStyle(el, '::before').content);
      assert.notEqual(await glyphs(rating), await glyphs(rating.locator('.sfi-rating__fill')), 'empty and filled stars');
      // The theme drops the dialog's shadow, which was its only edge against the page under it.
      await page.getByRole('link', { name: 'Shipping and returns' }).click();
      const dialog = page.getByRole('dialog', { name: 'Shipping and returns' });
      await dialog.waitFor();
      await assertEdgeShows(dialog, 'dialog', 'borderTop');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });

      // The favourite heart is an SVG, which keeps its author's colours: it is drawn in the button's text colour,
      // which the theme sets, so it shows on the theme's button face (our red was 2.7:1 on black).
      const heart = page.locator('.sfi-fav__button').first();
      const { stroke, face } = await heart.evaluate((button) => ({ stroke: getComputedStyle(button.querySelector('svg')!).stroke, face: getComputedStyle(button).backgroundColor }));
      assert.ok(contrast(stroke, face) >= 3, `favourite heart: ${stroke} on ${face} is ${contrast(stroke, face).toFixed(2)}:1`);
      await done();
    });
  });
}
