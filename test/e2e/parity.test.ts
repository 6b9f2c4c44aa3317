// One source, two builds: a shopper must get the same page from the preact and the React flavour. Each case
// loads a page (and brings an island to a state by keyboard) in both flavours and compares what a screen
// reader gets (the accessibility tree), where the focus is after the same keys, and what went wrong (page
// errors, CSP reports). The React pages are asked for through the demo's flavour cookie so both load the same
// URL; the demo's own links still carry `?flavour=react`, which is taken out before comparing.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator, Page, Route } from 'playwright-core';
import { BACK_TO_TOP_THRESHOLD_PX } from '../../src/config/page-furniture';
import { FLAVOURS, settle, useDemoAndBrowser, waitForIslands, watchPage, type Flavour } from './harness';

const env = useDemoAndBrowser();

/** The focused element as a screen reader names it: role, name, and which island holds it. */
const focusOf = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'body';
    const host = el.closest('[data-widget]')?.getAttribute('data-widget') ?? el.closest('dialog')?.className ?? 'page';
    const name = el.getAttribute('aria-label') ?? (el as HTMLInputElement).labels?.[0]?.textContent ?? el.textContent;
    return `${host} ${el.localName}[${el.getAttribute('role') ?? ''}] ${(name ?? '').trim().slice(0, 60)}`;
  });

/** The open `dialog`'s accessibility tree, then Escape: where the focus lands once it has gone. */
async function closeByEscape(page: Page, dialog: Locator): Promise<string[]> {
  const tree = await dialog.ariaSnapshot();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await settle(page);
  return [tree, `Escape: ${await focusOf(page)}`];
}

/** Presses `keys` one by one; where the focus is after each. */
async function focusAfter(page: Page, keys: string[]): Promise<string[]> {
  const seen: string[] = [];
  for (const key of keys) {
    await page.keyboard.press(key);
    await settle(page);
    seen.push(`${key}: ${await focusOf(page)}`);
  }
  return seen;
}

interface Case {
  name: string;
  path: string;
  width?: number;
  /** Brings the page to the state compared; returns what it records on the way (focus after keys). */
  act?(page: Page): Promise<string[]>;
}

const rpcError = async (route: Route) => {
  if (new URL(route.request().url()).searchParams.get('dbgmethod') !== 'rpc.form') return route.continue();
  const calls = JSON.parse(new URLSearchParams(route.request().postData() ?? '').get('JSONRPC') ?? '[]') as Array<{ id: number }>;
  const messages = [{ text: 'Sorry, the waitlist is full.', key: 'waitlist.full', severity: 'ERROR', tags: [], display_locations: [] }];
  await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(calls.map(({ id }) => ({ id, error: { code: 102, message: 'full', data: { messages } } }))) });
};

