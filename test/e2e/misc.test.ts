// Geolocation on the global API, the keyboard handler delay and the guest-checkout flag, as a page script and
// a shopper meet them, in both flavours (docs/requirements.md §6, §8, §9; docs/decisions.md "Geolocation,
// keyboard delay and flags").
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { FLAVOURS, assertNoAxeViolations, openPage, useDemoAndBrowser, waitForIslands, withFlavour } from './harness';

const env = useDemoAndBrowser();

type Located = { position: [number, number] | null; success?: [number, number]; failure?: { code: number; message: string }; calls: number };

/** Calls StorefrontIslands.geolocation.locate in the page; resolves once a callback ran, with what each gave. */
function locateInPage(page: Page): Promise<Located> {
  return page.evaluate(
    () =>
      new Promise<Located>((resolve) => {
        const seen: Omit<Located, 'position'> = { calls: 0 };
        const api = (window as any).StorefrontIslands.geolocation;
        const result = api.locate(
          (position: GeolocationPosition) => {
            seen.calls += 1;
            seen.success = [position.coords.latitude, position.coords.longitude];
          },
          (failure: { code: number; message: string }) => {
            seen.calls += 1;
            seen.failure = { code: failure.code, message: failure.message };
          },
        );
        result.then((position: GeolocationPosition | null) =>
          resolve({ ...seen, position: position && [position.coords.latitude, position.coords.longitude] }),
        );
      }),
  );
}

