// Shared set-up for the browser suite: the demo server in-process on an ephemeral port over a fresh
// database, Debian's Chromium through playwright-core, and page checks every test wants
// (no uncaught error, no CSP or Trusted Types violation, axe-core).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import { chromium, type Browser, type BrowserContext, type Page, type Request, type Route } from 'playwright-core';
import Fastify from 'fastify';
import { buildApp, type BuildAppOptions } from '../../demo/app';
import { registerDistAssets } from '../../demo/http/dist-assets';
// @ts-expect-error plain JS module shared with the runner
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';

export const FLAVOURS = ['preact', 'react'] as const;
export type Flavour = (typeof FLAVOURS)[number];
const E2E_PRODUCT_COUNT = 120;

export interface Demo {
  url: string;
  close(): Promise<void>;
}

/** `options`: what a test changes of the demo (e.g. `assetBase`, to load the bundle from startCdn()'s server). */
export async function startDemo(options: Pick<BuildAppOptions, 'assetBase'> = {}): Promise<Demo> {
  const dir = mkdtempSync(join(tmpdir(), 'sfi-e2e-db-'));
  // The suite signs in and searches far more often than one shopper; the limits have tests of their own (test/demo/http).
  const app = await buildApp({ ...options, dbPath: join(dir, 'e2e.db'), products: E2E_PRODUCT_COUNT, logger: false, rateLimit: false });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    url: address,
    close: async () => {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A CDN stand-in: dist/ at the root of another origin (its own port), served as the demo serves it
 * (demo/http/dist-assets.ts: precompressed, cached, `Access-Control-Allow-Origin: *`).
 */
export async function startCdn(): Promise<Demo> {
  const app = Fastify({ logger: false });
  await registerDistAssets(app, join(process.cwd(), 'dist'), '/');
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return { url: address, close: () => app.close() };
}

/** Starts one demo server and one browser for a test file, and stops them after it. */
export function useDemoAndBrowser(): { readonly demo: Demo; readonly browser: Browser } {
  const state = {} as { demo: Demo; browser: Browser };
  before(async () => {
    state.demo = await startDemo();
    state.browser = await launchBrowser();
  });
  after(async () => {
    await state.browser?.close();
    await state.demo?.close();
  });
  return state;
}

export async function launchBrowser(): Promise<Browser> {
  const executablePath = findChromium();
  assert.ok(executablePath, 'Chromium not found: run the suite through `npm run test:e2e`, which installs it.');
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
}

export interface WatchedPage {
  page: Page;
  context: BrowserContext;
  pageErrors: Error[];
  cspViolations: string[];
  warnings: string[];
  /** Asserts that nothing went wrong on the page so far. */
  assertClean(): Promise<void>;
}

/** A fresh context (its own cookies) and page that records uncaught errors, CSP and Trusted Types violations and warnings. */
export async function openPage(browser: Browser): Promise<WatchedPage> {
  return watchPage(await browser.newContext());
}

/** A new page in `context` (several pages sharing cookies), watched as openPage watches one. */
export async function watchPage(context: BrowserContext): Promise<WatchedPage> {
  const page = await context.newPage();
  const pageErrors: Error[] = [];
  const cspViolations: string[] = [];
  const warnings: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  page.on('console', (message) => {
    const text = message.text();
    // Chromium words a Trusted Types refusal without naming the CSP ("This document requires 'TrustedHTML' assignment").
    if (/Content Security Policy|Trusted ?Type|'Trusted(HTML|Script|ScriptURL)'/i.test(text)) cspViolations.push(text);
    if (message.type() === 'warning') warnings.push(text);
  });
  // tsx (esbuild) names functions through a `__name` helper that does not exist in the page.
  await page.addInitScript({ content: 'window.__name = (fn) => fn;' });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const list = ((window as unknown as { __cspViolations?: string[] }).__cspViolations ??= []);
      // Trusted Types violations come here too (require-trusted-types-for, trusted-types), with what was refused.
      list.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`.trim());
    });
  });
  return {
    page,
    context,
    pageErrors,
    cspViolations,
    warnings,
    async assertClean() {
      const inPage = await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
      assert.deepEqual(pageErrors.map(String), [], 'uncaught page errors');
      assert.deepEqual([...cspViolations, ...inPage], [], 'CSP and Trusted Types violations');
    },
  };
}

export function withFlavour(url: string, flavour: Flavour): string {
  if (flavour === 'preact') return url;
  return url + (url.includes('?') ? '&' : '?') + 'flavour=react';
}

/** Waits until every host on the page has left the pending state. */
export async function waitForIslands(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const hosts = [...document.querySelectorAll('[data-widget]')];
    return hosts.length > 0 && hosts.every((h) => h.getAttribute('data-widget-state') && h.getAttribute('data-widget-state') !== 'pending');
  });
}

/**
 * Lets the page finish what is already under way: two animation frames and a task, so promise callbacks,
 * renders and effects queued by the last action have run. Used before asserting that something did not
 * happen (no popup, no dialog) — an ordering point, not a sleep.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve)))));
}

/** A layout shift the page made (not one right after input), with the elements it moved (`tag.firstClass`). */
export interface LayoutShift {
  value: number;
  moved: string[];
  /**
   * Where each moved box was and went (`x,y wxh → x,y wxh`, CSS px), and when (ms since navigation): read in the
   * observer's callback, so a node gone by then is still told by its boxes. Read when a test fails on a shift.
   */
  boxes: string[];
  at: number;
}

/**
 * Records the layout shifts of every page later opened in `context`, from the first frame (a buffered
 * PerformanceObserver, as Cumulative Layout Shift is measured); read them with layoutShifts().
 */
export async function recordLayoutShifts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const shifts: LayoutShift[] = ((window as unknown as { __layoutShifts: LayoutShift[] }).__layoutShifts = []);
    type Entry = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Array<{ node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }> };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Entry[]) {
        if (entry.hadRecentInput) continue;
        const moved = entry.sources.map(({ node }) => (node instanceof Element ? `${node.localName}${node.classList.length ? `.${node.classList[0]}` : ''}` : String(node?.nodeName)));
        // No named helper here: tsx names functions it finds in test code with a `__name` call the page does not have.
        const boxes = entry.sources.map(({ previousRect, currentRect }) =>
          [previousRect, currentRect].map((r) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`).join(' → '));
        shifts.push({ value: entry.value, moved, boxes, at: Math.round(entry.startTime) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** A fresh context `viewport` wide (its own cookies) recording layout shifts (recordLayoutShifts), and a page watched in it. */
export async function openShiftsPage(browser: Browser, viewport: { width: number; height: number }): Promise<WatchedPage> {
  const context = await browser.newContext({ viewport });
  await recordLayoutShifts(context);
  return watchPage(context);
}

/**
 * Holds `page`'s requests to `url` (those `when` picks, if given; the others go on at once) until the returned
 * function is called, then lets them go on, or answers them with `answer`.
 */
export async function holdRequests(
  page: Page,
  url: string | RegExp,
  when: (request: Request) => boolean = () => true,
  answer: (route: Route) => Promise<void> = (route) => route.continue(),
): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    if (!when(route.request())) return route.continue();
    await released;
    return answer(route);
  });
  return release;
}

