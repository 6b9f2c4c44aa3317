// The XSS corpus (docs/security.md): every hostile string of xss-corpus.ts through every input that reaches the
// DOM, on pages that keep their real CSP. A leak is: a dialog, the payload's script running (`window.__xss`), a CSP
// or Trusted Types report (an inline handler or a `javascript:` URL the page refused), or an injected element or
// attribute (the payload's token in a tag or attribute name, an `on*` attribute, a `javascript:`/`data:` URL, a
// script/iframe/object/embed/base/meta/link/style carrying a token, or a script added after the page loaded).
// One server and browser for the file; many payloads per page load wherever the input allows.
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import type { BrowserContext, Page, Route } from 'playwright-core';
import { FLAVOURS, openPage, settle, signIn, useDemoAndBrowser, waitForIslands, withFlavour, type WatchedPage } from './harness';
import { PAYLOADS, payloadAt } from './xss-corpus';

const env = useDemoAndBrowser();

/** Every payload in one string: for inputs that take one text per page (messages, HTML answers). */
const ALL = PAYLOADS.map((p) => p.text).join('\n');

/** Installed in every page before its scripts: records elements the payloads could add as they are added. */
function watchForInjection(): void {
  const findings: string[] = [];
  (window as unknown as { __xssFindings: string[] }).__xssFindings = findings;
  const TOKEN = /xss\d+/i;
  const RISKY = new Set(['script', 'iframe', 'object', 'embed', 'frame', 'frameset', 'base', 'meta', 'link', 'style']);
  // JSON the server wrote into a data script, escaped so it stays one JSON text: data, not an injection.
  const isJsonData = (el: Element) => {
    if (el.localName !== 'script' || el.getAttribute('type') !== 'application/json') return false;
    try {
      JSON.parse(el.textContent ?? '');
      return true;
    } catch {
      return false;
    }
  };
  let loaded = false;
  document.addEventListener('DOMContentLoaded', () => (loaded = true));
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        for (const el of [node, ...node.querySelectorAll('*')]) {
          const name = el.localName;
          if (RISKY.has(name) && TOKEN.test(el.outerHTML) && !isJsonData(el)) findings.push(`added <${name}>: ${el.outerHTML.slice(0, 120)}`);
          else if (loaded && name === 'script') findings.push(`script added after load: ${el.outerHTML.slice(0, 120)}`);
        }
      }
  }).observe(document, { childList: true, subtree: true });
}

/** What a payload left in the live DOM now (light DOM and open shadow roots). */
function scanForInjection(): string[] {
  const TOKEN = /xss\d+/i;
  const RISKY = new Set(['script', 'iframe', 'object', 'embed', 'frame', 'frameset', 'base', 'meta', 'link', 'style']);
  const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'poster', 'background', 'srcset', 'ping']);
  const isJsonData = (el: Element) => {
    if (el.localName !== 'script' || el.getAttribute('type') !== 'application/json') return false;
    try {
      JSON.parse(el.textContent ?? '');
      return true;
    } catch {
      return false;
    }
  };
  const found: string[] = [];
  const visit = (root: Document | ShadowRoot) => {
    for (const el of root.querySelectorAll('*')) {
      const where = `<${el.localName}${el.id ? `#${el.id}` : ''}>`;
      if (TOKEN.test(el.localName)) found.push(`element ${where}`);
      if (RISKY.has(el.localName) && TOKEN.test(el.outerHTML) && !isJsonData(el)) found.push(`risky ${where}: ${el.outerHTML.slice(0, 120)}`);
      for (const attr of el.attributes) {
        const name = attr.name.toLowerCase();
        if (TOKEN.test(name)) found.push(`attribute ${name} on ${where}`);
        if (name.startsWith('on')) found.push(`handler ${name} on ${where}`);
        if (name === 'srcdoc') found.push(`srcdoc on ${where}`);
        if (name === 'style' && TOKEN.test(attr.value)) found.push(`style on ${where}`);
        const url = attr.value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
        if (URL_ATTRIBUTES.has(name) && /^(javascript|data|vbscript):/.test(url)) found.push(`${name}=${attr.value.slice(0, 60)} on ${where}`);
      }
      if (el.shadowRoot) visit(el.shadowRoot);
    }
  };
  visit(document);
  return [...(window as unknown as { __xssFindings?: string[] }).__xssFindings ?? [], ...found];
}

