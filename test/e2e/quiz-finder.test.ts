// The quiz, the foundation finder and the hash triggers as a shopper meets them, in both flavours: a hash opens
// its dialog 500 ms after the page shows it (and on a later hash change), the quiz and the finder by keyboard
// only, their results bought from, the sign-in and new-account forms working inside the dialog, and closing a
// dialog clearing the hash without a new history entry. The seeded catalog (120 products) gives exact results.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { addFirstItemByKeyboard, FLAVOURS, type Flavour, accessibilityState, assertNoAxeViolations, holdRequests, openPage, settle, useDemoAndBrowser, waitForIslands, watchPage, withFlavour } from './harness';

const env = useDemoAndBrowser();

/** The womens quiz answered 2nd, 2nd, 1st, 1st ("A flawless base", "Oily by midday", "Velvety matte", "Lasting all day"). */
const FOUNDATION_PICKS = ['Soft Focus Soft Matte Foundation', 'Double Wear Stay-in-Place Foundation', 'Soft Focus Skin Tint Foundation'];
/** The mens quiz answered 2nd, 1st, 1st ("Everyday hydration", "Shiny", "Looking rested"). */
const MOISTURIZER_PICKS = ['Daily Glow Daily Moisturizer', 'Hydra Bloom Rich Moisturizer', 'Daily Glow Gel Moisturizer'];

const CLOCK_START = new Date('2026-03-02T10:00:00Z');
const CLOCK_PAUSED = new Date('2026-03-02T10:00:01Z');

const bagCount = (page: Page) => page.locator('[data-widget="cart-count"] .sfi-cart-count').getAttribute('data-count');
const focused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);
const activeText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

/** Presses Tab until `target` has focus (keyboard only), at most `limit` times. */
async function tabTo(page: Page, target: Locator, limit = 30): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    if (await focused(target)) return;
    await page.keyboard.press('Tab');
  }
  assert.fail(`Tab never reached ${target}`);
}

/** Waits until focus is on an option of the question `progress` ("Question 2 of 4") shows. */
async function onQuestion(dialog: Locator, progress: string): Promise<void> {
  await dialog.locator('.sfi-steps__progress', { hasText: progress }).waitFor();
  await dialog.page().waitForFunction(() => (document.activeElement as HTMLInputElement | null)?.type === 'radio');
}

/** The name Chromium's accessibility tree gives the group (fieldset) the focus is in: what a screen reader reads. */
async function focusedGroupName(page: Page): Promise<string> {
  const cdp = await page.context().newCDPSession(page);
  const { result } = await cdp.send('Runtime.evaluate', { expression: 'document.activeElement.closest("fieldset")' });
  const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { objectId: result.objectId!, fetchRelatives: false });
  await cdp.detach();
  return String(nodes[0]?.name?.value ?? '');
}

/** The option labels of the question on screen, and which is checked. */
async function options(dialog: Locator): Promise<Array<[string, boolean]>> {
  return dialog.locator('.sfi-steps__option').evaluateAll((labels) =>
    labels.map((label) => [label.textContent!.trim(), (label.querySelector('input') as HTMLInputElement).checked] as [string, boolean]));
}

/** On the home page, opens the mens quiz in the dialog from its link, by keyboard. */
async function openGroomingQuiz(page: Page, flavour: Flavour): Promise<{ link: Locator; dialog: Locator }> {
  await page.goto(withFlavour(`${env.demo.url}/`, flavour));
  await waitForIslands(page);
  const link = page.getByRole('link', { name: 'Find your grooming routine' });
  await link.focus();
  await page.keyboard.press('Enter');
  return { link, dialog: page.getByRole('dialog', { name: 'Beauty quiz' }) };
}

/** Answers the womens quiz in `dialog` by mouse (FOUNDATION_PICKS' answers) and waits for its three picks to mount. */
async function clickToFoundationPicks(dialog: Locator): Promise<void> {
  for (const [progress, option] of [['1', 'A flawless base'], ['2', 'Oily by midday'], ['3', 'Velvety matte'], ['4', 'Lasting all day']] as const) {
    await dialog.locator('.sfi-steps__progress', { hasText: `Question ${progress} of 4` }).waitFor();
    await dialog.locator('.sfi-steps__option', { hasText: option }).click();
    await dialog.locator('.sfi-steps__button--primary').click();
  }
  await dialog.page().waitForFunction(() => document.querySelectorAll('.sfi-quiz__pick .sfi-card__name').length === 3);
  await waitForIslands(dialog.page());
}

