// The demo's own form pages (the bag, favorites, sign-in) as a shopper meets them after a post, with the script and
// without it: the page's confirmation or error summary has focus when it loads, the title says the outcome, and
// axe and the strict CSP stay clean.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { FLAVOURS, assertNoAxeViolations, useDemoAndBrowser, waitForIslands, watchPage, withFlavour, type Flavour } from './harness';

const env = useDemoAndBrowser();

/** An `rpc.form` submit with the context's cookies and CSRF token (the endpoint the bundle posts to). */
async function rpcForm(context: BrowserContext, fields: Record<string, unknown>): Promise<void> {
  const token = decodeURIComponent((await context.cookies()).find((c) => c.name === 'csrftoken')?.value ?? '');
  assert.ok(token, 'the context has a CSRF token');
  const answer = await context.request.post(`${env.demo.url}/rpc/jsonrpc.tmpl?dbgmethod=rpc.form`, {
    form: { JSONRPC: JSON.stringify([{ method: 'rpc.form', id: 1, params: [{ _TOKEN: token, ...fields }] }]) },
  });
  const [entry] = await answer.json();
  assert.ok(entry.result, `rpc.form ${JSON.stringify(fields)}: ${JSON.stringify(entry.error)}`);
}
const addToBag = (context: BrowserContext, skuId: number, qty: number) => rpcForm(context, { _SUBMIT: 'cart', SKU_BASE_ID: skuId, INCREMENT: 1, QTY: qty });
const addToFavorites = (context: BrowserContext, skuId: number) =>
  rpcForm(context, { _SUBMIT: 'alter_collection', action: 'add', SKU_BASE_ID: skuId, COLLECTION_ID: '' });

/** What has focus: its role and text. */
const focused = (page: Page) => page.evaluate(() => {
  const el = document.activeElement;
  return { role: el?.getAttribute('role') ?? el?.tagName.toLowerCase() ?? '', text: (el as HTMLElement | null)?.innerText.replace(/\s+/g, ' ').trim() ?? '' };
});

/** Submits with `press`/`click` and waits for the page the form leads to. */
async function submit(page: Page, action: () => Promise<void>): Promise<void> {
  await Promise.all([page.waitForNavigation(), action()]);
}

