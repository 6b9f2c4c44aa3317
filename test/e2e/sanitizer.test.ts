// The sanitizer's native path (src/ui/sanitize-html.ts): Chromium has Element.setHTML with a Sanitizer, so it runs the
// table of test/helpers/sanitizer-cases.ts through that and must give exactly what jsdom's DOMPurify path gives
// (test/ui/sanitize-html.test.ts), on a demo page enforcing Trusted Types; DOMPurify is never requested. Then per
// flavour, the built bundle: pages of hostile HTML shown by the modal loader come out as the table says, through
// the bundle's Trusted Types policy, with no CSP or Trusted Types report, nothing run and no DOMPurify chunk; and
// the same with setHTML taken away, where the bundle loads DOMPurify's chunk once (its `dompurify` policy allowed).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import ts from 'typescript';
import { SANITIZER_CASES } from '../helpers/sanitizer-cases';
import { FLAVOURS, openPage, useDemoAndBrowser, waitForIslands, withFlavour } from './harness';

const env = useDemoAndBrowser();

/** Where the page imports the sanitizer's own modules from, transpiled on the fly (the bundle does not export them). */
const SOURCE_PREFIX = '/__sanitizer-src/';
const transpile = (path: string) =>
  ts.transpileModule(readFileSync(path, 'utf8'), { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } }).outputText;

/** A request for DOMPurify: its chunk in the bundle, or its module among the sources. */
const isPurify = (url: string) => /purify/i.test(new URL(url).pathname);

describe('sanitizer: the native path in Chromium', () => {
  it('gives the table\'s output for every case, at once (no DOMPurify), as TrustedHTML from our policy', async () => {
    const { page, assertClean } = await openPage(env.browser);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.route(`${env.demo.url}${SOURCE_PREFIX}**`, (route) => {
      const module = new URL(route.request().url()).pathname.slice(SOURCE_PREFIX.length);
      if (isPurify(route.request().url())) return route.fulfill({ status: 404, body: '' });
      return route.fulfill({ contentType: 'text/javascript', body: transpile(`src/${module}.ts`) });
    });
    await page.goto(`${env.demo.url}/gift_cards/index.tmpl`);
    const results = await page.evaluate(
      async ({ cases, prefix }) => {
        const sanitizer = await import(`${prefix}ui/sanitize-html`);
        return cases.map(({ html, options }) => {
          const clean = sanitizer.sanitizeHtmlNow(html, options);
          return { html: clean === null ? null : String(clean), trusted: (window as unknown as { trustedTypes: { isHTML(v: unknown): boolean } }).trustedTypes.isHTML(clean) };
        });
      },
      { cases: SANITIZER_CASES, prefix: SOURCE_PREFIX },
    );
    assert.deepEqual(
      results.map((r, i) => [SANITIZER_CASES[i]!.name, r.html]),
      SANITIZER_CASES.map((c) => [c.name, c.expected]),
    );
    assert.deepEqual(results.filter((r) => !r.trusted), []);
    assert.deepEqual(requested.filter(isPurify), []);
    await assertClean();
  });
});

/** Cases a fetched page can carry as they are: no options (the modal loader keeps island hosts, and has no fragment). */
const PAGE_CASES = SANITIZER_CASES.map((c, index) => ({ ...c, index })).filter((c) => !c.options && !c.html.includes('data-widget'));

const PATHS = [
  { path: 'native', withoutNative: false },
  // The same page in a browser without Element.setHTML: DOMPurify's chunk, under the page's Trusted Types.
  { path: 'DOMPurify', withoutNative: true },
] as const;