/** The layout shifts recorded so far (recordLayoutShifts) on `page`, after its pending frames. */
export async function layoutShifts(page: Page): Promise<LayoutShift[]> {
  await settle(page);
  return page.evaluate(() => (window as unknown as { __layoutShifts: LayoutShift[] }).__layoutShifts);
}

export async function hostStates(page: Page): Promise<Array<[string, string | null]>> {
  return page.$$eval('[data-widget]', (hosts) => hosts.map((h) => [h.getAttribute('data-widget') ?? '', h.getAttribute('data-widget-state')] as [string, string | null]));
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Runs axe-core (injected through the devtools protocol, so the page's CSP stays strict). */
export async function assertNoAxeViolations(page: Page, label: string): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const result = await (window as unknown as { axe: { run(ctx: Document): Promise<{ violations: Array<{ id: string; help: string; nodes: Array<{ target: unknown }> }> }> } }).axe.run(document);
    return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')})`);
  });
  assert.deepEqual(violations, [], `axe-core violations on ${label}`);
}

/** What Chromium's accessibility tree (what a screen reader reads) makes of the first element `selector` finds. */
export async function accessibilityState(page: Page, selector: string): Promise<{ ignored: boolean; text: string }> {
  const { ignored } = await accessibilityNode(page, selector);
  const text = await page.locator(selector).first().evaluate((el) => el.textContent ?? '');
  return { ignored, text };
}

/**
 * The node Chromium's accessibility tree has for the first element `selector` finds: its role, whether it is ignored,
 * its name and value, and its properties by name (`live`, `valuetext`, `valuemax`...).
 */
