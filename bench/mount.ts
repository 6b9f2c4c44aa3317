// Time to discover and mount 1,000 hosts of a trivial island (cart-count) in Chromium, per flavour.
// Prints figures; asserts nothing about time.
import { chromium } from 'playwright-core';
import { mkdtempSync, rmSync } from 'node:fs';
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

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]!;

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'sfi-bench-'));
  const app = await buildApp({ dbPath: join(dir, 'bench.db'), products: 50 });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
  try {
    for (const flavour of ['preact', 'react']) {
      const times: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const page = await browser.newPage();
        await page.route(`${url}/bench/mount`, (route) => route.fulfill({ contentType: 'text/html', body: benchPage(flavour) }));
        // Records when the last host reports mounted, relative to when storefront.js finished downloading.
        await page.addInitScript({
          content: `new MutationObserver((records) => {
            for (const r of records) if (r.attributeName === 'data-widget-state' && r.target.getAttribute('data-widget-state') === 'mounted') {
              window.__mounted = (window.__mounted || 0) + 1;
              if (window.__mounted === ${HOSTS}) window.__doneAt = performance.now();
            }
          }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-widget-state'] });`,
        });
        await page.goto(`${url}/bench/mount`);
        await page.waitForFunction(() => (window as unknown as { __doneAt?: number }).__doneAt !== undefined, undefined, { timeout: 30000 });
        const ms = await page.evaluate(() => {
          const entry = performance.getEntriesByType('resource').find((e) => e.name.endsWith('/storefront.js')) as PerformanceResourceTiming;
          return (window as unknown as { __doneAt: number }).__doneAt - entry.responseEnd;
        });
        if (run > 0) times.push(ms); // the first run warms the HTTP cache and the JIT
        await page.close();
      }
      console.log(`mount ${HOSTS} hosts (${flavour}): p50 ${percentile(times, 50).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms over ${times.length} runs (from storefront.js downloaded to last host mounted)`);
    }
  } finally {
    await browser.close();
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

void main();