for (const flavour of FLAVOURS) {
  for (const { path, withoutNative } of PATHS) {
    describe(`sanitizer in the bundle (${flavour}, ${path} path)`, () => {
      it('the modal loader shows hostile pages as the table says, with no report and nothing run', async () => {
        const { page, assertClean } = await openPage(env.browser);
        if (withoutNative) await page.addInitScript(() => delete (Element.prototype as { setHTML?: unknown }).setHTML);
        const requested: string[] = [];
        page.on('request', (request) => requested.push(request.url()));
        page.on('dialog', (dialog) => void dialog.dismiss().then(() => assert.fail(`a dialog opened: ${dialog.message()}`)));
        await page.route(`${env.demo.url}/__hostile/*`, (route) => {
          const index = Number(new URL(route.request().url()).pathname.split('/').pop());
          return route.fulfill({ contentType: 'text/html; charset=utf-8', body: SANITIZER_CASES[index]!.html });
        });
        await page.goto(withFlavour(`${env.demo.url}/gift_cards/index.tmpl`, flavour));
        await waitForIslands(page);
        const shown: Array<[string, string]> = [];
        for (const { index, name } of PAGE_CASES) {
          const html = await page.evaluate(async (url) => {
            const api = (window as unknown as { StorefrontIslands: { overlay: { open(url: string): { close(): void; closed: Promise<void> } } } }).StorefrontIslands;
            const opened = api.overlay.open(url);
            const content = await new Promise<Element>((resolve) => {
              const check = () => {
                const found = document.querySelector('dialog.sfi-overlay .sfi-overlay__content');
                if (found) resolve(found);
                else requestAnimationFrame(check);
              };
              check();
            });
            const markup = content.innerHTML;
            opened.close();
            await opened.closed;
            return markup;
          }, `/__hostile/${index}`);
          shown.push([name, html]);
        }
        assert.deepEqual(shown, PAGE_CASES.map((c) => [c.name, c.expected]));
        assert.equal(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned), undefined);
        assert.equal(requested.filter(isPurify).length, withoutNative ? 1 : 0, `DOMPurify requested: ${requested.filter(isPurify).join(', ')}`);
        await assertClean();
      });
    });
  }
}

for (const flavour of FLAVOURS) {
  describe(`sanitizer in the bundle (${flavour}, DOMPurify's chunk failing)`, () => {
    it('the modal loader shows its failure and "Open the page instead", not an empty dialog', async () => {
      const { page, assertClean, context } = await openPage(env.browser);
      await page.addInitScript(() => delete (Element.prototype as { setHTML?: unknown }).setHTML);
      const requested: string[] = [];
      page.on('request', (request) => requested.push(request.url()));
      await page.route((url) => isPurify(url.href), (route) => route.fulfill({ status: 503, body: '' }));
      await page.goto(withFlavour(`${env.demo.url}/`, flavour));
      await waitForIslands(page);
      const link = page.getByRole('link', { name: 'Take the makeup quiz' });
      await link.click();
      const dialog = page.getByRole('dialog', { name: 'Beauty quiz' });
      const instead = dialog.getByRole('alert').getByRole('link', { name: 'Open the page instead' });
      await instead.waitFor();
      assert.equal(await dialog.getByRole('alert').innerText(), 'Sorry, this could not be loaded. Open the page instead.');
      assert.equal(await instead.evaluate((a: HTMLAnchorElement) => a.href), await link.evaluate((a: HTMLAnchorElement) => a.href));
      assert.equal(requested.filter(isPurify).length, 1, 'DOMPurify was asked for');
      await assertClean();
      await context.close();
    });
  });
}

for (const flavour of FLAVOURS) {
  describe(`sanitizer in the bundle (${flavour}, DOMPurify's chunk failing once)`, () => {
    it('the modal loader opened again shows the page: a failed download is asked for again', async () => {
      const { page, assertClean, context } = await openPage(env.browser);
      await page.addInitScript(() => delete (Element.prototype as { setHTML?: unknown }).setHTML);
      let purifyRequests = 0;
      await page.route(
        (url) => isPurify(url.href),
        (route) => (++purifyRequests === 1 ? route.fulfill({ status: 503, body: '' }) : route.continue()),
      );
      await page.goto(withFlavour(`${env.demo.url}/`, flavour));
      await waitForIslands(page);
      const link = page.getByRole('link', { name: 'Take the makeup quiz' });
      await link.click();
      const dialog = page.getByRole('dialog', { name: 'Beauty quiz' });
      await dialog.getByRole('alert').getByRole('link', { name: 'Open the page instead' }).waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await link.click();
      await dialog.locator('.sfi-overlay__content').waitFor();
      assert.equal(await dialog.getByRole('alert').count(), 0);
      assert.equal(purifyRequests, 2, 'DOMPurify was asked for again');
      await assertClean();
      await context.close();
    });
  });
}
