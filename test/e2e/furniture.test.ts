// Page furniture as a shopper meets it, in both flavours: the back-to-top button (past 220 px, keyboard and
// mouse, reduced motion, text at twice its size on a phone), the product page's accordion (keyboard and mouse)
// and the date picker of the widget catalogue (keyboard only, mouse, typed entry, a 320 px phone and 200% zoom),
// with axe on the open calendar and no page error or CSP report anywhere; no page that scrolls sideways at 320 px,
// with or without the script; and a header that holds still while a page's HTML comes in parts.
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import { describe, it } from 'node:test';
import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { BACK_TO_TOP_SCROLL_THROTTLE_MS } from '../../src/config/page-furniture';
import { FLAVOURS, assertNoAxeViolations, layoutShifts, recordLayoutShifts, settle, useDemoAndBrowser, waitForIslands, watchPage, withFlavour } from './harness';

const env = useDemoAndBrowser();

/**
 * A stand-in for a slow line in front of the demo: every request goes through to `origin`, but a page's HTML stops
 * just after `splitAfter` and its rest comes `pauseMs` later, so the browser can paint the page half parsed.
 */
async function startSlowHtml(origin: string, splitAfter: string, pauseMs: number): Promise<{ url: string; server: Server }> {
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const upstream = await fetch(origin + request.url, {
      method: request.method,
      headers: Object.fromEntries(Object.entries(request.headers).filter(([name]) => name !== 'accept-encoding')) as Record<string, string>,
      body: chunks.length ? Buffer.concat(chunks) : undefined,
      redirect: 'manual',
    });
    const headers = [...upstream.headers].filter(([name]) => !['content-length', 'content-encoding', 'transfer-encoding', 'set-cookie'].includes(name));
    response.writeHead(upstream.status, [...headers, ...upstream.headers.getSetCookie().map((cookie) => ['set-cookie', cookie])].flat());
    const body = Buffer.from(await upstream.arrayBuffer());
    const at = upstream.headers.get('content-type')?.startsWith('text/html') ? body.indexOf(splitAfter) : -1;
    if (at < 0) return void response.end(body);
    response.write(body.subarray(0, at + splitAfter.length));
    setTimeout(() => response.end(body.subarray(at + splitAfter.length)), pauseMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return { url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`, server };
}

/** Presses Tab until `target` has focus (keyboard only), at most `limit` times. */
async function tabTo(page: Page, target: Locator, limit = 60): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  assert.fail(`Tab never reached ${target}`);
}

/**
 * Opens a watched page (in a fresh context made with `options`: a viewport, a zoom) that also records console
 * errors; `finish` asserts nothing went wrong and closes it.
 */
async function open(options: BrowserContextOptions = {}) {
  const watched = await watchPage(await env.browser.newContext(options));
  const consoleErrors: string[] = [];
  watched.page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  return {
    watched,
    page: watched.page,
    async finish() {
      await watched.assertClean();
      assert.deepEqual(consoleErrors, [], 'console errors');
      // The widget catalogue's failure example (#widget-failure-example) is refused on purpose, with its one warning.
      assert.deepEqual(watched.warnings.filter((warning) => !warning.includes('<div#widget-failure-example ')), [], 'console warnings (a host refused)');
      const states = await watched.page.$$eval('[data-widget]:not(#widget-failure-example)', (hosts) => hosts.map((h) => [h.getAttribute('data-widget'), h.getAttribute('data-widget-state')]));
      assert.deepEqual(states.filter(([, state]) => state !== 'mounted'), [], 'every host mounted');
      await watched.context.close();
    },
  };
}

/** Demo pages a phone shopper reaches from the header, the footer and the catalogue. */
const NARROW_PAGES = ['/', '/esearch?search=lipstick', '/product/1', '/category/1', '/cart', '/account/favorites.tmpl', '/account/loyalty/index.tmpl', '/video', '/widgets'];

/** How wide the page is against the window, and where the header's Search button sits across it. */
const across = (page: Page) =>
  page.evaluate(() => {
    const search = [...document.querySelectorAll('header button')].find((b) => b.textContent?.trim() === 'Search');
    const box = search?.getBoundingClientRect();
    return { scrollWidth: document.documentElement.scrollWidth, width: document.documentElement.clientWidth, search: box ? [Math.round(box.left), Math.round(box.right)] : null };
  });

/** Asserts the page does not scroll sideways and its Search button is all on screen. */
async function assertFitsAcross(page: Page, label: string): Promise<void> {
  const { scrollWidth, width, search } = await across(page);
  assert.ok(scrollWidth <= width, `${label}: the page is ${scrollWidth} px wide in a ${width} px window`);
  assert.ok(search, `${label}: the header has its Search button`);
  const [left, right] = search as [number, number];
  assert.ok(left >= 0 && right <= width, `${label}: the Search button (${left}–${right} px) is inside the ${width} px window`);
}

/**
 * Where the calendar's heading, Prev, Next and close buttons are, and whether each one's content fits its box. In a
 * short window the dialog scrolls to the focused day, so it is scrolled back to its top first, as a shopper would.
 */
const calendarBoxes = (page: Page) =>
  page.locator('dialog.sfi-calendar').evaluate((dialog) => {
    const body = dialog.querySelector('.sfi-dialog__body')!;
    body.scrollTop = 0;
    const header = dialog.querySelector('.sfi-calendar__header')!;
    const parts = {
      prev: header.querySelector('.sfi-calendar__nav:first-of-type')!,
      month: header.querySelector('.sfi-calendar__month')!,
      next: header.querySelector('.sfi-calendar__nav:last-of-type')!,
      close: dialog.querySelector('.sfi-dialog__close')!,
    };
    const rect = (el: Element) => {
      const r = el.getBoundingClientRect();
      return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
    };
    return {
      dialog: rect(dialog),
      boxes: Object.fromEntries(Object.entries(parts).map(([name, el]) => [name, rect(el)])),
      overflowing: Object.entries(parts).filter(([, el]) => el.scrollWidth > el.clientWidth).map(([name]) => name),
      bodyScrollsAcross: body.scrollWidth > body.clientWidth,
      month: parts.month.textContent,
    };
  });

/** Asserts the open calendar's heading and buttons are whole, inside the dialog and clear of each other. */
async function assertCalendarHeaderClear(page: Page, label: string): Promise<void> {
  const { dialog, boxes, overflowing, bodyScrollsAcross, month } = await calendarBoxes(page);
  const at = `${label}, ${month}`;
  assert.deepEqual(overflowing, [], `${at}: text wider than its box`);
  assert.equal(bodyScrollsAcross, false, `${at}: the dialog scrolls sideways (the grid does not fit)`);
  const names = Object.keys(boxes);
  for (const [i, a] of names.entries()) {
    const box = boxes[a]!;
    assert.ok(box.left >= dialog.left && box.right <= dialog.right && box.top >= dialog.top && box.bottom <= dialog.bottom, `${at}: ${a} is inside the dialog`);
    for (const b of names.slice(i + 1)) {
      const other = boxes[b]!;
      const overlap = box.left < other.right && other.left < box.right && box.top < other.bottom && other.top < box.bottom;
      assert.equal(overlap, false, `${at}: ${a} and ${b} overlap`);
    }
  }
}

const focused = (page: Page) => page.evaluate(() => {
  const el = document.activeElement;
  return el ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.matches(':focus') ? '' : ' (not focused)'}` : 'none';
});

for (const flavour of FLAVOURS) {
  describe(`page furniture (${flavour})`, () => {
    it('back to top by keyboard: appears past 220 px, Enter takes the page and the focus to the top, Tab goes on from there', async () => {
      const { page, finish } = await open();
      await page.setViewportSize({ width: 1000, height: 600 });
      await page.goto(withFlavour(`${env.demo.url}/category/1`, flavour));
      await waitForIslands(page);
      await page.waitForLoadState('networkidle'); // cards filled and images in: the page's height holds still
      const button = page.getByRole('button', { name: 'Back to top' });
      assert.equal(await button.isVisible(), false, 'hidden at the top');
      await page.evaluate(() => window.scrollTo({ top: 221, behavior: 'instant' }));
      await button.waitFor({ state: 'visible' });
      await page.evaluate(() => window.scrollTo({ top: 220, behavior: 'instant' }));
      await button.waitFor({ state: 'hidden' }); // 220 px is not past the threshold
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      // Keyboard scrolling. Chromium animates it, and once, in a `.ci/run` with both cores busy, the page never moved
      // (React's visit; six runs after it passed). What is tested is the button following a keyboard scroll, not the
      // browser's End key: a page still at the top after 5 s gets the key once more.
      await page.keyboard.press('End');
      if (!(await page.waitForFunction(() => window.scrollY > 220, undefined, { timeout: 5000 }).then(() => true, () => false))) await page.keyboard.press('End');
      await button.waitFor({ state: 'visible' });
      await page.keyboard.press('Shift+Tab'); // from the top of the tab order to its end: the button
      assert.equal(await button.evaluate((el) => el === document.activeElement), true, 'the button takes focus');
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => window.scrollY === 0);
      assert.equal(await focused(page), 'body', 'focus at the top of the page');
      await button.waitFor({ state: 'hidden' });
      await page.keyboard.press('Tab');
      assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Skip to content', 'Tab goes on from the top');
      assert.equal(await page.evaluate(() => document.body.hasAttribute('tabindex')), false, 'the body is left as it was');
      await finish();
    });

    it('back to top by mouse, with reduced motion: a wheel scroll down and a turn back up show it, a click jumps to the top', async () => {
      const { page, finish } = await open();
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.setViewportSize({ width: 1000, height: 600 });
      await page.goto(withFlavour(`${env.demo.url}/category/1`, flavour));
      await waitForIslands(page);
      await page.waitForLoadState('networkidle');
      await page.mouse.move(500, 300);
      // A shopper turns the wheel until the page has moved past 220 px (cards still mounting may take the first turn).
      for (let turns = 0; turns < 10 && (await page.evaluate(() => window.scrollY)) <= 400; turns += 1) {
        await page.mouse.wheel(0, 300);
        await settle(page);
      }
      const button = page.getByRole('button', { name: 'Back to top' });
      await button.waitFor({ state: 'attached' });
      // On the way down it waits below the window's edge; a turn of the wheel back up brings it into view.
      assert.ok((await button.boundingBox())!.y >= 600, 'below the window on the way down');
      await page.mouse.wheel(0, -100);
      await page.waitForFunction(() => document.querySelector('.sfi-back-to-top')!.getBoundingClientRect().bottom <= innerHeight);
      const box = (await button.boundingBox())!;
      assert.ok(box.y + box.height <= 600 && box.x + box.width <= 1000, 'in view, fixed to the bottom right');
      await assertNoAxeViolations(page, `back to top shown (${flavour})`);
      const positions: number[] = [];
      await page.exposeFunction('recordScroll', (y: number) => positions.push(y));
      await page.evaluate(() => window.addEventListener('scroll', () => (window as unknown as { recordScroll(y: number): void }).recordScroll(window.scrollY)));
      await button.click();
      await page.waitForFunction(() => window.scrollY === 0);
      await settle(page);
      assert.deepEqual(positions, [0], 'one jump, no smooth scrolling');
      assert.equal(await focused(page), 'body');
      await finish();
    });

    it('back to top on a phone never hides what has focus: tabbing down the page, and the last links of the footer', async () => {
      const { page, finish } = await open();
      await page.setViewportSize({ width: 320, height: 640 });
      await page.goto(withFlavour(`${env.demo.url}/category/1`, flavour));
      await waitForIslands(page);
      await page.waitForLoadState('networkidle');
      const button = page.getByRole('button', { name: 'Back to top' });
      /** Where the focused element and the button overlap, if they do. */
      const overlap = () =>
        button.evaluate((el) => {
          const focused = document.activeElement;
          if (!focused || focused === el || focused === document.body) return null;
          const [a, b] = [focused.getBoundingClientRect(), el.getBoundingClientRect()];
          const covered = a.right > b.left && a.left < b.right && a.bottom > b.top && a.top < b.bottom;
          return covered ? `${focused.tagName.toLowerCase()} "${focused.textContent?.trim().slice(0, 40)}" at ${Math.round(a.top)}–${Math.round(a.bottom)} px under the button at ${Math.round(b.top)}–${Math.round(b.bottom)} px` : null;
        });
      // Down the listing from its second card: each control Tab reaches is scrolled clear of the button.
      await page.locator('[data-widget="product-card"] a').nth(1).focus();
      for (let presses = 0; presses < 40; presses += 1) {
        await page.keyboard.press('Tab');
        assert.equal(await overlap(), null);
      }
      assert.equal(await button.isVisible(), true, 'the button showed on the way down');
      // The foot of the page: its last links scroll up past the button.
      await page.keyboard.press('End');
      await page.waitForFunction(() => Math.ceil(window.scrollY + innerHeight) >= document.documentElement.scrollHeight);
      const loyalty = page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Loyalty' });
      await loyalty.focus();
      assert.equal(await overlap(), null);
      // Tucked below the window's edge on the way down, the button comes back at the page's end (after the throttle's
      // last call and its slide), where the room it keeps leaves nothing under it.
      await page.waitForFunction(() => (document.elementFromPoint(innerWidth - 40, innerHeight - 30) as HTMLElement | null)?.closest('.sfi-back-to-top') != null, undefined, { timeout: 2000 });
      await assertNoAxeViolations(page, `back to top on a phone (${flavour})`);
      await finish();
    });

    it('back to top on a 320 px phone with text at twice its size: its label wraps, and the room it keeps grows with it', async () => {
      // The user stylesheet is the browser's own, outside the page's CSP (as in text-spacing.test.ts).
      const { page, finish } = await open({ viewport: { width: 320, height: 640 }, bypassCSP: true, reducedMotion: 'reduce' });
      await page.goto(withFlavour(`${env.demo.url}/category/1`, flavour));
      await waitForIslands(page);
      await page.addStyleTag({ content: 'html{font-size:200%!important}' });
      const button = page.getByRole('button', { name: 'Back to top' });
      // Down the page, then a turn up: the button shows in full (no slide, with reduced motion).
      await page.evaluate(() => window.scrollTo(0, 3000));
      await button.waitFor();
      await page.evaluate(() => window.scrollTo(0, 2900));
      await page.waitForFunction(() => !document.querySelector('.sfi-back-to-top--tucked'));
      await settle(page);
      /** The band at the window's foot the button covers, against the band focus keeps clear of and the room at the page's end. */
      const bands = () =>
        button.evaluate((el) => {
          const room = document.querySelector('.sfi-back-to-top__room')!;
          return {
            lines: (() => {
              const label = document.createRange();
              label.selectNodeContents(el.lastChild!);
              return new Set([...label.getClientRects()].map((rect) => Math.round(rect.top))).size;
            })(),
            covered: Math.ceil(innerHeight - el.getBoundingClientRect().top),
            kept: Math.floor(parseFloat(getComputedStyle(document.documentElement).scrollPaddingBottom)),
            room: Math.floor(room.getBoundingClientRect().height),
          };
        });
      const { lines, covered, kept, room } = await bands();
      assert.ok(lines >= 2, `the label wraps at this size (${lines} line)`);
      assert.ok(covered <= kept, `focus keeps clear of the window's bottom ${kept} px, but the button covers ${covered} px`);
      assert.ok(covered <= room, `the page's end has ${room} px of room, but the button covers ${covered} px`);
      // At the usual size again the room shrinks back to the one-line button's, once the page scrolls.
      await page.addStyleTag({ content: 'html{font-size:100%!important}' });
      await page.evaluate(() => window.scrollTo(0, 2800));
      await page.waitForFunction(() => parseFloat(getComputedStyle(document.documentElement).scrollPaddingBottom) < 80);
      assert.equal((await bands()).lines, 1);
      await finish();
    });

    it('back to top on a 360 px phone covers no heart on the way down a listing; a turn up brings it back, a whole 44 px target', async () => {
      const { page, finish } = await open();
      await page.setViewportSize({ width: 360, height: 640 });
      await page.goto(withFlavour(`${env.demo.url}/category/1`, flavour));
      await waitForIslands(page);
      await page.waitForLoadState('networkidle');
      const button = page.getByRole('button', { name: 'Back to top' });
      const hearts = page.getByRole('button', { name: /^Favorite / });
      /** The hearts (their names) that the part of the button in the window overlaps: none while it is hidden or below the window. */
      const covered = async () => {
        // By class: a hidden button is out of the accessibility tree, and its box is empty.
        const box = await page.locator('.sfi-back-to-top').evaluate((el) => {
          const r = el.getBoundingClientRect();
          return { left: r.left, top: r.top, right: r.right, bottom: Math.min(r.bottom, innerHeight) };
        });
        return hearts.evaluateAll((all, b) => all.filter((heart) => {
          const a = heart.getBoundingClientRect();
          return b.top < b.bottom && a.right > b.left && a.left < b.right && a.bottom > b.top && a.top < b.bottom;
        }).map((heart) => heart.getAttribute('aria-label')), box);
      };
      /** The button's box when it is all in the window, else null. */
      const inWindow = () => button.evaluate((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth ? { width: r.width, height: r.height } : null;
      });
      /** Scrolls the page to `top` as a shopper's flick would leave it, then lets the throttle's last call (due within its interval) and its render run. */
      const scrollTo = async (top: number) => {
        await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
        await page.evaluate((ms) => new Promise((resolve) => setTimeout(resolve, ms)), BACK_TO_TOP_SCROLL_THROTTLE_MS);
        await settle(page);
      };
      // Down the first four cards, 50 px at a time: the button sat over a heart at 7 of these 54 positions.
      const underneath: string[] = [];
      for (let y = 50; y <= 2700; y += 50) {
        await scrollTo(y);
        const names = await covered();
        if (names.length > 0) underneath.push(`${y} px: ${names.join(', ')}`);
      }
      assert.deepEqual(underneath, [], 'hearts under the button on the way down');
      await assertNoAxeViolations(page, `back to top on a 360 px phone, below the window's edge (${flavour})`);
      // Out of the way, not gone: the keyboard still reaches it (from the top of the tab order to its end), and it shows.
      await page.keyboard.press('Shift+Tab');
      assert.equal(await button.evaluate((el) => el === document.activeElement), true, 'the button takes focus');
      await page.waitForFunction(() => { const r = document.activeElement!.getBoundingClientRect(); return r.bottom <= innerHeight; });
      await button.evaluate((el) => el.blur());
      // A turn back up brings it into the window, a target of at least 44 × 44 px.
      await scrollTo(2600);
      await page.waitForFunction(() => { const r = document.querySelector('.sfi-back-to-top')!.getBoundingClientRect(); return r.bottom <= innerHeight; });
      const box = await inWindow();
      assert.ok(box, 'the button is all in the window after a turn up');
      assert.ok(box.width >= 44 && box.height >= 44, `the button is ${box.width} × ${box.height} px`);
      await assertNoAxeViolations(page, `back to top on a 360 px phone, after a turn up (${flavour})`);
      await finish();
    });

    it('accordion on the product page by keyboard: Enter and Space toggle, arrows move between headers', async () => {
      const { page, finish } = await open();
      await page.goto(withFlavour(`${env.demo.url}/product/1`, flavour));
      await waitForIslands(page);
      const accordion = page.locator('.product-accordion');
      const headers = accordion.locator('.sfi-accordion__button');
      assert.deepEqual(await headers.allInnerTexts(), ['Details', 'How to use', 'Ingredients']);
      const panel = (i: number) => accordion.locator('.sfi-accordion__panel').nth(i);
      const [details, howTo, ingredients] = [panel(0), panel(1), panel(2)];
      assert.equal(await details.isVisible(), true);
      assert.equal(await howTo.isVisible(), false);
      // The open panel is a region named by its header; a closed one is none (a landmark list offered them empty).
      assert.equal(await accordion.getByRole('region', { name: 'Details' }).count(), 1);
      assert.deepEqual([await howTo.getAttribute('role'), await ingredients.getAttribute('role')], [null, null]);
      await tabTo(page, headers.nth(0));
      await page.keyboard.press('ArrowDown');
      assert.equal(await headers.nth(1).evaluate((el) => el === document.activeElement), true, 'ArrowDown moves to the next header');
      await page.keyboard.press('Enter');
      await howTo.waitFor({ state: 'visible' });
      assert.match(await howTo.innerText(), /^Line the lips from the centre outwards/);
      assert.equal(await details.isVisible(), false, 'one panel at a time');
      assert.equal(await headers.nth(1).getAttribute('aria-expanded'), 'true');
      await page.keyboard.press('End');
      await page.keyboard.press('Space');
      await ingredients.waitFor({ state: 'visible' });
      assert.equal(await howTo.isVisible(), false);
      await page.keyboard.press('Space');
      await ingredients.waitFor({ state: 'hidden' });
      assert.deepEqual(await headers.evaluateAll((els) => els.map((el) => el.getAttribute('aria-expanded'))), ['false', 'false', 'false']);
      await page.keyboard.press('Home');
      assert.equal(await headers.nth(0).evaluate((el) => el === document.activeElement), true, 'Home moves to the first header');
      await page.keyboard.press('Tab');
      assert.equal(await headers.nth(1).evaluate((el) => el === document.activeElement), true, 'a closed panel is skipped by Tab');
      await assertNoAxeViolations(page, `product page accordion (${flavour})`);
      await finish();
    });

    it('accordion on the product page moves nothing as it mounts (no layout shift, 1280 and 320 px); without the script it is a working accordion', async () => {
      for (const viewport of [{ width: 1280, height: 1200 }, { width: 320, height: 1800 }]) {
        // Windows tall enough to show what comes after the accordion, which its panels closing would pull up.
        const { page, watched, finish } = await open({ viewport });
        await recordLayoutShifts(watched.context);
        // The buy box has a layout-shift test of its own (products.test.ts): here it stays as served, so any shift
        // left is the accordion's.
        await page.route(/\/product\/1(\?|$)/, async (route) => {
          const response = await route.fetch();
          await route.fulfill({ response, body: (await response.text()).replace('data-widget="add-to-bag"', '') });
        });
        await page.goto(withFlavour(`${env.demo.url}/product/1`, flavour));
        await waitForIslands(page);
        await page.waitForLoadState('networkidle');
        const shifts = await layoutShifts(page);
        assert.deepEqual(shifts, [], `layout shifts at ${viewport.width} px`);
        assert.deepEqual(await page.locator('.product-accordion .sfi-accordion__button').evaluateAll((els) => els.map((el) => el.getAttribute('aria-expanded'))), ['true', 'false', 'false']);
        await finish();
      }
      // Without the script: one section open, a click on another's summary opens it and closes the first.
      const context = await env.browser.newContext({ javaScriptEnabled: false });
      const bare = await context.newPage();
      await bare.goto(withFlavour(`${env.demo.url}/product/1`, flavour));
      const sections = bare.locator('.product-accordion details');
      const opened = () => sections.evaluateAll((els) => els.map((el) => (el as HTMLDetailsElement).open));
      assert.deepEqual(await opened(), [true, false, false]);
      await bare.getByText('How to use').click();
      await bare.getByText(/^Line the lips from the centre outwards/).waitFor();
      assert.deepEqual(await opened(), [false, true, false]);
      await context.close();
    });

    it('accordion: find in page (a text fragment) and a link to an id open the closed panel that holds them', async () => {
      const { page, finish } = await open();
      await page.goto(withFlavour(`${env.demo.url}/product/1`, flavour));
      await waitForIslands(page);
      const accordion = page.locator('.product-accordion');
      const headers = accordion.locator('.sfi-accordion__button');
      const expanded = () => headers.evaluateAll((els) => els.map((el) => el.getAttribute('aria-expanded')));
      const howTo = accordion.locator('.sfi-accordion__panel').nth(1);
      assert.deepEqual(await expanded(), ['true', 'false', 'false']);
      assert.equal(await howTo.isVisible(), false);
      assert.equal(await howTo.getAttribute('hidden'), 'until-found', 'a closed panel stays findable');
      // What Ctrl+F does: the browser finds the words in the closed panel and reveals it (beforematch). A link to a
      // text fragment takes the same path in Chromium; window.find() finds the words but reveals nothing.
      await page.evaluate(() => {
        const link = document.createElement('a');
        link.id = 'to-how-to';
        link.href = '#:~:text=Line%20the%20lips%20from%20the%20centre';
        link.textContent = 'How to apply it';
        document.querySelector('main')!.prepend(link);
      });
      await page.locator('#to-how-to').click();
      await howTo.waitFor({ state: 'visible' });
      await page.waitForFunction(() => document.querySelectorAll('.product-accordion .sfi-accordion__button[aria-expanded="true"]').length === 1);
      assert.deepEqual(await expanded(), ['false', 'true', 'false'], 'one panel at a time: the found one is open, its header says so');
      assert.equal(await accordion.getByRole('region', { name: 'Details' }).isVisible(), false);
      await assertNoAxeViolations(page, `accordion opened by find in page (${flavour})`);
      // A header still toggles it as before.
      await headers.nth(1).click();
      await howTo.waitFor({ state: 'hidden' });
      assert.deepEqual(await expanded(), ['false', 'false', 'false']);
      // A link to an id inside a closed panel (an accordion added to the page, with several panels open at once).
      await page.evaluate(() => {
        const host = document.createElement('div');
        host.id = 'faq';
        host.setAttribute('data-widget', 'accordion');
        host.setAttribute('data-props', '{"allowMultiple": true}');
        for (const [tag, text] of [['h2', 'Shipping'], ['p', 'In 3 days.'], ['h2', 'Returns'], ['p', 'Within 30 days.']] as const) {
          host.appendChild(document.createElement(tag)).textContent = text;
        }
        host.lastElementChild!.id = 'returns-window';
        document.querySelector('main')!.append(host);
      });
      await page.locator('#faq[data-widget-state="mounted"]').waitFor();
      const faqHeaders = page.locator('#faq .sfi-accordion__button');
      assert.equal(await page.locator('#returns-window').isVisible(), false);
      await page.evaluate(() => void (location.hash = 'returns-window'));
      await page.locator('#returns-window').waitFor({ state: 'visible' });
      await page.waitForFunction(() => document.querySelectorAll('#faq .sfi-accordion__button[aria-expanded="true"]').length === 2);
      assert.deepEqual(await faqHeaders.evaluateAll((els) => els.map((el) => el.getAttribute('aria-expanded'))), ['true', 'true'], 'the linked panel opens beside the open one');
      await assertNoAxeViolations(page, `accordion opened by a fragment link (${flavour})`);
      await finish();
    });

    it('accordion by mouse, on the widget catalogue (several open at once)', async () => {
      const { page, finish } = await open();
      await page.goto(withFlavour(`${env.demo.url}/widgets`, flavour));
      await waitForIslands(page);
      const example = page.locator('#widget-accordion').locator('..');
      const headers = example.locator('.sfi-accordion__button');
      assert.deepEqual(await headers.allInnerTexts(), ['Delivery', 'Returns', 'Gift wrap']);
      await headers.nth(2).click();
      await example.getByRole('region', { name: 'Gift wrap' }).waitFor({ state: 'visible' });
      assert.equal(await example.getByRole('region', { name: 'Delivery' }).isVisible(), true, 'allowMultiple keeps the first open');
      await headers.nth(0).click();
      await example.getByRole('region', { name: 'Delivery' }).waitFor({ state: 'hidden' });
      await finish();
    });

    it('date picker by keyboard only: open, arrows and PageDown, Enter chooses, mm/dd/yy shown, focus back on the button; axe with the dialog open', async () => {
      const { page, finish } = await open();
      await page.clock.setFixedTime(new Date(2025, 2, 20, 10, 0)); // Thursday 03/20/2025
      await page.goto(withFlavour(`${env.demo.url}/widgets`, flavour));
      await waitForIslands(page);
      const input = page.getByLabel('Birthday');
      assert.equal(await input.getAttribute('placeholder'), 'mm/dd/yyyy');
      const opener = page.getByRole('button', { name: 'Choose date' });
      await input.focus();
      await page.keyboard.press('Tab');
      assert.equal(await opener.evaluate((el) => el === document.activeElement), true, 'the button follows the input');
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Choose date' });
      await dialog.waitFor();
      const grid = dialog.getByRole('grid', { name: 'March 2025' });
      await grid.waitFor();
      const day = () => page.evaluate(() => document.activeElement?.getAttribute('data-date'));
      assert.equal(await day(), '2025-03-20', 'focus on today');
      await assertNoAxeViolations(page, `date picker dialog open (${flavour})`);
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowDown');
      assert.equal(await day(), '2025-03-28');
      await page.keyboard.press('PageDown');
      await dialog.getByRole('grid', { name: 'April 2025' }).waitFor();
      assert.equal(await day(), '2025-04-28');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Shift+Tab');
      assert.equal(await day(), '2025-04-28', 'Tab stays in the dialog; the grid keeps one day in the tab order');
      await page.keyboard.press('Enter');
      await dialog.waitFor({ state: 'detached' });
      assert.equal(await input.inputValue(), '04/28/2025');
      assert.equal(await page.locator('input[type="hidden"][name="birthday"]').inputValue(), '2025-04-28');
      await page.waitForFunction(() => document.activeElement?.matches('.sfi-date-picker__button:focus'));
      assert.equal(await page.getByRole('button', { name: 'Choose date, Monday, April 28, 2025' }).evaluate((el) => el === document.activeElement), true, 'focus back on the button');

      // Escape closes without choosing; focus comes back.
      await page.keyboard.press('Space');
      await dialog.waitFor();
      assert.equal(await day(), '2025-04-28', 'opens on the chosen day');
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      assert.equal(await input.inputValue(), '04/28/2025');
      await page.waitForFunction(() => document.activeElement?.matches('.sfi-date-picker__button:focus'));
      await finish();
    });

    it('date picker: a Tab pressed at once after Enter chooses, or after Escape, goes on from the button (the focus is back before it)', async () => {
      const { page, finish } = await open();
      await page.goto(withFlavour(`${env.demo.url}/widgets`, flavour));
      await waitForIslands(page);
      const opener = page.locator('.sfi-date-picker__button');
      const focused = () => page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80) ?? '');
      // What Tab reaches from the button, the dialog closed.
      await opener.focus();
      await page.keyboard.press('Tab');
      const next = await focused();
      assert.notEqual(next, await opener.evaluate((el) => el.outerHTML.slice(0, 80)));
      for (const close of ['Enter', 'Escape']) {
        await opener.focus();
        await page.keyboard.press('Enter');
        await page.getByRole('dialog', { name: 'Choose date' }).locator('td[tabindex="0"]:focus').waitFor();
        await page.keyboard.press(close);
        await page.keyboard.press('Tab');
        assert.equal(await focused(), next, `Tab at once after ${close}`);
      }
      await finish();
    });

    it('date picker by mouse and by typing: a click on a day chooses it; a typed date is read, a wrong one kept with a message', async () => {
      const { page, finish } = await open();
      await page.clock.setFixedTime(new Date(2025, 2, 20, 10, 0));
      await page.goto(withFlavour(`${env.demo.url}/widgets`, flavour));
      await waitForIslands(page);
      const input = page.getByLabel('Birthday');
      await page.getByRole('button', { name: 'Choose date' }).click();
      const dialog = page.getByRole('dialog', { name: 'Choose date' });
      await dialog.getByRole('button', { name: 'Prev month' }).click();
      await dialog.getByRole('grid', { name: 'February 2025' }).waitFor();
      await dialog.locator('td[data-date="2025-02-14"]').click();
      await dialog.waitFor({ state: 'detached' });
      assert.equal(await input.inputValue(), '02/14/2025');

      await input.fill('7/4/89');
      await page.keyboard.press('Tab');
      await page.waitForFunction(() => (document.querySelector('input[name="birthday"]') as HTMLInputElement).value === '1989-07-04');
      assert.equal(await input.inputValue(), '07/04/1989');

      await input.fill('31/12/1989');
      await page.keyboard.press('Tab');
      const message = page.getByRole('alert').filter({ hasText: 'Enter the date as mm/dd/yyyy' });
      await message.waitFor();
      assert.equal(await message.innerText(), 'Enter the date as mm/dd/yyyy, for example 03/15/2025.');
      assert.equal(await input.inputValue(), '31/12/1989', 'the typed text stays');
      assert.equal(await input.getAttribute('aria-invalid'), 'true');
      // The form does not send a date it could not read.
      await page.getByRole('button', { name: 'Save' }).click();
      await settle(page);
      assert.equal(new URL(page.url()).searchParams.has('birthday'), false, 'the browser kept the form from submitting');
      await input.fill('12/31/1989');
      await page.keyboard.press('Tab');
      await message.waitFor({ state: 'detached' });
      await Promise.all([page.waitForURL(/birthday=1989-12-31/), page.getByRole('button', { name: 'Save' }).click()]);
      await waitForIslands(page);
      await finish();
    });

    it('date picker on a birthday with max of today: 0025 and tomorrow are refused as typed, the calendar stops at today', async () => {
      const { page, finish } = await open();
      await page.goto(withFlavour(`${env.demo.url}/widgets`, flavour));
      await waitForIslands(page);
      const input = page.getByLabel('Birthday');
      // The page's max is the server's; the page's clock is set to that day, so "today" is the last day allowed.
      const max = (await input.getAttribute('max'))!;
      const [year, month, day] = max.split('-').map(Number) as [number, number, number];
      await page.clock.setFixedTime(new Date(year, month - 1, day, 12, 0));
      const shown = `${max.slice(5, 7)}/${max.slice(8)}/${max.slice(0, 4)}`;
      const message = page.getByRole('alert').filter({ hasText: 'Enter a date from' });
      for (const typed of ['03/15/0025', `12/31/${year + 1}`]) {
        await input.fill(typed);
        await page.keyboard.press('Tab');
        await message.waitFor();
        assert.equal(await message.innerText(), `Enter a date from 01/01/1900 to ${shown}.`);
        assert.equal(await input.inputValue(), typed, 'the typed text stays');
        assert.equal(await input.getAttribute('aria-invalid'), 'true');
        assert.equal(await page.locator('input[type="hidden"][name="birthday"]').inputValue(), '');
      }
      await input.fill('');
      await page.keyboard.press('Tab');
      await message.waitFor({ state: 'detached' });

      await page.getByRole('button', { name: 'Choose date' }).click();
      const dialog = page.getByRole('dialog', { name: 'Choose date' });
      const next = dialog.getByRole('button', { name: 'Next month' });
      await dialog.waitFor();
      /** The day in the tab order (the focus is on it, or on a button of the dialog). */
      const focusedDay = () => page.evaluate(() => document.querySelector('dialog td[tabindex="0"]')?.getAttribute('data-date'));
      await page.waitForFunction((d) => document.activeElement?.getAttribute('data-date') === d, max);
      assert.equal(await next.getAttribute('aria-disabled'), 'true');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('PageDown');
      assert.equal(await focusedDay(), max, 'the keys stop at the last day allowed');
      await next.click({ force: true }); // aria-disabled: Playwright would wait for it to be enabled; a shopper clicks
      assert.equal(await focusedDay(), max, 'Next stays on this month');
      assert.equal(await next.evaluate((el) => el === document.activeElement), true, 'the focus stays on Next');
      await assertNoAxeViolations(page, `date picker at its max (${flavour})`);
      await dialog.getByRole('button', { name: 'Prev month' }).click();
      await page.waitForFunction(() => !document.querySelector('dialog [aria-disabled]'));
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await finish();
    });

    it('date picker on a 320 px phone and at 200% zoom: the month, Prev, Next and Close are whole and apart, and the month fits', async () => {
      // 200% zoom of a 640 × 360 window lays the page out in 320 × 180 CSS pixels.
      for (const [label, options] of [['320 × 640', { viewport: { width: 320, height: 640 } }], ['640 × 360 at 200%', { viewport: { width: 320, height: 180 }, deviceScaleFactor: 2 }]] as const) {
        const { page, finish } = await open(options);
        await page.clock.setFixedTime(new Date(2026, 8, 20, 10, 0)); // September, the longest month name
        await page.goto(withFlavour(`${env.demo.url}/widgets`, flavour));
        await waitForIslands(page);
        await page.getByRole('button', { name: 'Choose date' }).click();
        const dialog = page.getByRole('dialog', { name: 'Choose date' });
        await dialog.getByRole('grid', { name: 'September 2026' }).waitFor();
        await assertCalendarHeaderClear(page, label);
        // Then November 2026, the month the crowded header was seen in.
        for (const month of ['October 2026', 'November 2026']) {
          await dialog.getByRole('button', { name: 'Next month' }).click();
          await dialog.getByRole('grid', { name: month }).waitFor();
        }
        await assertCalendarHeaderClear(page, label);
        await assertNoAxeViolations(page, `date picker at ${label} (${flavour})`);
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
        await finish();
      }
    });

    it('a page whose HTML comes in two parts shows nothing until its content is in: the header does not move when the search box arrives (1280 px)', async () => {
      // The logo is centred on the header's row, which the search form, parsed after it, makes taller: painted in
      // between, the logo moved 4 px down (the layout-shift flake of the buy box test, made certain here).
      const slow = await startSlowHtml(env.demo.url, 'Beauty</span></a>', 1000);
      try {
        const { page, watched, finish } = await open({ viewport: { width: 1280, height: 800 } });
        await recordLayoutShifts(watched.context);
        await page.goto(withFlavour(`${slow.url}/product/3`, flavour));
        await waitForIslands(page);
        await page.waitForLoadState('networkidle');
        assert.deepEqual(await layoutShifts(page), []);
        await finish();
      } finally {
        slow.server.close();
      }
    });

    it('no page scrolls sideways at 320 px, before the islands mount or after; the header\'s Search button stays on screen', async () => {
      const { page, finish } = await open({ viewport: { width: 320, height: 640 } });
      for (const path of NARROW_PAGES) {
        await page.goto(withFlavour(`${env.demo.url}${path}`, flavour));
        await waitForIslands(page);
        await assertFitsAcross(page, `${path} (${flavour})`);
      }
      await finish();
      // What the page is before the script runs (or without it): the server's own search form.
      const context = await env.browser.newContext({ viewport: { width: 320, height: 640 }, javaScriptEnabled: false });
      const bare = await context.newPage();
      for (const path of NARROW_PAGES) {
        await bare.goto(withFlavour(`${env.demo.url}${path}`, flavour));
        await assertFitsAcross(bare, `${path} without the script (${flavour})`);
      }
      await context.close();
    });
  });
}
