// Search figures, printed, never asserted:
// - server search latency over HTTP at 2,000 and 50,000 products (p50/p99; goal p99 <= 15 ms at 50,000);
// - keystroke-to-painted-results in Chromium (p50/p95), from the last keystroke to the listbox shown;
// - requests sent while typing a 12-character term at 80 ms per key (goal: 1).
import { chromium } from 'playwright-core';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../demo/app';
// @ts-expect-error plain JS module
import { CHROMIUM_ARGS, ensureChromium } from '../test/e2e/chromium.mjs';

const TERMS = ['lip', 'lipstick', 'matte lipstick', 'foundation', 'serum', 'rose', 'mascara black', 'gift', 'brush', 'cleanser', 'velvet', 'nude'];
const pct = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]!;
const query = (term: string) =>
  `/enrpc/JSONControllerServlet.do?M=recs_per_page%3A10&N=&Nao=0&Ntt=${encodeURIComponent(term)}&Ntk=all&Ntx=mode+matchallpartial&Ntpc=1&Ntpr=1&Nty=1&Nu=p_PRODUCT_ID&Np=2` +
  `&Nf=s_searchable%7CGT+0%7Cp_shoppable%7CGT+0%7Cp_displayable%7CGT+0&Nr=${encodeURIComponent('AND(rec_type:product,locale:en_US,NOT(s_INVENTORY_STATUS:5),NOT(s_discontinued:1))')}`;

async function serverLatency(products: number): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'sfi-bench-search-'));
  const started = Date.now();
  const app = await buildApp({ dbPath: join(dir, 'bench.db'), products });
  const seeded = Date.now() - started;
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    // First request per term: the full-text match runs (the server caches match sets of recent terms).
    const cold: number[] = [];
    for (const term of TERMS) {
      const t0 = performance.now();
      await fetch(url + query(term)).then((r) => r.arrayBuffer());
      cold.push(performance.now() - t0);
    }
    const times: number[] = [];
    for (let round = 0; round < 25; round++) {
      for (const term of TERMS) {
        const t0 = performance.now();
        const response = await fetch(url + query(term));
        await response.arrayBuffer();
        times.push(performance.now() - t0);
      }
    }
    console.log(
      `server search, ${products} products (seeded in ${seeded} ms): first request per term p50 ${pct(cold, 50).toFixed(2)} ms, max ${Math.max(...cold).toFixed(2)} ms (${cold.length} terms); ` +
        `repeated terms p50 ${pct(times, 50).toFixed(2)} ms, p99 ${pct(times, 99).toFixed(2)} ms over ${times.length} requests`,
    );
  } finally {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function typeahead(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'sfi-bench-ta-'));
  const app = await buildApp({ dbPath: join(dir, 'bench.db'), products: 2000 });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
  try {
    for (const flavour of ['preact', 'react']) {
      const page = await browser.newPage();
      await page.addInitScript({ content: 'window.__name = (fn) => fn;' }); // tsx names functions through __name
      let requests = 0;
      page.on('request', (r) => {
        if (r.url().includes('/enrpc/JSONControllerServlet.do')) requests += 1;
      });
      await page.goto(`${url}/${flavour === 'react' ? '?flavour=react' : ''}`);
      await page.waitForSelector('[role=combobox]');
      const input = page.getByRole('combobox', { name: 'Search products' });
      const times: number[] = [];
      for (const term of TERMS.filter((t) => t.length >= 3)) {
        await input.fill('');
        await page.waitForTimeout(250);
        await input.pressSequentially(term.slice(0, -1), { delay: 20 });
        // Time from the last keystroke to the listbox painted with options.
        const ms = await page.evaluate(async (last) => {
          const box = document.querySelector('[role=combobox]') as HTMLInputElement;
          const t0 = performance.now();
          // The native setter, so React's value tracker sees a real change (as with typing).
          Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(box, box.value + last);
          box.dispatchEvent(new InputEvent('input', { bubbles: true, data: last, inputType: 'insertText' }));
          await new Promise<void>((resolve) => {
            const check = () => {
              const list = document.querySelector('[role=listbox]') as HTMLElement | null;
              if (list && !list.hidden && box.getAttribute('aria-expanded') === 'true') requestAnimationFrame(() => resolve());
              else requestAnimationFrame(check);
            };
            check();
          });
          return performance.now() - t0;
        }, term.slice(-1));
        times.push(ms);
      }
      await input.fill('');
      await page.waitForTimeout(300);
      requests = 0;
      await input.pressSequentially('foundation s', { delay: 80 });
      await page.waitForTimeout(600);
      console.log(
        `typeahead keystroke to painted results (${flavour}, includes the 175 ms debounce): p50 ${pct(times, 50).toFixed(0)} ms, p95 ${pct(times, 95).toFixed(0)} ms over ${times.length} terms; ` +
          `requests while typing a 12-character term at 80 ms per key: ${requests}`,
      );
      await page.close();
    }
  } finally {
    await browser.close();
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  await serverLatency(2000);
  await serverLatency(50000);
  await typeahead();
}

void main();