async function bagAndFavoritesThenSignIn(page: Page, flavour: Flavour, scripted: boolean): Promise<void> {
  const label = `${flavour}, ${scripted ? 'with' : 'without'} the script`;
  const context = page.context();
  const open = async (path: string) => {
    await page.goto(withFlavour(`${env.demo.url}${path}`, flavour));
    if (scripted) await waitForIslands(page);
  };
  // axe-core needs timers, which a page without script does not run: the server's markup is checked in the runs with it.
  const axeClean = async (where: Page, what: string) => {
    if (scripted) await assertNoAxeViolations(where, what);
  };
  const loaded = async () => {
    if (scripted) await waitForIslands(page);
  };
  await open('/cart');
  await addToBag(context, 1, 2);
  await addToBag(context, 4, 1);
  await addToFavorites(context, 1);
  await open('/cart');
  const field = page.locator('#cart-qty-1');
  const name = (await page.locator('label[for="cart-qty-1"]').innerText()).replace(/^Quantity of /, '');

  // A done change: said at the top, focused, in the title.
  await field.fill('3');
  await submit(page, () => field.press('Enter'));
  await loaded();
  assert.deepEqual(await focused(page), { role: 'status', text: `Quantity of ${name} is now 3.` }, label);
  assert.equal(await page.title(), 'Your bag: quantity changed | Lumière Beauty');
  await axeClean(page, `bag page after an update (${label})`);

  // Quantity 0 is out of the field's range (docs/decisions.md, "The bag page changes the bag itself"): the page
  // refuses it in its own words, focused and linked to the field, not through the browser's validation bubble.
  await field.fill('0');
  await submit(page, () => field.press('Enter'));
  await loaded();
  assert.deepEqual(await focused(page), { role: 'alert', text: `Your bag was not changed. Enter a quantity from 1 to 10, or remove the item.` }, label);
  assert.equal(await field.inputValue(), '0');
  assert.equal(await field.getAttribute('aria-invalid'), 'true');
  assert.equal(await page.locator(`#${await field.getAttribute('aria-describedby')}`).innerText(), 'Enter a quantity from 1 to 10, or remove the item.');
  await axeClean(page, `bag page after quantity 0 (${label})`);

  // A refused change (another tab took the line out first): the error summary has focus, and nothing else is said.
  const token = decodeURIComponent((await context.cookies()).find((c) => c.name === 'csrftoken')?.value ?? '');
  await context.request.post(`${env.demo.url}/cart`, { form: { _TOKEN: token, action: 'delete', sku: '4' }, maxRedirects: 0 });
  await page.locator('#cart-qty-4').fill('2');
  await submit(page, () => page.locator('#cart-qty-4').press('Enter'));
  await loaded();
  const summary = await focused(page);
  assert.equal(summary.role, 'alert', label);
  assert.equal(summary.text, 'Your bag was not changed. This item is no longer in your bag. Please refresh the page.');
  assert.equal(await page.title(), 'Your bag: not changed | Lumière Beauty');
  assert.equal(await page.locator('.form-confirmation').count(), 0);
  assert.equal(await field.inputValue(), '3');
  await axeClean(page, `bag page after a refused change (${label})`);

  await submit(page, () => page.getByRole('button', { name: /^Remove / }).click());
  await loaded();
  assert.deepEqual(await focused(page), { role: 'status', text: `Removed ${name} from your bag.` }, label);
  assert.equal(await page.title(), 'Your bag: item removed | Lumière Beauty');
  const { scrollWidth, width } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, width: document.documentElement.clientWidth }));
  assert.ok(scrollWidth <= width, `the page with its confirmation is ${scrollWidth} px wide in a ${width} px window (${label})`);
  await page.getByText('Your bag is empty.').waitFor();
  await page.reload();
  await loaded();
  assert.equal(await page.locator('.form-confirmation').count(), 0, 'said once: not after a reload');
  assert.equal(await page.title(), 'Your bag | Lumière Beauty');

  await open('/account/favorites.tmpl');
  await submit(page, () => page.getByRole('button', { name: /^Remove / }).click());
  await loaded();
  assert.deepEqual(await focused(page), { role: 'status', text: `Removed ${name} from your favorites.` }, label);
  assert.equal(await page.title(), 'Your favorites: item removed | Lumière Beauty');
  await axeClean(page, `favorites page after a removal (${label})`);

  await open('/account/signin.tmpl');
  const form = page.locator('#sign-in form');
  await form.getByLabel('Email address').fill('shopper@example.com');
  await form.getByLabel('Password').fill('not-the-password');
  await submit(page, () => form.getByRole('button', { name: 'Sign in' }).click());
  await loaded();
  assert.deepEqual(await focused(page), { role: 'alert', text: 'Please correct the following: The email address or password is incorrect. Check both and try again.' }, label);
  assert.equal(await page.title(), 'Sign in: not signed in | Lumière Beauty');
  assert.equal(await form.getByLabel('Email address').inputValue(), 'shopper@example.com');
  await axeClean(page, `sign-in page after a refused sign-in (${label})`);
}

describe('the demo\'s form pages after a post: confirmation or error summary, focused on load', () => {
  it('without the script, 320 px wide: focus starts on what the post did, under a title that says it', async () => {
    const context = await env.browser.newContext({ javaScriptEnabled: false, viewport: { width: 320, height: 640 } });
    const watched = await watchPage(context);
    await bagAndFavoritesThenSignIn(watched.page, 'preact', false);
    await watched.assertClean();
    await context.close();
  });

  for (const flavour of FLAVOURS) {
    it(`with the script (${flavour}): the islands leave focus where the page put it`, async () => {
      const context = await env.browser.newContext();
      const watched = await watchPage(context);
      await bagAndFavoritesThenSignIn(watched.page, flavour, true);
      await watched.assertClean();
      await context.close();
    });
  }
});