interface CheckOptions {
  /**
   * For server HTML (content zones, overlays): `<style>` elements in it make Chromium report `style-src` while
   * DOMPurify parses the text in its inert document (src/ui/sanitize-html.ts strips only style attributes before
   * parsing). Nothing is applied or injected, and this test still fails on every other report; recorded in
   * docs/decisions.md "XSS corpus and fault matrix" for the sanitizer's owner.
   */
  styleReportsWhileSanitizing?: boolean;
}

interface XssPage extends WatchedPage {
  dialogs: string[];
  /** Fails if anything hostile happened on the page so far. */
  check(label: string, options?: CheckOptions): Promise<void>;
}

/** Style reports seen while sanitizing, over the whole file (they are tolerated only where CheckOptions says). */
const styleReports = new Set<string>();
after(() => console.log(`# style-src reports tolerated while sanitizing: ${styleReports.size ? [...styleReports].join('; ') : 'none'}`));

async function openXssPage(): Promise<XssPage> {
  const watched = await openPage(env.browser);
  const dialogs: string[] = [];
  watched.page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await watched.page.addInitScript(watchForInjection);
  return {
    ...watched,
    dialogs,
    async check(label, options = {}) {
      const page = watched.page;
      await settle(page);
      const { findings, ran, reports } = (await page.evaluate(
        `({ findings: (${scanForInjection.toString()})(), ran: window.__xss ?? null, reports: window.__cspViolations ?? [] })`,
      )) as { findings: string[]; ran: number | null; reports: string[] };
      assert.deepEqual(findings, [], `${label}: injected elements or attributes`);
      assert.equal(ran, null, `${label}: a payload's script ran`);
      assert.deepEqual(dialogs, [], `${label}: a dialog opened`);
      assert.deepEqual(watched.pageErrors.map(String), [], `${label}: uncaught page errors`);
      const isStyle = (report: string) => /^style-src-(elem|attr) inline\b|^Applying inline style violates .* directive 'style-src /.test(report);
      const all = [...watched.cspViolations, ...reports];
      if (options.styleReportsWhileSanitizing) all.filter(isStyle).forEach((report) => styleReports.add(`${label}: ${report.slice(0, 40)}`));
      assert.deepEqual(options.styleReportsWhileSanitizing ? all.filter((r) => !isStyle(r)) : all, [], `${label}: CSP or Trusted Types reports`);
      // Reports are counted once: the next check looks at what happened after this one.
      watched.cspViolations.length = 0;
      await page.evaluate('window.__cspViolations && (window.__cspViolations.length = 0)');
    },
  };
}

// ---- Poisoning server answers ----------------------------------------------------------------------------------

/** Keys whose values are ids, flags, codes or numbers the client matches on: left as they are. */
const KEEP = /(^|_)(ID|id)$|^id$|^sku$|ID$|^rec_type$|^(INVENTORY_STATUS|DISPLAY_ORDER|isOrderable|currency|locale|severity|key|TRANS_ID|code|jsonrpc|method)$|^tags$|^display_locations$/;

/** A copy of `value` with each display string (not an id, flag, number or code) replaced by the next payload. */
function poison(value: unknown, next: () => string, key = ''): unknown {
  if (Array.isArray(value)) return value.map((v) => poison(v, next, key));
  if (typeof value === 'string') return KEEP.test(key) || /^[\d.,\s$-]*$/.test(value) ? value : next();
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, poison(v, next, k)]));
}

function payloadCounter(from: readonly string[] = PAYLOADS.map((p) => p.text)): { next: () => string; used: () => number } {
  let i = 0;
  return { next: () => from[i++ % from.length]!, used: () => i };
}

/**
 * DOMPurify drops any attribute whose value holds `-->`, `]>` or an end tag of a raw-text element (`</script`,
 * `</style`, `</title`, `</textarea`, ...: its SAFE_FOR_XML rule), so an
 * island host in sanitized HTML whose props hold them has no props, and says `error` with its server content.
 * And src/ui/sanitize-html.ts cuts ` on…=…` and ` style=…` out of the text before parsing, inside attribute values
 * too, which breaks the props' JSON. Payloads for such hosts leave both kinds out (docs/decisions.md "XSS corpus and
 * fault matrix"); every payload still goes through the overlay's text and the directly served quiz.
 */