for (const flavour of FLAVOURS) {
  describe(`geolocation, keyboard delay and flags (${flavour})`, () => {
    it('geolocation.locate: with permission the position reaches the success callback', async () => {
      const watched = await openPage(env.browser);
      const { page, context } = watched;
      await context.grantPermissions(['geolocation'], { origin: env.demo.url });
      await context.setGeolocation({ latitude: 48.8584, longitude: 2.2945 });
      await page.goto(withFlavour(`${env.demo.url}/`, flavour));
      await waitForIslands(page);
      assert.deepEqual(await locateInPage(page), { calls: 1, success: [48.8584, 2.2945], position: [48.8584, 2.2945] });
      await watched.assertClean();
      await context.close();
    });

    it('geolocation.locate: without permission the failure callback runs, once; the map icon needs the maps library', async () => {
      const watched = await openPage(env.browser);
      const { page, context } = watched;
      await page.goto(withFlavour(`${env.demo.url}/`, flavour));
      await waitForIslands(page);
      const located = await locateInPage(page);
      assert.equal(located.calls, 1);
      assert.equal(located.position, null);
      assert.equal(located.success, undefined);
      assert.equal(located.failure?.code, 1, `denied, got ${JSON.stringify(located.failure)}`);

      const icon = () =>
        page.evaluate(() => (window as any).StorefrontIslands.geolocation.locationIcon().then((value: unknown) => ({ value }), (error: Error) => ({ error: error.message })));
      assert.deepEqual(await icon(), { error: 'The map location icon cannot be created because the maps library is not available yet.' });
      await page.evaluate(() => ((window as any).google = { maps: { SymbolPath: { CIRCLE: 0 } } }));
      assert.deepEqual(await icon(), { value: { path: 0, scale: 8, fillColor: '#1a73e8', fillOpacity: 1, strokeColor: '#ffffff', strokeWeight: 2 } });
      await watched.assertClean();
      await context.close();
    });

    it('keyboard delay: Enter held on a link that opens a dialog; the repeats act on nothing inside; a fresh press does', async () => {
      const watched = await openPage(env.browser);
      const { page, context } = watched;
      // The page's clock stands still while the key is down, so the 550 ms cannot run out on a slow machine.
      await page.clock.install();
      await page.goto(withFlavour(`${env.demo.url}/product/1`, flavour));
      await waitForIslands(page);
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
      // The page the dialog shows is held back, so while the key repeats the dialog has no control of its content:
      // the dialog itself has the focus (docs/decisions.md), and the close button, which Chromium would activate on
      // every repeat of Enter, is one Tab away.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/info/shipping.tmpl', async (route) => {
        await held;
        await route.continue();
      });
      // Every activation is a click: record them.
      await page.evaluate(() => {
        const clicks: string[] = ((window as any).__clicks = []);
        document.addEventListener('click', (event) => clicks.push((event.target as Element).outerHTML.slice(0, 60)), true);
      });
      const link = page.getByRole('link', { name: 'Shipping and returns' });
      await link.focus();

      await page.keyboard.down('Enter'); // the press opens the dialog
      const dialog = page.getByRole('dialog', { name: 'Shipping and returns' });
      const focusedInside = () => page.evaluate(() => !!document.activeElement?.closest('dialog.sfi-overlay[open]'));
      // Effects run after paint: let the page's time move in small steps until the dialog has taken focus.
      for (let step = 0; step < 100 && !(await focusedInside()); step += 1) await page.clock.runFor(10);
      assert.equal(await focusedInside(), true, 'focus moved into the dialog');
      assert.equal(await page.evaluate(() => document.activeElement!.tagName), 'DIALOG', 'the dialog itself, not its close button');
      const opened = await page.evaluate(() => (window as any).__clicks.length);

      for (let i = 0; i < 5; i += 1) await page.keyboard.down('Enter'); // auto-repeat: event.repeat is true
      await page.keyboard.up('Enter');
      await page.clock.runFor(10);
      assert.deepEqual((await page.evaluate(() => (window as any).__clicks)).slice(opened), [], 'nothing inside was activated');
      assert.equal(await dialog.isVisible(), true, 'the dialog is still open');

      release();
      await page.clock.resume();
      await dialog.getByRole('heading', { name: 'Delivery' }).waitFor();
      await assertNoAxeViolations(page, `modal loader opened by a held key (${flavour})`);
      // A fresh press acts at once: Escape closes the dialog and focus goes back to the link.
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      // Waited for rather than read at once: one clean-clone run found the focus elsewhere right after the dialog
      // went (not seen again); a focus that never comes back still fails here, naming where it is.
      await page
        .waitForFunction(() => document.activeElement?.textContent === 'Shipping and returns', null, { timeout: 5000 })
        .catch(async () => assert.fail(`focus back on the link; it is on ${await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 150))}`));
      assert.equal(await link.evaluate((el) => el === document.activeElement), true, 'focus back on the link');
      await watched.assertClean();
      await context.close();
    });

    it('cart page: "Check out as a guest" only while anonymousCheckout is on; it leads to guest checkout; no axe violations', async () => {
      const watched = await openPage(env.browser);
      const { page, context } = watched;
      await page.goto(withFlavour(`${env.demo.url}/`, flavour));
      await waitForIslands(page);
      await page.locator('.sfi-card .sfi-bag__button[data-action="add"]').first().click();
      await page.getByRole('dialog', { name: 'Added to your bag' }).waitFor();

      await page.goto(withFlavour(`${env.demo.url}/cart`, flavour));
      await waitForIslands(page);
      const guest = page.getByRole('link', { name: 'Check out as a guest' });
      assert.equal(await guest.count(), 1);
      assert.equal(await page.getByRole('link', { name: 'Sign in to check out' }).count(), 1);
      await assertNoAxeViolations(page, `cart page (${flavour})`);

      await page.goto(withFlavour(`${env.demo.url}/cart?anonymousCheckout=off`, flavour));
      await waitForIslands(page);
      assert.equal(await guest.count(), 0, 'hidden with the flag off');
      assert.equal(await page.getByRole('link', { name: 'Sign in to check out' }).count(), 1);
      assert.deepEqual(await page.evaluate(() => JSON.parse(document.querySelector('script[data-storefront-config]')!.textContent!).flags), { waitlistNotification: true, anonymousCheckout: false });
      await assertNoAxeViolations(page, `cart page, guest checkout off (${flavour})`);

      await page.goto(withFlavour(`${env.demo.url}/cart?anonymousCheckout=on`, flavour));
      await waitForIslands(page);
      await guest.focus();
      await Promise.all([page.waitForURL((u) => u.pathname === '/checkout/index.tmpl'), page.keyboard.press('Enter')]);
      await page.getByRole('heading', { level: 1, name: 'Check out as a guest' }).waitFor();
      assert.equal(new URL(page.url()).searchParams.get('flavour'), flavour === 'react' ? 'react' : null, 'the flavour kept');
      await assertNoAxeViolations(page, `guest checkout (${flavour})`);
      await watched.assertClean();
      await context.close();
    });
  });
}
