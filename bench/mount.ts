// Time to discover and mount 1,000 hosts of a trivial island (cart-count) in Chromium, per flavour, and the
// same page shape under a peer: @11ty/is-land with a Preact render per host. Prints figures and the ratio;
// asserts nothing about time, but fails when a run did not mount every host (a figure of nothing).
import { chromium, type Page } from 'playwright-core';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../demo/app';
// @ts-expect-error plain JS module
import { CHROMIUM_ARGS, ensureChromium } from '../test/e2e/chromium.mjs';

const HOSTS = 1000;
const RUNS = 7;

function benchPage(flavour: string): string {
  const hosts = Array.from({ length: HOSTS }, (_, i) => `<span data-widget="cart-count" id="h${i}">0</span>`).join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>mount bench</title>
<script type="module" src="/dist/${flavour}/storefront.js"></script></head><body><main>${hosts}</main></body></html>`;
}

/**
 * The peer's page: the same 1,000 hosts as <is-land on:load> elements; one init type imports a module that
 * renders a Preact component showing the bag count, as cart-count does.
 */
function peerPage(): string {
  const hosts = Array.from({ length: HOSTS }, (_, i) => `<is-land on:load type="count" import="/bench/peer/count.js" id="h${i}"><span>0</span></is-land>`).join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>mount bench (peer)</title>
<script type="module" src="/bench/peer/start.js"></script></head><body><main>${hosts}</main></body></html>`;
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
};

/** Counts hosts reaching `state`, and when the last one did, relative to when `script` finished downloading. */
async function timeMount(page: Page, url: string, script: string, attribute: string, value: string): Promise<number> {
  await page.addInitScript({
    content: `new MutationObserver((records) => {
      for (const r of records) if (r.attributeName === ${JSON.stringify(attribute)} && r.target.getAttribute(${JSON.stringify(attribute)}) === ${JSON.stringify(value)}) {
        window.__mounted = (window.__mounted || 0) + 1;
        if (window.__mounted === ${HOSTS}) window.__doneAt = performance.now();
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: [${JSON.stringify(attribute)}] });`,
  });
  await page.goto(url);
  await page.waitForFunction(() => (window as unknown as { __doneAt?: number }).__doneAt !== undefined, undefined, { timeout: 30000 }).catch(() => {});
  const result = await page.evaluate((name) => {
    const w = window as unknown as { __doneAt?: number; __mounted?: number };
    const entry = performance.getEntriesByType('resource').find((e) => e.name.endsWith(name)) as PerformanceResourceTiming | undefined;
    return { mounted: w.__mounted ?? 0, ms: w.__doneAt !== undefined && entry ? w.__doneAt - entry.responseEnd : NaN };
  }, script);
  if (result.mounted !== HOSTS || Number.isNaN(result.ms)) throw new Error(`${url}: ${result.mounted} of ${HOSTS} hosts mounted; nothing to time`);
  return result.ms;
}

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]!;

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'sfi-bench-'));
  const app = await buildApp({ dbPath: join(dir, 'bench.db'), products: 50 });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
  try {
    const p50: Record<string, number> = {};
    const run = async (label: string, open: (page: Page) => Promise<number>) => {
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const page = await browser.newPage();
        const ms = await open(page);
        if (i > 0) times.push(ms); // the first run warms the HTTP cache and the JIT
        await page.close();
      }
      p50[label] = percentile(times, 50);
      console.log(`mount ${HOSTS} hosts (${label}): p50 ${p50[label]!.toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms over ${times.length} runs`);
    };
    for (const flavour of ['preact', 'react']) {
      await run(flavour, async (page) => {
        await page.route(`${url}/bench/mount`, (route) => route.fulfill({ contentType: 'text/html', body: benchPage(flavour) }));
        return timeMount(page, `${url}/bench/mount`, '/storefront.js', 'data-widget-state', 'mounted');
      });
    }
    await run('peer: @11ty/is-land + preact', async (page) => {
      await page.route(`${url}/bench/peer/**`, (route) => {
        const name = new URL(route.request().url()).pathname.split('/').pop()!;
        if (name === 'mount') return route.fulfill({ contentType: 'text/html', body: peerPage() });
        const body = PEER_FILES[name];
        return body === undefined ? route.fulfill({ status: 404 }) : route.fulfill({ contentType: 'text/javascript', body });
      });
      return timeMount(page, `${url}/bench/peer/mount`, '/start.js', 'ready', '');
    });
    console.log(`(from the entry script downloaded to the last host mounted) preact ÷ peer: ${(p50.preact! / p50['peer: @11ty/is-land + preact']!).toFixed(2)}`);
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
