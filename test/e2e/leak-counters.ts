// Counters of what an island may leave behind, for test/e2e/leaks.test.ts and bench/leaks.ts: active event
// listeners, pending timers and animation frames (the page's own functions wrapped before any script runs), store
// subscriptions (the shared atoms' listener counts) and elements on the heap after a forced collection.
import { readFileSync } from 'node:fs';
import type { Page, Request } from 'playwright-core';

/**
 * Hosts for the islands whose catalogue snippets are script lines only: the pwp popup is opened on demand after an
 * add to bag (StorefrontIslands.open); a host with the same props mounts the same dialog.
 */
const MARKUP_FOR: Record<string, string> = {
  'pwp-popup': `<div data-widget="pwp-popup" data-props='{"id": "pwp-leaks", "offerText": "Add a mascara for $10.", "image": "/media/product/PROD3.svg"}'></div>`,
};

export interface IslandSnippet {
  island: string;
  snippet: string;
}

/**
 * Each island's first catalogue snippet that is host markup (else its host from MARKUP_FOR), naming demo products.
 * The account form's `data-overlay-widget` becomes `data-widget`, as a dialog's sanitising makes it.
 */
export function catalogueSnippets(): IslandSnippet[] {
  return (JSON.parse(readFileSync('demo/pages/widgets-catalogue.json', 'utf8')) as { islands: Array<{ name: string; snippets: string[] }> }).islands.map(({ name, snippets }) => {
    const snippet = snippets.find((text) => text.trimStart().startsWith('<')) ?? MARKUP_FOR[name] ?? '';
    return { island: name, snippet: snippet.replace(/data-overlay-widget=/g, 'data-widget=').replace(/PROD345/g, 'PROD3').replace(/SKU345\d*/g, 'SKU31') };
  });
}

/** The islands of the registry, as the build lists them (each island its own chunk). */
export const REGISTRY_ISLANDS: readonly string[] = Object.keys((JSON.parse(readFileSync('dist/preact/manifest.json', 'utf8')) as { islands: Record<string, string> }).islands).sort();

/**
 * The hosts that mount in a round, by name: each island of the registry once, and three more product cards (the
 * product grid's snippet lists three products, each a card host of its own).
 */
export const MOUNTED_EACH_ROUND: readonly string[] = [...REGISTRY_ISLANDS, 'product-card', 'product-card', 'product-card'].sort();

export interface Counters {
  listeners: number;
  timers: number;
  frames: number;
  subscriptions: number;
  elements: number;
}

/** Runs before the page's scripts: wraps the functions that register listeners, timers and frames. */
export const COUNTERS_SCRIPT = `(() => {
  // Listeners by target. Counted are those on the window, the document, connected nodes and other long-lived
  // targets (channels, media queries); not those on nodes the page dropped (they go with their node, and the
  // element count finds a node kept alive) nor on abort signals (they go with their request).
  const key = (type, options) => type + '|' + ((typeof options === 'boolean' ? options : options?.capture) ? 1 : 0);
  const add = EventTarget.prototype.addEventListener;
  const remove = EventTarget.prototype.removeEventListener;
  const entries = new WeakMap();
  const targets = new Set();
  const forget = (target, type, fn, options) => entries.get(target)?.get(key(type, options))?.delete(fn);
  EventTarget.prototype.addEventListener = function (type, fn, options) {
    if (fn) {
      let forTarget = entries.get(this);
      if (!forTarget) {
        entries.set(this, (forTarget = new Map()));
        targets.add(new WeakRef(this));
      }
      const k = key(type, options);
      if (!forTarget.has(k)) forTarget.set(k, new Set());
      forTarget.get(k).add(fn);
      const signal = typeof options === 'object' ? options?.signal : undefined;
      if (signal) add.call(signal, 'abort', () => forget(this, type, fn, options), { once: true });
      if (typeof options === 'object' && options?.once) {
        add.call(this, type, () => queueMicrotask(() => forget(this, type, fn, options)), { once: true, capture: !!options.capture });
      }
    }
    return add.call(this, type, fn, options);
  };
  EventTarget.prototype.removeEventListener = function (type, fn, options) {
    forget(this, type, fn, options);
    return remove.call(this, type, fn, options);
  };
  const activeListeners = () => {
    let count = 0;
    for (const ref of targets) {
      const target = ref.deref();
      if (!target) { targets.delete(ref); continue; }
      if ((target instanceof Node && !target.isConnected && target !== document) || target instanceof AbortSignal) continue;
      for (const fns of entries.get(target)?.values() ?? []) count += fns.size;
    }
    return count;
  };
  const timers = new Set();
  const setT = window.setTimeout, clearT = window.clearTimeout, setI = window.setInterval, clearI = window.clearInterval;
  window.setTimeout = function (fn, ms, ...args) {
    const id = setT.call(window, (...a) => { timers.delete(id); if (typeof fn === 'function') fn(...a); }, ms, ...args);
    timers.add(id);
    return id;
  };
  window.clearTimeout = (id) => { timers.delete(id); clearT.call(window, id); };
  window.setInterval = function (fn, ms, ...args) { const id = setI.call(window, fn, ms, ...args); timers.add(id); return id; };
  window.clearInterval = (id) => { timers.delete(id); clearI.call(window, id); };
  const frames = new Set();
  const raf = window.requestAnimationFrame, caf = window.cancelAnimationFrame;
  window.requestAnimationFrame = (fn) => { const id = raf.call(window, (t) => { frames.delete(id); fn(t); }); frames.add(id); return id; };
  window.cancelAnimationFrame = (id) => { frames.delete(id); caf.call(window, id); };
  window.__leakCounters = () => {
    const store = globalThis[Symbol.for('storefront-islands:page-singletons')]?.['store:v3'];
    let subscriptions = 0;
    if (store) for (const value of Object.values(store)) if (value && typeof value === 'object' && typeof value.lc === 'number') subscriptions += value.lc;
    return { listeners: activeListeners(), timers: timers.size, frames: frames.size, subscriptions };
  };
})();`;

