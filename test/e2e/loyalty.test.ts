// Loyalty and user fields as a shopper meets them, in both flavours: the join form (anonymous → sign in and
// back; a signed-in shopper joins by keyboard, the agreement first), the member's account page, social share
// offers with their live region, the account navigation following the hash, and the header greeting filled
// from user.fullData (as text; the server's words kept when the call fails). axe and a clean page everywhere.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { FLAVOURS, assertNoAxeViolations, layoutShifts, openPage, openShiftsPage, signIn, useDemoAndBrowser, waitForIslands, watchPage, withFlavour, type Flavour } from './harness';

const env = useDemoAndBrowser();
const LOYALTY = '/account/loyalty/index.tmpl';

/** Tabs forward until `target` has focus (keyboard only). */
async function tabUntil(page: Page, target: Locator, presses = 60): Promise<void> {
  for (let i = 0; i < presses && !(await target.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
  assert.equal(await target.evaluate((el) => el === document.activeElement), true, `Tab did not reach ${target}`);
}

const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

/** Every message a join form shows, its own and its date picker's: one problem should be one of them. */
const messagesShown = async (form: Locator) => (await form.locator('.sfi-loyalty-join__error, .sfi-date-picker__error').allInnerTexts()).filter(Boolean);

/** The element's description, as a screen reader is given it. */
const description = (locator: Locator) =>
  locator.evaluate((el) => (el.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean).map((id) => document.getElementById(id)?.textContent).join(' '));

/** FE_USER_CART as the browser holds it, decoded (docs/wire-formats.md). */
async function userCookie(context: BrowserContext): Promise<Record<string, string>> {
  const cookie = (await context.cookies()).find((c) => c.name === 'FE_USER_CART');
  assert.ok(cookie, 'FE_USER_CART is set');
  return Object.fromEntries(decodeURIComponent(cookie.value).split('&').map((pair) => pair.split(':').map(decodeURIComponent) as [string, string]));
}

/** A new account, signed in through the create-account form (each run joins a shopper of its own). */
async function createAccount(page: Page, flavour: Flavour, firstName: string): Promise<void> {
  await page.goto(withFlavour(`${env.demo.url}/account/signin.tmpl#new-account`, flavour));
  const form = page.locator('#new-account');
  await form.getByLabel('First name').fill(firstName);
  await form.getByLabel('Email address').fill(`joiner-${flavour}-${Date.now()}@example.com`);
  await form.getByLabel('Password').fill('a long enough password');
  await Promise.all([page.waitForURL((url) => !url.pathname.startsWith('/account/signin')), form.getByRole('button', { name: 'Create account' }).click()]);
}

/** A new shopper's loyalty page in a window of this size, the sticky join form drawn. */
async function openStickyForm(flavour: Flavour, viewport: { width: number; height: number }, firstName: string) {
  const watched = await watchPage(await env.browser.newContext({ viewport }));
  await createAccount(watched.page, flavour, firstName);
  await watched.page.goto(withFlavour(`${env.demo.url}${LOYALTY}`, flavour));
  await waitForIslands(watched.page);
  const sticky = watched.page.locator('#loyalty-join-sticky');
  await sticky.getByRole('form', { name: 'Join Loyalty' }).waitFor();
  return { ...watched, sticky };
}

/** The share pages open in a tab of their own; the test answers them instead of the networks. */
async function answerSharePages(context: BrowserContext): Promise<void> {
  await context.route(/^https:\/\/(www\.facebook\.com|twitter\.com|www\.pinterest\.com)\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Share</title><p>Shared.</p>' }),
  );
}

/** Rewrites the user.fullData answer of every JSON-RPC batch. */
async function rewriteUser(page: Page, change: (user: Record<string, unknown>) => void): Promise<void> {
  await page.route('**/rpc/jsonrpc.tmpl**', async (route) => {
    const response = await route.fetch();
    const entries = (await response.json()) as Array<{ result?: { value?: Record<string, unknown> } }>;
    for (const entry of entries) if (entry.result?.value && 'first_name' in entry.result.value) change(entry.result.value);
    await route.fulfill({ response, json: entries });
  });
}

/** What the member's account page shows beside the points: tier, the way to the next, each offer's state, the history. */
function accountView(page: Page) {
  return page.evaluate(() => ({
    tier: document.querySelector('.loyalty-tier')?.textContent,
    next: document.querySelector('.loyalty-next')?.textContent,
    offers: [...document.querySelectorAll('.loyalty-offer')].map((offer) => `${offer.getAttribute('data-offer')}: ${offer.querySelector('.loyalty-offer__state')?.textContent}`),
    history: [...document.querySelectorAll<HTMLTableRowElement>('.loyalty-history tbody tr')].map((row) =>
      [row.querySelector('time')?.getAttribute('datetime'), ...[...row.cells].map((cell) => cell.textContent!.trim())].join(' | ')),
  }));
}

for (const flavour of FLAVOURS) {
  describe(`loyalty (${flavour})`, () => {
    it('an anonymous shopper is sent from the join form to sign in, and comes back to the form', async () => {
      const watched = await openPage(env.browser);
      const { page } = watched;
      await page.goto(withFlavour(`${env.demo.url}${LOYALTY}`, flavour));
      await waitForIslands(page);
      const nav = page.locator('#loyalty-join-nav');
      const signInLink = nav.getByRole('link', { name: 'Sign in to join' });
      assert.equal(await page.locator('#loyalty-join-sticky').getByRole('link', { name: 'Sign in to join' }).count(), 1);
      await assertNoAxeViolations(page, `${LOYALTY} anonymous (${flavour})`);
      await tabUntil(page, signInLink);
      await Promise.all([page.waitForURL((url) => url.pathname === '/account/signin.tmpl'), page.keyboard.press('Enter')]);
      assert.equal(new URL(page.url()).searchParams.get('return_url'), `${withFlavour(LOYALTY, flavour)}#loyalty-join-nav`);
      const form = page.locator('#sign-in form');
      await form.getByLabel('Email address').fill('shopper@example.com');
      await form.getByLabel('Password').fill('password');
      await Promise.all([page.waitForURL((url) => url.pathname === LOYALTY), form.getByRole('button', { name: 'Sign in' }).click()]);
      assert.equal(new URL(page.url()).hash, '#loyalty-join-nav');
      await waitForIslands(page);
      // Back at the form it left, now signed in: the form itself, with focus in its first field.
      const joinForm = nav.getByRole('form', { name: 'Become a Loyalty member' });
      await joinForm.waitFor();
      const birthday = joinForm.getByLabel('Birthday (optional, mm/dd/yyyy)');
      await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'birthday');
      assert.equal(await isFocused(birthday), true);
      await assertNoAxeViolations(page, `${LOYALTY} back from sign-in (${flavour})`);

      // The sticky form stays in view where the window has room; on a phone it would cover half the screen, so it
      // stays in its place in the page, clear of the navigation's form.
      const stickyHost = page.locator('#loyalty-join-sticky');
      const position = () => stickyHost.evaluate((el) => getComputedStyle(el).position);
      assert.equal(await position(), 'sticky');
      await page.setViewportSize({ width: 375, height: 740 });
      assert.equal(await position(), 'static');
      const navBox = (await joinForm.boundingBox())!;
      const stickyBox = (await stickyHost.getByRole('form', { name: 'Join Loyalty' }).boundingBox())!;
      assert.ok(stickyBox.y >= navBox.y + navBox.height, `the sticky form (top ${stickyBox.y}) is below the navigation's (bottom ${navBox.y + navBox.height})`);
      await watched.assertClean();
      await watched.context.close();
    });

    it('a signed-in shopper joins by keyboard: the agreement first, then the loyalty index and is_loyalty_member:1', async () => {
      const watched = await openPage(env.browser);
      const { page, context } = watched;
      await createAccount(page, flavour, 'Robin');
      await page.goto(withFlavour(`${env.demo.url}${LOYALTY}`, flavour));
      await waitForIslands(page);
      assert.equal((await userCookie(context)).is_loyalty_member, '0');
      const sticky = page.locator('#loyalty-join-sticky').getByRole('form', { name: 'Join Loyalty' });
      await sticky.waitFor();

      await tabUntil(page, sticky.getByLabel('Birthday (optional, mm/dd/yyyy)'));
      // Pasted as copied from a message, a space either side: the field takes it whole (a maxlength of 10 cut it to
      // " 03/14/199", refused as a format), and the form reads the date inside.
      await page.keyboard.insertText(' 03/14/1990 ');
      await tabUntil(page, sticky.getByRole('button', { name: 'Join now' }));
      await page.keyboard.press('Enter');
      const error = sticky.locator('.sfi-loyalty-join__error');
      await error.waitFor();
      assert.equal(await error.innerText(), 'Please tick the box to agree to the Loyalty terms and conditions.');
      await page.waitForFunction(() => document.activeElement?.classList.contains('sfi-loyalty-join__error'));
      const agreement = sticky.getByLabel('I agree to the Loyalty program terms and conditions.');
      assert.equal(await agreement.getAttribute('aria-invalid'), 'true');
      assert.equal(await sticky.getByLabel('Birthday (optional, mm/dd/yyyy)').inputValue(), '03/14/1990', 'the date kept, as the picker writes it once the field is left');
      await assertNoAxeViolations(page, `${LOYALTY} join error (${flavour})`);

      await page.keyboard.press('Shift+Tab');
      assert.equal(await isFocused(agreement), true, 'the checkbox is just before the error');
      await page.keyboard.press('Space');
      assert.equal(await agreement.isChecked(), true);
      await page.keyboard.press('Tab');
      assert.equal(await isFocused(sticky.getByRole('button', { name: 'Join now' })), true);
      // The loyalty page is also where the form was: wait for the new document's load event.
      await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')]);
      assert.equal(new URL(page.url()).pathname, LOYALTY);
      assert.equal(new URL(page.url()).search, '', 'the loyalty index itself (the react switch is not carried)');
      await waitForIslands(page);
      assert.equal((await userCookie(context)).is_loyalty_member, '1');
      assert.equal(await page.getByRole('heading', { level: 1 }).innerText(), 'Your Loyalty rewards');
      assert.equal(await page.locator('.loyalty-tier').innerText(), 'Tier: Member');
      assert.equal(await page.locator('.loyalty-birthday').innerText(), 'Birthday: March 14');
      assert.deepEqual(await page.locator('.loyalty-history tbody td:nth-child(2)').allInnerTexts(), ['Joined Loyalty']);
      await assertNoAxeViolations(page, `${LOYALTY} new member (${flavour})`);
      await watched.assertClean();
      await watched.context.close();
    });

    it('a birthday the date picker cannot read is said once, in the picker\'s words: "Join now" clicked straight from the field, or Enter in it', async () => {
      const watched = await openPage(env.browser);
      const { page } = watched;
      await createAccount(page, flavour, 'Sam');
      await page.goto(withFlavour(`${env.demo.url}${LOYALTY}`, flavour));
      await waitForIslands(page);
      // The navigation's form, in the flow of the page: below the field, its message pushes the button down.
      const form = page.locator('#loyalty-join-nav').getByRole('form', { name: 'Become a Loyalty member' });
      await form.waitFor();
      const birthday = form.getByLabel('Birthday (optional, mm/dd/yyyy)');
      const example = `for example 03/15/${new Date().getFullYear()}.`;
      const said = [
        ['31/12/1990', `Enter the date as mm/dd/yyyy, ${example}`],
        ['02/30/1990', `There is no such date. Enter the date as mm/dd/yyyy, ${example}`],
      ] as const;
      for (const [typed, words] of said) {
        await birthday.fill(typed);
        // The press takes the focus from the field, which shows the picker's message: were it shown at once, it would
        // push the button from under the pointer, and the release would click nothing. The click refuses the form
        // and brings the shopper back to the field, which its one message describes.
        await form.getByRole('button', { name: 'Join now' }).click();
        await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'birthday');
        await form.locator('.sfi-date-picker__error').getByText(words).waitFor();
        assert.deepEqual(await messagesShown(form), [words]);
        assert.equal(await birthday.getAttribute('aria-invalid'), 'true');
        assert.equal(await description(birthday), words);
        assert.equal(await birthday.inputValue(), typed, 'nothing typed is lost');
      }
      await assertNoAxeViolations(page, `${LOYALTY} a birthday refused (${flavour})`);
      // By keyboard: Enter in the field sends the form; the field keeps the focus and the one message.
      await birthday.fill('31/12/1990');
      await page.keyboard.press('Enter');
      await form.locator('.sfi-date-picker__error').getByText(said[0][1]).waitFor();
      assert.deepEqual(await messagesShown(form), [said[0][1]]);
      assert.equal(await isFocused(birthday), true);
      assert.equal(new URL(page.url()).pathname, LOYALTY);
      await watched.assertClean();
      await watched.context.close();
    });

    it('a birthday: the calendar opens thirty years back, and 03/15/0025 or a day after today is refused once, by the field\'s picker', async () => {
      const watched = await openPage(env.browser);
      const { page } = watched;
      await createAccount(page, flavour, 'Kim');
      await page.goto(withFlavour(`${env.demo.url}${LOYALTY}`, flavour));
      await waitForIslands(page);
      const form = page.locator('#loyalty-join-nav').getByRole('form', { name: 'Become a Loyalty member' });
      await form.waitFor();
      const now = new Date();
      const back = new Date(now.getFullYear() - 30, now.getMonth(), 1);
      await form.getByRole('button', { name: 'Choose date' }).click();
      const dialog = page.getByRole('dialog', { name: 'Choose date' });
      await dialog.getByRole('grid', { name: back.toLocaleDateString('en-US', { month: 'long', year: 'numeric' }) }).waitFor();
      assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('data-date')?.slice(0, 4)), String(back.getFullYear()));
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });

      const birthday = form.getByLabel('Birthday (optional, mm/dd/yyyy)');
      const pad = (n: number) => String(n).padStart(2, '0');
      const today = `${pad(now.getMonth() + 1)}/${pad(now.getDate())}/${now.getFullYear()}`;
      await form.getByLabel('I agree to the Loyalty program terms and conditions.').check();
      for (const typed of ['03/15/0025', `12/31/${now.getFullYear() + 1}`]) {
        await birthday.fill(typed);
        await form.getByRole('button', { name: 'Join now' }).click();
        const words = `Enter a date from 01/01/1900 to ${today}.`;
        await form.locator('.sfi-date-picker__error').getByText(words).waitFor();
        await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'birthday');
        assert.deepEqual(await messagesShown(form), [words]);
        assert.equal(await birthday.inputValue(), typed, 'nothing typed is lost');
        assert.equal(await birthday.getAttribute('aria-invalid'), 'true');
        assert.equal(await description(birthday), words);
      }
      assert.equal(new URL(page.url()).pathname, LOYALTY);
      await watched.assertClean();
      await watched.context.close();
    });

    // WCAG 2.4.11: the sticky form held at the window's foot covered what the Tab key reached under it, the
    // navigation's own join form among it (its checkbox wholly hidden at 1280 × 600), since the browser scrolls a
    // focused field only as far as the window's edge.
    it('tabbing through the page at 1280 × 600, nothing that takes the focus is hidden under the sticky form', async () => {
      const watched = await openStickyForm(flavour, { width: 1280, height: 600 }, 'Lee');
      const { page, sticky } = watched;
      assert.equal(await sticky.evaluate((el) => getComputedStyle(el).position), 'sticky');
      const reached: string[] = [];
      const hidden: string[] = [];
      for (let i = 0; i < 60; i += 1) {
        await page.keyboard.press('Tab');
        const focus = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement;
          const bar = document.querySelector('#loyalty-join-sticky')!;
          const box = el.getBoundingClientRect();
          const barTop = bar.getBoundingClientRect().top;
          const name = `${el.localName} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim() || (el as HTMLInputElement).name || (el as HTMLInputElement).type}"`;
          return { name, inBar: bar.contains(el), covered: box.bottom > barTop ? Math.round(box.bottom - barTop) : 0 };
        });
        if (focus.inBar) break;
        reached.push(focus.name);
        if (focus.covered > 0) hidden.push(`${focus.name}: ${focus.covered} px under the sticky form`);
      }
      assert.ok(reached.includes('input "checkbox"'), `the navigation's form was reached: ${reached.join(', ')}`);
      assert.deepEqual(hidden, []);
      await watched.assertClean();
      await watched.context.close();
    });

    // The sticky form's room was in pixels: with the browser's text size at twice the usual, at 1280 × 800 the form
    // covered 558 of the 800 px. Media queries in em follow that setting (not a page's own html font-size).
    it('the sticky form\'s room follows the browser\'s text size: held at 1280 × 800 as usual, in the flow there at twice the size', async () => {
      const watched = await openStickyForm(flavour, { width: 1280, height: 800 }, 'Ash');
      const { page, sticky } = watched;
      const room = () =>
        sticky.evaluate((el) => ({
          position: getComputedStyle(el).position,
          share: el.getBoundingClientRect().height / innerHeight,
          height: el.getBoundingClientRect().height,
          // The room the page keeps clear at the window's foot when it brings a focused control into view.
          padding: getComputedStyle(document.documentElement).scrollPaddingBottom,
        }));
      const spare = ({ height, padding }: { height: number; padding: string }) => parseFloat(padding) - height;
      const usual = await room();
      assert.equal(usual.position, 'sticky');
      assert.ok(spare(usual) >= 0, `the scroll padding (${usual.padding}) keeps the focus clear of the form (${usual.height} px)`);

      // The browser's own text size setting, at twice the usual 16 px.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32 } });
      await page.waitForFunction(() => getComputedStyle(document.documentElement).fontSize === '32px');
      const doubled = await room();
      assert.equal(doubled.position, 'static', `held, the form would cover ${Math.round(doubled.share * 100)}% of the window`);
      assert.equal(doubled.padding, 'auto', 'no scroll padding for a form in the flow');
      // A window tall enough for the bigger form holds it again, covering no more of it than at the usual size's
      // smallest window (17.5rem of 31.25em), the padding in step.
      await page.setViewportSize({ width: 1280, height: 1100 });
      await page.waitForFunction(() => getComputedStyle(document.querySelector('#loyalty-join-sticky')!).position === 'sticky');
      const tall = await room();
      assert.ok(tall.share <= 0.56, `the form covers ${Math.round(tall.share * 100)}% of the window`);
      assert.ok(spare(tall) >= 0, `the scroll padding (${tall.padding}) keeps the focus clear of the form (${tall.height} px)`);
      await assertNoAxeViolations(page, `${LOYALTY} text at twice its size (${flavour})`);
      await watched.assertClean();
      await watched.context.close();
    });

    // WCAG 1.4.4: the calendar was a 360 px dialog whatever the text size, so at twice the size its Friday and
    // Saturday columns (today, where the focus opens, among them) were cut off by its edge.
    it('the birthday\'s calendar with text at twice its size (1280 px): every day and button inside the dialog', async () => {
      // A user stylesheet is the browser's own, so CSP does not apply to it (as in text-spacing.test.ts).
      const watched = await watchPage(await env.browser.newContext({ viewport: { width: 1280, height: 800 }, bypassCSP: true }));
      const { page } = watched;
      await createAccount(page, flavour, 'Noor');
      await page.goto(withFlavour(`${env.demo.url}${LOYALTY}`, flavour));
      await waitForIslands(page);
      await page.addStyleTag({ content: 'html{font-size:200%!important}' });
      const form = page.locator('#loyalty-join-nav').getByRole('form', { name: 'Become a Loyalty member' });
      await form.getByRole('button', { name: 'Choose date' }).focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Choose date' });
      await dialog.getByRole('grid').waitFor();
      const outside = await dialog.evaluate((el) => {
        const frame = el.getBoundingClientRect();
        const body = el.querySelector('.sfi-dialog__body')!;
        const lost = body.scrollWidth > body.clientWidth + 1 ? [`the dialog scrolls sideways (${body.scrollWidth} in ${body.clientWidth} px)`] : [];
        for (const part of el.querySelectorAll('th, td[data-date], button, h3')) {
          const box = part.getBoundingClientRect();
          if (box.left < frame.left - 1 || box.right > frame.right + 1) lost.push(`${part.localName} "${part.textContent!.trim()}" past the dialog's edge`);
        }
        return lost;
      });
      assert.deepEqual(outside, []);
      assert.equal(await page.evaluate(() => document.activeElement?.hasAttribute('data-date')), true, 'the focus is on a day');
      await assertNoAxeViolations(page, `${LOYALTY} calendar at twice the text size (${flavour})`);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await watched.assertClean();
      await watched.context.close();
    });

    it('a member shares: the offer applies once, the live region says so, and says it was applied already', async () => {
      const network = flavour === 'preact' ? 'Facebook' : 'Twitter';
      const host = flavour === 'preact' ? 'www.facebook.com' : 'twitter.com';
      const code = flavour === 'preact' ? 'lyl_social_fb' : 'lyl_social_twitter';
      const watched = await openShiftsPage(env.browser, { width: 1280, height: 800 });
      const { page, context } = watched;
      await answerSharePages(context);
      await signIn(page, env.demo.url, 'member@example.com');
      await page.goto(withFlavour(`${env.demo.url}${LOYALTY}#offers`, flavour));
      await waitForIslands(page);
      const offers = page.locator('[data-widget="loyalty-offers"]');
      const link = offers.getByRole('link', { name: `Share on ${network} (opens in a new window)` });
      const status = offers.getByRole('status');
      assert.equal(await status.getAttribute('aria-live'), 'polite');
      assert.equal(await status.innerText(), '');
      const points = page.locator('.loyalty-points [data-user-field="loyaltyPoints"]');
      const pointsNow = async () => Number((await points.innerText()).replace(/\D/g, ''));
      // user.fullData has answered (its points are the page's until an offer's answer counts more).
      await page.waitForFunction(() => (window as unknown as { StorefrontIslands: { store: { get(): { user: object | null } } } }).StorefrontIslands.store.get().user !== null);
      const before = await pointsNow();
      const shown = await accountView(page);

      await tabUntil(page, link);
      const [popup] = await Promise.all([page.waitForEvent('popup'), page.keyboard.press('Enter')]);
      await popup.waitForLoadState();
      assert.equal(new URL(popup.url()).host, host);
      assert.equal(new URL(popup.url()).searchParams.get(network === 'Facebook' ? 'u' : 'url'), `${env.demo.url}/`);
      await popup.close();
      await status.getByText('Thanks for sharing!').waitFor();
      assert.equal(await status.innerText(), `Thanks for sharing! 50 points for your ${network} share have been added to your Loyalty account.`);
      // The points on the page add up the share, as the answer counts them.
      await page.waitForFunction((expected) => document.querySelector('.loyalty-points [data-user-field]')?.textContent === expected, (before + 50).toLocaleString('en-US'));
      // So does the rest of the account, without a reload: the way to the next tier, the offer received, the history line.
      const today = new Date().toISOString().slice(0, 10);
      const day = new Date(`${today}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
      const updated = {
        tier: shown.tier,
        next: `${(2500 - before - 50).toLocaleString('en-US')} points to Platinum.`,
        offers: shown.offers.map((offer) => (offer.startsWith(`${code}: `) ? `${code}: Received` : offer)),
        history: [`${today} | ${day} | ${network} share | +50`, ...shown.history],
      };
      assert.equal(shown.offers.includes(`${code}: Available`), true);
      await page.waitForFunction((expected) => document.querySelector('.loyalty-next')?.textContent === expected, updated.next);
      assert.deepEqual(await accountView(page), updated);
      // Said once, by the island's status; the page's figures change quietly, and nothing moved.
      const live = '[aria-live], [role="status"], [role="alert"], [role="log"]';
      assert.deepEqual(await page.$$eval('.loyalty-tier, .loyalty-next, .loyalty-offer-list, .loyalty-history', (parts, selector) => parts.filter((part) => part.closest(selector)).length, live), 0);
      assert.deepEqual(await layoutShifts(page), [], 'layout shifts after the share');
      await assertNoAxeViolations(page, `${LOYALTY} offer applied (${flavour})`);

      const [again] = await Promise.all([page.waitForEvent('popup'), link.click()]);
      await again.close();
      await status.getByText('You have already received').waitFor();
      assert.equal(await status.innerText(), `You have already received the points for your ${network} share.`);
      assert.deepEqual(await accountView(page), updated, 'a share applied before adds no history line');

      // What the page now shows is what the server writes.
      await page.reload();
      await waitForIslands(page);
      assert.match(await page.locator(`[data-offer="${code}"]`).innerText(), /Received$/);
      assert.deepEqual(await accountView(page), updated);
      await watched.assertClean();
      await watched.context.close();
    });

    it('the account navigation marks the link of the current hash and follows hash changes', async () => {
      const watched = await openPage(env.browser);
      const { page } = watched;
      await signIn(page, env.demo.url, 'member@example.com');
      await page.goto(withFlavour(`${env.demo.url}${LOYALTY}`, flavour));
      await waitForIslands(page);
      const nav = page.getByRole('navigation', { name: 'Loyalty account' });
      const current = () => nav.locator('[aria-current]').evaluateAll((links) => links.map((a) => `${a.textContent}=${a.getAttribute('aria-current')}`));
      assert.deepEqual(await current(), ['Overview=location']);
      await nav.getByRole('link', { name: 'Offers' }).click();
      await page.waitForFunction(() => document.querySelector('.sfi-loyalty-nav [aria-current]')?.textContent === 'Offers');
      assert.equal(new URL(page.url()).hash, '#offers');
      await nav.getByRole('link', { name: 'History' }).focus();
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.querySelector('.sfi-loyalty-nav [aria-current]')?.textContent === 'History');
      await page.goBack();
      await page.waitForFunction(() => document.querySelector('.sfi-loyalty-nav [aria-current]')?.textContent === 'Offers');
      await page.evaluate(() => (location.hash = 'main'));
      await page.waitForFunction(() => document.querySelector('.sfi-loyalty-nav [aria-current]')?.textContent === 'Overview');
      assert.deepEqual(await current(), ['Overview=location']);
      await assertNoAxeViolations(page, `${LOYALTY} navigation (${flavour})`);
      await watched.assertClean();
      await watched.context.close();
    });

    it('the header greeting and the points are user fields: filled from user.fullData as text', async () => {
      const watched = await openPage(env.browser);
      const { page } = watched;
      await signIn(page, env.demo.url, 'member@example.com');
      await rewriteUser(page, (user) => {
        user.first_name = 'Ana <b>Maria</b>';
        user.loyalty_points = 4321;
      });
      await page.goto(withFlavour(`${env.demo.url}${LOYALTY}`, flavour));
      await waitForIslands(page);
      const greeting = page.getByRole('banner').locator('.site-account__greeting');
      await page.waitForFunction(() => document.querySelector('.site-account__greeting')?.textContent === 'Hi, Ana <b>Maria</b>');
      assert.equal(await greeting.locator('b').count(), 0, 'a name is text, never markup');
      await page.waitForFunction(() => document.querySelector('[data-user-field="loyaltyPoints"]')?.textContent === '4,321');
      await assertNoAxeViolations(page, `${LOYALTY} user fields (${flavour})`);
      await watched.assertClean();
      await watched.context.close();
    });

    it('the greeting keeps the server’s words when user.fullData fails, silently', async () => {
      const watched = await openPage(env.browser);
      const { page } = watched;
      await signIn(page, env.demo.url, 'shopper@example.com');
      await page.waitForLoadState('networkidle'); // the landing page's own load batch is not this test's
      let failed = 0;
      await page.route('**/rpc/jsonrpc.tmpl**', (route) => {
        if (!new URL(route.request().url()).searchParams.get('dbgmethod')?.includes('user.fullData')) return route.continue();
        failed += 1;
        return route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>Server error</h1>' });
      });
      await page.goto(withFlavour(`${env.demo.url}/`, flavour));
      await waitForIslands(page);
      await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('dbgmethod=') && entry.name.includes('user.fullData')));
      assert.equal(failed, 1);
      assert.equal(await page.getByRole('banner').locator('.site-account__greeting').innerText(), 'Hi, Sam');
      assert.equal(await page.locator('[data-widget="user-fields"]').getAttribute('data-widget-state'), 'mounted');
      await watched.assertClean();
      await watched.context.close();
    });

    for (const who of ['a visitor', 'a signed-in shopper', 'a member']) {
      it(`the loyalty page holds still as its islands mount, for ${who} (no layout shift, 1280 and 320 px)`, async () => {
        // The page writes the join panels, the account navigation and the share links as the islands draw them.
        for (const width of [1280, 320]) {
          const watched = await openShiftsPage(env.browser, { width, height: 800 });
          const { page, context } = watched;
          if (who === 'a member') await signIn(page, env.demo.url, 'member@example.com');
          if (who === 'a signed-in shopper') await signIn(page, env.demo.url, 'shopper@example.com');
          await page.goto(withFlavour(`${env.demo.url}${LOYALTY}`, flavour));
          await waitForIslands(page);
          await page.waitForLoadState('networkidle');
          if (who === 'a signed-in shopper') await page.locator('#loyalty-join-nav [data-widget="date-picker"][data-widget-state="mounted"]').waitFor();
          assert.deepEqual(await layoutShifts(page), [], `layout shifts at ${width} px`);
          await watched.assertClean();
          await context.close();
        }
      });
    }

    it('without the script, a signed-in shopper joins with the form the page wrote; a missing tick is refused, the birthday kept', async () => {
      const context = await env.browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await createAccount(page, flavour, 'Noor');
      await page.goto(withFlavour(`${env.demo.url}${LOYALTY}`, flavour));
      const form = page.locator('#loyalty-join-nav').getByRole('form', { name: 'Become a Loyalty member' });
      await form.getByLabel('Birthday (optional, mm/dd/yyyy)').fill('05/06/1991');
      await form.getByRole('button', { name: 'Join now' }).click();
      await page.waitForURL((url) => url.pathname === LOYALTY);
      const refused = page.locator('#loyalty-join-nav form');
      assert.equal(await refused.locator('.sfi-loyalty-join__error').innerText(), 'Please tick the box to agree to the Loyalty terms and conditions.');
      assert.equal(await refused.getByLabel('Birthday (optional, mm/dd/yyyy)').inputValue(), '05/06/1991');
      const agreement = refused.getByLabel('I agree to the Loyalty program terms and conditions.');
      assert.equal(await agreement.getAttribute('aria-invalid'), 'true');
      await agreement.check();
      await Promise.all([page.waitForURL((url) => url.pathname === LOYALTY), refused.getByRole('button', { name: 'Join now' }).click()]);
      await page.getByRole('heading', { level: 1, name: 'Your Loyalty rewards' }).waitFor();
      assert.equal(await page.locator('.loyalty-birthday').innerText(), 'Birthday: May 6');
      await context.close();
    });
  });
}
