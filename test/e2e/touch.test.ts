// A phone shopper with a touch screen, in both flavours: a 360 × 740 window with touch and the mobile viewport, and
// every act a tap (`locator.tap()`, `page.touchscreen`) or a touch gesture, never the mouse. The shade names of a
// card's swatches, quick view opened and closed by tap (its button, the backdrop), the page held still behind it, add to
// bag and the "Added to your bag" dialog, the heart, the video's play toggle and its bars dragged by a finger, the date
// picker, the typeahead; the Loyalty join and a member's offers, the foundation finder to its result and the bag, the
// film's chapters and their product, and the bag page's quantity and remove.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { GRID_NEW_PAGE_SETTLE_MS } from '../../src/config/products';
import { FLAVOURS, type Flavour, settle, signIn, useDemoAndBrowser, waitForIslands, watchPage, withFlavour, type WatchedPage } from './harness';

const env = useDemoAndBrowser();
const PHONE = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true };

async function openPhone(browser: Browser): Promise<WatchedPage> {
  return watchPage(await browser.newContext(PHONE));
}

/** A phone's page at `path` in `flavour`, its islands mounted. */
async function openPhonePage(path: string, flavour: Flavour): Promise<WatchedPage> {
  const watched = await openPhone(env.browser);
  await watched.page.goto(withFlavour(`${env.demo.url}${path}`, flavour));
  await waitForIslands(watched.page);
  return watched;
}

/** A finger laid on the screen at `from`, drawn to `to` in ten moves, then lifted. */
async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const at = (i: number) => ({ x: from.x + ((to.x - from.x) * i) / 10, y: from.y + ((to.y - from.y) * i) / 10 });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at(0)] });
  for (let i = 1; i <= 10; i += 1) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [at(i)] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** The phone's /video in `flavour`, its film played by a tap on "Play video" and playing, its seek bar ready. */
async function playFilmByTap(flavour: Flavour) {
  const watched = await openPhonePage('/video', flavour);
  const { page } = watched;
  const player = page.getByRole('group', { name: 'Video player' });
  const film = page.locator('.sfi-video__media video');
  await player.getByRole('button', { name: 'Play video' }).tap();
  await page.waitForFunction(() => (document.querySelector('.sfi-video-progress__input') as HTMLInputElement | null)?.disabled === false);
  await film.evaluate((v: HTMLVideoElement) => (v.paused ? new Promise((resolve) => v.addEventListener('playing', resolve, { once: true })) : null));
  return { ...watched, player, film, seek: player.getByRole('slider', { name: 'Seek' }) };
}

const scrollTop = (page: Page) => page.evaluate(() => window.scrollY);

const COUNT = '[data-widget="cart-count"] .sfi-cart-count';
const bagCount = (page: Page) => page.locator(COUNT).getAttribute('data-count');
/** Waits until the header's bag count reads `n`. */
const bagCountReaches = (page: Page, n: number) => page.waitForFunction(([selector, n]) => document.querySelector(selector)?.getAttribute('data-count') === n, [COUNT, String(n)] as const);

/** Whether the element lies wholly inside the 360 × 740 window. */
const inWindow = (page: Page, selector: string) =>
  page.locator(selector).first().evaluate((el) => {
    const box = el.getBoundingClientRect();
    return box.top >= 0 && box.left >= 0 && box.bottom <= window.innerHeight && box.right <= window.innerWidth;
  });

/** Closes "Added to your bag" by a tap on its Close button. */
async function closeAddedByTap(page: Page): Promise<void> {
  const added = page.getByRole('dialog', { name: 'Added to your bag' });
  await added.getByRole('button', { name: 'Close' }).tap();
  await added.waitFor({ state: 'detached' });
}

/** Adds the `nth` card of /category/1 to the bag by tap, and closes "Added to your bag" by its Close button. */
async function addCardByTap(page: Page, nth: number): Promise<void> {
  await page.locator('.sfi-card .sfi-bag__button[data-action="add"]').nth(nth).tap();
  await closeAddedByTap(page);
}

/** How wide the page lays out (more than the window's 360 px: the shopper can scroll it sideways). */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