export async function accessibilityNode(page: Page, selector: string): Promise<{ role: unknown; ignored: boolean; name: unknown; value: unknown; properties: Record<string, unknown> }> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const [node] = (await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false })).nodes;
    const properties = Object.fromEntries((node!.properties ?? []).map((property) => [property.name, property.value.value]));
    return { role: node!.role?.value, ignored: node!.ignored, name: node!.name?.value, value: node!.value?.value, properties };
  } finally {
    await cdp.detach();
  }
}

/** The description Chromium's accessibility tree gives the dialog named `name`: what a screen reader says after its name. */
export async function dialogDescription(page: Page, name: string): Promise<unknown> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = await cdp.send('Accessibility.getFullAXTree');
    return nodes.find((node) => node.role?.value === 'dialog' && node.name?.value === name)?.description?.value;
  } finally {
    await cdp.detach();
  }
}

/** Signs in through the real form, as a shopper would. */
export async function signIn(page: Page, baseUrl: string, email: string, password = 'password'): Promise<void> {
  await page.goto(`${baseUrl}/account/signin.tmpl`);
  const form = page.locator('form', { has: page.getByRole('button', { name: /sign in/i }) }).first();
  await form.getByLabel(/email/i).fill(email);
  await form.getByLabel(/password/i).fill(password);
  await Promise.all([page.waitForURL((url) => !url.pathname.startsWith('/account/signin')), form.getByRole('button', { name: /sign in/i }).click()]);
}

/**
 * Presses Enter on the add-to-bag button that has the focus, waits for the bag count to read 1 and for the "Added to
 * your bag" dialog, and closes that dialog with Escape.
 */
export async function addFirstItemByKeyboard(page: Page): Promise<void> {
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('[data-widget="cart-count"] .sfi-cart-count')?.getAttribute('data-count') === '1');
  const added = page.getByRole('dialog', { name: 'Added to your bag' });
  await added.waitFor();
  await page.keyboard.press('Escape');
  await added.waitFor({ state: 'detached' });
}

/** What targetSizes() finds in one part of the page. */
export interface TargetSizes {
  /** Every target it measured, as `text w×h` (CSS px, rounded down). */
  measured: string[];
  /** Those WCAG 2.5.8 fails: under 24 × 24 px, and not spaced (below), nor a link in a sentence. */
  failing: string[];
}

/**
 * Measures the targets a shopper can press inside the first element `selector` finds (links, buttons, form
 * controls, a <details>' summary; those laid out). WCAG 2.5.8 (target size, minimum): a target under 24 × 24 px
 * passes when a 24 px circle on the centre of its box meets no other target and no other small target's circle,
 * or when it is a link in a sentence (text of its own block, or of the inline elements it sits in, beside it).
 */
export async function targetSizes(page: Page, selector: string): Promise<TargetSizes> {
  return page.locator(selector).first().evaluate((scope) => {
    const targets = [...scope.querySelectorAll('a[href],button,select,input,textarea,summary')]
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height > 0);
    const measured: string[] = [];
    const small: typeof targets = [];
    for (const target of targets) {
      const { el, box } = target;
      measured.push(`${(el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)} ${Math.floor(box.width)}×${Math.floor(box.height)}`);
      if (box.width >= 24 && box.height >= 24) continue;
      // In a sentence: walk out through inline elements to the first block, looking for words of their own.
      let inSentence = false;
      for (let at = el.parentElement; at && !inSentence; at = getComputedStyle(at).display === 'inline' ? at.parentElement : null) {
        inSentence = [...at.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && /\S/.test(node.textContent ?? ''));
      }
      if (!inSentence) small.push(target);
    }
    const failing: string[] = [];
    for (const { el, box } of small) {
      const x = box.x + box.width / 2;
      const y = box.y + box.height / 2;
      // Nearest distance from the centre to each other target's box; to other small targets' centres.
      const meetsBox = targets.some((other) => other.el !== el && Math.hypot(Math.max(other.box.left - x, 0, x - other.box.right), Math.max(other.box.top - y, 0, y - other.box.bottom)) < 12);
      const meetsCircle = small.some((other) => other.el !== el && Math.hypot(other.box.x + other.box.width / 2 - x, other.box.y + other.box.height / 2 - y) < 24);
      if (meetsBox || meetsCircle) failing.push(measured[targets.findIndex((t) => t.el === el)]!);
    }
    return { measured, failing };
  });
}
