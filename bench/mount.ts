// Time to discover and mount 1,000 hosts of a trivial island (cart-count) in Chromium, per flavour, and the
// same page shape under a peer: @11ty/is-land with a Preact render per host, and under no runtime at all: one module
// rendering that Preact component into each host in a loop (the floor any runtime with a root per host starts from,
// docs/decisions.md "Where the floor is"). Prints figures and ratios; asserts nothing about time, but fails when a
// run did not mount every host (a figure of nothing).
import { chromium, type Page } from 'playwright-core';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../demo/app';
import { islandsInMarkup, modulePreloadLinks, scriptTag, type BundleManifest } from '../demo/html/script-tag';
// @ts-expect-error plain JS module
import { CHROMIUM_ARGS, ensureChromium } from '../test/e2e/chromium.mjs';

const HOSTS = 1000;
/** Each a new page (cold JIT); the first is discarded. Six counted runs moved the p50 by about 5 ms from one bench to the next. */
const RUNS = 17;

/**
 * A module script just before the entry on both pages: module scripts run in document order once the page is parsed,
 * so its mark is the moment the entry's turn comes, after whatever the browser does first (it renders the parsed
 * page's first frame before running deferred scripts). Preloaded with the rest, so it waits on no request.
 */
const MARK_SCRIPT = `performance.mark('bench:entry-runs');`;
const MARK_TAG = '<link rel="modulepreload" href="/bench/mark.js"><script type="module" src="/bench/mark.js"></script>';

/**
 * Our page, as the demo storefront writes one: the entry, and `modulepreload` links for the chunks of the islands in
 * its markup (demo/html/script-tag.ts), so the chunks download beside the entry, not after it has run.
 */
function benchPage(flavour: string): string {
  const hosts = Array.from({ length: HOSTS }, (_, i) => `<span data-widget="cart-count" id="h${i}">0</span>`).join('\n');
  const base = `/dist/${flavour}/`;
  const manifest = JSON.parse(readFileSync(`dist/${flavour}/manifest.json`, 'utf8')) as BundleManifest;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>mount bench</title>
${modulePreloadLinks(base, manifest, islandsInMarkup(hosts))}${MARK_TAG}${scriptTag(base, manifest)}</head><body><main>${hosts}</main></body></html>`;
}

/**
 * The peer's page: the same 1,000 hosts as <is-land on:load> elements; one init type imports a module that
 * renders a Preact component showing the bag count, as cart-count does.
 */
function peerPage(): string {
  const hosts = Array.from({ length: HOSTS }, (_, i) => `<is-land on:load type="count" import="/bench/peer/count.js" id="h${i}"><span>0</span></is-land>`).join('\n');
  // Its modules preloaded too, as ours are: the comparison is of mounting, not of who preloads.
  const preload = ['is-land.js', 'start.js', 'count.js', 'preact.mjs'].map((file) => `<link rel="modulepreload" href="/bench/peer/${file}">`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>mount bench (peer)</title>
${preload}${MARK_TAG}<script type="module" src="/bench/peer/start.js"></script></head><body><main>${hosts}</main></body></html>`;
}

