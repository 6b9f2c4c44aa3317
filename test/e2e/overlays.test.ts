// The one dialog as a mouse shopper meets it, in both flavours (docs/requirements.md §4.3; docs/widgets.md
// "overlay-link", "pwp-popup"): a click on the backdrop closes it, a click in its own box (below short content) does
// not; a double-click on a link that opens one leaves one dialog open. A quiz overlay that cannot be loaded leads to
// a page that works: the link's own, or the framed quiz for a hash. A trigger hash opens its dialog in place of a
// quick view, not on top of it. Shift+Tab from the dialog itself goes round to its last control.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertNoAxeViolations, FLAVOURS, holdRequests, openPage, settle, useDemoAndBrowser, waitForIslands, withFlavour } from './harness';

const env = useDemoAndBrowser();

const modalCount = (page: import('playwright-core').Page) => page.evaluate(() => document.querySelectorAll('dialog:modal').length);

/** The home page's quiz link opened by keyboard, its page held back: the dialog open and saying "Loading…". */
async function openQuizHeld(page: import('playwright-core').Page, flavour: (typeof FLAVOURS)[number]) {
  const release = await holdRequests(page, '**/blue_ocean/quiz_overlay.tmpl*');
  await page.goto(withFlavour(`${env.demo.url}/`, flavour));
  await waitForIslands(page);
  await page.getByRole('link', { name: 'Take the makeup quiz' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Beauty quiz' });
  await dialog.getByRole('status').filter({ hasText: 'Loading…' }).waitFor();
  return { release, dialog };
}

for (const flavour of FLAVOURS) {
  describe(`overlays by mouse (${flavour})`, () => {
    it('a click in the popup\'s own box, below its content, keeps it open; a click on the backdrop closes it', async () => {
      const watched = await openPage(env.browser);
      const { page } = watched;
      await page.setViewportSize({ width: 320, height: 568 });
      await page.goto(withFlavour(`${env.demo.url}/product/13`, flavour));
      await waitForIslands(page);
      await page.evaluate(() => (window as any).StorefrontIslands.open('pwp-popup', { id: 'pwp-clicks', offerText: 'Add a mascara for $10.' }));
      const dialog = page.getByRole('dialog', { name: 'A special offer for you' });
      await dialog.waitFor();
      const box = (await dialog.boundingBox())!;
      const content = (await dialog.locator('.sfi-dialog__body').boundingBox())!;
      assert.ok(box.y + box.height - (content.y + content.height) > 40, 'the 375 px popup is taller than its content');
      await page.mouse.click(box.x + box.width / 2, box.y + box.height - 20);
      await settle(page);
      assert.equal(await dialog.count(), 1, 'still open after a click inside it');

      // A press inside that is let go on the backdrop (selecting the offer's text) is no click on the backdrop.
      await page.mouse.move(box.x + 30, content.y + content.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + 30, box.y + box.height + 30);
      await page.mouse.up();
      await settle(page);
      assert.equal(await dialog.count(), 1, 'still open after a drag that ends outside');

      await page.mouse.click(box.x + box.width / 2, box.y + box.height + 30);
      await dialog.waitFor({ state: 'detached' });
      await watched.assertClean();
      await watched.context.close();
    });

    it('a double-click on "Sign in" opens one dialog, and the second click does not close it', async () => {
      const watched = await openPage(env.browser);
      const { page } = watched;
      await page.goto(withFlavour(`${env.demo.url}/product/13`, flavour));
      await waitForIslands(page);
      const link = page.getByRole('banner').getByRole('link', { name: 'Sign in' });
      const at = (await link.boundingBox())!;
      const [x, y] = [at.x + 5, at.y + at.height / 2];
      const dialog = page.getByRole('dialog', { name: 'Sign in' });

      // Both clicks before the dialog takes the page.
      await page.mouse.dblclick(x, y);
      await dialog.first().waitFor();
      await page.waitForFunction(() => document.querySelector('dialog:modal form') !== null);
      await settle(page);
      assert.equal(await modalCount(page), 1, 'one dialog');
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => document.querySelector('dialog') === null);

      // The second click after it opened lands on its backdrop.
      await page.mouse.click(x, y);
      await page.waitForFunction(() => document.querySelector('dialog:modal') !== null);
      assert.equal(await page.evaluate(([px, py]) => document.elementFromPoint(px!, py!)?.tagName, [x, y]), 'DIALOG', 'the link is under the backdrop now');
      await page.mouse.down({ clickCount: 2 });
      await page.mouse.up({ clickCount: 2 });
      await settle(page);
      assert.equal(await modalCount(page), 1, 'still open');
      await watched.assertClean();
      await watched.context.close();
    });

    it('Enter on "Sign in" again while its dialog loads leaves the dialog open; the form\'s first field then takes the focus', async () => {
      const watched = await openPage(env.browser);
      const { page } = watched;
      await page.goto(withFlavour(`${env.demo.url}/product/13`, flavour));
      await waitForIslands(page);
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      let held = false;
      await page.route('**/account/signin.tmpl*', async (route) => {
        held = true;
        await released;
        await route.continue();
      });
      await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Sign in' });
      await dialog.waitFor();
      await page.waitForFunction(() => document.activeElement instanceof HTMLDialogElement);
      assert.equal(held, true, 'the form is still on its way');
      await page.keyboard.press('Enter');
      await settle(page);
      assert.equal(await modalCount(page), 1, 'still open after the second Enter');
      release();
      await page.waitForFunction(() => (document.activeElement as HTMLInputElement | null)?.type === 'email');
      assert.equal(await modalCount(page), 1);
      await watched.assertClean();
      await watched.context.close();
    });

    it('a hash trigger while a quick view is open: the sign-in takes its place, not a place on top; closing it puts the focus back on the card', async () => {
      const watched = await openPage(env.browser);
      const { page } = watched;
      await page.goto(withFlavour(`${env.demo.url}/`, flavour));
      await waitForIslands(page);
      const opener = page.locator('.sfi-card__quick').first();
      await opener.focus();
      await page.keyboard.press('Enter');
      await page.locator('dialog.sfi-quick-view .sfi-bag__button').waitFor();
      await page.evaluate(() => (location.hash = '#sign-in')); // a page script, or a link in the quick view
      const signIn = page.getByRole('dialog', { name: 'Sign in' });
      await signIn.waitFor();
      await page.waitForFunction(() => document.querySelector('dialog:modal form') !== null);
      await settle(page);
      assert.equal(await modalCount(page), 1, 'one dialog');
      assert.equal(await page.locator('dialog.sfi-quick-view').count(), 0, 'the quick view closed');
      await page.keyboard.press('Escape');
      await signIn.waitFor({ state: 'detached' });
      await page.waitForFunction(() => document.activeElement?.matches('.sfi-card__quick') === true);
      assert.equal(await opener.evaluate((el) => el === document.activeElement), true, 'focus back on the card\'s button');
      assert.equal(await page.evaluate(() => location.hash), '');
      await watched.assertClean();
      await watched.context.close();
    });

    it('a quiz overlay that cannot be loaded leads to a working quiz page: the link\'s own, or for a hash the framed quiz', async () => {
      const watched = await openPage(env.browser);
      const { page } = watched;
      await page.route('**/blue_ocean/quiz_overlay.tmpl*', (route) => route.fulfill({ status: 503, contentType: 'text/html', body: 'Busy' }));
      await page.goto(withFlavour(`${env.demo.url}/`, flavour));
      await waitForIslands(page);
      const link = page.getByRole('link', { name: 'Take the makeup quiz' });
      await link.click();
      const instead = page.getByRole('dialog', { name: 'Beauty quiz' }).getByRole('link', { name: 'Open the page instead' });
      await instead.waitFor();
      assert.equal(await instead.evaluate((a: HTMLAnchorElement) => a.href), await link.evaluate((a: HTMLAnchorElement) => a.href));
      await page.keyboard.press('Escape');

      await page.goto(withFlavour(`${env.demo.url}/product/13`, flavour) + '#blue_ocean_men');
      await instead.waitFor();
      assert.equal(await instead.evaluate((a: HTMLAnchorElement) => new URL(a.href).pathname + new URL(a.href).search), '/lcl/blue_ocean/quiz/welcome.html?mensQuiz');
      await instead.click();
      await page.waitForURL('**/lcl/blue_ocean/quiz/welcome.html?mensQuiz');
      await page.locator('[data-widget="quiz"][data-widget-state="mounted"]').waitFor();
      assert.equal(await page.getByRole('group').count() > 0, true, 'the framed page asks its first question');
      await watched.context.close();
    });
  });
}

for (const flavour of FLAVOURS) {
  describe(`the modal loader for a screen reader (${flavour})`, () => {
    it('a fetched page to read (shipping and returns) is read from its start: the focus stays on the dialog, and Tab then reaches its link', async () => {
      const watched = await openPage(env.browser);
      const { page } = watched;
      await page.goto(withFlavour(`${env.demo.url}/product/13`, flavour));
      await waitForIslands(page);
      await page.getByRole('link', { name: 'Shipping and returns' }).focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Shipping and returns' });
      await dialog.getByRole('heading', { name: 'Returns', exact: true }).waitFor();
      // The content's link is there and visible; the focus is given a frame or two to move, as it did, to it.
      const bagLink = dialog.getByRole('link', { name: 'View your bag' });
      await bagLink.waitFor();
      await settle(page);
      await settle(page);
      assert.equal(await page.evaluate(() => document.activeElement?.localName), 'dialog', 'the focus at the dialog\'s start, before its headings');
      await page.keyboard.press('Tab');
      assert.equal(await bagLink.evaluate((el) => el === document.activeElement), true, 'Tab goes on to the first link');
      // A page that asks for input still gives its first field the focus (the sign-in, above; the quiz's answers).
      await assertNoAxeViolations(page, 'the shipping dialog');
      await watched.assertClean();
      await watched.context.close();
    });

    it('Shift+Tab from the dialog itself goes round to its last control, Close, not out of the dialog: a page to read, and one still loading', async () => {
      const watched = await openPage(env.browser);
      const { page } = watched;
      const onDialog = () => page.evaluate(() => document.activeElement?.localName === 'dialog');
      const onClose = (dialog: import('playwright-core').Locator) => dialog.getByRole('button', { name: 'Close' }).evaluate((el) => el === document.activeElement);
      await page.goto(withFlavour(`${env.demo.url}/product/13`, flavour));
      await waitForIslands(page);
      await page.getByRole('link', { name: 'Shipping and returns' }).focus();
      await page.keyboard.press('Enter');
      const shipping = page.getByRole('dialog', { name: 'Shipping and returns' });
      await shipping.getByRole('link', { name: 'View your bag' }).waitFor();
      await settle(page);
      assert.equal(await onDialog(), true, 'the page to read has the focus at its start');
      await page.keyboard.press('Shift+Tab');
      assert.equal(await onClose(shipping), true, `Shift+Tab from the dialog went to <${await page.evaluate(() => document.activeElement?.localName)}>`);
      await page.keyboard.press('Escape');
      await shipping.waitFor({ state: 'detached' });

      const { release, dialog: quiz } = await openQuizHeld(page, flavour);
      assert.equal(await onDialog(), true, 'the loading dialog has the focus');
      await page.keyboard.press('Shift+Tab');
      assert.equal(await onClose(quiz), true, `Shift+Tab from the loading dialog went to <${await page.evaluate(() => document.activeElement?.localName)}>`);
      release();
      await quiz.locator('.sfi-overlay__content').waitFor();
      await watched.assertClean();
      await watched.context.close();
    });

    it('"Loading…" comes in a status region already drawn, empty, in the open dialog, and goes with the page\'s arrival', async () => {
      const watched = await openPage(env.browser);
      const { page } = watched;
      // At each frame: whether a status region sat, empty, in an open modal dialog (a live region heard when its words change).
      await page.addInitScript(() => {
        (window as unknown as { __drawnEmpty: boolean }).__drawnEmpty = false;
        const look = () => {
          const region = document.querySelector('dialog:modal [role="status"]');
          if (region && region.textContent === '') (window as unknown as { __drawnEmpty: boolean }).__drawnEmpty = true;
          requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      });
      const { release, dialog } = await openQuizHeld(page, flavour);
      assert.equal(await page.evaluate(() => (window as unknown as { __drawnEmpty: boolean }).__drawnEmpty), true, 'the region was drawn empty before its words');
      await assertNoAxeViolations(page, 'the modal loader while loading');
      release();
      await dialog.locator('.sfi-overlay__content').waitFor();
      assert.equal(await dialog.getByRole('status').count(), 0, 'no "Loading…" left');
      await watched.assertClean();
      await watched.context.close();
    });
  });
}