/** The counters now, once the page is quiet and the heap collected. */
export async function countersOf(page: Page): Promise<Counters> {
  await quiet(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.enable');
  await cdp.send('HeapProfiler.collectGarbage');
  const prototype = await cdp.send('Runtime.evaluate', { expression: 'HTMLElement.prototype' });
  const objects = await cdp.send('Runtime.queryObjects', { prototypeObjectId: prototype.result.objectId! });
  const count = await cdp.send('Runtime.callFunctionOn', { objectId: objects.objects.objectId!, functionDeclaration: 'function () { return this.length; }', returnByValue: true });
  await cdp.detach();
  const counters = await page.evaluate(() => (window as unknown as { __leakCounters(): Omit<Counters, 'elements'> }).__leakCounters());
  return { ...counters, elements: count.result.value as number };
}

/** Two frames and a task: what the last action queued has run. */
async function quiet(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)))));
}

/** The page's requests from now on: `done()` waits until none is on its way (15 s at most), and stops counting. */
function inFlight(page: Page): { done(): Promise<void> } {
  const open = new Set<Request>();
  const start = (request: Request) => open.add(request);
  const end = (request: Request) => open.delete(request);
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  return {
    async done() {
      const deadline = Date.now() + 15000;
      while (open.size > 0) {
        if (Date.now() > deadline) throw new Error(`requests still on their way after 15 s: ${[...open].map((request) => request.url()).join(', ')}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      page.off('request', start);
      page.off('requestfinished', end);
      page.off('requestfailed', end);
    },
  };
}

/**
 * One round: every snippet into a container of its own, until each host has left `pending`; then the containers
 * removed (the runtime unmounts what it mounted there). Answers the names of the hosts that mounted, sorted (hosts
 * an island renders inside its own count too).
 */
export async function mountUnmount(page: Page, snippets: readonly IslandSnippet[]): Promise<string[]> {
  const requests = inFlight(page);
  await page.evaluate((list) => {
    const area = document.createElement('section');
    area.id = 'leak-area';
    for (const snippet of list) {
      const box = document.createElement('div');
      box.innerHTML = snippet;
      area.append(box);
    }
    document.body.append(area);
  }, snippets.map(({ snippet }) => snippet));
  const settled = () => [...document.querySelectorAll('#leak-area [data-widget]')].every((host) => {
    const state = host.getAttribute('data-widget-state');
    return state === 'mounted' || state === 'error' || ['interaction', 'visible'].includes(host.getAttribute('data-hydrate') ?? '');
  });
  const hosts = () => page.evaluate(() => document.querySelectorAll('#leak-area [data-widget]').length);
  // What the islands asked for on mounting (their products, the bag) has come back before they go: a request still
  // on its way is work in progress, not a leak. (Playwright's 'networkidle' would wait only in the first round: it
  // counts the state as reached once.) An answer can bring hosts of its own (the grid's cards), which mount in turn:
  // looked at again until a pass brings none.
  for (let pass = 0, before = -1; ; pass++) {
    const now = await hosts();
    if (now === before) break;
    if (pass === 5) throw new Error(`hosts still coming after ${pass} passes: ${now}`);
    before = now;
    await page.waitForFunction(settled, undefined, { timeout: 15000 }).catch(async () => {
      const pending = await page.evaluate(() => [...document.querySelectorAll('#leak-area [data-widget]')].map((h) => `${h.getAttribute('data-widget')}:${h.getAttribute('data-widget-state')}`));
      throw new Error(`hosts did not settle: ${pending.join(', ')}`);
    });
    await quiet(page);
    await requests.done();
    await quiet(page);
  }
  const mounted = await page.evaluate(() => [...document.querySelectorAll('#leak-area [data-widget-state="mounted"]')].map((host) => host.getAttribute('data-widget') ?? '').sort());
  await page.evaluate(() => {
    document.getElementById('leak-area')?.remove();
    // Dialogs some islands open on their own (the waitlist popup) go with a press of Escape.
    document.querySelectorAll('.sfi-on-demand').forEach((host) => host.remove());
  });
  await quiet(page);
  return mounted;
}
