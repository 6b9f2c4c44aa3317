// Products and bag as a shopper meets them, in both flavours: product cards, choosing a shade,
// add to bag with the keyboard (one request, count, overlay, the bag after a reload), quick view (APG
// dialog), favorites, the purchase-with-purchase popup, the category listing, the modal loader, and
// failure injection on the JSON-RPC endpoint.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Locator, Page, Route } from 'playwright-core';
import { addFirstItemByKeyboard, FLAVOURS, accessibilityNode, accessibilityState, assertNoAxeViolations, dialogDescription, launchBrowser, layoutShifts, openPage, watchPage, holdRequests, openShiftsPage, settle, signIn, startDemo, waitForIslands, withFlavour, type Demo, type Flavour, type WatchedPage } from './harness';

let demo: Demo;
let browser: Browser;
before(async () => {
  demo = await startDemo();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await demo?.close();
});

const bagCount = (page: Page) => page.locator('[data-widget="cart-count"] .sfi-cart-count').getAttribute('data-count');
/** Waits until the page's bag count reads `count` (within `timeout` ms, if given). */
const bagCounted = (page: Page, count: string, timeout?: number) =>
  page.waitForFunction((count) => document.querySelector('[data-widget="cart-count"] .sfi-cart-count')?.getAttribute('data-count') === count, count, { timeout });
const GENERIC_FAILURE = "We couldn't add this to your bag. Please try again.";

/** Counts `rpc.form` cart submits (dbgmethod names the batch's methods; the body is a stream). */
function cartSubmits(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/rpc/jsonrpc.tmpl' && url.searchParams.get('dbgmethod')?.includes('rpc.form')) seen.push(url.search);
  });
  return seen;
}

/** A watched page on the home page of `flavour`'s build, its islands mounted. */
async function openHome(flavour: Flavour): Promise<WatchedPage> {
  const watched = await openPage(browser);
  await watched.page.goto(withFlavour(`${demo.url}/`, flavour));
  await waitForIslands(watched.page);
  return watched;
}

/** The first card whose button can add to the bag. */
async function addableCard(page: Page): Promise<Locator> {
  const card = page.locator('.sfi-card').filter({ has: page.locator('.sfi-bag__button[data-action="add"]') }).first();
  await card.waitFor();
  return card;
}

/** Presses Tab until `target` has focus (keyboard only), at most `limit` times. */
async function tabTo(page: Page, target: Locator, limit = 40): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  assert.fail(`Tab never reached ${target}`);
}

/** Records each change of the words of the element `selector` finds; the returned function reads them. */
async function recordWords(page: Page, selector: string): Promise<() => Promise<string[]>> {
  await page.evaluate((sel) => {
    const target = document.querySelector(sel)!;
    const words: string[] = ((window as unknown as { __words: string[] }).__words = []);
    new MutationObserver(() => words.push(target.textContent ?? '')).observe(target, { childList: true, characterData: true, subtree: true });
  }, selector);
  return () => page.evaluate(() => (window as unknown as { __words: string[] }).__words);
}

/** A page (layout shifts recorded, `width` px wide) whose prodcat calls wait until `release()`. */
async function prodcatHeld(width: number) {
  const watched = await openShiftsPage(browser, { width, height: 800 });
  const release = await holdRequests(watched.page, '**/rpc/jsonrpc.tmpl?*', (request) => new URL(request.url()).searchParams.get('dbgmethod')?.includes('prodcat') === true);
  return { context: watched.context, watched, page: watched.page, release };
}