const SURVIVES_SANITIZED_ATTRIBUTE = PAYLOADS.map((p) => p.text).filter(
  (text) => !/--!?>|\]>|<\/(style|script|title|xmp|textarea|noscript|iframe|noembed|noframes)/i.test(text) && !/[\s/](style|on[a-z]+)\s*=/i.test(text),
);

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#39;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const unescapeAttribute = (text: string) => text.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** Text props of hosts (questions, answers, labels, titles) a server or merchandiser writes into `data-props`. */
const TEXT_PROPS = /^(prompt|help|options|label|title|text|placeholder|heading|intro|summary|description|name|question|caption|message|shade|shadeName)$/;

function poisonProps(value: unknown, next: () => string, key = ''): unknown {
  if (Array.isArray(value)) return value.map((v) => poisonProps(v, next, key));
  if (typeof value === 'string') return TEXT_PROPS.test(key) ? next() : value;
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, poisonProps(v, next, k)]));
}

/** Every `data-props="…"` and `data-prop-title/label="…"` in an HTML body with its text props poisoned. */
function poisonHostsInHtml(body: string, next: () => string): string {
  return body
    .replace(/data-props="([^"]*)"/g, (_all, json: string) => `data-props="${escapeAttribute(JSON.stringify(poisonProps(JSON.parse(unescapeAttribute(json)), next)))}"`)
    .replace(/data-props='([^']*)'/g, (_all, json: string) => `data-props="${escapeAttribute(JSON.stringify(poisonProps(JSON.parse(unescapeAttribute(json)), next)))}"`)
    .replace(/data-prop-(title|label)="[^"]*"/g, (_all, name: string) => `data-prop-${name}="${escapeAttribute(next())}"`);
}

/**
 * Runs a poisoning route handler, except for a request still on its way when its test closed the context (a late call
 * of a page the test has finished with): Playwright disposes its answer, and what it would have held no longer matters.
 */
async function unlessClosed(handle: () => Promise<void>): Promise<void> {
  try {
    await handle();
  } catch (error) {
    // Playwright says it several ways: "Target page, context or browser has been closed", "… has been disposed",
    // "Request context disposed" (a fetch the closing cut short).
    if (!(error instanceof Error && /\bdisposed\b|has been closed/.test(error.message))) throw error;
  }
}

function fulfillJson(route: Route, transform: (json: unknown) => unknown): Promise<void> {
  return unlessClosed(async () => {
    const response = await route.fetch();
    const headers = { ...response.headers() };
    delete headers['content-length'];
    delete headers['content-encoding'];
    await route.fulfill({ response, headers, body: JSON.stringify(transform(await response.json())) });
  });
}

function fulfillHtml(route: Route, transform: (html: string) => string): Promise<void> {
  return unlessClosed(async () => {
    const response = await route.fetch();
    const headers = { ...response.headers() }; // the page's own CSP stays
    delete headers['content-length'];
    delete headers['content-encoding'];
    await route.fulfill({ response, headers, body: transform(await response.text()) });
  });
}

type Entry = { id: number; method?: string; result?: unknown; error?: unknown };
const methodsOf = (route: Route): string[] => {
  const body = new URLSearchParams(route.request().postData() ?? '').get('JSONRPC');
  return body ? (JSON.parse(body) as Array<{ method: string; params: Array<Record<string, unknown>> }>).map((c) => (c.method === 'rpc.form' ? String(c.params[0]?._SUBMIT) : c.method)) : [];
};

/** Every JSON-RPC and Endeca answer of the context with its display strings poisoned. */
async function hostileData(context: BrowserContext, counter = payloadCounter()): Promise<() => number> {
  await context.route('**/rpc/jsonrpc.tmpl*', (route) =>
    fulfillJson(route, (json) => (Array.isArray(json) ? (json as Entry[]).map((entry) => ('result' in entry ? { ...entry, result: poison(entry.result, counter.next) } : entry)) : json)),
  );
  await context.route('**/enrpc/JSONControllerServlet.do*', (route) => fulfillJson(route, (json) => poison(json, counter.next)));
  return counter.used;
}

/** Message objects (docs/wire-formats.md) whose texts are the payloads, the first one all of them. */
const MESSAGES = [ALL, ...PAYLOADS.map((p) => p.text)].map((text, i) => ({ text, display_locations: [], severity: 'ERROR', tags: [], key: `xss.${i}` }));

