// Counters of what an island may leave behind, for test/e2e/leaks.test.ts and bench/leaks.ts: active event
// listeners, pending timers and animation frames (the page's own functions wrapped before any script runs), store
// subscriptions (the shared atoms' listener counts) and elements on the heap after a forced collection.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

/** Each island's catalogue snippet (host markup; the one that is a script line is left out), naming demo products. */
export function catalogueSnippets(): string[] {
  return (JSON.parse(readFileSync('demo/pages/widgets-catalogue.json', 'utf8')) as { islands: Array<{ snippets: string[] }> }).islands
    .map((island) => island.snippets[0] ?? '')
    .filter((snippet) => snippet.trimStart().startsWith('<'))
    .map((snippet) => snippet.replace(/PROD345/g, 'PROD3').replace(/SKU345\d*/g, 'SKU31'));
}

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

/**
 * One round: every snippet into a container of its own, until each host has left `pending`; then the containers
 * removed (the runtime unmounts what it mounted there). Answers how many hosts mounted.
 */
export async function mountUnmount(page: Page, snippets: string[]): Promise<number> {
  await page.evaluate((list) => {
    const area = document.createElement('section');
    area.id = 'leak-area';
    for (const snippet of list) {
      const box = document.createElement('div');
      box.innerHTML = snippet;
      area.append(box);
    }
    document.body.append(area);
  }, snippets);
  const settled = () => [...document.querySelectorAll('#leak-area [data-widget]')].every((host) => {
    const state = host.getAttribute('data-widget-state');
    return state === 'mounted' || state === 'error' || ['interaction', 'visible'].includes(host.getAttribute('data-hydrate') ?? '');
  });
  await page.waitForFunction(settled, undefined, { timeout: 15000 }).catch(async () => {
    const pending = await page.evaluate(() => [...document.querySelectorAll('#leak-area [data-widget]')].map((h) => `${h.getAttribute('data-widget')}:${h.getAttribute('data-widget-state')}`));
    throw new Error(`hosts did not settle: ${pending.join(', ')}`);
  });
  await page.waitForLoadState('networkidle');
  const mounted = await page.evaluate(() => document.querySelectorAll('#leak-area [data-widget-state="mounted"]').length);
  await page.evaluate(() => {
    document.getElementById('leak-area')?.remove();
    // Dialogs some islands open on their own (the waitlist popup) go with a press of Escape.
    document.querySelectorAll('.sfi-on-demand').forEach((host) => host.remove());
  });
  await quiet(page);
  return mounted;
}
