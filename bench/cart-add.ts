// Server `rpc.form` cart add over HTTP: p50/p99. Prints figures; asserts nothing about time.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../demo/app';

const ADDS = 1000;
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
    for (let i = 0; i < ADDS; i++) {
      if (i % 20 === 0) {
        // A fresh shopper every 20 adds keeps each line under the per-line maximum.
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
      const answer = (await response.json()) as Array<{ error?: unknown }>;
      times.push(performance.now() - t0);
      if (answer[0]?.error) throw new Error(`cart add failed: ${JSON.stringify(answer[0].error)}`);
    }
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
