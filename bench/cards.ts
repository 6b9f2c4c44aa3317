// Time to mount 500 product cards in Chromium, with data-hydrate="visible" and without.
// Prints figures; asserts nothing about time, but fails when the cards it timed did not mount (a figure of nothing:
// on a busy machine the settle check once ran before the runtime had seen a host and printed "0 cards mounted").
import { chromium } from 'playwright-core';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../demo/app';
// @ts-expect-error plain JS module
import { CHROMIUM_ARGS, ensureChromium } from '../test/e2e/chromium.mjs';

const CARDS = 500;
const RUNS = 4;
const pct = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]!;

function page(flavour: string, hydrate: string, productIds: number[]): string {
  const hosts = productIds
    .map((id) => `<li data-widget="product-card"${hydrate ? ` data-hydrate="${hydrate}"` : ''} data-props='{"productId":"PROD${id}"}'></li>`)
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>cards bench</title>
<link rel="stylesheet" href="/static/site.css">
<style>/* as on a real page, where each host holds its server-rendered tile */ li[data-widget]{min-height:380px}</style><script type="module" src="/dist/${flavour}/storefront.js"></script></head>
<body><main><ul class="product-grid">${hosts}</ul></main></body></html>`;
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'sfi-bench-cards-'));
  const app = await buildApp({ dbPath: join(dir, 'bench.db'), products: 2000 });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  const bestsellers = app.storefront.catalog.bestsellers(CARDS + RUNS).map((p) => p.id);
  const ids = bestsellers.slice(0, CARDS);
  /** Products not on the page: one a run, opened in a quick view once the cards are in. */
  const others = bestsellers.slice(CARDS);
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
  try {
    for (const flavour of ['preact', 'react']) {
      for (const hydrate of ['', 'visible']) {
        const settled: number[] = [];
        const longestTasks: number[] = [];
        const arrivals: number[] = [];
        let mountedCount = 0;
        for (let run = 0; run < RUNS; run++) {
          const tab = await browser.newPage({ viewport: { width: 1280, height: 900 } });
          await tab.addInitScript({ content: 'window.__name = (fn) => fn;' }); // tsx names functions through __name
          // Long tasks (over 50 ms) from the start: the longest is how long the page could not answer a tap, the
          // cards' rendering and the browser's layout and paint of them included (the settle time above is the last
          // change to the DOM, before the browser lays it out).
          await tab.addInitScript({
            content: 'window.__longTasks = []; new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__longTasks.push(e.duration); }).observe({ type: "longtask", buffered: true });',
          });
          await tab.route(`${url}/bench/cards`, (route) => route.fulfill({ contentType: 'text/html', body: page(flavour, hydrate, ids) }));
          await tab.goto(`${url}/bench/cards`);
          // Settled: no host pending that is (or is about to be) on screen, and nothing changed for 300 ms.
          const result = await tab.evaluate(
            () =>
              new Promise<{ ms: number; mounted: number }>((resolve) => {
                let last = performance.now();
                new MutationObserver(() => (last = performance.now())).observe(document.body, { subtree: true, childList: true, attributes: true });
                const check = () => {
                  // Not before the runtime has marked every host (it starts once the entry has been evaluated).
                  if (document.querySelectorAll('[data-widget-state]').length < document.querySelectorAll('[data-widget]').length) {
                    setTimeout(check, 50);
                    return;
                  }
                  // A card mounted and waiting for its product (its busy box) is not done either: without this, a slow
                  // prodcat answer let the check settle on 500 empty boxes, and time nothing of the cards' render.
                  const pending = [...document.querySelectorAll('[data-widget-state="pending"], [data-widget-state="mounted"]:has([aria-busy="true"])')].some((h) => {
                    const r = h.getBoundingClientRect();
                    return r.top < innerHeight + 200 && h.getAttribute('data-hydrate') === 'visible' ? true : h.getAttribute('data-hydrate') !== 'visible';
                  });
                  if (!pending && performance.now() - last > 300) {
                    resolve({ ms: last, mounted: document.querySelectorAll('[data-widget-state="mounted"]').length });
                  } else setTimeout(check, 50);
                };
                check();
              }),
          );
          const start = await tab.evaluate(() => (performance.getEntriesByType('resource').find((e) => e.name.endsWith('/storefront.js')) as PerformanceResourceTiming).responseEnd);
          const expected = hydrate === 'visible' ? 1 : CARDS; // with `visible`, at least the cards on screen
          if (result.mounted < expected) throw new Error(`${flavour}, ${hydrate || 'load'}: ${result.mounted} of ${CARDS} cards mounted; nothing to time`);
          // The frame that lays out the last cards ends after the last change: wait for two frames to have passed.
          const longest = await tab.evaluate(
            () => new Promise<number>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => resolve(Math.max(0, ...(window as unknown as { __longTasks: number[] }).__longTasks)), 0)))),
          );
          // A product arriving for one island (a quick view of a product not on the page) while the cards are on it:
          // from the store holding it to the next task, the cards' work included if they render again for it.
          const arrival = hydrate ? NaN : await tab.evaluate(
            (productId) =>
              new Promise<number>((resolve, reject) => {
                const api = (window as unknown as { StorefrontIslands: { store: { subscribe(l: (s: { products: Record<string, unknown> }) => void): () => void }; quickView: { open(p: { productId: string }): unknown } } }).StorefrontIslands;
                const timer = setTimeout(() => reject(new Error(`the quick view's product ${productId} never reached the store`)), 10000);
                const stop = api.store.subscribe((snapshot) => {
                  if (!snapshot.products[productId]) return;
                  stop();
                  clearTimeout(timer);
                  const at = performance.now();
                  setTimeout(() => resolve(performance.now() - at), 0);
                });
                api.quickView.open({ productId });
              }),
            `PROD${others[run]}`,
          );
          if (run > 0) {
            settled.push(result.ms - start);
            longestTasks.push(longest);
            if (!hydrate) arrivals.push(arrival);
          }
          mountedCount = result.mounted;
          await tab.close();
        }
        console.log(
          `${CARDS} product cards (${flavour}, ${hydrate ? 'data-hydrate=visible' : 'load'}): settled p50 ${pct(settled, 50).toFixed(0)} ms, max ${Math.max(...settled).toFixed(0)} ms ` +
            `over ${settled.length} runs, ${mountedCount} cards mounted (from storefront.js downloaded to the last card rendered); ` +
            `longest main-thread task p50 ${pct(longestTasks, 50).toFixed(0)} ms` +
            (arrivals.length ? `; a quick view's product arriving with the cards on the page: p50 ${pct(arrivals, 50).toFixed(1)} ms to the next task` : ''),
        );
      }
    }
  } finally {
    await browser.close();
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