for (const flavour of FLAVOURS) {
  describe(`products and bag (${flavour})`, () => {
    it('home page: cards show image, name, subheading, a 120-character blurb, rating, price; shades change price, image and button', async () => {
      const watched = await openHome(flavour);
      const { page } = watched;
      const cards = page.locator('[data-widget="product-card"][data-widget-state="mounted"] .sfi-card');
      assert.equal(await cards.count(), await page.locator('[data-widget="product-card"]').count(), 'every card mounted');
      const first = cards.first();
      assert.ok((await first.locator('.sfi-card__name').innerText()).length > 0);
      assert.ok((await first.locator('.sfi-card__blurb').innerText()).length <= 120);
      assert.match((await first.locator('.sfi-rating').getAttribute('aria-label')) ?? '', /^\d\.\d out of 5 stars, [\d,]+ reviews?$/);
      assert.match(await first.locator('.sfi-price').innerText(), /^\$\d+\.\d\d( – \$\d+\.\d\d)?/);
      assert.equal(await page.locator('main [style]').count(), 0, 'no inline styles');

      // A shaded card with two shades of different prices.
      const shaded = page.locator('.sfi-card').filter({ has: page.locator('.sfi-swatch__input') }).first();
      const swatches = shaded.locator('.sfi-swatch__input');
      assert.ok((await swatches.count()) >= 2);
      const imageBefore = await shaded.locator('.sfi-card__image').getAttribute('src');
      const index = await swatches.evaluateAll((inputs) => inputs.findIndex((input) => !(input as HTMLInputElement).checked));
      const other = shaded.locator('.sfi-swatch').nth(index);
      const otherName = await other.locator('.sfi-swatch__input').getAttribute('value');
      // The shade name is not laid out until the swatch has focus or the pointer (the radio's aria-label names it),
      // then shows as a tooltip over the swatch.
      assert.equal(await other.locator('.sfi-swatch__name').boundingBox(), null, 'no tooltip before focus or hover');
      assert.equal(await other.getByRole('radio', { name: otherName!, exact: true }).count(), 1, 'the radio is named after its shade');
      await other.locator('.sfi-swatch__input').focus();
      assert.ok(((await other.locator('.sfi-swatch__name').boundingBox())?.width ?? 0) > 10, 'shade name visible on focus');
      // A screen reader hears the shade once: the radio's name, not the tooltip's text after it as well.
      assert.equal(await other.ariaSnapshot(), `- radio "${otherName}"`);
      await page.keyboard.press('Space');
      await page.waitForFunction((before) => document.activeElement?.closest('.sfi-card')?.querySelector('.sfi-card__image')?.getAttribute('src') !== before, imageBefore);
      assert.equal(await other.locator('.sfi-swatch__input').isChecked(), true);
      assert.equal(await shaded.locator('legend').innerText(), `Shade: ${otherName}`);
      assert.match(await shaded.locator('.sfi-price').innerText(), /^\$\d+\.\d\d$/, 'one price once a shade is chosen');
      await shaded.locator('.sfi-swatch').nth(0).hover();
      assert.ok(((await shaded.locator('.sfi-swatch__name').nth(0).boundingBox())?.width ?? 0) > 10, 'shade name visible on hover');
      await assertNoAxeViolations(page, `home with cards (${flavour})`);
      await watched.assertClean();
      await watched.context.close();
    });

    it('keyboard only: Enter adds once (repeats send one request), the count updates, the overlay shows in a dialog, the bag keeps it after a reload', async () => {
      const watched = await openHome(flavour);
      const { page } = watched;
      const submits = cartSubmits(page);
      const card = await addableCard(page);
      const name = await card.locator('.sfi-card__name').innerText();
      const button = card.locator('.sfi-bag__button');
      await card.locator('.sfi-card__link').focus();
      await tabTo(page, button);
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
      await bagCounted(page, '1');
      const dialog = page.getByRole('dialog', { name: 'Added to your bag' });
      await dialog.waitFor();
      // One heading, the server's visible one, and it names the dialog (the dialog's own title used to be a second).
      await page.waitForFunction(() => {
        const open = document.querySelector('dialog[open]');
        const names = open?.getAttribute('aria-labelledby');
        return names ? document.getElementById(names)?.classList.contains('cart-overlay__title') : false;
      });
      assert.deepEqual(await dialog.getByRole('heading').allInnerTexts(), ['Added to your bag']);
      assert.equal(submits.length, 1, `one cart request, got ${submits.length}`);
      // The page's one status region (outside the header's count) says the change.
      const bagStatus = page.locator('body > [data-sfi-page-status][role="status"]');
      assert.equal(await bagStatus.count(), 1, 'one bag status region on the page');
      await page.waitForFunction(() => document.querySelector('[data-sfi-page-status]')?.textContent === 'Bag updated: 1 item');
      assert.match(await dialog.innerText(), new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
      // The focus is on "View bag", after the summary: a screen reader says the summary with the dialog's name.
      assert.match(String(await dialogDescription(page, 'Added to your bag')), new RegExp(`${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}.*1 item in your bag`), 'what was added is said with the name');
      assert.match(decodeURIComponent((await page.context().cookies()).find((c) => c.name === 'FE_USER_CART')?.value ?? ''), /item_count:1/);
      await assertNoAxeViolations(page, `add-to-bag overlay open (${flavour})`);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      assert.equal(await button.evaluate((el) => el === document.activeElement), true, 'focus back on the button');

      await page.reload();
      await waitForIslands(page);
      assert.equal(await bagCount(page), '1');
      await page.goto(withFlavour(`${demo.url}/cart`, flavour));
      assert.match(await page.locator('.cart-table').innerText(), new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
      await watched.assertClean();
      await watched.context.close();
    });

    it('the bag page: Enter in a quantity field sets it, Remove takes the line out, the header count follows; a change to a line gone says so', async () => {
      const watched = await openPage(browser);
      const { page, context } = watched;
      const addOne = async () => {
        await page.goto(withFlavour(`${demo.url}/`, flavour));
        await waitForIslands(page);
        await (await addableCard(page)).locator('.sfi-bag__button').click();
        await bagCounted(page, '1');
        await page.goto(withFlavour(`${demo.url}/cart`, flavour));
        await waitForIslands(page);
      };
      await addOne();
      const field = page.getByRole('spinbutton', { name: /^Quantity of / });
      assert.equal(await field.inputValue(), '1');
      await assertNoAxeViolations(page, `bag page with a line (${flavour})`);
      await field.fill('3');
      await Promise.all([page.waitForNavigation(), field.press('Enter')]);
      await waitForIslands(page);
      assert.equal(new URL(page.url()).pathname, '/cart');
      assert.equal(await page.getByRole('spinbutton', { name: /^Quantity of / }).inputValue(), '3');
      assert.equal(await bagCount(page), '3');

      // Another tab takes the line out; this one, not knowing, asks for 4 of it: it hears why nothing changed.
      const other = await context.newPage();
      await other.goto(withFlavour(`${demo.url}/cart`, flavour));
      await Promise.all([other.waitForNavigation(), other.getByRole('button', { name: /^Remove / }).click()]);
      await other.close();
      await page.getByRole('spinbutton', { name: /^Quantity of / }).fill('4');
      await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: /^Update / }).click()]);
      await waitForIslands(page);
      assert.match(await page.getByRole('alert').innerText(), /Your bag was not changed\.\s+This item is no longer in your bag/);
      await page.getByText('Your bag is empty.').waitFor();
      assert.equal(await bagCount(page), '0');
      await assertNoAxeViolations(page, `bag page after a refused change (${flavour})`);

      await addOne();
      await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: /^Remove / }).click()]);
      await waitForIslands(page);
      await page.getByText('Your bag is empty.').waitFor();
      assert.equal(await bagCount(page), '0');
      await watched.assertClean();
      await context.close();
    });

    it('another tab\'s bag page: its Remove reaches this tab\'s count, and this tab\'s next add reaches that one', async () => {
      // Both tabs are in view (headless tabs are all visible), so no tab hears of the other by being shown again.
      const watched = await openHome(flavour);
      const { page, context } = watched;
      const card = await addableCard(page);
      await card.locator('.sfi-bag__button').click();
      await bagCounted(page, '1', 5000);
      const dialog = page.getByRole('dialog', { name: 'Added to your bag' });
      await dialog.waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      const other = await context.newPage();
      await other.goto(withFlavour(`${demo.url}/cart`, flavour));
      await waitForIslands(other);
      // The bag page's own form: the server changes the bag and the cookie, and no script of ours tells anyone.
      await Promise.all([other.waitForNavigation(), other.getByRole('button', { name: /^Remove / }).click()]);
      await waitForIslands(other);
      assert.equal(await bagCount(other), '0');
      await bagCounted(page, '0', 5000);
      await card.locator('.sfi-bag__button').click();
      await bagCounted(page, '1', 5000);
      await bagCounted(other, '1', 5000);
      await watched.assertClean();
      await context.close();
    });

    it('two adds from two cards a moment apart, the first answered last: the count never goes back, one overlay shows, the cookie says what the bag holds', async () => {
      const watched = await openPage(browser);
      const { page, context } = watched;
      await page.goto(withFlavour(`${demo.url}/category/1`, flavour));
      await waitForIslands(page);
      const buttons = page.locator('.sfi-card .sfi-bag__button[data-action="add"]');
      await buttons.nth(1).waitFor();
      // The first add reaches the server (and is added there), but its answer comes back only when released.
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      let held = false;
      let holding = () => {};
      const firstHeld = new Promise<void>((resolve) => (holding = resolve));
      await page.route('**/rpc/jsonrpc.tmpl?*', async (route: Route) => {
        if (held || !new URL(route.request().url()).searchParams.get('dbgmethod')?.includes('rpc.form')) return route.continue();
        held = true;
        holding();
        const response = await route.fetch();
        await released;
        await route.fulfill({ response });
      });
      const transGets: string[] = [];
      page.on('requestfinished', (request) => {
        if (new URL(request.url()).searchParams.get('dbgmethod') === 'trans.get') transGets.push(request.url());
      });
      await buttons.nth(0).click();
      await page.waitForFunction(() => document.querySelectorAll('.sfi-bag__button[aria-disabled="true"]').length === 1);
      // The second add once the first is on the wire: a click before that would join the first's request (calls made
      // together share one POST), and both would be held.
      await firstHeld;
      await buttons.nth(1).click();
      await bagCounted(page, '2');
      const overlays = page.getByRole('dialog', { name: 'Added to your bag' });
      await overlays.waitFor();
      release();
      // The older answer (a bag of 1) is passed over; the bag is read again once nothing is out.
      await page.waitForFunction(() => !document.querySelector('.sfi-bag__button[aria-disabled="true"]'));
      await new Promise<void>((resolve, reject) => {
        const started = Date.now();
        const check = () => (transGets.length > 0 ? resolve() : Date.now() - started > 5000 ? reject(new Error('the bag was not read again')) : setTimeout(check, 20));
        check();
      });
      await settle(page);
      assert.equal(await bagCount(page), '2');
      assert.match(decodeURIComponent((await context.cookies()).find((c) => c.name === 'FE_USER_CART')?.value ?? ''), /item_count:2/);
      assert.equal(await overlays.count(), 1, 'one "Added to your bag" dialog');
      await watched.assertClean();
      await watched.context.close();
    });

    it('two tabs adding at once, the first tab\'s answer coming last: neither tab\'s count goes back, both end on what the bag holds', async () => {
      const watched = await openPage(browser);
      const { page, context } = watched;
      const other = await watchPage(context);
      const tabs = [page, other.page];
      for (const tab of tabs) {
        await tab.goto(withFlavour(`${demo.url}/category/1`, flavour));
        await waitForIslands(tab);
      }
      // This tab's add reaches the server first (a bag of 1), but its answer comes back after the other tab's (a bag of 2).
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      let reached = () => {};
      const served = new Promise<void>((resolve) => (reached = resolve));
      await page.route('**/rpc/jsonrpc.tmpl?*', async (route: Route) => {
        if (!new URL(route.request().url()).searchParams.get('dbgmethod')?.includes('rpc.form')) return route.continue();
        const response = await route.fetch();
        reached();
        await released;
        await route.fulfill({ response });
      });
      const addButton = (tab: Page, n: number) => tab.locator('.sfi-card .sfi-bag__button[data-action="add"]').nth(n);
      await addButton(page, 0).click();
      await served;
      await addButton(other.page, 1).click();
      await bagCounted(other.page, '2', 5000);
      await bagCounted(page, '2', 5000);
      const seen: string[] = [];
      await page.exposeFunction('__countSeen', (count: string) => seen.push(count));
      await page.evaluate(() => {
        const count = document.querySelector('[data-widget="cart-count"] .sfi-cart-count')!;
        new MutationObserver(() => (window as unknown as { __countSeen(c: string | null): void }).__countSeen(count.getAttribute('data-count'))).observe(count, { attributes: true });
      });
      // Every "Added to your bag" dialog this tab opens, with the count it gives.
      await page.evaluate(() => {
        const opened: string[] = ((window as unknown as { __overlays: string[] }).__overlays = []);
        const seen = new WeakSet<Element>();
        new MutationObserver(() => {
          for (const count of document.querySelectorAll('dialog .cart-overlay__count')) if (!seen.has(count)) seen.add(count) && opened.push(count.textContent!);
        }).observe(document.body, { childList: true, subtree: true });
      });
      const overlaysOpened = () => page.evaluate(() => (window as unknown as { __overlays: string[] }).__overlays);
      const reread = page.waitForResponse((response) => new URL(response.url()).searchParams.get('dbgmethod') === 'trans.get');
      release();
      // The first tab's add is done (the button says so); its answer's older bag is not shown.
      await page.waitForFunction(() => [...document.querySelectorAll('.sfi-bag [role=status]')].some((s) => s.textContent === 'Added to your bag.'));
      await settle(other.page);
      assert.deepEqual(seen.filter((count) => count !== '2'), [], 'the count never went back');
      for (const tab of tabs) assert.equal(await bagCount(tab), '2');
      // The bag is read again instead, and both tabs stay on what it holds.
      await reread;
      await settle(page);
      await settle(other.page);
      assert.deepEqual(seen.filter((count) => count !== '2'), [], 'the count never went back');
      for (const tab of tabs) assert.equal(await bagCount(tab), '2');
      assert.match(decodeURIComponent((await context.cookies()).find((c) => c.name === 'FE_USER_CART')?.value ?? ''), /item_count:2/);
      // Nor is its overlay, which spoke of that older bag ("1 item"): the next add's is the first this tab opens
      // (that add could not start before the first add's overlay was due).
      await addButton(page, 2).click();
      await page.getByRole('dialog', { name: 'Added to your bag' }).waitFor();
      assert.deepEqual(await overlaysOpened(), ['3 items in your bag']);
      await watched.assertClean();
      await other.assertClean();
      await context.close();
    });

    it('the network drops as an add is answered: the shopper is told it failed, and once back online the count says what the bag holds and the failure\'s words give way to "Added"', async () => {
      const watched = await openHome(flavour);
      const { page, context } = watched;
      const card = await addableCard(page);
      // The add reaches the server (and is added there); the connection drops before its answer comes back.
      let dropped = false;
      await page.route('**/rpc/jsonrpc.tmpl?*', async (route: Route) => {
        if (dropped || !new URL(route.request().url()).searchParams.get('dbgmethod')?.includes('rpc.form')) return route.continue();
        dropped = true;
        await route.fetch();
        await context.setOffline(true);
        await route.abort('internetdisconnected');
      });
      await card.locator('.sfi-bag__button').click();
      await card.locator('.sfi-bag__error', { hasText: GENERIC_FAILURE }).waitFor();
      await page.waitForFunction(() => !document.querySelector('.sfi-bag__button[aria-disabled="true"]'));
      assert.equal(await bagCount(page), '0', 'nothing could be read while offline');
      const status = card.locator('.sfi-bag > [role=status]');
      assert.equal(await status.textContent(), '');
      await context.setOffline(false);
      await bagCounted(page, '1', 5000);
      await page.waitForFunction(() => document.querySelector('[data-sfi-page-status]')?.textContent === 'Bag updated: 1 item');
      // The bag read shows the add was made: the failure's words go, and the button says what is so.
      await card.locator('.sfi-bag__error', { hasText: GENERIC_FAILURE }).waitFor({ state: 'detached' });
      assert.equal(await card.locator('.sfi-bag__error').textContent(), '');
      assert.equal(await status.textContent(), 'Added to your bag.');
      await watched.assertClean();
      await context.close();
    });

    it('quick view with the keyboard: focus moves in and stays in, shades and add to bag work, Escape closes and focus returns', async () => {
      const watched = await openHome(flavour);
      const { page } = watched;
      const card = page.locator('.sfi-card').filter({ has: page.locator('.sfi-swatch__input') }).filter({ has: page.locator('.sfi-bag__button[data-action="add"]') }).first();
      const name = await card.locator('.sfi-card__name').innerText();
      const opener = card.getByRole('button', { name: `Quick view ${name}` });
      await opener.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name });
      await dialog.waitFor();
      await dialog.locator('.sfi-bag__button').waitFor();
      // Focus starts on the first control, the shades (their checked radio), once they have come: not on a control
      // after them that was there first ("See full details").
      await page
        .waitForFunction(() => document.activeElement?.matches('dialog.sfi-quick-view .sfi-swatch__input:checked') === true, null, { timeout: 5000 })
        .catch(async () => assert.fail(`focus on the checked shade; it is on ${await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120))}`));
      for (let i = 0; i < 15; i += 1) {
        await page.keyboard.press('Tab');
        assert.equal(await dialog.evaluate((el) => el.contains(document.activeElement)), true, 'Tab stays in the dialog');
      }
      await assertNoAxeViolations(page, `quick view open (${flavour})`);

      // Arrow keys move through the shade radios; the image follows.
      const image = dialog.locator('.sfi-qv__image');
      const before = await image.getAttribute('src');
      await tabTo(page, dialog.locator('.sfi-swatch__input:checked'));
      await page.keyboard.press('ArrowRight');
      await page.waitForFunction((src) => document.querySelector('.sfi-qv__image')?.getAttribute('src') !== src, before);
      // Add to bag from the dialog (if the new shade cannot be bought, go back to the first).
      if ((await dialog.locator('.sfi-bag__button').getAttribute('data-action')) !== 'add') await page.keyboard.press('ArrowLeft');
      await tabTo(page, dialog.locator('.sfi-bag__button'));
      await addFirstItemByKeyboard(page);
      // Focus comes back once the overlay has gone (the dialog returns it after its close has settled).
      await page.waitForFunction(() => document.querySelector('dialog.sfi-quick-view')?.contains(document.activeElement) === true);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await opener.evaluate((el) => new Promise<void>((resolve) => {
        const check = () => (el === document.activeElement ? resolve() : requestAnimationFrame(check));
        check();
      }));
      assert.equal(await page.locator('.sfi-on-demand').count(), 0, 'on-demand hosts removed');
      await watched.assertClean();
      await watched.context.close();
    });

    it('a screen reader in a quick view hears the add there, and the bag\'s new count once back on the page, each once', async () => {
      const watched = await openHome(flavour);
      const { page } = watched;
      const card = await addableCard(page);
      const name = await card.locator('.sfi-card__name').innerText();
      const opener = card.getByRole('button', { name: `Quick view ${name}` });
      await opener.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name });
      await dialog.locator('.sfi-bag__button[data-action="add"]').waitFor();
      const pageStatus = page.locator('body > [data-sfi-page-status]');
      const said = await recordWords(page, 'body > [data-sfi-page-status]');
      // What stood around the quick view's status region at the moment it said the add: the "Added to your bag"
      // dialog follows half a second later, and a check made after it opened would find the region behind it.
      await dialog.evaluate((quickView) => {
        const bag = quickView.querySelector('.sfi-bag')!;
        const seen: unknown[] = [];
        (window as unknown as { __added: unknown[] }).__added = seen;
        new MutationObserver(() => {
          const status = bag.querySelector('[role="status"]');
          if (status?.textContent !== 'Added to your bag.' || seen.length) return;
          seen.push({
            modals: [...document.querySelectorAll('dialog')].filter((open) => open.matches(':modal')).map((open) => open.className),
            hidden: status.closest('[inert], [aria-hidden="true"]') !== null,
          });
        }).observe(bag, { childList: true, characterData: true, subtree: true });
      });
      await tabTo(page, dialog.locator('.sfi-bag__button'));
      await page.keyboard.press('Enter');
      await bagCounted(page, '1');
      // In the dialog, its own status region says the add while the quick view is the only modal dialog, nothing
      // hiding it.
      await dialog.getByRole('status').filter({ hasText: 'Added to your bag.' }).waitFor();
      assert.deepEqual(await page.evaluate(() => (window as unknown as { __added: unknown[] }).__added), [{ modals: ['sfi-dialog sfi-quick-view'], hidden: false }]);
      const overlay = page.getByRole('dialog', { name: 'Added to your bag' });
      await overlay.waitFor();
      // The page's region is behind the dialogs (ignored by the accessibility tree): nothing is said into it.
      assert.equal((await accessibilityState(page, 'body > [data-sfi-page-status]')).ignored, true, 'the page region is inert under the dialog');
      assert.deepEqual(await said(), [], 'nothing said where no one hears it');
      await page.keyboard.press('Escape');
      await overlay.waitFor({ state: 'detached' });
      await page.waitForFunction(() => document.querySelector('dialog.sfi-quick-view')?.contains(document.activeElement) === true);
      assert.deepEqual(await said(), [], 'still under the quick view');
      // Back in the quick view, its region is in the accessibility tree (not ignored) and still says the add.
      assert.deepEqual(await accessibilityState(page, 'dialog.sfi-quick-view .sfi-bag [role="status"]'), { ignored: false, text: 'Added to your bag.' });
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await page.waitForFunction(() => document.querySelector('[data-sfi-page-status]')?.textContent === 'Bag updated: 1 item');
      assert.deepEqual(await accessibilityState(page, 'body > [data-sfi-page-status]'), { ignored: false, text: 'Bag updated: 1 item' });
      assert.deepEqual(await said(), ['Bag updated: 1 item']);
      assert.equal(await pageStatus.count(), 1);
      await watched.assertClean();
      await watched.context.close();
    });

    it('a screen reader on the buy box\'s Size menu hears the new price once a size is chosen (and sold out, when it is); the button\'s name says the size', async () => {
      const watched = await openPage(browser);
      const { page } = watched;
      // Sizes (7), a sold-out size (10).
      for (const id of [7, 10]) {
        await page.goto(withFlavour(`${demo.url}/product/${id}`, flavour));
        await waitForIslands(page);
        const box = page.locator('.buy-box');
        const menu = box.getByRole('combobox', { name: 'Size' });
        const status = '.buy-box .sfi-bag [role="status"]';
        const name = await page.getByRole('heading', { level: 1 }).innerText();
        const sizes = await menu.locator('option').allInnerTexts();
        assert.ok(sizes.length > 1, `/product/${id} offers sizes`);
        const said = await recordWords(page, status);
        // The first render says nothing.
        assert.deepEqual(await accessibilityState(page, status), { ignored: false, text: '' });
        // Down to the last size and up to the first, by the keyboard: the menu keeps the focus; each size's price (and its
        // state, when not "Add to bag") is said once, and the button's name says the size.
        await menu.focus();
        const button = box.locator('.sfi-bag__button');
        const heard: string[] = [];
        let at = sizes.indexOf(await menu.inputValue());
        let shown = await box.locator('.sfi-price').textContent();
        const keys = [...Array(sizes.length - 1 - at).fill('ArrowDown'), ...Array(sizes.length - 1).fill('ArrowUp')];
        for (const key of keys) {
          await page.keyboard.press(key);
          const size = sizes[(at += key === 'ArrowDown' ? 1 : -1)]!;
          assert.equal(await menu.inputValue(), size);
          // Drawn for the new size: the demo's sizes differ in price.
          await page.waitForFunction(([sel, before]) => document.querySelector(sel)?.textContent !== before, ['.buy-box .sfi-price', shown] as const);
          shown = await box.locator('.sfi-price').textContent();
          const label = await button.evaluate((el) => el.firstChild!.textContent!);
          const price = (await box.locator('.sfi-price').innerText()).replace(/ \(.*\)$/, '');
          const words = label === 'Add to bag' ? price : `${price}, ${label}`;
          // Drawn with the price, in the same render.
          assert.deepEqual(await accessibilityState(page, status), { ignored: false, text: words });
          assert.equal(await box.getByRole('button', { name: `${label} ${name}, ${size}`, exact: true }).count(), 1, `the button names ${size}`);
          // The heart's pressed state is the SKU's, so its name says the size too.
          assert.equal(await box.getByRole('button', { name: `Favorite ${name}, ${size}`, exact: true }).count(), 1, `the heart names ${size}`);
          assert.equal(await menu.evaluate((el) => el === document.activeElement), true, 'the focus stays on the menu');
          heard.push(words);
        }
        assert.ok(heard.length > 0);
        if (id === 10) assert.ok(heard.some((words) => words.endsWith(', Sold out')), 'a sold-out size says so');
        assert.deepEqual((await said()).filter(Boolean), heard, 'each said once, nothing else');
        await assertNoAxeViolations(page, `/product/${id} after a size change (${flavour})`);
      }
      await watched.assertClean();
      await watched.context.close();
    });

    it('a quick view whose card the page re-rendered or removed while it was open: Escape puts the focus on the new card\'s button, or the next card, not on <body>', async () => {
      const watched = await openHome(flavour);
      const { page } = watched;
      const card = page.locator('.sfi-card').filter({ has: page.locator('.sfi-card__quick') }).nth(1);
      const [id, name] = [await card.getAttribute('data-product-id'), await card.locator('.sfi-card__name').innerText()];
      await card.getByRole('button', { name: `Quick view ${name}` }).focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name });
      await dialog.locator('.sfi-bag__button').waitFor();
      // A page script draws the tile again (a legacy listing refresh): the old card and its button are gone.
      await page.evaluate((productId) => {
        const tile = document.querySelector(`[data-product-id="${productId}"]`)!.closest('[data-widget]')!;
        const fresh = Object.assign(document.createElement('li'), { className: 'product-tile' });
        fresh.dataset.widget = 'product-card';
        fresh.dataset.props = JSON.stringify({ productId });
        tile.replaceWith(fresh);
      }, id);
      const fresh = page.locator(`[data-widget="product-card"][data-widget-state="mounted"] .sfi-card[data-product-id="${id}"]`);
      await fresh.locator('.sfi-card__quick').waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await page
        .waitForFunction((productId) => document.activeElement?.matches(`.sfi-card[data-product-id="${productId}"] .sfi-card__quick`) === true, id, { timeout: 5000 })
        .catch(async () => assert.fail(`focus on the new card's button; it is on ${await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120))}`));

      // The card taken away altogether: the focus goes to the card now where it stood, and Tab goes on into that card.
      await page.keyboard.press('Enter');
      await dialog.locator('.sfi-bag__button').waitFor();
      const next = await page.evaluate((productId) => {
        const tile = document.querySelector(`[data-product-id="${productId}"]`)!.closest('[data-widget]')!;
        const after = tile.nextElementSibling!.querySelector('.sfi-card')!.getAttribute('data-product-id');
        tile.remove();
        return after;
      }, id);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await page.waitForFunction((productId) => document.activeElement?.querySelector(`.sfi-card[data-product-id="${productId}"]`) != null, next);
      await page.keyboard.press('Tab');
      assert.equal(await page.evaluate((productId) => document.activeElement?.closest('.sfi-card')?.getAttribute('data-product-id'), next), next, 'Tab goes into that card');
      await watched.assertClean();
      await watched.context.close();
    });

    it('the buy box keeps what the page wrote while its product loads: mounting the island moves nothing on the page', async () => {
      // The product's answer is held, so the island is mounted and waiting, as on a slow line.
      const { context, watched, page, release } = await prodcatHeld(1280);
      await page.goto(withFlavour(`${demo.url}/product/1`, flavour));
      const buyBox = page.locator('.buy-box[data-widget-state="mounted"]');
      await buyBox.locator('[aria-busy="true"] .product-detail__price').waitFor();
      await page.locator('.product-accordion[data-widget-state="mounted"]').waitFor();
      const shifts = await layoutShifts(page);
      assert.deepEqual(shifts, [], 'no layout shift while the product loads');
      release();
      await buyBox.locator('.sfi-bag__button').waitFor();
      assert.equal(await buyBox.locator('[aria-busy]').count(), 0);
      await watched.assertClean();
      await context.close();
    });

    it('the storefront down as the product page loads: the buy box keeps its price and shades, says so in the room of its button row (nothing moves), and Try again brings Add to bag; the cards keep the server\'s tiles', async () => {
      const watched = await openShiftsPage(browser, { width: 1280, height: 800 });
      const { page } = watched;
      let down = true;
      let refused = 0;
      let heardRefusal = () => {};
      await page.route('**/rpc/jsonrpc.tmpl?*', (route) => {
        if (!down || !new URL(route.request().url()).searchParams.get('dbgmethod')?.includes('prodcat')) return route.continue();
        refused += 1;
        heardRefusal();
        return route.fulfill({ status: 500, body: 'Internal error' });
      });
      await page.goto(withFlavour(`${demo.url}/product/1`, flavour));
      await waitForIslands(page);
      const buyBox = page.locator('.buy-box[data-widget-state="mounted"]');
      await buyBox.getByRole('status').filter({ hasText: 'Sorry, this product could not be loaded.' }).waitFor();
      assert.ok(await buyBox.locator('.product-detail__price').isVisible(), "the page's price stays");
      assert.equal(await buyBox.locator('.sfi-bag__button').count(), 0);
      assert.deepEqual(await layoutShifts(page), [], 'the message and Try again take the room kept for the button row');
      const card = page.locator('[data-widget="product-card"]').first();
      assert.equal(await card.getAttribute('data-widget-state'), 'error');
      assert.ok(await card.locator('.product-tile__name').isVisible(), "the server's tile stays");
      assert.ok(watched.warnings.some((text) => /product-card/.test(text)), 'the console names the card');
      await assertNoAxeViolations(page, `buy box failed (${flavour})`);

      // Still down: one more failure is said again, and the button is still there to press.
      const retry = buyBox.getByRole('button', { name: 'Try again' });
      await retry.focus();
      const before = refused;
      const refusedAgain = new Promise<void>((resolve) => (heardRefusal = resolve));
      await page.keyboard.press('Enter');
      await refusedAgain;
      await buyBox.getByRole('status').filter({ hasText: 'Sorry, this product could not be loaded.' }).waitFor();
      assert.equal(refused, before + 1, 'one press, one call');
      assert.equal(await retry.evaluate((el) => el === document.activeElement), true);
      down = false;
      await page.keyboard.press('Enter');
      const add = buyBox.locator('.sfi-bag__button');
      await add.waitFor();
      await page.waitForFunction(() => document.activeElement?.matches('.buy-box .sfi-bag__button') === true);
      assert.equal(await buyBox.getByText('Sorry, this product could not be loaded.').count(), 0);
      await page.keyboard.press('Enter');
      await bagCounted(page, '1');
      await watched.assertClean();
      await watched.context.close();
    });

    it('a quick view closed while its Try again hangs, and opened again once the storefront is back, shows its product at once (it does not wait on the abandoned request)', async () => {
      const watched = await openPage(browser);
      const { page } = watched;
      let prodcat: 'answers' | 'fails' | 'hangs' = 'answers';
      const hung: Route[] = [];
      let heardHang = () => {};
      await page.route('**/rpc/jsonrpc.tmpl?*', (route) => {
        if (prodcat === 'answers' || !new URL(route.request().url()).searchParams.get('dbgmethod')?.includes('prodcat')) return route.continue();
        if (prodcat === 'fails') return route.fulfill({ status: 500, body: 'Internal error' });
        hung.push(route); // no answer while the test runs (the client gives up after its timeout)
        heardHang();
      });
      await page.goto(withFlavour(`${demo.url}/`, flavour));
      await waitForIslands(page);
      // A product the page does not name, so the quick view asks prodcat for it.
      const productId = await page.evaluate(() => {
        const named = new Set(document.documentElement.outerHTML.match(/PROD\d+/g));
        return Array.from({ length: 60 }, (_, i) => `PROD${i + 1}`).find((id) => !named.has(id));
      });
      assert.ok(productId, 'a product not on the home page');
      const open = () => page.evaluate((id) => (window as any).StorefrontIslands.quickView.open({ productId: id }), productId);
      const dialog = page.locator('dialog[open].sfi-quick-view');

      prodcat = 'fails';
      await open();
      await dialog.getByRole('status').filter({ hasText: 'Sorry, this product could not be loaded.' }).waitFor();
      prodcat = 'hangs';
      const hanging = new Promise<void>((resolve) => (heardHang = resolve));
      await dialog.getByRole('button', { name: 'Try again' }).click();
      await hanging;
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });

      prodcat = 'answers';
      await open();
      await dialog.locator('.sfi-bag__button').waitFor({ timeout: 5000 });
      assert.equal(await dialog.getByText('could not be loaded').count(), 0);
      assert.equal(hung.length, 1, 'the abandoned request is the only one held');
      await Promise.all(hung.map((route) => route.abort()));
      await watched.assertClean();
      await watched.context.close();
    });

    it('the buy box without its script (scripting on, the bundle blocked): after a few seconds the page shows its shades, sizes and availability as written', async () => {
      for (const id of [1, 7]) {
        const watched = await openShiftsPage(browser, { width: 1280, height: 800 });
        const { page, context } = watched;
        await page.route('**/storefront.js', (route) => route.abort('blockedbyclient'));
        await page.goto(withFlavour(`${demo.url}/product/${id}`, flavour));
        const buyBox = page.locator('.buy-box');
        const hidden = buyBox.locator(':is(.shade-list__name, .size-list, p.availability)');
        assert.ok((await hidden.count()) > 0, `/product/${id} writes names, sizes or availability`);
        // What a sighted shopper gets once the page gives up on the island: every name laid out at its own size.
        await page.waitForFunction(
          () => [...document.querySelectorAll('.buy-box :is(.shade-list__name, .size-list, p.availability)')].every((el) => getComputedStyle(el).position === 'static' && el.getBoundingClientRect().width > 1),
          null,
          { timeout: 15000 },
        );
        assert.equal(await buyBox.getAttribute('data-widget-state'), null, 'the runtime never ran');
        assert.equal(await buyBox.evaluate((box) => getComputedStyle(box).paddingBottom), '0px', "no room kept for the island's button row");
        for (const text of await hidden.allInnerTexts()) assert.ok(text.trim().length > 0);
        await assertNoAxeViolations(page, `/product/${id} without its script`);
        await watched.assertClean();
        await context.close();
      }
    });

    it('the buy box holds still as its product comes: the page writes it at the island\'s size (no layout shift, 1280 and 320 px, signed out and in)', async () => {
      // Shades (1), a sold-out shade (2, 16), discontinued (3), coming soon (6), sizes (7), a sold-out size (10),
      // the waitlist's campaign product (12).
      for (const width of [1280, 320]) {
        for (const email of [undefined, 'shopper@example.com']) {
          const watched = await openShiftsPage(browser, { width, height: 800 });
          const { page, context } = watched;
          if (email) await signIn(page, demo.url, email);
          for (const id of [1, 2, 3, 6, 7, 10, 12, 16]) {
            await page.goto(withFlavour(`${demo.url}/product/${id}`, flavour));
            await waitForIslands(page);
            await page.locator('.buy-box .sfi-shopper').waitFor();
            await page.waitForLoadState('networkidle');
            assert.deepEqual(await layoutShifts(page), [], `/product/${id} at ${width} px, ${email ? 'signed in' : 'signed out'}`);
          }
          await watched.assertClean();
          await context.close();
        }
      }
    });

    for (const width of [1280, 320]) {
      it(`the category listing keeps the page's tiles while its products load and its cards mount: nothing on the page moves (${width} px)`, async () => {
        // The grid's products are held, so the island is mounted and waiting, as on a slow line.
        const { context, watched, page, release } = await prodcatHeld(width);
        await page.goto(withFlavour(`${demo.url}/category/1`, flavour));
        const grid = page.locator('.category-grid[data-widget-state="mounted"]');
        await grid.locator('[aria-busy="true"]').waitFor();
        const moved = () => layoutShifts(page);
        assert.deepEqual(await moved(), [], 'no layout shift while the products load');
        assert.equal(await grid.locator('[aria-busy="true"] .product-tile').count(), 12, "the page's tiles stay");
        release();
        await grid.locator('.sfi-grid-wrap:not([hidden]) .sfi-card').first().waitFor();
        assert.equal(await grid.locator('.sfi-card').count(), 12);
        assert.equal(await grid.locator('[aria-busy]').count(), 0);
        assert.deepEqual(await moved(), [], 'no layout shift when the cards take the tiles\' place');
        await watched.assertClean();
        await context.close();
      });
    }

    it('StorefrontIslands.quickView.open and overlay.open; the close button closes', async () => {
      const watched = await openPage(browser);
      const { page } = watched;
      await page.goto(withFlavour(`${demo.url}/cart`, flavour));
      await waitForIslands(page);
      await page.evaluate(() => (window as any).StorefrontIslands.quickView.open({ productId: 'PROD2', categoryId: 'CAT1' }));
      const dialog = page.getByRole('dialog');
      await dialog.locator('.sfi-bag__button').waitFor();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.evaluate(() => (window as any).StorefrontIslands.overlay.open('/info/shipping.tmpl', { title: 'Shipping and returns', width: 500 }));
      const overlay = page.getByRole('dialog', { name: 'Shipping and returns' });
      await overlay.getByRole('heading', { name: 'Delivery' }).waitFor();
      assert.ok(Math.abs(((await overlay.boundingBox())?.width ?? 0) - 500) < 2, 'width honoured');
      await page.keyboard.press('Escape');
      await overlay.waitFor({ state: 'detached' });
      await watched.assertClean();
      await watched.context.close();
    });

    it('category listing: when the last page fails, "Show more" and the keyboard focus stay where they were', async () => {
      const watched = await openPage(browser);
      const { page } = watched;
      await page.goto(withFlavour(`${demo.url}/category/1`, flavour));
      await waitForIslands(page);
      const grid = page.getByRole('list', { name: 'Lipstick' });
      await grid.locator('.sfi-card').nth(11).waitFor();
      const total = Number((await page.locator('.category-count').innerText()).match(/\d+/)![0]);
      assert.ok(total > 12 && total <= 24, `the next page is the last (${total} products)`);
      await page.route('**/rpc/jsonrpc.tmpl?*', (route) =>
        new URL(route.request().url()).searchParams.get('dbgmethod')?.includes('prodcat') ? route.fulfill({ status: 500, body: 'down' }) : route.continue(),
      );
      const more = page.getByRole('button', { name: 'Show more products' });
      await more.focus();
      await page.keyboard.press('Enter');
      await page.getByRole('status').filter({ hasText: 'We couldn’t load more products; please try again.' }).waitFor();
      assert.equal(await more.evaluate((el) => el === document.activeElement), true, 'focus still on "Show more products"');
      await page.unroute('**/rpc/jsonrpc.tmpl?*');
      await page.keyboard.press('Enter');
      await page.waitForFunction((n) => document.querySelectorAll('.sfi-grid .sfi-card').length === n, total);
      await watched.assertClean();
      await watched.context.close();
    });

    it('favorites: the heart is a toggle button; a save presses it; a failure leaves it unpressed and says so; the favorites page lists it', async () => {
      const watched = await openHome(flavour);
      const { page } = watched;
      const cards = page.locator('.sfi-card');
      const name = await cards.nth(0).locator('.sfi-card__name').innerText();
      // Named for what it is, not an action (an APG toggle): "Favorite <name>, <shade>" whatever its state.
      const heart = cards.nth(0).getByRole('button', { name: new RegExp(`^Favorite ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(, |$)`) });
      assert.equal(await heart.getAttribute('aria-pressed'), 'false');
      await heart.click();
      const label = await heart.getAttribute('aria-label');
      await page.waitForFunction((l) => document.querySelector(`[aria-label="${l}"]`)?.getAttribute('aria-pressed') === 'true', label);
      assert.match(await cards.nth(0).locator('.sfi-fav__message').innerText(), /Saved to your favorites|Already in your favorites/);
      // The card's quick view shows the same SKU's heart pressed, as the card does.
      await cards.nth(0).getByRole('button', { name: /^Quick view / }).click();
      const view = page.getByRole('dialog');
      await view.waitFor();
      await page.waitForFunction((l) => document.querySelector(`dialog [aria-label="${l}"]`)?.getAttribute('aria-pressed') === 'true', label);
      await page.keyboard.press('Escape');
      await view.waitFor({ state: 'detached' });

      await page.route('**/rpc/jsonrpc.tmpl?*', (route) =>
        new URL(route.request().url()).searchParams.get('dbgmethod') === 'rpc.form' ? route.fulfill({ status: 500, body: 'down' }) : route.continue(),
      );
      const other = cards.nth(1);
      await other.locator('.sfi-fav__button').click();
      await other.locator('.sfi-fav__message', { hasText: "We couldn't update your favorites" }).waitFor();
      assert.equal(await other.locator('.sfi-fav__button').getAttribute('aria-pressed'), 'false');
      await page.unroute('**/rpc/jsonrpc.tmpl?*');

      // The favorites page lists what the heart saved, and takes it off again.
      await page.goto(withFlavour(`${demo.url}/account/favorites.tmpl`, flavour));
      await waitForIslands(page);
      const list = page.getByRole('list', { name: 'Favorites' });
      assert.equal(await list.getByRole('listitem').count(), 1, 'the one saved, not the one that failed');
      assert.equal(await list.getByRole('link').innerText(), name);
      await assertNoAxeViolations(page, `favorites page (${flavour})`);
      await Promise.all([page.waitForNavigation(), list.getByRole('button', { name: new RegExp(`^Remove ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).click()]);
      await page.getByText('You have no favorites yet.').waitFor();
      await watched.assertClean();
      await watched.context.close();
    });

    it('favorites on a slow line: the tapped heart looks busy and is aria-disabled while its answer is out, more taps send nothing, and the answer presses it', async () => {
      const watched = await openHome(flavour);
      const { page } = watched;
      const submits = cartSubmits(page);
      const release = await holdRequests(page, '**/rpc/jsonrpc.tmpl?*', (request) => new URL(request.url()).searchParams.get('dbgmethod') === 'rpc.form');
      const heart = page.locator('.sfi-card').first().locator('.sfi-fav__button');
      const opacity = () => heart.evaluate((el) => getComputedStyle(el).opacity);
      assert.equal(await opacity(), '1');
      await heart.click();
      await page.waitForFunction(() => document.querySelector('.sfi-card .sfi-fav__button')?.getAttribute('aria-disabled') === 'true');
      // Taps as a shopper's: Playwright itself would wait for an aria-disabled button to be enabled.
      await heart.click({ force: true });
      await heart.click({ force: true });
      // Seen to be busy, and heard as unavailable; pressed stays what the server confirmed (nothing yet).
      assert.equal(await opacity(), '0.5');
      assert.equal(await heart.evaluate((el) => getComputedStyle(el).cursor), 'progress');
      assert.equal(await heart.getAttribute('aria-pressed'), 'false');
      assert.equal((await accessibilityNode(page, '.sfi-card .sfi-fav__button')).properties.disabled, true);
      await assertNoAxeViolations(page, `a busy heart (${flavour})`);
      release();
      await page.waitForFunction(() => document.querySelector('.sfi-card .sfi-fav__button')?.getAttribute('aria-pressed') === 'true');
      assert.equal(await heart.getAttribute('aria-disabled'), null);
      assert.equal(await opacity(), '1');
      assert.equal(submits.length, 1, 'one save for three taps');
      await watched.assertClean();
      await watched.context.close();
    });

    it('purchase with purchase: a lipstick arms the offer, the next add shows the 590x375 popup once', async () => {
      const watched = await openPage(browser);
      const { page } = watched;
      await page.goto(withFlavour(`${demo.url}/category/1`, flavour));
      await waitForIslands(page);
      const addables = page.locator('.sfi-card .sfi-bag__button[data-action="add"]');
      await addables.first().waitFor();
      const overlay = page.getByRole('dialog', { name: 'Added to your bag' });
      const add = async (i: number) => {
        await addables.nth(i).click();
        await overlay.waitFor();
        await overlay.getByRole('button', { name: 'Close' }).click();
        await overlay.waitFor({ state: 'detached' });
      };
      await add(0);
      await settle(page);
      assert.equal(await page.locator('.sfi-pwp').count(), 0, 'armed, not shown');
      await add(1);
      const popup = page.getByRole('dialog', { name: 'A special offer for you' });
      await popup.waitFor();
      const box = (await popup.boundingBox())!;
      assert.ok(Math.abs(box.width - 590) < 2 && Math.abs(box.height - 375) < 2, `590x375, got ${box.width}x${box.height}`);
      assert.ok(((await popup.locator('img').getAttribute('alt')) ?? '').length > 0, 'the popup image has alt text');
      assert.match(await popup.innerText(), /mascara/i);
      assert.equal(await dialogDescription(page, 'A special offer for you'), await popup.locator('.sfi-pwp__text').textContent(), 'the offer is said with the name');
      await assertNoAxeViolations(page, `pwp popup (${flavour})`);
      await page.keyboard.press('Escape');
      await popup.waitFor({ state: 'detached' });
      assert.ok((await page.context().cookies()).some((c) => c.name.startsWith('sfi_popup_pwp')), 'popup cookie set');
      await add(2);
      await settle(page);
      assert.equal(await page.locator('.sfi-pwp').count(), 0, 'shown once only');
      await watched.assertClean();
      await watched.context.close();
    });

    it('category listing: a grid of cards, "Show more" adds the next page and moves focus', async () => {
      const watched = await openPage(browser);
      const { page } = watched;
      await page.goto(withFlavour(`${demo.url}/category/2`, flavour));
      await waitForIslands(page);
      const grid = page.getByRole('list', { name: 'Foundation' });
      await grid.locator('.sfi-card').first().waitFor();
      const total = Number((await page.locator('.category-count').innerText()).match(/\d+/)![0]);
      assert.equal(await grid.locator('.sfi-card').count(), Math.min(12, total));
      await assertNoAxeViolations(page, `category page (${flavour})`);
      const more = page.getByRole('button', { name: 'Show more products' });
      if (await more.count()) {
        await more.click();
        await page.waitForFunction(() => document.querySelectorAll('.sfi-grid .sfi-card').length > 12);
        assert.equal(await page.evaluate(() => !!document.activeElement?.closest('.sfi-grid__item:nth-child(13)')), true, 'focus on the first new card');
      }
      await watched.assertClean();
      await watched.context.close();
    });

    it('product page: the buy box adds the chosen SKU; the modal loader shows a same-site page in the dialog', async () => {
      const watched = await openPage(browser);
      const { page } = watched;
      await page.goto(withFlavour(`${demo.url}/product/1`, flavour));
      await waitForIslands(page);
      const buy = page.locator('[data-widget="add-to-bag"]');
      await buy.locator('.sfi-shopper').waitFor();
      assert.equal(await page.locator('[data-widget="product-card"]').count() > 0, true, 'related products as cards');
      const link = page.getByRole('link', { name: 'Shipping and returns' });
      await link.click();
      const dialog = page.getByRole('dialog', { name: 'Shipping and returns' });
      await dialog.getByRole('heading', { name: 'Delivery' }).waitFor();
      assert.equal(new URL(page.url()).pathname, '/product/1', 'no navigation');
      await assertNoAxeViolations(page, `modal loader open (${flavour})`);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      assert.equal(await link.evaluate((el) => el === document.activeElement), true, 'focus back on the link');

      await page.route('**/info/shipping.tmpl', (route) => route.fulfill({ status: 500, body: 'oops' }));
      await link.click();
      await dialog.getByRole('alert').waitFor();
      assert.equal(await dialog.getByRole('link', { name: 'Open the page instead' }).getAttribute('href'), `${demo.url}/info/shipping.tmpl`);
      await watched.assertClean();
      await watched.context.close();
    });

    it('product page: the big picture follows the shade the buy box chooses (the page\'s own script), not a quick view\'s', async () => {
      const watched = await openPage(browser);
      const { page } = watched;
      await page.goto(withFlavour(`${demo.url}/product/1`, flavour));
      await waitForIslands(page);
      const box = page.locator('.product-detail [data-widget="add-to-bag"]');
      const picture = page.locator('.product-detail__media img');
      const product = (await page.locator('h1').innerText()).trim();
      const shown = () => picture.evaluate((img: HTMLImageElement) => ({ src: img.getAttribute('src'), alt: img.alt, loaded: img.complete && img.naturalWidth > 0 }));
      // The server lists each shade's picture for the page's script; the shade's name says which is whose.
      const pictures = JSON.parse((await page.locator('#shade-pictures').textContent()) ?? '{}') as Record<string, { src: string; alt: string }>;
      const pictureOf = (shade: string | null) => Object.values(pictures).find(({ alt }) => alt === `${product}, ${shade}`)!;
      const pictureShown = (src: string) => page.waitForFunction((want) => {
        const img = document.querySelector<HTMLImageElement>('.product-detail__media img');
        return img?.getAttribute('src') === want && img.complete && img.naturalWidth > 0;
      }, src);
      const checked = box.locator('.sfi-swatch__input:checked');
      await checked.waitFor();
      // From the start, the chosen shade's picture, named after it.
      const first = pictureOf(await checked.getAttribute('value'));
      assert.ok(first, 'the chosen shade has a picture');
      await pictureShown(first.src);
      assert.deepEqual(await shown(), { ...first, loaded: true });
      // Another shade, by the keyboard: its picture.
      await checked.focus();
      await page.keyboard.press('ArrowRight');
      const second = pictureOf(await checked.getAttribute('value'));
      assert.notEqual(second.src, first.src);
      await pictureShown(second.src);
      assert.deepEqual(await shown(), { ...second, loaded: true });
      // A quick view of a related product, its shade changed: the page's picture stays the buy box's.
      const card = page.locator('.related .sfi-card').filter({ has: page.locator('.sfi-swatch__input') }).first();
      const name = await card.locator('.sfi-card__name').innerText();
      await card.getByRole('button', { name: `Quick view ${name}` }).click();
      const dialog = page.getByRole('dialog', { name });
      const qvImage = dialog.locator('.sfi-qv__image');
      await qvImage.waitFor();
      const qvBefore = await qvImage.getAttribute('src');
      await dialog.locator('.sfi-swatch__input:checked').focus();
      await page.keyboard.press('ArrowRight');
      await page.waitForFunction((src) => document.querySelector('.sfi-qv__image')?.getAttribute('src') !== src, qvBefore);
      assert.equal((await shown()).src, second.src, 'the page\'s picture unchanged by the quick view');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await watched.assertClean();
      await watched.context.close();
    });

    it('an add answered with the bag\'s count as empty text: the count follows the bag\'s lines, here and in FE_USER_CART', async () => {
      const watched = await openHome(flavour);
      const { page, context } = watched;
      const card = await addableCard(page);
      // The add goes through to the server; its answer says `items_count: ""` (as the cookie says it for no bag).
      await page.route('**/rpc/jsonrpc.tmpl?*', async (route) => {
        if (new URL(route.request().url()).searchParams.get('dbgmethod') !== 'rpc.form') return route.continue();
        const response = await route.fetch();
        const entries = (await response.json()) as Array<{ result?: { data?: { trans_data?: { items_count?: unknown } } } }>;
        for (const entry of entries) if (entry.result?.data?.trans_data) entry.result.data.trans_data.items_count = '';
        await route.fulfill({ response, body: JSON.stringify(entries) });
      });
      await card.locator('.sfi-bag__button').click();
      await card.getByRole('status').filter({ hasText: 'Added to your bag.' }).waitFor();
      await settle(page);
      assert.equal(await bagCount(page), '1', 'the bag holds one line: the count says 1, not 0');
      const cookie = (await context.cookies()).find((c) => c.name === 'FE_USER_CART')?.value ?? '';
      assert.match(decodeURIComponent(decodeURIComponent(cookie)), /(^|&)item_count:1(&|$)/);
      await watched.assertClean();
      await context.close();
    });

    /** Answers every call of the batch with this JSON-RPC error entry. */
    const errorEntry = (error: object) => async (route: Route) => {
      const calls = JSON.parse(new URLSearchParams(route.request().postData() ?? '').get('JSONRPC') ?? '[]') as Array<{ id: number }>;
      await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(calls.map(({ id }) => ({ id, error }))) });
    };
    const failures: Array<[string, (route: Route) => Promise<void>, string]> = [
      ['HTTP 500', (route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' }), GENERIC_FAILURE],
      ['an HTML body', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<html><body><h1>Maintenance</h1></body></html>' }), GENERIC_FAILURE],
      [
        'a JSON-RPC error entry',
        errorEntry({ code: 102, message: 'sold out', data: { messages: [{ text: 'Sorry, this item is sold out.', key: 'cart.sku.sold_out' }] } }),
        'Sorry, this item is sold out.',
      ],
      // The entry's `message` is the server's word to developers: the shopper gets the failure text, not "empty body".
      ['a JSON-RPC error entry whose messages have no text', errorEntry({ code: 103, message: 'empty body', data: { messages: [{ text: '' }] } }), GENERIC_FAILURE],
      ['a timeout', (route) => route.abort('timedout'), GENERIC_FAILURE],
    ];
    for (const [label, answer, message] of failures) {
      it(`add to bag answered by ${label}: a clear message, no uncaught error, count unchanged, the button works again`, async () => {
        const watched = await openHome(flavour);
        const { page } = watched;
        const card = await addableCard(page);
        const button = card.locator('.sfi-bag__button');
        const inject = (route: Route) =>
          new URL(route.request().url()).searchParams.get('dbgmethod') === 'rpc.form' ? answer(route) : route.continue();
        await page.route('**/rpc/jsonrpc.tmpl?*', inject);
        await button.click();
        await card.locator('.sfi-bag__error[role="alert"]', { hasText: message }).waitFor();
        assert.equal(await bagCount(page), '0');
        assert.equal(await button.getAttribute('aria-disabled'), null, 'the button works again');
        await page.unroute('**/rpc/jsonrpc.tmpl?*', inject);
        await button.click();
        await bagCounted(page, '1');
        assert.equal(await card.locator('.sfi-bag__error').textContent(), '');
        await watched.assertClean();
        await watched.context.close();
      });
    }
  });
}