/** The floor's page: the same 1,000 hosts and one module that renders a component like the peer's into each, no runtime. */
function floorPage(): string {
  const hosts = Array.from({ length: HOSTS }, (_, i) => `<span data-floor id="h${i}">0</span>`).join('\n');
  const preload = ['floor.js', 'preact.mjs'].map((file) => `<link rel="modulepreload" href="/bench/peer/${file}">`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>mount bench (floor)</title>
${preload}${MARK_TAG}<script type="module" src="/bench/peer/floor.js"></script></head><body><main>${hosts}</main></body></html>`;
}

const require = createRequire(import.meta.url);
const PEER_FILES: Record<string, string> = {
  'is-land.js': readFileSync(require.resolve('@11ty/is-land/is-land.js'), 'utf8'),
  'preact.mjs': readFileSync(require.resolve('preact') /* its ES module build */, 'utf8'),
  'start.js': `import { Island } from './is-land.js';
Island.addInitType('count', async (target) => (await import(target.getAttribute('import'))).default(target));
Island.define();`,
  'count.js': `import { h, render } from './preact.mjs';
const count = () => Number(/(?:^|; )FE_USER_CART=[^;]*item_count%3A(\\d+)/.exec(document.cookie)?.[1] ?? 0);
function Count() { return h('span', { className: 'count', 'aria-label': count() + ' items in bag' }, String(count())); }
export default (target) => render(h(Count), target);`,
  // The count read once, not per render: the floor is Preact's render alone.
  'floor.js': `import { h, render } from './preact.mjs';
const count = Number(/(?:^|; )FE_USER_CART=[^;]*item_count%3A(\\d+)/.exec(document.cookie)?.[1] ?? 0);
function Count() { return h('span', { className: 'count', 'aria-label': count + ' items in bag' }, String(count)); }
for (const host of document.querySelectorAll('[data-floor]')) { render(h(Count), host); host.setAttribute('data-ready', ''); }`,
};

interface Timing {
  /** The entry's turn to run → last host mounted. */
  ms: number;
  /** Entry runnable (downloaded and the document parsed) → last host mounted: the above plus the browser's first frame. */
  runnableMs: number;
  /** Entry's turn to run → the last island chunk (or the peer's module) downloaded (negative: before it). */
  chunksMs: number;
}

/**
 * Counts hosts reaching `state`, and times the last one from the mark just before `script` (the entry) runs. Also
 * from when the entry could first run (the later of its responseEnd and the document's domInteractive, since a
 * module script waits for both): the difference is what the browser does before deferred scripts, mostly painting
 * the parsed page, which is no script's work. Everything after the mark is the entry's work, any chunk still
 * downloading, and the mounting.
 */
async function timeMount(page: Page, url: string, script: string, attribute: string, value: string): Promise<Timing> {
  await page.addInitScript({
    content: `new MutationObserver((records) => {
      for (const r of records) if (r.attributeName === ${JSON.stringify(attribute)} && r.target.getAttribute(${JSON.stringify(attribute)}) === ${JSON.stringify(value)}) {
        window.__mounted = (window.__mounted || 0) + 1;
        if (window.__mounted === ${HOSTS}) { window.__doneAt = performance.now(); window.__benchDone(); }
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: [${JSON.stringify(attribute)}] });`,
  });
  // The page says when it is done through a binding: waiting with waitForFunction would inject Playwright's
  // script into the page and poll it, on the main thread, while the hosts mount.
  let finished = () => {};
  const done = new Promise<void>((resolve) => (finished = resolve));
  await page.exposeFunction('__benchDone', () => finished());
  const timer = setTimeout(() => finished(), 30000);
  await page.goto(url);
  await done;
  clearTimeout(timer);
  const result = await page.evaluate((name) => {
    const w = window as unknown as { __doneAt?: number; __mounted?: number };
    const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((e) => /\.m?js$/.test(e.name));
    const entry = scripts.find((e) => e.name.endsWith(name));
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    if (!entry || !navigation || w.__doneAt === undefined) return { mounted: w.__mounted ?? 0, ms: NaN, runnableMs: NaN, chunksMs: NaN };
    const runs = performance.getEntriesByName('bench:entry-runs')[0];
    if (!runs) return { mounted: w.__mounted ?? 0, ms: NaN, runnableMs: NaN, chunksMs: NaN };
    const runnable = Math.max(entry.responseEnd, navigation.domInteractive);
    const chunks = Math.max(...scripts.filter((e) => e !== entry && !e.name.endsWith('/mark.js')).map((e) => e.responseEnd));
    return { mounted: w.__mounted ?? 0, ms: w.__doneAt - runs.startTime, runnableMs: w.__doneAt - runnable, chunksMs: chunks - runs.startTime };
  }, script);
  if (result.mounted !== HOSTS || Number.isNaN(result.ms)) throw new Error(`${url}: ${result.mounted} of ${HOSTS} hosts mounted; nothing to time`);
  return result;
}

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]!;

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'sfi-bench-'));
  const app = await buildApp({ dbPath: join(dir, 'bench.db'), products: 50 });
  // The bench's pages come from the server itself, not from Playwright's request interception, which once on
  // sends every request of the page (the chunks too) through this process and would add its delay to both.
  for (const flavour of ['preact', 'react']) app.get(`/bench/mount/${flavour}`, (_request, reply) => reply.type('text/html').send(benchPage(flavour)));
  app.get('/bench/mark.js', (_request, reply) => reply.type('text/javascript').send(MARK_SCRIPT));
  app.get('/bench/peer/:name', (request, reply) => {
    const { name } = request.params as { name: string };
    if (name === 'mount') return reply.type('text/html').send(peerPage());
    if (name === 'floor') return reply.type('text/html').send(floorPage());
    const body = PEER_FILES[name];
    return body === undefined ? reply.code(404).send() : reply.type('text/javascript').send(body);
  });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
  try {
    const p50: Record<string, number> = {};
    const run = async (label: string, path: string, script: string, attribute: string, value: string) => {
      const times: Timing[] = [];
      for (let i = 0; i < RUNS; i++) {
        const page = await browser.newPage();
        const timing = await timeMount(page, `${url}${path}`, script, attribute, value);
        if (i > 0) times.push(timing); // the first run warms the HTTP cache and the JIT
        await page.close();
      }
      const ms = times.map((t) => t.ms);
      p50[label] = percentile(ms, 50);
      const chunks = percentile(times.map((t) => t.chunksMs), 50);
      const runnable = percentile(times.map((t) => t.runnableMs), 50);
      console.log(
        `mount ${HOSTS} hosts (${label}): p50 ${p50[label]!.toFixed(1)} ms, max ${Math.max(...ms).toFixed(1)} ms over ${times.length} runs` +
          ` (its modules ${chunks <= 0 ? `in ${(-chunks).toFixed(1)} ms before` : `in ${chunks.toFixed(1)} ms after`} that, p50; from the entry runnable, the browser's first frame included: p50 ${runnable.toFixed(1)} ms)`,
      );
    };
    for (const flavour of ['preact', 'react']) await run(flavour, `/bench/mount/${flavour}`, '/storefront.js', 'data-widget-state', 'mounted');
    await run('peer: @11ty/is-land + preact', '/bench/peer/mount', '/start.js', 'ready', '');
    await run('floor: preact render per host, no runtime', '/bench/peer/floor', '/floor.js', 'data-ready', '');
    const ratio = (label: string) => (p50.preact! / p50[label]!).toFixed(2);
    console.log(`(from the entry script's turn to run to the last host mounted) preact ÷ peer: ${ratio('peer: @11ty/is-land + preact')}; preact ÷ floor: ${ratio('floor: preact render per host, no runtime')}`);
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