const CASES: Case[] = [
  { name: 'home at 360 px', path: '/', width: 360 },
  { name: 'category listing', path: '/category/1' },
  {
    name: 'typeahead open with options, arrows and Escape',
    path: '/',
    async act(page) {
      const input = page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
      await input.focus();
      await page.keyboard.type('lip');
      await page.getByRole('banner').getByRole('option').first().waitFor();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      const seen = [await focusOf(page), `active option: ${await input.evaluate((el) => document.getElementById(el.getAttribute('aria-activedescendant') ?? '')?.textContent)}`];
      await page.keyboard.press('Escape');
      await settle(page);
      seen.push(`Escape: ${await focusOf(page)} expanded=${await input.getAttribute('aria-expanded')}`);
      return seen;
    },
  },
  {
    name: 'search results with a refinement chosen by keyboard',
    path: '/esearch?search=lipstick',
    async act(page) {
      const heading = page.getByRole('heading', { level: 1 });
      const before = await heading.textContent();
      await page.getByRole('link', { name: 'Matte (4)' }).focus();
      await page.keyboard.press('Enter');
      await page.waitForFunction((text) => document.querySelector('h1')?.textContent !== text, before);
      await page.waitForFunction(() => !document.querySelector('[data-widget] [aria-busy="true"]'));
      await settle(page);
      return [`${await heading.textContent()}`, await focusOf(page)];
    },
  },
  {
    name: 'quick view open by keyboard, Tab inside',
    path: '/',
    async act(page) {
      const card = page.locator('.sfi-card').filter({ has: page.locator('.sfi-swatch__input') }).first();
      await card.getByRole('button', { name: /^Quick view / }).focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await dialog.locator('.sfi-bag__button').waitFor();
      await page.waitForFunction(() => document.activeElement?.matches('dialog .sfi-swatch__input:checked') === true);
      const seen = [await focusOf(page), ...(await focusAfter(page, ['ArrowRight', 'Tab', 'Tab', 'Shift+Tab']))];
      return [...seen, ...(await closeByEscape(page, dialog))];
    },
  },
  {
    name: 'added-to-bag dialog, then Escape',
    path: '/product/1',
    async act(page) {
      const button = page.locator('[data-widget] .sfi-bag__button[data-action="add"]').first();
      await button.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Added to your bag' });
      await dialog.waitFor();
      await settle(page);
      return [await focusOf(page), ...(await focusAfter(page, ['Tab'])), ...(await closeByEscape(page, dialog))];
    },
  },
  {
    name: 'waitlist form refused',
    path: '/widgets',
    async act(page) {
      await page.route('**/rpc/jsonrpc.tmpl?*', rpcError);
      const form = page.locator('[data-widget="waitlist-form"]');
      await form.getByLabel('Email address').focus();
      await page.keyboard.type('ana@example.com');
      await page.keyboard.press('Enter');
      await form.locator('.sfi-waitlist__error[role="alert"]').filter({ hasText: 'Sorry, the waitlist is full.' }).waitFor();
      return [await focusOf(page)];
    },
  },
  {
    name: 'add to bag refused by a failed request (500)',
    path: '/product/1',
    async act(page) {
      await page.route('**/rpc/jsonrpc.tmpl?*', (route) => route.fulfill({ status: 500, body: 'oops' }));
      await page.locator('[data-widget] .sfi-bag__button[data-action="add"]').first().focus();
      await page.keyboard.press('Enter');
      await page.locator('[data-widget="add-to-bag"]').getByRole('alert').filter({ hasText: /./ }).first().waitFor();
      return [await focusOf(page)];
    },
  },
  {
    name: 'add to bag while its request is slow (held): "Adding…", a second Enter',
    path: '/product/1',
    async act(page) {
      await page.route('**/rpc/jsonrpc.tmpl?*', () => undefined); // never answered while the page is compared
      await page.locator('[data-widget] .sfi-bag__button[data-action="add"]').first().focus();
      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: /^Adding… / }).waitFor();
      await page.keyboard.press('Enter');
      await settle(page);
      return [await focusOf(page)];
    },
  },
  {
    name: 'shipping overlay on a failed request (500), Escape',
    path: '/product/1',
    async act(page) {
      await page.route('**/info/shipping.tmpl', (route) => route.fulfill({ status: 500, body: 'oops' }));
      await page.getByRole('link', { name: 'Shipping and returns' }).focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Shipping and returns' });
      await dialog.getByRole('alert').waitFor();
      // The dialog moves the focus on to the first control of content that arrived in the frame after it came:
      // read once that frame has run, or a slow visit reads the dialog itself.
      await settle(page);
      return [await focusOf(page), ...(await closeByEscape(page, dialog))];
    },
  },
  {
    name: 'video played to a subtitle, then paused there',
    path: '/video',
    async act(page) {
      const player = page.getByRole('group', { name: 'Video player' });
      await player.getByRole('button', { name: 'Play video' }).focus();
      await page.keyboard.press('Enter');
      const film = (method: 'seek' | 'pause') =>
        page.evaluate((method) => (window as unknown as { productFilm: { seek(s: number): boolean; pause(): void } }).productFilm[method](5.5), method);
      await player.locator('.sfi-video__subtitles').first().waitFor();
      // Held at 5.5 s, in the Lips chapter with its subtitle on: a playing film moves on during the keys (on a busy
      // machine past the cue or into the next chapter, whose product the panel's links then name), so both visits
      // are compared at the same still point, once the seek has been served (no "Loading" spinner).
      await film('pause');
      await film('seek');
      await player.locator('.sfi-video__subtitles').getByText('Lips: colour that lasts all day').waitFor();
      await player.locator('.sfi-video__spinner').waitFor({ state: 'detached' });
      return [await focusOf(page), ...(await focusAfter(page, Array(8).fill('Tab')))];
    },
  },
  {
    name: 'quiz in its dialog at 360 px: an answer, Next, Next without an answer',
    path: '/',
    width: 360,
    async act(page) {
      await page.getByRole('link', { name: 'Find your grooming routine' }).focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Beauty quiz' });
      await dialog.locator('.sfi-steps__option input').first().waitFor();
      await waitForIslands(page);
      await dialog.locator('.sfi-steps__option input').first().focus();
      await page.keyboard.press('ArrowDown');
      const seen = [`ArrowDown: ${await focusOf(page)}`];
      await dialog.locator('.sfi-steps__button--primary').focus();
      await page.keyboard.press('Enter');
      await dialog.getByText('Question 2 of').first().waitFor();
      await settle(page);
      seen.push(`Next: ${await focusOf(page)}`);
      await dialog.locator('.sfi-steps__button--primary').focus();
      await page.keyboard.press('Enter');
      await dialog.getByRole('alert').filter({ hasText: /./ }).waitFor();
      seen.push(`Next again: ${await focusOf(page)}`);
      return seen;
    },
  },
  {
    name: 'Tab order through a product page',
    path: '/product/1',
    async act(page) {
      return focusAfter(page, Array(16).fill('Tab'));
    },
  },
  {
    name: 'foundation finder from the hash, one answer',
    path: '/product/1',
    async act(page) {
      await page.evaluate(() => (location.hash = '#foundation_finder'));
      const dialog = page.getByRole('dialog', { name: 'Foundation finder' });
      await dialog.locator('.sfi-finder input[type="radio"]').first().waitFor();
      await waitForIslands(page);
      await settle(page);
      const seen = [`open: ${await focusOf(page)}`];
      await dialog.locator('.sfi-steps__option input').first().focus();
      await page.keyboard.press('Space');
      await dialog.locator('.sfi-steps__button--primary').focus();
      await page.keyboard.press('Enter');
      await dialog.getByText('Question 2 of 4').first().waitFor();
      await settle(page);
      seen.push(`Next: ${await focusOf(page)}`);
      return seen;
    },
  },
  {
    name: 'typeahead when its search fails (500)',
    path: '/',
    async act(page) {
      await page.route(/\/enrpc\/JSONControllerServlet\.do/, (route) => route.fulfill({ status: 500, body: 'oops' }));
      const input = page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
      await input.focus();
      await Promise.all([page.waitForResponse(/\/enrpc\/JSONControllerServlet\.do/), page.keyboard.type('lip')]);
      await settle(page);
      await page.keyboard.press('ArrowDown');
      return [await focusOf(page), `expanded=${await input.getAttribute('aria-expanded')}`];
    },
  },
  {
    name: 'quick view while the storefront answers 500 (the card\'s product is shown)',
    path: '/',
    async act(page) {
      await page.route('**/rpc/jsonrpc.tmpl?*', (route) => route.fulfill({ status: 500, body: 'oops' }));
      await page.locator('.sfi-card').first().getByRole('button', { name: /^Quick view / }).focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await dialog.getByText(/^Sorry, /).or(dialog.locator('.sfi-bag__button')).waitFor();
      await settle(page);
      return [await focusOf(page), ...(await closeByEscape(page, dialog))];
    },
  },
  {
    name: 'date picker open, arrows',
    path: '/widgets',
    async act(page) {
      await page.getByLabel('Birthday').focus();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await page.getByRole('dialog', { name: 'Choose date' }).getByRole('grid').waitFor();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowDown');
      return [await focusOf(page)];
    },
  },
];