for (const flavour of FLAVOURS) {
  describe(`touch (${flavour})`, () => {
    it('a tapped swatch: its shade is chosen and its name shows whole inside the window, the page no wider', async () => {
      const { page, context, assertClean } = await openPhonePage('/category/1', flavour);
      assert.equal(await pageWidth(page), 360);
      const card = page.locator('.sfi-card').filter({ has: page.locator('.sfi-swatch__input') }).first();
      const swatches = card.locator('.sfi-swatch');
      // The last swatch of the row, the nearest the card's right edge, where a name has the least room.
      const last = swatches.nth((await swatches.count()) - 1);
      const shade = (await last.locator('.sfi-swatch__input').getAttribute('value'))!;
      await last.tap();
      await settle(page);
      assert.equal(await last.locator('.sfi-swatch__input').isChecked(), true);
      assert.equal(await card.locator('legend').innerText(), `Shade: ${shade}`);
      const tip = last.locator('.sfi-swatch__name');
      assert.equal(await tip.innerText(), shade);
      const box = (await tip.boundingBox())!;
      assert.ok(box.x >= 0 && box.x + box.width <= 360, `the shade name lies inside the window (${box.x} to ${box.x + box.width})`);
      assert.equal(await pageWidth(page), 360, 'the page does not scroll sideways');
      await assertClean();
      await context.close();
    });

    it('quick view by tap: opens on its button, closes by its Close button and by a tap on the backdrop, focus back on the opener', async () => {
      const { page, context, assertClean } = await openPhonePage('/category/1', flavour);
      const card = page.locator('.sfi-card').filter({ has: page.locator('.sfi-card__quick') }).first();
      const name = await card.locator('.sfi-card__name').innerText();
      const opener = card.getByRole('button', { name: `Quick view ${name}` });
      const dialog = page.locator('dialog.sfi-quick-view');
      await opener.tap();
      await dialog.getByRole('button', { name: /^Add to bag / }).waitFor();
      await dialog.getByRole('button', { name: 'Close' }).tap();
      await dialog.waitFor({ state: 'detached' });
      assert.equal(await opener.evaluate((el) => el === document.activeElement), true, 'focus back on the opener');

      await opener.tap();
      await dialog.getByRole('button', { name: /^Add to bag / }).waitFor();
      const box = (await dialog.boundingBox())!;
      assert.ok(box.x >= 0 && box.x + box.width <= 360, 'the dialog fits the window');
      // A tap on the backdrop: the strip beside the dialog.
      await page.touchscreen.tap(box.x / 2, box.y + box.height / 2);
      await dialog.waitFor({ state: 'detached' });
      assert.equal(await opener.evaluate((el) => el === document.activeElement), true, 'focus back on the opener');
      await assertClean();
      await context.close();
    });

    it('the page behind an open quick view holds still under a finger dragged on the dialog or its backdrop, and scrolls again once it closes', async () => {
      const { page, context, assertClean } = await openPhonePage('/category/1', flavour);
      const opener = page.locator('.sfi-card__quick').nth(2);
      await opener.tap();
      const dialog = page.locator('dialog.sfi-quick-view');
      await dialog.getByRole('button', { name: /^Add to bag / }).waitFor();
      const at = await scrollTop(page);
      const box = (await dialog.boundingBox())!;
      await drag(page, { x: box.x + box.width / 2, y: box.y + box.height - 40 }, { x: box.x + box.width / 2, y: box.y + 40 });
      await drag(page, { x: box.x / 2, y: 600 }, { x: box.x / 2, y: 200 });
      await settle(page);
      assert.equal(await scrollTop(page), at, 'the page did not move behind the dialog');
      await dialog.getByRole('button', { name: 'Close' }).tap();
      await dialog.waitFor({ state: 'detached' });
      await drag(page, { x: 180, y: 600 }, { x: 180, y: 200 });
      await page.waitForFunction((y) => window.scrollY > y, at);
      await assertClean();
      await context.close();
    });

    it('add to bag by tap: the count, the "Added to your bag" dialog closed by a tap outside it; the heart pressed by tap', async () => {
      const { page, context, assertClean } = await openPhonePage('/category/1', flavour);
      const card = page.locator('.sfi-card').filter({ has: page.locator('.sfi-bag__button[data-action="add"]') }).first();
      const before = Number(await bagCount(page));
      await card.locator('.sfi-bag__button').tap();
      const added = page.getByRole('dialog', { name: 'Added to your bag' });
      await added.waitFor();
      await bagCountReaches(page, before + 1);
      const box = (await added.boundingBox())!;
      await page.touchscreen.tap(180, box.y + box.height + (740 - box.y - box.height) / 2);
      await added.waitFor({ state: 'detached' });

      const heart = card.getByRole('button', { name: /^Favorite / });
      assert.equal(await heart.getAttribute('aria-pressed'), 'false');
      await heart.tap();
      await page.waitForFunction((el) => el.getAttribute('aria-pressed') === 'true', await heart.elementHandle());
      await assertClean();
      await context.close();
    });

    it('video by touch: a tap plays and pauses, a finger drawn along the seek bar seeks (the page does not scroll), and along the volume bar sets it', async () => {
      const { page, context, assertClean, player, film, seek } = await playFilmByTap(flavour);
      const toggle = player.getByRole('button', { name: 'Play', exact: true });
      await toggle.tap();
      await page.waitForFunction((el) => el.getAttribute('aria-pressed') === 'false', await toggle.elementHandle());
      assert.equal(await film.evaluate((v: HTMLVideoElement) => v.paused), true);

      const at = await scrollTop(page);
      const bar = (await seek.boundingBox())!;
      const middle = bar.y + bar.height / 2;
      await drag(page, { x: bar.x + 4, y: middle }, { x: bar.x + bar.width * 0.6, y: middle + 8 });
      await page.waitForFunction(() => Number((document.querySelector('.sfi-video-progress__input') as HTMLInputElement).value) > 0);
      assert.ok((await film.evaluate((v: HTMLVideoElement) => v.currentTime)) > 0, 'the film went where the finger left the thumb');
      assert.equal(await scrollTop(page), at, 'the page did not scroll');

      const volume = player.getByRole('slider', { name: 'Volume' });
      assert.equal(await volume.inputValue(), '5');
      const knob = (await volume.boundingBox())!;
      // Targets of at least 24 × 24 px (WCAG 2.5.8): the volume bar was 16 px high, the subtitles menu 23.
      const subtitles = (await player.getByRole('combobox', { name: 'Subtitles' }).boundingBox())!;
      assert.ok(knob.height >= 24 && subtitles.height >= 24, `volume ${knob.width}×${knob.height}, subtitles ${subtitles.width}×${subtitles.height}`);
      await drag(page, { x: knob.x + knob.width - 2, y: knob.y + knob.height / 2 }, { x: knob.x + 1, y: knob.y + knob.height / 2 });
      await page.waitForFunction(() => (document.querySelector('.sfi-video-controls__volume') as HTMLInputElement).value === '0');
      await assertClean();
      await context.close();
    });

    it('a finger resting on the seek thumb of a playing film keeps the thumb under it, pressed and after a move; lifted, the film goes where it left the thumb', async () => {
      const { page, context, assertClean, player, film, seek } = await playFilmByTap(flavour);
      const filmTime = () => film.evaluate((v: HTMLVideoElement) => v.currentTime);
      /** Waits until the playing film is `seconds` past `from`. */
      const playedOn = (from: number, seconds: number) =>
        page.waitForFunction((until) => document.querySelector<HTMLVideoElement>('.sfi-video__media video')!.currentTime >= until, from + seconds, { polling: 'raf' });
      const bar = (await seek.boundingBox())!;
      const y = bar.y + bar.height / 2;
      const cdp = await context.newCDPSession(page);
      const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x?: number) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: x === undefined ? [] : [{ x, y }] });

      // Laid on the bar at 40 %: the thumb jumps there and stays while the film plays on under the finger.
      await touch('touchStart', bar.x + bar.width * 0.4);
      await page.waitForFunction(() => Number((document.querySelector('.sfi-video-progress__input') as HTMLInputElement).value) >= 10);
      const pressed = Number(await seek.inputValue());
      await playedOn(pressed, 1.6);
      assert.equal(Number(await seek.inputValue()), pressed, `pressed, not moved: the thumb stays at ${pressed} s while the film is at ${await filmTime()} s`);
      assert.match((await seek.getAttribute('aria-valuetext'))!, new RegExp(`^${pressed} seconds of`));

      // Drawn on to 70 % and held there: the same.
      await touch('touchMove', bar.x + bar.width * 0.7);
      await page.waitForFunction((from) => Number((document.querySelector('.sfi-video-progress__input') as HTMLInputElement).value) > from + 5, pressed);
      const moved = Number(await seek.inputValue());
      await playedOn(moved, 1.6);
      assert.equal(Number(await seek.inputValue()), moved, `moved and held: the thumb stays at ${moved} s while the film is at ${await filmTime()} s`);
      assert.equal(await player.locator('.sfi-video-controls__time').textContent(), `0:${moved} / 0:30`);

      // Lifted: the film goes back to the thumb, which follows it again from there.
      await touch('touchEnd');
      await page.waitForFunction((at) => document.querySelector<HTMLVideoElement>('.sfi-video__media video')!.currentTime < at + 1, moved, { polling: 'raf' });
      await playedOn(moved, 1.2);
      await page.waitForFunction((from) => Number((document.querySelector('.sfi-video-progress__input') as HTMLInputElement).value) > from, moved);
      await cdp.detach();
      await assertClean();
      await context.close();
    });

    it('date picker by tap: the calendar opens, a tapped day is chosen and shown, a tap on the backdrop closes it', async () => {
      const { page, context, assertClean } = await openPhone(env.browser);
      await page.clock.setFixedTime(new Date(2025, 2, 20, 10, 0));
      await page.goto(withFlavour(`${env.demo.url}/widgets`, flavour));
      await waitForIslands(page);
      const opener = page.getByRole('button', { name: 'Choose date' }).first();
      const dialog = page.getByRole('dialog', { name: 'Choose date' });
      await opener.tap();
      await dialog.getByRole('button', { name: 'Prev month' }).tap();
      await dialog.getByRole('grid', { name: 'February 2025' }).waitFor();
      await dialog.locator('td[data-date="2025-02-14"]').tap();
      await dialog.waitFor({ state: 'detached' });
      assert.equal(await page.getByLabel('Birthday').inputValue(), '02/14/2025');
      await page.getByRole('button', { name: /^Choose date/ }).first().tap();
      const box = (await dialog.boundingBox())!;
      await page.touchscreen.tap(box.x / 2, box.y + box.height / 2);
      await dialog.waitFor({ state: 'detached' });
      await assertClean();
      await context.close();
    });

    it('typeahead by tap: tap the box, type, tap a product; and "See all" by tap opens the results page', async () => {
      const { page, context, assertClean } = await openPhonePage('/', flavour);
      const input = page.getByRole('combobox', { name: 'Search products' });
      await input.tap();
      assert.equal(await input.evaluate((el) => el === document.activeElement), true);
      await page.keyboard.type('lip');
      const listbox = page.getByRole('listbox');
      const seeAll = listbox.getByRole('option', { name: /See all results for “lip”/ });
      await seeAll.waitFor();
      await Promise.all([page.waitForURL((url) => url.pathname.endsWith('esearch') && url.searchParams.get('search') === 'lip'), seeAll.tap()]);
      await waitForIslands(page);

      await input.tap();
      await input.fill('');
      await page.keyboard.type('lip');
      const product = listbox.locator('.sfi-typeahead__option--product').first();
      await product.waitFor();
      await Promise.all([page.waitForURL((url) => url.pathname.startsWith('/product/')), product.tap()]);
      await assertClean();
      await context.close();
    });

    it('a tap outside the open typeahead closes it, the page staying where it is', async () => {
      const { page, context, assertClean } = await openPhonePage('/', flavour);
      const input = page.getByRole('combobox', { name: 'Search products' });
      await input.tap();
      await page.keyboard.type('lip');
      await page.getByRole('listbox').getByRole('option').first().waitFor();
      // Below the panel, on the page's text (nothing there that a tap would follow or press).
      const panel = (await page.getByRole('listbox').boundingBox())!;
      const spot = { x: 20, y: panel.y + panel.height + 20 };
      assert.equal(await page.evaluate(({ x, y }) => !!document.elementFromPoint(x, y)?.closest('a,button,input,select,textarea,label,[role]'), spot), false);
      await page.touchscreen.tap(spot.x, spot.y);
      await page.waitForFunction(() => document.querySelector('[role=combobox]')?.getAttribute('aria-expanded') === 'false');
      assert.equal(new URL(page.url()).pathname, '/');
      await settle(page);
      await assertClean();
      await context.close();
    });

    it('a signed-in non-member joins Loyalty by tap (the box ticked by its words); a member\'s offers fit the window, each share link the tap\'s target', async () => {
      const { page, context, assertClean } = await openPhone(env.browser);
      // A new account for each flavour (the seeded non-member joins once for the whole file otherwise).
      await page.goto(withFlavour(`${env.demo.url}/account/signin.tmpl#new-account`, flavour));
      const account = page.locator('#new-account');
      await account.getByLabel('First name').fill('Robin');
      await account.getByLabel('Email address').fill(`phone-${flavour}-${Date.now()}@example.com`);
      await account.getByLabel('Password').fill('a long enough password');
      await Promise.all([page.waitForURL((url) => !url.pathname.startsWith('/account/signin')), account.getByRole('button', { name: 'Create account' }).tap()]);
      await page.goto(withFlavour(`${env.demo.url}/account/loyalty/index.tmpl`, flavour));
      await waitForIslands(page);
      const form = page.locator('#loyalty-join-nav').getByRole('form', { name: 'Become a Loyalty member' });
      await form.getByLabel('Birthday (optional, mm/dd/yyyy)').tap();
      await page.keyboard.type('03/14/1990');
      await form.getByRole('button', { name: 'Join now' }).tap();
      await form.locator('.sfi-loyalty-join__error').waitFor();
      assert.equal(await form.getByLabel('Birthday (optional, mm/dd/yyyy)').inputValue(), '03/14/1990', 'nothing typed is lost');
      // The words of the agreement, not the 13 px box: the label is the target a finger finds.
      await form.getByText('I agree to the Loyalty program terms and conditions.').tap();
      assert.equal(await form.getByLabel('I agree to the Loyalty program terms and conditions.').isChecked(), true);
      assert.equal(await pageWidth(page), 360);
      await Promise.all([page.waitForEvent('load'), form.getByRole('button', { name: 'Join now' }).tap()]);
      await waitForIslands(page);
      assert.equal(await page.getByRole('heading', { level: 1 }).innerText(), 'Your Loyalty rewards');
      assert.equal(await page.locator('.loyalty-birthday').innerText(), 'Birthday: March 14');
      await assertClean();
      await context.close();

      const member = await openPhone(env.browser);
      await signIn(member.page, env.demo.url, 'member@example.com');
      await member.page.goto(withFlavour(`${env.demo.url}/account/loyalty/index.tmpl#offers`, flavour));
      await waitForIslands(member.page);
      const links = member.page.locator('[data-widget="loyalty-offers"]').getByRole('link', { name: /^Share on / });
      assert.ok((await links.count()) >= 2);
      // trial: every check of a tap (visible, still, the element a finger there would reach) without the new window.
      for (const link of await links.all()) await link.tap({ trial: true });
      assert.equal(await pageWidth(member.page), 360);
      await member.assertClean();
      await member.context.close();
    });

    it('the foundation finder by tap: every step answered, its result, the shade added to the bag, inside the window throughout', async () => {
      const { page, context, assertClean } = await openPhonePage('/product/1', flavour);
      await page.evaluate(() => (location.hash = '#foundation_finder'));
      const dialog = page.getByRole('dialog', { name: 'Foundation finder' });
      await dialog.locator('.sfi-finder input[type="radio"]').first().waitFor();
      for (const [question, onward] of [['1', 'Next'], ['2', 'Next'], ['3', 'Next'], ['4', 'Find my shade']]) {
        await dialog.getByText(`Question ${question} of 4`).waitFor();
        await dialog.locator('.sfi-steps__option').first().tap();
        assert.equal(await inWindow(page, 'dialog[open]'), true, `the finder fits the window at question ${question}`);
        await dialog.getByRole('button', { name: onward, exact: true }).tap();
      }
      const result = dialog.locator('.sfi-finder--result');
      await result.getByRole('heading', { name: 'Your foundation match' }).waitFor();
      const shade = (await result.locator('.finder-option__shade').innerText()).replace(/^Shade: /, '');
      await result.locator('[data-widget="add-to-bag"][data-widget-state="mounted"] .sfi-bag__button[data-action="add"]').tap();
      await closeAddedByTap(page);
      await bagCountReaches(page, 1);
      await page.goto(withFlavour(`${env.demo.url}/cart`, flavour));
      assert.match(await page.locator('.cart-table').innerText(), new RegExp(shade));
      await assertClean();
      await context.close();
    });

    it('the film\'s chapters by tap: a chapter brings the playing film into view, its marks lie on the seek bar, its product\'s quick view adds to the bag', async () => {
      const { page, context, assertClean } = await openPhonePage('/video', flavour);
      const eyes = page.getByRole('button', { name: 'Eyes', exact: true });
      await eyes.tap();
      await page.waitForFunction((el) => el.getAttribute('aria-current') === 'true', await eyes.elementHandle());
      // The list is under the film: the shopper sees the film their tap started (it was out of sight, above).
      await page.waitForFunction(() => {
        const box = document.querySelector('.sfi-video__media video')!.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight;
      });
      const bar = (await page.getByRole('slider', { name: 'Seek' }).boundingBox())!;
      const marks = await page.locator('.sfi-video-progress__marker').evaluateAll((els) => els.map((el) => el.getBoundingClientRect().x));
      assert.equal(marks.length, 5);
      for (const x of marks) assert.ok(x >= bar.x && x <= bar.x + bar.width, `a chapter mark on the bar (${x})`);
      const href = (await page.locator('.video-chapters__list li', { has: eyes }).getByRole('link').getAttribute('href'))!;
      await page.locator('#videoProductContainer .sfi-video-panel__open').tap();
      const quick = page.locator('dialog.sfi-quick-view');
      await quick.getByRole('button', { name: /^Add to bag / }).tap();
      assert.equal(new URL((await quick.getByRole('link', { name: 'See full details' }).getAttribute('href'))!, env.demo.url).pathname, new URL(href, env.demo.url).pathname, 'the product of the chapter tapped');
      await closeAddedByTap(page);
      await bagCountReaches(page, 1);
      assert.equal(await pageWidth(page), 360);
      await assertClean();
      await context.close();
    });

    it('Back from a product to a category listing after "Show more": the cards it showed and the place on the page come back', async () => {
      const { page, context, assertClean } = await openPhonePage('/category/1', flavour);
      const cards = page.locator('.sfi-grid .sfi-card');
      await page.getByRole('button', { name: 'Show more products' }).tap();
      await page.waitForFunction(() => document.querySelectorAll('.sfi-grid .sfi-card').length > 12);
      const shown = await cards.count();
      // A card of the new page, once such a tap is taken (a moment after the page came: the next test).
      const card = page.locator('.sfi-grid > li').nth(shown - 3);
      await card.scrollIntoViewIfNeeded();
      const place = await scrollTop(page);
      assert.ok(place > 740 * 10, `far down the listing (${place} px)`);
      await page.waitForTimeout(GRID_NEW_PAGE_SETTLE_MS);
      const link = card.locator('a.sfi-card__link');
      const href = (await link.getAttribute('href'))!;
      await Promise.all([page.waitForURL((url) => url.pathname === href), link.tap()]);
      await page.goBack();
      await page.waitForFunction((shown) => document.querySelectorAll('.sfi-grid .sfi-card').length >= shown, shown);
      assert.equal(await cards.count(), shown, 'the pages it showed, not its first');
      await page.waitForFunction((place) => window.scrollY === place, place);
      assert.equal(new URL(page.url()).pathname, '/category/1');
      await assertClean();
      await context.close();
    });

    it('a second tap meant for "Show more", landing on the new page\'s first card as it comes, opens nothing', async () => {
      const { page, context, assertClean } = await openPhonePage('/category/1', flavour);
      const more = page.getByRole('button', { name: 'Show more products' });
      await more.scrollIntoViewIfNeeded();
      const box = (await more.boundingBox())!;
      const at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      // Every click the page takes, and whether it was let go (read after the event has been through the page).
      await page.evaluate(() => {
        const taps: Array<{ inNewPage: boolean; letGo: boolean }> = ((window as unknown as { __taps: typeof taps }).__taps = []);
        window.addEventListener('click', (event) => {
          const item = (event.target as Element).closest('.sfi-grid > li');
          const index = item ? [...item.parentElement!.children].indexOf(item) : -1;
          setTimeout(() => taps.push({ inNewPage: index >= 12, letGo: event.defaultPrevented }));
        }, true);
      });
      await page.touchscreen.tap(at.x, at.y);
      await page.waitForFunction(() => document.querySelectorAll('.sfi-grid .sfi-card').length > 12);
      await page.touchscreen.tap(at.x, at.y);
      await page.waitForFunction(() => (window as unknown as { __taps: unknown[] }).__taps.length === 2);
      const taps = await page.evaluate(() => (window as unknown as { __taps: unknown[] }).__taps);
      assert.deepEqual(taps[1], { inNewPage: true, letGo: true }, 'the second tap fell on a card of the new page, and was let go');
      assert.equal(new URL(page.url()).pathname, '/category/1', 'no product opened');
      await assertClean();
      await context.close();
    });

    it('Back from a product to the second page of search results: the page and the place on it come back', async () => {
      const { page, context, assertClean } = await openPhonePage('/esearch?search=lipstick', flavour);
      await page.locator('.sfi-search__grid li').first().waitFor();
      await page.getByRole('link', { name: 'Page 2' }).tap();
      // The second page's URL enters history as its results are shown (pushState: no load to wait for), in the same
      // task that hands them to the framework, a render before they are in the page: the tiles read next must be the
      // second page's, so the pagination naming page 2 is waited for too (CI read the first page's tile as it went).
      await page.waitForFunction(() => new URLSearchParams(location.search).get('qs') === 'Nao=10');
      await page.locator('.sfi-pagination [aria-current=page]', { hasText: '2' }).waitFor();
      const tile = page.locator('.sfi-search__grid li').nth(7);
      await tile.scrollIntoViewIfNeeded();
      const place = await scrollTop(page);
      assert.ok(place > 740 * 2, `far down the results (${place} px)`);
      const link = tile.locator('a[href]').first();
      const href = (await link.getAttribute('href'))!;
      const results = page.url();
      await Promise.all([page.waitForURL((url) => url.pathname === href), link.tap()]);
      await page.goBack();
      await page.locator('.sfi-search__grid li').first().waitFor();
      await page.waitForFunction((place) => window.scrollY === place, place);
      assert.equal(page.url(), results, 'the second page still');
      await assertClean();
      await context.close();
    });

    it('the bag page by tap: a quantity changed and a line removed, the header count following each', async () => {
      const { page, context, assertClean } = await openPhonePage('/category/1', flavour);
      await addCardByTap(page, 0);
      await addCardByTap(page, 1);
      await bagCountReaches(page, 2);
      await page.goto(withFlavour(`${env.demo.url}/cart`, flavour));
      await waitForIslands(page);
      assert.equal(await pageWidth(page), 360);
      const line = page.locator('.cart-line-form').first();
      await line.getByRole('spinbutton').tap();
      await page.keyboard.press('Control+A');
      await page.keyboard.type('3');
      await Promise.all([page.waitForEvent('load'), line.getByRole('button', { name: /^Update / }).tap()]);
      await waitForIslands(page);
      assert.equal(await page.locator('.cart-line-form').first().getByRole('spinbutton').inputValue(), '3');
      assert.equal(await bagCount(page), '4');
      await Promise.all([page.waitForEvent('load'), page.locator('.cart-line-form').first().getByRole('button', { name: /^Remove / }).tap()]);
      await waitForIslands(page);
      assert.equal(await page.locator('.cart-line-form').count(), 1);
      assert.equal(await bagCount(page), '1');
      await assertClean();
      await context.close();
    });
  });
}