/** Chooses the focused question's option with Space or arrows, then goes on with Next (Tab, Enter). */
async function answer(page: Page, dialog: Locator, keys: string[]): Promise<void> {
  for (const key of keys) await page.keyboard.press(key);
  await tabTo(page, dialog.locator('.sfi-steps__button--primary'));
  await page.keyboard.press('Enter');
}

for (const flavour of FLAVOURS) {
  describe(`quiz, foundation finder and hash triggers (${flavour})`, () => {
    it('#blue_ocean opens the quiz 780x525 after 500 ms; keyboard only: answers, back, restart, picks, add to bag, quick view; closing clears the hash in place', async () => {
      const watched = await openPage(env.browser);
      const { page } = watched;
      // The page's clock stands still from the start: the trigger's delay runs when we say.
      await page.clock.install({ time: CLOCK_START });
      await page.clock.pauseAt(CLOCK_PAUSED);
      await page.goto(withFlavour(`${env.demo.url}/product/1`, flavour) + '#blue_ocean');
      await page.waitForLoadState('networkidle');
      await page.clock.runFor(499);
      assert.equal(await page.locator('.sfi-on-demand').count(), 0, 'nothing open before 500 ms');
      await page.clock.runFor(1);
      assert.deepEqual(
        await page.locator('.sfi-on-demand').evaluate((host) => [host.getAttribute('data-widget'), JSON.parse(host.getAttribute('data-props')!)]),
        ['overlay-link', { preset: 'quiz' }],
        'open at 500 ms',
      );
      await page.clock.resume();

      const dialog = page.getByRole('dialog', { name: 'Beauty quiz' });
      await dialog.locator('.sfi-quiz input[type="radio"]').first().waitFor();
      assert.deepEqual(await dialog.evaluate((el) => [el.getBoundingClientRect().width, el.getBoundingClientRect().height]), [780, 525]);
      assert.equal(await dialog.locator('.quiz-overlay__title').innerText(), 'Find your makeup match');
      await waitForIslands(page);
      await assertNoAxeViolations(page, `quiz dialog (${flavour})`);

      // Question 1: into the radio group, an arrow chooses the second answer.
      await tabTo(page, dialog.locator('.sfi-steps__option input').first());
      assert.deepEqual(await options(dialog), [['Lip colour', false], ['A flawless base', false], ['Eye makeup', false], ['A flush of colour', false]]);
      await answer(page, dialog, ['ArrowDown']);
      await onQuestion(dialog, 'Question 2 of 4');
      assert.equal(await dialog.locator('legend').innerText(), 'How does your skin usually feel?');
      assert.equal(await focusedGroupName(page), 'Question 2 of 4 How does your skin usually feel?', 'the new question is read with where it stands');
      await answer(page, dialog, ['ArrowDown']);
      await onQuestion(dialog, 'Question 3 of 4');
      // Back: the second question again, its answer kept and focused.
      await tabTo(page, dialog.getByRole('button', { name: 'Back' }));
      await page.keyboard.press('Enter');
      await onQuestion(dialog, 'Question 2 of 4');
      assert.deepEqual(await options(dialog), [['Dry or tight', false], ['Oily by midday', true], ['Sensitive', false], ['Balanced', false]]);
      assert.equal(await activeText(page), '', 'focus on the chosen radio');
      assert.equal(await page.evaluate(() => (document.activeElement as HTMLInputElement).checked), true);
      await answer(page, dialog, []);
      await onQuestion(dialog, 'Question 3 of 4');
      // Next without an answer says so and keeps the shopper on the question.
      await tabTo(page, dialog.locator('.sfi-steps__button--primary'));
      await page.keyboard.press('Enter');
      assert.equal(await dialog.getByRole('alert').innerText(), 'Choose an answer to go on.');
      await onQuestion(dialog, 'Question 3 of 4');
      await answer(page, dialog, ['Space']);
      await onQuestion(dialog, 'Question 4 of 4');
      // Start over, from the last question: back to the first, nothing chosen.
      await tabTo(page, dialog.getByRole('button', { name: 'Start over' }));
      await page.keyboard.press('Enter');
      await onQuestion(dialog, 'Question 1 of 4');
      assert.deepEqual((await options(dialog)).map(([, checked]) => checked), [false, false, false, false]);
      await answer(page, dialog, ['ArrowDown']);
      await onQuestion(dialog, 'Question 2 of 4');
      await answer(page, dialog, ['ArrowDown']);
      await onQuestion(dialog, 'Question 3 of 4');
      await answer(page, dialog, ['Space']);
      await onQuestion(dialog, 'Question 4 of 4');
      await answer(page, dialog, ['Space']);

      // The picks: product cards from the catalog, the heading focused.
      const heading = dialog.getByRole('heading', { name: 'Our picks for you' });
      await heading.waitFor();
      await page.waitForFunction(() => document.activeElement?.textContent === 'Our picks for you');
      const picks = dialog.locator('.sfi-quiz__pick .sfi-card__name');
      await page.waitForFunction(() => document.querySelectorAll('.sfi-quiz__pick .sfi-card__name').length === 3);
      assert.deepEqual(await picks.allInnerTexts(), FOUNDATION_PICKS);
      await waitForIslands(page);
      await assertNoAxeViolations(page, `quiz results (${flavour})`);

      // Add the first pick to the bag by keyboard: the count goes up, the answer's overlay shows over the quiz.
      const card = dialog.locator('.sfi-quiz__pick').first();
      const add = card.locator('.sfi-bag__button[data-action="add"]');
      await tabTo(page, add);
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.querySelector('[data-widget="cart-count"] .sfi-cart-count')?.getAttribute('data-count') === '1');
      const added = page.getByRole('dialog', { name: 'Added to your bag' });
      await added.waitFor();
      assert.match(await added.innerText(), /Soft Focus Soft Matte Foundation/);
      await page.keyboard.press('Escape');
      await added.waitFor({ state: 'detached' });
      await page.waitForFunction(() => document.activeElement?.classList.contains('sfi-bag__button') === true);
      assert.equal(await focused(add), true, 'focus back on the add button');

      // Quick view of the second pick, and back.
      const quick = dialog.locator('.sfi-quiz__pick').nth(1).getByRole('button', { name: `Quick view ${FOUNDATION_PICKS[1]}` });
      await tabTo(page, quick);
      await page.keyboard.press('Enter');
      const quickView = page.getByRole('dialog', { name: FOUNDATION_PICKS[1] });
      await quickView.locator('.sfi-bag__button').waitFor();
      await assertNoAxeViolations(page, `quick view over the quiz (${flavour})`);
      await page.keyboard.press('Escape');
      await quickView.waitFor({ state: 'detached' });
      await page.waitForFunction(() => document.activeElement?.textContent?.startsWith('Quick view') === true);
      assert.equal(await focused(quick), true, 'focus back on the quick view button');

      // Closing the quiz clears the hash where it is: no new history entry.
      const historyLength = await page.evaluate(() => history.length);
      assert.equal(await page.evaluate(() => location.hash), '#blue_ocean');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await page.waitForFunction(() => location.hash === '');
      assert.equal(await page.evaluate(() => history.length), historyLength);
      assert.equal(await page.evaluate(() => location.pathname + location.search), withFlavour('/product/1', flavour));
      assert.equal(await page.evaluate(() => document.activeElement === document.body), true, 'focus back where it was when the hash opened it');
      assert.equal(await bagCount(page), '1');
      await watched.assertClean();
      await watched.context.close();
    });

    it('a later hash change opens the foundation finder: by keyboard, narrowed to one product and shade, that shade is the one added', async () => {
      const watched = await openPage(env.browser);
      const { page } = watched;
      await page.goto(withFlavour(`${env.demo.url}/product/1`, flavour));
      await waitForIslands(page);
      await page.evaluate(() => (location.hash = '#foundation_finder'));
      const dialog = page.getByRole('dialog', { name: 'Foundation finder' });
      await dialog.locator('.sfi-finder input[type="radio"]').first().waitFor();
      assert.deepEqual(await dialog.evaluate((el) => [el.getBoundingClientRect().width, el.getBoundingClientRect().height]), [780, 525]);
      await assertNoAxeViolations(page, `finder dialog (${flavour})`);

      await tabTo(page, dialog.locator('.sfi-steps__option input').first());
      assert.deepEqual(await options(dialog), [['Fair25 shades', false], ['Light23 shades', false], ['Medium24 shades', false], ['Deep18 shades', false]]);
      await answer(page, dialog, ['Space']);
      await onQuestion(dialog, 'Question 2 of 4');
      assert.deepEqual(await options(dialog), [['Cool7 shades', false], ['Neutral7 shades', false], ['Warm11 shades', false]]);
      assert.equal(await focusedGroupName(page), 'Question 2 of 4 What is your undertone?');
      await answer(page, dialog, ['Space']);
      await onQuestion(dialog, 'Question 3 of 4');
      // Only the finishes some fair, cool shade has.
      assert.deepEqual(await options(dialog), [['Natural1 shade', false], ['Satin1 shade', false], ['Radiant5 shades', false]]);
      await answer(page, dialog, ['Space']);
      await onQuestion(dialog, 'Question 4 of 4');
      assert.deepEqual(await options(dialog), [['Light1 shade', false]]);
      // The match's status region is on the page, empty, before "Finding your shade…" (held until we let it through),
      // and while empty it adds no gap at the finder's foot: "Start over" ends the finder.
      const release = await holdRequests(page, '**/foundation_finder/option.tmpl*');
      assert.equal(
        await dialog.locator('.sfi-finder').evaluate((finder) => finder.getBoundingClientRect().bottom - finder.querySelector('.sfi-finder__restart')!.getBoundingClientRect().bottom),
        0,
      );
      assert.equal(await dialog.locator('.sfi-finder > [role="status"]').evaluate((el) => ((el as HTMLElement & { waited?: boolean }).waited = true) && el.textContent), '');
      await answer(page, dialog, ['Space']);
      await page.waitForFunction(() => {
        const region = document.querySelector<HTMLElement & { waited?: boolean }>('.sfi-finder > [role="status"]');
        return region?.waited === true && region.textContent === 'Finding your shade…';
      });
      release();

      const result = dialog.locator('.sfi-finder--result');
      await result.getByRole('heading', { name: 'Your foundation match' }).waitFor();
      await page.waitForFunction(() => document.activeElement?.textContent === 'Your foundation match');
      const buy = result.locator('[data-widget="add-to-bag"][data-widget-state="mounted"]');
      await buy.locator('.sfi-bag__button[data-action="add"]').waitFor();
      assert.equal(await result.getByRole('heading', { level: 4 }).innerText(), 'Pure Color Radiant Foundation');
      assert.equal(await result.locator('.finder-option__shade').innerText(), 'Shade: 1C0 Porcelain Cool');
      assert.equal(await result.getAttribute('data-sku'), 'SKU462');
      assert.equal(await buy.locator('.sfi-swatch__input:checked').getAttribute('value'), '1C0 Porcelain Cool');
      await assertNoAxeViolations(page, `finder result (${flavour})`);

      await tabTo(page, buy.locator('.sfi-bag__button'));
      await addFirstItemByKeyboard(page);
      const lines = await page.evaluate(async () => {
        const api = (window as any).StorefrontIslands;
        const answer = await api.rpc.call('trans.get', { trans_fields: ['TRANS_ID', 'totals'], payment_fields: [], order_fields: ['items', 'samples', 'offerCodes'] });
        return answer.value.order.items.map((item: { sku: string; qty: number; shade: string }) => [item.sku, item.shade, item.qty]);
      });
      assert.deepEqual(lines, [['CAT2PROD105SKU462', '1C0 Porcelain Cool', 1]], 'the bag holds the shade the finder chose');

      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await page.waitForFunction(() => location.hash === '');
      await watched.assertClean();
      await watched.context.close();
    });

    it('#sign-in opens the sign-in form in the dialog: a wrong password says so and keeps the email, the right one signs in', async () => {
      const watched = await openPage(env.browser);
      const { page } = watched;
      await page.goto(withFlavour(`${env.demo.url}/product/3`, flavour) + '#sign-in');
      const dialog = page.getByRole('dialog', { name: 'Sign in' });
      const form = dialog.locator('form.sfi-account');
      await form.waitFor();
      assert.equal(await dialog.getByRole('heading', { level: 2, name: 'Returning customer' }).count(), 1);
      await waitForIslands(page);
      // The form came after the dialog opened: focus went on from the close button to its first field.
      await page
        .waitForFunction(() => document.activeElement?.matches('dialog form.sfi-account input[type=email]') === true, null, { timeout: 5000 })
        .catch(async () => assert.fail(`focus on the email field; it is on ${await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120))}`));
      await assertNoAxeViolations(page, `sign-in dialog (${flavour})`);

      await tabTo(page, form.getByLabel('Email address'));
      await page.keyboard.type('shopper@example.com');
      await page.keyboard.press('Tab');
      await page.keyboard.type('not the password');
      await page.keyboard.press('Enter');
      // The focus says the messages, once: the summary is no alert as well.
      const errors = form.locator('.sfi-account__errors');
      await errors.waitFor();
      assert.deepEqual(await errors.locator('li').allInnerTexts(), ['The email address or password is incorrect. Check both and try again.']);
      await page.waitForFunction(() => document.activeElement?.classList.contains('sfi-account__errors'));
      assert.equal(await form.getByRole('alert').count(), 0);
      assert.equal(await form.getByLabel('Email address').inputValue(), 'shopper@example.com');
      assert.equal(await form.getByLabel('Password').inputValue(), '');
      await assertNoAxeViolations(page, `sign-in error in the dialog (${flavour})`);

      await form.getByLabel('Password').focus();
      await page.keyboard.type('password');
      await Promise.all([page.waitForURL((url) => url.pathname === '/product/3' && url.hash === ''), page.keyboard.press('Enter')]);
      await waitForIslands(page);
      assert.equal(await page.getByRole('banner').getByText(/Hi, Sam/).count(), 1);
      assert.equal(await page.evaluate(() => (window as any).StorefrontIslands.flavour), flavour);
      assert.equal(await page.locator('dialog').count(), 0);
      await watched.assertClean();
      await watched.context.close();
    });

    it('the header\'s "Create account" opens the new-account form in the dialog (focus comes back on close); #new-account too, and creating the account signs in', async () => {
      const watched = await openPage(env.browser);
      const { page } = watched;
      await page.goto(withFlavour(`${env.demo.url}/cart`, flavour));
      await waitForIslands(page);
      const link = page.getByRole('banner').getByRole('link', { name: 'Create account' });
      await link.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Create account' });
      await dialog.locator('form.sfi-account').waitFor();
      assert.equal(await dialog.getByRole('heading', { level: 2, name: 'New customer' }).count(), 1);
      assert.equal(await page.evaluate(() => location.pathname), '/cart', 'no page load');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await page.waitForFunction(() => document.activeElement?.textContent === 'Create account');
      assert.equal(await focused(link), true, 'focus back on the header link');

      await page.evaluate(() => (location.hash = '#new-account'));
      const form = dialog.locator('form.sfi-account');
      await form.waitFor();
      await waitForIslands(page);
      await assertNoAxeViolations(page, `new-account dialog (${flavour})`);
      const email = `quiz-${flavour}-${Date.now()}@example.com`;
      await form.getByLabel('First name').fill('Robin');
      await form.getByLabel('Email address').fill(email);
      await form.getByLabel('Password').fill('short');
      await form.getByRole('button', { name: 'Create account' }).click();
      await form.locator('.sfi-account__errors').waitFor();
      assert.deepEqual(await form.locator('.sfi-account__errors li').allInnerTexts(), ['Choose a password of at least 8 characters.']);
      assert.deepEqual([await form.getByLabel('First name').inputValue(), await form.getByLabel('Email address').inputValue()], ['Robin', email]);
      await form.getByLabel('Password').fill('a long enough password');
      await Promise.all([page.waitForURL((url) => url.pathname === '/cart' && url.hash === ''), form.getByRole('button', { name: 'Create account' }).click()]);
      await waitForIslands(page);
      assert.equal(await page.getByRole('banner').getByText(/Hi, Robin/).count(), 1);
      await watched.assertClean();
      await watched.context.close();
    });

    it('on the sign-in page #sign-in is an anchor: no dialog; the forms there work without one', async () => {
      const watched = await openPage(env.browser);
      const { page } = watched;
      await page.clock.install({ time: CLOCK_START });
      await page.clock.pauseAt(CLOCK_PAUSED);
      await page.goto(withFlavour(`${env.demo.url}/account/signin.tmpl`, flavour) + '#sign-in');
      await page.waitForLoadState('networkidle');
      await page.clock.runFor(1000);
      assert.equal(await page.locator('.sfi-on-demand').count(), 0);
      await page.clock.resume();
      await settle(page);
      assert.equal(await page.locator('dialog').count(), 0);
      assert.equal(await page.locator('#sign-in form[method="post"]').count(), 1, 'the page keeps its own form');
      await watched.assertClean();
      await watched.context.close();
    });

    it('Tab and Shift+Tab stay in the quiz dialog when the answer chosen is not the first: the answers are one stop, entered at the chosen one', async () => {
      const watched = await openPage(env.browser);
      const { page } = watched;
      await page.goto(withFlavour(`${env.demo.url}/`, flavour) + '#blue_ocean');
      const dialog = page.getByRole('dialog', { name: 'Beauty quiz' });
      await onQuestion(dialog, 'Question 1 of 4');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      const chosen = dialog.getByRole('radio', { name: 'Eye makeup' });
      assert.equal(await chosen.isChecked(), true);
      assert.equal(await focused(chosen), true);
      await page.keyboard.press('Shift+Tab');
      assert.equal(await focused(dialog.getByRole('button', { name: 'Close' })), true, `Shift+Tab from the chosen answer went to <${await page.evaluate(() => document.activeElement?.localName)}>`);
      await page.keyboard.press('Tab');
      assert.equal(await focused(chosen), true, 'Tab from Close comes back to the chosen answer');
      await watched.assertClean();
      await watched.context.close();
    });

    it('quiz picks taller than the 780x525 dialog scroll inside it to Start over, and the close button stays in view', async () => {
      const watched = await openPage(env.browser);
      const { page } = watched;
      await page.goto(withFlavour(`${env.demo.url}/`, flavour) + '#blue_ocean_women');
      const dialog = page.getByRole('dialog', { name: 'Beauty quiz' });
      await clickToFoundationPicks(dialog);
      const box = (await dialog.boundingBox())!;
      assert.equal(Math.round(box.height), 525);
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      for (let i = 0; i < 4; i += 1) await page.mouse.wheel(0, 400);
      const restart = dialog.getByRole('button', { name: 'Start over' });
      await page.waitForFunction(() => {
        const button = [...document.querySelectorAll('dialog button')].find((b) => b.textContent?.trim() === 'Start over');
        return button && button.getBoundingClientRect().bottom <= document.querySelector('dialog')!.getBoundingClientRect().bottom;
      }, undefined, { timeout: 5000 });
      const close = (await dialog.getByRole('button', { name: 'Close' }).boundingBox())!;
      assert.ok(close.y >= box.y, `the close button scrolled out of the dialog (top ${Math.round(close.y)}, dialog top ${Math.round(box.y)})`);
      assert.equal(await restart.isVisible(), true);
      await watched.assertClean();
      await watched.context.close();
    });

    it('on a phone (320x568, and 667x375 on its side) the quiz fits the window and the page holds still; Shift+Tab back up through the picks never leaves the focus under the close button', async () => {
      for (const viewport of [{ width: 320, height: 568 }, { width: 667, height: 375 }]) {
        const size = `${viewport.width}x${viewport.height}`;
        const watched = await watchPage(await env.browser.newContext({ viewport }));
        const { page } = watched;
        await page.goto(withFlavour(`${env.demo.url}/`, flavour));
        await waitForIslands(page);
        await page.evaluate(() => window.scrollTo(0, 200));
        const scrolled = await page.evaluate(() => window.scrollY);
        await page.evaluate(() => (location.hash = 'blue_ocean_women'));
        const dialog = page.getByRole('dialog', { name: 'Beauty quiz' });
        await clickToFoundationPicks(dialog);
        const box = (await dialog.boundingBox())!;
        assert.ok(box.y >= 0 && box.y + box.height <= viewport.height && box.x >= 0 && box.x + box.width <= viewport.width, `${size}: the dialog is within the window`);
        const closeButton = dialog.getByRole('button', { name: 'Close' });
        // From Start over, the last control, back up to the close button: each control the focus lands on is clear of it.
        await dialog.getByRole('button', { name: 'Start over' }).focus();
        const covered: string[] = [];
        for (let i = 0; i < 40 && !(await focused(closeButton)); i += 1) {
          await page.keyboard.press('Shift+Tab');
          const under = await page.evaluate(() => {
            const active = document.activeElement!;
            const close = active.closest('dialog')!.querySelector('.sfi-dialog__close')!.getBoundingClientRect();
            const r = active.getBoundingClientRect();
            // A control taller than the content's room below the button (a whole card as one link) cannot be clear of it.
            const room = active.closest('.sfi-dialog__body')?.getBoundingClientRect().bottom ?? 0;
            const overlap = active.classList.contains('sfi-dialog__close') || r.height > room - close.bottom ? 0 : Math.max(0, Math.min(r.right, close.right) - Math.max(r.left, close.left)) * Math.max(0, Math.min(r.bottom, close.bottom) - Math.max(r.top, close.top));
            return overlap > 0 ? `${active.getAttribute('aria-label') ?? active.textContent!.trim()} (${Math.round(overlap)} px²)` : '';
          });
          if (under) covered.push(under);
        }
        assert.equal(await focused(closeButton), true, `${size}: Shift+Tab reaches the close button`);
        assert.deepEqual(covered, [], `${size}: controls the focus went to under the close button`);
        assert.equal(await page.evaluate(() => window.scrollY), scrolled, `${size}: the page behind did not scroll`);
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
        await watched.assertClean();
        await watched.context.close();
      }
    });

    it('a double-click on Next or Back is one press: the next question, with no "Choose an answer" and no step back', async () => {
      const watched = await openPage(env.browser);
      const { page } = watched;
      await page.goto(withFlavour(`${env.demo.url}/lcl/blue_ocean/quiz/welcome.html`, flavour));
      await waitForIslands(page);
      const quiz = page.locator('.sfi-quiz');
      const progress = quiz.locator('.sfi-steps__progress');
      await quiz.locator('.sfi-steps__option', { hasText: 'Lip colour' }).click();
      await quiz.getByRole('button', { name: 'Next' }).dblclick(); // the second click lands where question 2 has Back
      await settle(page);
      assert.equal(await progress.innerText(), 'Question 2 of 4');
      await quiz.getByRole('radio').first().check();
      await quiz.getByRole('button', { name: 'Next' }).dblclick(); // the second lands on question 3's Next, nothing chosen
      await settle(page);
      assert.equal(await progress.innerText(), 'Question 3 of 4');
      assert.equal(await quiz.getByRole('alert').count(), 0, 'no "Choose an answer to go on." before the shopper did anything');
      await quiz.getByRole('button', { name: 'Back' }).dblclick();
      await settle(page);
      assert.equal(await progress.innerText(), 'Question 2 of 4');
      await watched.assertClean();
      await watched.context.close();
    });

    it('three dialogs deep (the quiz, a pick\'s quick view, the add\'s overlay): each on top, the ones below inert; Escape closes one at a time, focus back on each opener; the bag\'s count is said once all are closed', async () => {
      const watched = await openPage(env.browser);
      const { page } = watched;
      const { link, dialog } = await openGroomingQuiz(page, flavour);
      const quiz = dialog.locator('.sfi-quiz');
      for (const [option, next] of [['Everyday hydration', 'Next'], ['Shiny', 'Next'], ['Looking rested', 'See my picks']] as const) {
        await quiz.locator('.sfi-steps__option', { hasText: option }).click();
        await quiz.getByRole('button', { name: next }).click();
      }
      await page.waitForFunction(() => document.querySelectorAll('.sfi-quiz__pick .sfi-card__name').length === 3);
      await waitForIslands(page);
      const quick = dialog.locator('.sfi-quiz__pick').first().getByRole('button', { name: `Quick view ${MOISTURIZER_PICKS[0]}` });
      await tabTo(page, quick);
      await page.keyboard.press('Enter');
      const quickView = page.getByRole('dialog', { name: MOISTURIZER_PICKS[0] });
      const add = quickView.locator('.sfi-bag__button[data-action="add"]');
      await add.waitFor();
      assert.equal((await accessibilityState(page, 'dialog.sfi-overlay .sfi-card__quick')).ignored, true, 'the quiz is inert under the quick view');
      await add.focus();
      await page.keyboard.press('Enter');
      const added = page.getByRole('dialog', { name: 'Added to your bag' });
      await added.waitFor();
      await page.waitForFunction(() => document.activeElement?.closest('dialog')?.matches('.sfi-overlay:not(:has(.sfi-quiz))') === true);
      assert.equal((await accessibilityState(page, 'dialog.sfi-quick-view .sfi-bag__button')).ignored, true, 'the quick view is inert under the overlay');
      assert.equal(await page.locator('body > [data-sfi-page-status]').textContent(), '', 'nothing said into the inert page');
      await page.keyboard.press('Escape');
      await added.waitFor({ state: 'detached' });
      await page.waitForFunction(() => document.activeElement?.matches('dialog.sfi-quick-view .sfi-bag__button') === true);
      await page.keyboard.press('Escape');
      await quickView.waitFor({ state: 'detached' });
      await page.waitForFunction(() => document.activeElement?.matches('dialog.sfi-overlay .sfi-card__quick') === true);
      assert.equal(await focused(quick), true, 'focus back on the pick\'s quick view button');
      assert.equal(await page.locator('body > [data-sfi-page-status]').textContent(), '', 'still under the quiz');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await page.waitForFunction(() => document.querySelector('[data-sfi-page-status]')?.textContent === 'Bag updated: 1 item');
      assert.equal(await focused(link), true, 'focus back on the quiz link');
      await watched.assertClean();
      await watched.context.close();
    });

    it('the framed quiz (?mensQuiz) and the home page\'s quiz link (focus comes back on close)', async () => {
      const watched = await openPage(env.browser);
      const { page } = watched;
      await page.goto(withFlavour(`${env.demo.url}/lcl/blue_ocean/quiz/welcome.html?mensQuiz`, flavour));
      await waitForIslands(page);
      assert.equal(await page.getByRole('heading', { level: 1 }).innerText(), 'Find your grooming routine');
      const quiz = page.locator('.sfi-quiz');
      await quiz.locator('.sfi-steps__option', { hasText: 'Everyday hydration' }).click();
      await quiz.getByRole('button', { name: 'Next' }).click();
      await quiz.locator('.sfi-steps__progress', { hasText: 'Question 2 of 3' }).waitFor();
      await quiz.locator('.sfi-steps__option', { hasText: 'Shiny' }).click();
      await quiz.getByRole('button', { name: 'Next' }).click();
      await quiz.locator('.sfi-steps__option', { hasText: 'Looking rested' }).click();
      await quiz.getByRole('button', { name: 'See my picks' }).click();
      await page.waitForFunction(() => document.querySelectorAll('.sfi-quiz__pick .sfi-card__name').length === 3);
      assert.deepEqual(await quiz.locator('.sfi-quiz__pick .sfi-card__name').allInnerTexts(), MOISTURIZER_PICKS);
      assert.equal(await quiz.getByRole('heading', { level: 2 }).innerText(), 'Our picks for you');
      await waitForIslands(page);
      await assertNoAxeViolations(page, `framed quiz results (${flavour})`);

      const { link, dialog } = await openGroomingQuiz(page, flavour);
      await dialog.locator('.quiz-overlay__title', { hasText: 'Find your grooming routine' }).waitFor();
      assert.equal(await page.evaluate(() => location.pathname), '/', 'no page load');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await page.waitForFunction(() => document.activeElement?.textContent === 'Find your grooming routine');
      assert.equal(await focused(link), true);
      await watched.assertClean();
      await watched.context.close();
    });
  });
}