async function visit(flavour: Flavour, c: Case) {
  const context = await env.browser.newContext({ viewport: { width: c.width ?? 1280, height: 900 } });
  if (flavour === 'react') await context.addCookies([{ name: 'sfi_flavour', value: 'react', url: env.demo.url }]);
  const watched = await watchPage(context);
  const { page } = watched;
  // Both flavours on the same day, so a date picker opens on the same month.
  await page.clock.setFixedTime(new Date(2025, 2, 20, 10, 0));
  await page.goto(`${env.demo.url}${c.path}`);
  await waitForIslands(page);
  assert.equal(await page.evaluate(() => (window as unknown as { StorefrontIslands?: { flavour: string } }).StorefrontIslands?.flavour), flavour);
  await page.waitForFunction(() => !document.querySelector('[data-widget] [aria-busy="true"]'));
  const steps = c.act ? await c.act(page) : [];
  await settle(page);
  // Back to top follows the scroll through a 100 ms throttle, so it may still be catching up with the last Tab's
  // scroll: the tree is read once it shows exactly when the page is past its threshold, in either flavour.
  await page.waitForFunction(
    (threshold) => {
      const button = document.querySelector<HTMLButtonElement>('.sfi-back-to-top');
      return !button || button.hidden === !(window.scrollY > threshold);
    },
    BACK_TO_TOP_THRESHOLD_PX,
  );
  const tree = (await page.locator('body').ariaSnapshot())
    .replace(/[?&]flavour=react/g, '')
    .replace(/%3Fflavour%3Dreact/g, '');
  await watched.assertClean();
  await context.close();
  return { tree, steps, warnings: watched.warnings };
}

describe('the preact and React flavours give a shopper the same page', () => {
  for (const c of CASES) {
    it(c.name, async () => {
      // Side by side, each in its own context: half the time of one after the other.
      const [preact, react] = await Promise.all([visit(FLAVOURS[0], c), visit(FLAVOURS[1], c)]);
      assert.deepEqual(react.steps, preact.steps, 'focus after the same keys');
      assert.equal(react.tree, preact.tree, 'accessibility tree');
      assert.deepEqual(react.warnings, preact.warnings, 'console warnings');
    });
  }
});