/** Answers the calls of the batches that hold `method` (or that `rpc.form` submit) with messages of payloads. */
async function refuseWithPayloads(context: BrowserContext, method: string, as: 'error' | 'success' = 'error'): Promise<void> {
  await context.route('**/rpc/jsonrpc.tmpl*', async (route) => {
    if (!methodsOf(route).includes(method)) return route.fallback();
    const calls = JSON.parse(new URLSearchParams(route.request().postData() ?? '').get('JSONRPC') ?? '[]') as Array<{ id: number }>;
    const entry = (id: number) =>
      as === 'error'
        ? { id, error: { code: 102, message: ALL, data: { messages: MESSAGES } } }
        : { id, result: { value: { offer_code: 'lyl_social_fb', applied: 1, loyalty_points: 1300 }, data: { messages: MESSAGES } } };
    return route.fulfill({ contentType: 'application/json', body: JSON.stringify(calls.map((c) => entry(c.id))) });
  });
}

/** A signed-in shopper as the bundle sees one: the cookie says so, and `user.fullData` names them with payloads. */
/** Sets the cookies with payloads from `first` on; answers how many payloads they took. */
async function hostileCookies(context: BrowserContext, base: string, first: number): Promise<number> {
  // As many payloads as a cookie holds (browsers keep about 4 KB of one), from `first`.
  let taken = Infinity;
  const fill = (encode: (texts: string[]) => string) => {
    const texts: string[] = [];
    for (let i = first; i < PAYLOADS.length && encode([...texts, payloadAt(i).text]).length < 3800; i++) texts.push(payloadAt(i).text);
    taken = Math.min(taken, texts.length);
    return encode(texts);
  };
  const userCookie = (texts: string[]) => {
    const fields: Record<string, string> = { signed_in: '1', item_count: '2' };
    texts.forEach((text, i) => (fields[['first_name', 'email', 'csr_email'][i] ?? `x${i}`] = text));
    return encodeURIComponent(Object.entries(fields).map(([k, v]) => `${encodeURIComponent(k)}:${encodeURIComponent(v)}`).join('&'));
  };
  const cookie = fill(userCookie);
  const recent = fill((texts) => encodeURIComponent(texts.join(':::')));
  await context.addCookies([
    { name: 'FE_USER_CART', value: cookie, url: base },
    { name: 'RECENT_SEARCHES', value: recent, url: base },
  ]);
  return taken;
}

/** Host markup for islands whose props carry text or URLs, each prop a payload (HTML-escaped, as a server would). */
function hostileHosts(next: () => string): string {
  const props = (value: unknown) => escapeAttribute(JSON.stringify(value));
  return `<section aria-label="Hostile hosts">
    <div data-widget="waitlist-form" data-props="${props({ title: next(), headingLevel: 3 })}"></div>
    <div data-widget="loyalty-nav" data-props="${props({ label: next(), links: PAYLOADS.slice(0, 12).map((p) => ({ href: p.text, label: next() })) })}"></div>
    <div data-widget="typeahead" data-props="${props({ label: next(), placeholder: next() })}"></div>
    <div data-widget="product-grid" data-props="${props({ productIds: ['PROD1', 'PROD2'], pageSize: 2, label: next() })}"></div>
    <div data-widget="loyalty-offers" data-props="${props({ url: next(), text: next() })}"></div>
    <div data-widget="recent-searches" data-props="${props({ label: next() })}"></div>
    <div data-widget="product-card" data-props="${props({ productId: 'PROD3', categoryId: next() })}"></div>
    <a href="/info/shipping.tmpl" data-widget="overlay-link" data-prop-title="${escapeAttribute(next())}" data-prop-label="${escapeAttribute(next())}">x</a>
    <a href="${escapeAttribute(next())}" data-widget="overlay-link" data-prop-title="${escapeAttribute(next())}">y</a>
    <div data-widget="accordion" data-props="${props({ allowMultiple: true })}"><h3>${escapeAttribute(next())}</h3><p>p</p></div>
  </section>`;
}

/** The page config with every string in it a payload (the script's JSON escaped as the server escapes it). */
function hostileConfig(body: string, next: () => string): string {
  return body.replace(/(<script type="application\/json" data-storefront-config>)(.*?)(<\/script>)/s, (_all, open: string, json: string, close: string) => {
    const config = poisonProps(JSON.parse(json), next) as Record<string, unknown>;
    for (const key of ['brandPrefix', 'metricsFunction']) config[key] = next();
    return `${open}${JSON.stringify(config).replace(/</g, '\\u003c')}${close}`;
  });
}

