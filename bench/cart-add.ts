// Server `rpc.form` cart add over HTTP: p50/p99. Prints figures; asserts nothing about time. Fails when an add did
// not happen: an answer other than HTTP 200 with a result, a bag that does not hold one unit more than before, or a
// last bag (asked for afresh with trans.get) without every add of its shopper.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../demo/app';

const ADDS = 1000;
/** Adds per shopper: a fresh one every 20 keeps each line under the per-line maximum. */
const PER_SHOPPER = 20;
const pct = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]!;

function cookiesOf(response: Response): string {
  return response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'sfi-bench-cart-'));
  // 1,000 adds a minute from one address is more than the RPC limit allows a client (docs/security.md); this
  // measures the add, not the limiter.
  const app = await buildApp({ dbPath: join(dir, 'bench.db'), products: 2000, rateLimit: false });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  const skus = (app.storefront.db.prepare('SELECT s.id FROM skus s JOIN products p ON p.id = s.product_id WHERE s.inventory_status = 1 AND s.shoppable = 1 AND p.discontinued = 0 AND p.is_kit = 0 LIMIT 4').all() as Array<{ id: number }>).map((r) => r.id);
  try {
    const times: number[] = [];
    let session = '';
    let token = '';
    let bag = 0;
    for (let i = 0; i < ADDS; i++) {
      if (i % PER_SHOPPER === 0) {
        bag = 0;
        const page = await fetch(`${url}/`);
        await page.arrayBuffer();
        session = cookiesOf(page);
        token = /csrftoken=([^;]+)/.exec(session)?.[1] ?? '';
      }
      const call = [{ method: 'rpc.form', id: i + 1, params: [{ _SUBMIT: 'cart', SKU_BASE_ID: skus[i % skus.length], QTY: 1, INCREMENT: 1, _TOKEN: decodeURIComponent(token) }] }];
      const t0 = performance.now();
      const response = await fetch(`${url}/rpc/jsonrpc.tmpl?dbgmethod=rpc.form`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: session },
        body: `JSONRPC=${encodeURIComponent(JSON.stringify(call))}`,
      });
      const answer = (await response.json()) as Array<{ error?: unknown; result?: { data?: { trans_data?: { items_count?: number } } } }>;
      times.push(performance.now() - t0);
      const add = `cart add ${i + 1} of ${ADDS}`;
      if (response.status !== 200) throw new Error(`${add}: HTTP ${response.status}`);
      if (answer[0]?.error || !answer[0]?.result) throw new Error(`${add} failed: ${JSON.stringify(answer[0]?.error ?? answer)}`);
      bag += 1;
      const count = answer[0].result.data?.trans_data?.items_count;
      if (count !== bag) throw new Error(`${add}: the bag holds ${count} units, not ${bag}`);
    }
    // The last shopper's bag as the server keeps it, asked afresh: every one of their adds is in it.
    const transGet = [{ method: 'trans.get', id: 1, params: [{ trans_fields: ['TRANS_ID', 'totals'], payment_fields: [], order_fields: ['items'] }] }];
    const kept = await fetch(`${url}/rpc/jsonrpc.tmpl?dbgmethod=trans.get`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: session },
      body: `JSONRPC=${encodeURIComponent(JSON.stringify(transGet))}`,
    });
    const bagKept = ((await kept.json()) as Array<{ result?: { value?: { items_count?: number } } }>)[0]?.result?.value?.items_count;
    const lastShopper = ((ADDS - 1) % PER_SHOPPER) + 1;
    if (kept.status !== 200 || bagKept !== lastShopper) throw new Error(`the last shopper's bag: HTTP ${kept.status}, ${bagKept} units, not ${lastShopper}`);
    console.log(`rpc.form cart add over HTTP: p50 ${pct(times, 50).toFixed(2)} ms, p99 ${pct(times, 99).toFixed(2)} ms over ${ADDS} sequential adds`);
  } finally {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