for (const flavour of FLAVOURS) {
  describe(`XSS corpus (${flavour}, ${PAYLOADS.length} payloads)`, () => {
    it('server answers, cookies, host props and page config on the catalogue, a product page and a category', async () => {
      const xss = await openXssPage();
      const { page, context } = xss;
      const used = await hostileData(context);
      await hostileCookies(context, env.demo.url, 0);
      const hosts = payloadCounter();
      await context.route(/\/widgets(\?|$)/, (route) =>
        fulfillHtml(route, (html) => hostileConfig(html, hosts.next).replace('<h1>Widget catalogue</h1>', `<h1>Widget catalogue</h1>${hostileHosts(hosts.next)}`)),
      );
      await page.goto(withFlavour(`${env.demo.url}/widgets`, flavour));
      await waitForIslands(page);
      // A card drawn from its product (a loading card is an `.sfi-card` too): the poisoned answer has come.
      await page.locator('.sfi-card[data-product-id]').first().waitFor();
      assert.match(await page.locator('main').innerText(), /id=xss\d/, 'payloads reached the page as text');
      await xss.check('catalogue');
      assert.ok(used() >= PAYLOADS.length, `every payload went out in server answers (${used()})`);
      assert.ok(hosts.used() >= 20, 'host props and page config were poisoned');

      await page.goto(withFlavour(`${env.demo.url}/product/12`, flavour));
      await waitForIslands(page);
      await xss.check('product page');

      await page.goto(withFlavour(`${env.demo.url}/category/1`, flavour));
      await waitForIslands(page);
      await page.locator('.sfi-card__quick').first().click();
      await page.getByRole('dialog').waitFor();
      await xss.check('quick view');
      await context.close();
    });

    it('search term in the URL, and the results page with hostile records and content zones', async () => {
      const xss = await openXssPage();
      const { page, context } = xss;
      await hostileData(context);
      await context.route('**/api/endeca_content_result/**', (route) => route.fulfill({ contentType: 'text/html', body: `<div><p>Zone text</p>${ALL}</div>` }));
      await page.goto(withFlavour(`${env.demo.url}/esearch?search=lip`, flavour));
      await page.locator('.sfi-search__zone', { hasText: 'Zone text' }).first().waitFor();
      await page.locator('.sfi-result').first().waitFor();
      await xss.check('content zone and hostile records', { styleReportsWhileSanitizing: true });
      for (const payload of PAYLOADS) {
        await page.goto(withFlavour(`${env.demo.url}/esearch?search=${encodeURIComponent(payload.text)}`, flavour));
        await waitForIslands(page);
        await xss.check(`search term ${payload.token}`, { styleReportsWhileSanitizing: true }); // the hostile zone shows on every results page
      }
      await context.close();
    });

    it('typeahead box: every payload typed, with hostile suggestions', async () => {
      const xss = await openXssPage();
      const { page, context } = xss;
      await hostileData(context);
      await page.goto(withFlavour(`${env.demo.url}/`, flavour));
      await waitForIslands(page);
      const input = page.getByRole('combobox', { name: 'Search products' });
      for (const payload of PAYLOADS) {
        await input.fill(payload.text);
        await xss.check(`typeahead ${payload.token}`);
      }
      // A term with `<` or `>` is refused (src/rpc/endeca-query.ts cleanSearchTerm); an attribute breaker is searched.
      const breaker = PAYLOADS.find((p) => p.text.startsWith('" id='))!;
      await input.fill(breaker.text);
      await Promise.all([page.waitForURL(/\/esearch\?search=/), input.press('Enter')]);
      assert.equal(new URL(page.url()).searchParams.get('search'), breaker.text);
      await waitForIslands(page);
      await xss.check('typeahead submitted');
      await context.close();
    });

    it('overlay HTML, quiz and finder data, and waitlist messages', async () => {
      const xss = await openXssPage();
      const { page, context } = xss;
      await context.route('**/info/shipping.tmpl*', (route) => route.fulfill({ contentType: 'text/html', body: `<main><h1>Shipping</h1>${ALL}</main>` }));
      const props = payloadCounter();
      await context.route('**/blue_ocean/quiz_overlay.tmpl*', (route) => fulfillHtml(route, (html) => poisonHostsInHtml(html, props.next)));
      await context.route('**/lcl/blue_ocean/quiz/welcome.html*', (route) => fulfillHtml(route, (html) => poisonHostsInHtml(html, props.next)));
      const finderProps = payloadCounter(SURVIVES_SANITIZED_ATTRIBUTE);
      await context.route('**/foundation_finder/frame.tmpl*', (route) => fulfillHtml(route, (html) => poisonHostsInHtml(html, finderProps.next)));
      await refuseWithPayloads(context, 'waitlist');
      await page.goto(withFlavour(`${env.demo.url}/widgets`, flavour));
      await waitForIslands(page);

      await page.getByRole('link', { name: 'Shipping and returns' }).first().click();
      await page.getByRole('dialog').locator('h1').waitFor();
      assert.match(await page.getByRole('dialog').innerText(), /Shipping/, 'the overlay shows the hostile page');
      await xss.check('overlay', { styleReportsWhileSanitizing: true });
      await page.keyboard.press('Escape');

      const form = page.locator('[data-widget="waitlist-form"]').first();
      await form.getByRole('textbox').fill('shopper@example.com');
      await form.getByRole('button').click();
      await form.getByRole('alert').filter({ hasText: 'xss1' }).waitFor();
      await xss.check('waitlist message');
      assert.equal(await form.getByRole('textbox').inputValue(), 'shopper@example.com', 'the typed address stays');

      await page.goto(withFlavour(`${env.demo.url}/lcl/blue_ocean/quiz/welcome.html?womensQuiz`, flavour));
      await waitForIslands(page);
      const quiz = page.locator('[data-widget="quiz"]').first();
      assert.equal(await quiz.getAttribute('data-widget-state'), 'mounted', 'the quiz took its poisoned props');
      assert.match(await quiz.innerText(), /xss\d/, 'the quiz shows the payloads as text');
      await xss.check('quiz');
      await page.goto(`${withFlavour(`${env.demo.url}/category/2`, flavour)}#foundation_finder`);
      const finder = page.getByRole('dialog').locator('[data-widget="foundation-finder"]:not([data-widget-state="pending"])');
      await finder.waitFor();
      assert.equal(await finder.getAttribute('data-widget-state'), 'mounted', 'the finder took its poisoned props');
      assert.match(await finder.innerText(), /xss\d/, 'the finder shows the payloads as text');
      await xss.check('quiz and finder', { styleReportsWhileSanitizing: true });
      assert.ok(props.used() >= 10 && finderProps.used() >= 10, `quiz and finder props were poisoned (${props.used()}, ${finderProps.used()})`);
      await context.close();
    });

    it('loyalty join refusal and offer messages', async () => {
      const xss = await openXssPage();
      const { page, context } = xss;
      await signIn(page, env.demo.url, 'shopper@example.com');
      await refuseWithPayloads(context, 'loyalty_join');
      await page.goto(withFlavour(`${env.demo.url}/widgets`, flavour));
      await waitForIslands(page);
      const join = page.getByRole('form', { name: 'Become a Loyalty member' });
      await join.getByLabel('Birthday (optional, mm/dd/yyyy)').fill('03/14/1990');
      await join.getByLabel('I agree to the Loyalty program terms and conditions.').check();
      await join.getByRole('button', { name: 'Join now' }).click();
      await join.getByText('xss1', { exact: false }).first().waitFor();
      await xss.check('loyalty join refusal');
      assert.equal(await join.getByLabel('Birthday (optional, mm/dd/yyyy)').inputValue(), '03/14/1990', 'nothing typed is lost');
      await context.close();

      const member = await openXssPage();
      await member.context.route(/^https:\/\/(www\.facebook\.com|twitter\.com|www\.pinterest\.com)\//, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Share</title>' }));
      await signIn(member.page, env.demo.url, 'member@example.com');
      await refuseWithPayloads(member.context, 'offers.apply', 'success');
      await member.page.goto(withFlavour(`${env.demo.url}/account/loyalty/index.tmpl#offers`, flavour));
      await waitForIslands(member.page);
      const offers = member.page.locator('[data-widget="loyalty-offers"]');
      const [popup] = await Promise.all([member.page.waitForEvent('popup'), offers.getByRole('link', { name: /^Share on Facebook/ }).click()]);
      await popup.close();
      await offers.getByRole('status').getByText('xss1', { exact: false }).first().waitFor();
      await member.check('offer messages');
      await member.context.close();
    });

    it('video: subtitle text, track labels, chapter names and the video product info', async () => {
      const xss = await openXssPage();
      const { page, context } = xss;
      const counter = payloadCounter();
      // Every payload in one cue over the whole film (both languages), the product info's texts and image poisoned,
      // and the host's track labels and chapter names (its props in a script element, escaped as the server does).
      const cue = `1\n00:00:00,000 --> 00:00:30,000\n${PAYLOADS.map((p) => p.text).join('\n')}\n\n`;
      await context.route(/\.srt(\?.*)?$/, (route) => route.fulfill({ contentType: 'text/plain; charset=utf-8', body: cue }));
      await context.route('**/demo_video_content/product/*', (route) => fulfillJson(route, (json) => poison(json, counter.next)));
      const pageUrl = withFlavour(`${env.demo.url}/video`, flavour);
      await page.route(pageUrl, (route) =>
        fulfillHtml(route, (html) =>
          html.replace(
            /(<div class="video-host" data-widget="video-player">\s*<script type="application\/json">)([^<]*)(<\/script>)/,
            (_all, open: string, json: string, close: string) =>
              open + JSON.stringify(poisonProps(JSON.parse(json), counter.next)).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026') + close,
          ),
        ),
      );
      await page.goto(pageUrl);
      await waitForIslands(page);
      const player = page.getByRole('group', { name: 'Video player' });
      await page.locator('#videoProductContainer .sfi-video-panel__name').getByText('xss', { exact: false }).waitFor();
      await player.getByRole('button', { name: 'Play video' }).click();
      // The cue's text as the bar shows it (tags taken out as text, never markup): some payload's token is in it.
      await page
        .waitForFunction(() => /xss\d+/.test(document.querySelector('.sfi-video__subtitles')?.textContent ?? ''), undefined, { timeout: 15000 })
        .catch(async () => assert.fail(`no payload text in the subtitle bar: ${JSON.stringify(await page.evaluate(() => document.querySelector('[data-widget="video-player"]')?.textContent?.slice(0, 300)))}`));
      assert.ok(counter.used() > 5, `payloads went into the product info and the host (${counter.used()})`);
      await xss.check('video');
      await context.close();
    });

    it('cookie values: the whole corpus through FE_USER_CART and the recent searches, a cookie-full at a time', async () => {
      const xss = await openXssPage();
      const { page, context } = xss;
      await hostileData(context);
      let first = 0;
      while (first < PAYLOADS.length) {
        await context.clearCookies();
        const taken = await hostileCookies(context, env.demo.url, first);
        await page.goto(withFlavour(`${env.demo.url}/widgets`, flavour));
        await waitForIslands(page);
        // Every term of the cookie is listed as text, except those with angle brackets, which search nothing.
        const batch = Array.from({ length: taken }, (_, k) => payloadAt(first + k));
        const listed = await page.locator('[data-widget="recent-searches"]').innerText();
        const searchable = batch.find((payload) => !/[<>]/.test(payload.text));
        const shows = (token: string) => new RegExp(`${token}(?!\\d)`).test(listed); // xss2, not xss22
        if (searchable) assert.ok(shows(searchable.token), `the recent searches show the cookie: ${listed}`);
        const unsearchable = batch.filter((payload) => /[<>]/.test(payload.text));
        assert.deepEqual(unsearchable.filter((payload) => shows(payload.token)).map((payload) => payload.token), [], 'no term with angle brackets is listed');
        await xss.check(`cookies from payload ${first + 1}`);
        first += taken;
      }
      await context.close();
    });
  });
}

it('the checks catch an injected javascript: link and a payload attribute', async () => {
  const xss = await openXssPage();
  const { page, context } = xss;
  await page.goto(`${env.demo.url}/widgets`);
  await waitForIslands(page);
  // Built with DOM calls: the page's Trusted Types refuse markup from strings.
  await page.evaluate(() => {
    const link = document.body.appendChild(document.createElement('a'));
    link.id = 'xss1';
    link.setAttribute('href', ' javascript:void 0');
  });
  await assert.rejects(xss.check('control: link'), /injected elements or attributes/);
  await page.evaluate(() => document.querySelector('#xss1')!.remove());
  // (An `on*` attribute cannot even be set here: Trusted Types refuse it.) A payload's token as an attribute name:
  await page.evaluate(() => document.body.appendChild(document.createElement('div')).setAttribute('data-xss2', ''));
  await assert.rejects(xss.check('control: attribute'), /injected elements or attributes/);
  await context.close();
});
