// Search under abuse (docs/security.md, "One request must not stall the server"). Prints figures, never asserts a
// time; stops with an error when the work it times did not happen (a non-200 answer, an empty or inconsistent
// view-all, totals other than SQLite counts itself, an aggregate without its representative record's keys, a /healthz
// that did not say "ok"):
// - body size and time of a view-all (the results page's own request, recs_per_page:10000) for the broadest term;
// - the same for the barest such request: flat records, no term, recs_per_page:10000;
// - /healthz latency (p50/p99/max) while 8 such view-alls run at once, with the server's event-loop delay and RSS.
// The server runs in a child process (this file with --serve), so the load generator's own work never counts as
// server latency.
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../demo/app';

const PRODUCTS = 2000;
const CONCURRENT = 8;
const ROUNDS = 3;
const SEQUENTIAL_RUNS = 5;
const ENDPOINT = '/enrpc/JSONControllerServlet.do';
const RECORD_FILTER = 'AND(rec_type:product,locale:en_US,NOT(s_INVENTORY_STATUS:5),NOT(s_discontinued:1))';

type ServerMessage =
  | { type: 'ready'; url: string; term: string; searchableProducts: number; searchableSkus: number; termProducts: number; termSkus: number }
  | { type: 'report'; loopDelayMaxMs: number; loopDelayP99Ms: number; rssPeakMb: number };

const pct = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]!;
const mb = (bytes: number) => (bytes / 1e6).toFixed(2);
const ms = (value: number) => value.toFixed(1);

/** The results page's view-all request (src/rpc/endeca-query.ts with viewAll), or the bare one (no term, flat). */
function viewAllQuery(term: string | null): string {
  if (term === null) return 'M=recs_per_page:10000';
  return new URLSearchParams({
    M: 'recs_per_page:10000', N: '', Nao: '0', Ntt: term, Ntk: 'all', Ntx: 'mode matchallpartial', Ntpc: '1', Ntpr: '1',
    Nty: '1', Nu: 'p_PRODUCT_ID', Np: '2', Nf: 's_searchable|GT 0|p_shoppable|GT 0|p_displayable|GT 0', Nr: RECORD_FILTER,
  }).toString();
}

// ---- the server (child process) ---------------------------------------------------------------------------

async function serve(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'sfi-bench-abuse-'));
  // Rate limits off: this measures what a search costs the server, not the limiter (docs/security.md).
  const app = await buildApp({ dbPath: join(dir, 'bench.db'), products: PRODUCTS, rateLimit: false });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  const db = app.storefront.db;
  // The broadest term: the indexed word found in the most products.
  const term = db.prepare("SELECT term FROM product_search_vocab WHERE term GLOB '[a-z][a-z][a-z]*' ORDER BY doc DESC, term LIMIT 1").pluck().get() as string;
  const [searchableProducts, searchableSkus] = db.prepare('SELECT COUNT(DISTINCT product_id), COUNT(*) FROM searchable_skus').raw().get() as [number, number];
  // What the view-all must count, from SQLite itself (FTS5 over the searchable SKUs), not from the search engine.
  const [termProducts, termSkus] = db.prepare(`SELECT COUNT(DISTINCT product_id), COUNT(*) FROM searchable_skus
    WHERE product_id IN (SELECT rowid FROM product_search WHERE product_search MATCH ?)`).raw().get(`"${term}"`) as [number, number];
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  let rssPeak = 0;
  const sampler = setInterval(() => { rssPeak = Math.max(rssPeak, process.memoryUsage.rss()); }, 10);
  process.on('message', (message: string) => {
    if (message === 'reset') {
      delay.reset();
      rssPeak = process.memoryUsage.rss();
    } else if (message === 'report') {
      process.send!({ type: 'report', loopDelayMaxMs: delay.max / 1e6, loopDelayP99Ms: delay.percentile(99) / 1e6, rssPeakMb: rssPeak / 1e6 } satisfies ServerMessage);
    } else if (message === 'stop') {
      clearInterval(sampler);
      delay.disable();
      void app.close().then(() => {
        rmSync(dir, { recursive: true, force: true });
        process.exit(0);
      });
    }
  });
  process.send!({ type: 'ready', url, term, searchableProducts, searchableSkus, termProducts, termSkus } satisfies ServerMessage);
}

// ---- the load generator (parent) --------------------------------------------------------------------------

function nextMessage<T extends ServerMessage['type']>(child: ChildProcess, type: T): Promise<Extract<ServerMessage, { type: T }>> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: ServerMessage) => {
      if (message.type !== type) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(message as Extract<ServerMessage, { type: T }>);
    };
    const onExit = (code: number | null) => reject(new Error(`the bench server exited (${code}) before sending "${type}"`));
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

interface Fetched { status: number; bytes: number; ms: number; body: Buffer }

async function timedGet(url: string): Promise<Fetched> {
  const t0 = performance.now();
  const response = await fetch(url);
  const body = Buffer.from(await response.arrayBuffer());
  return { status: response.status, bytes: body.length, ms: performance.now() - t0, body };
}

function fail(message: string): never {
  throw new Error(`search-abuse bench: ${message}`);
}

/** What a view-all must count: products (aggregates) and records (SKUs). */
interface Expected { products: number; records: number }

/**
 * Checks that a view-all answer holds what it says it holds and counts what SQLite counts; returns the number of
 * products (or records) in it and whether the byte limit cut it (then `Next Page Link` goes on from there).
 */
function checkedAnswer(label: string, fetched: Fetched, rollup: boolean, expected: Expected): { shown: number; cut: boolean } {
  if (fetched.status !== 200) fail(`${label} answered HTTP ${fetched.status}`);
  type Aggregate = { Properties: Record<string, string>; Records: Array<{ Properties: Record<string, string> }> };
  const answer = JSON.parse(fetched.body.toString('utf8')) as { Records: unknown[]; AggrRecords: Aggregate[]; MetaInfo: Record<string, string> };
  const shown = rollup ? answer.AggrRecords.length : answer.Records.length;
  if (shown === 0) fail(`${label} holds no ${rollup ? 'products' : 'records'}`);
  if (Number(answer.MetaInfo['Ending Record Number']) !== shown) {
    fail(`${label} holds ${shown} entries but MetaInfo says it ends at ${answer.MetaInfo['Ending Record Number']}`);
  }
  const products = Number(answer.MetaInfo['Total Number of Matching Aggregate Records']);
  const records = Number(answer.MetaInfo['Total Number of Matching Records']);
  if (products !== expected.products || records !== expected.records) {
    fail(`${label} counts ${products} products and ${records} records; SQLite counts ${expected.products} and ${expected.records}`);
  }
  const cut = answer.MetaInfo['Next Page Link'] !== '';
  if (shown !== (rollup ? products : records) && !cut) fail(`${label} shows ${shown} of ${rollup ? products : records} with no link to the rest`);
  if (rollup && answer.AggrRecords.some((aggregate) => aggregate.Records.length === 0)) fail(`${label} has a product without SKU records`);
  // An aggregate carries its representative (first) record's SKU keys (docs/wire-formats.md).
  if (rollup && answer.AggrRecords.some((aggregate) => aggregate.Properties.s_SKU_ID !== aggregate.Records[0]!.Properties.s_SKU_ID)) {
    fail(`${label} has an aggregate whose s_SKU_ID is not its first record's`);
  }
  return { shown, cut };
}

async function main(): Promise<void> {
  const child = fork(fileURLToPath(import.meta.url), ['--serve'], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  try {
    const { url, term, searchableProducts, searchableSkus, termProducts, termSkus } = await nextMessage(child, 'ready');
    const viewAll = `${url}${ENDPOINT}?${viewAllQuery(term)}`;
    const probe = `${url}${ENDPOINT}?${viewAllQuery(null)}`;

    // One at a time: size and time of each shape (the first request also warms the match cache).
    const sequential: Record<string, { fetched: Fetched[]; shown: number }> = {};
    const shapes = [
      [`view-all "${term}"`, viewAll, true, { products: termProducts, records: termSkus }],
      ['flat probe', probe, false, { products: searchableProducts, records: searchableSkus }],
    ] as const;
    for (const [label, target, rollup, expected] of shapes) {
      const fetched: Fetched[] = [];
      for (let run = 0; run < SEQUENTIAL_RUNS; run++) fetched.push(await timedGet(target));
      const checked = fetched.map((f) => checkedAnswer(label, f, rollup, expected));
      if (new Set(fetched.map((f) => f.bytes)).size !== 1) fail(`${label} answered different bodies to the same request`);
      const { shown, cut } = checked[0]!;
      sequential[label] = { fetched, shown };
      const times = fetched.map((f) => f.ms);
      console.log(`${label} (${PRODUCTS} products, ${searchableProducts} searchable): ${shown} of ${rollup ? expected.products : expected.records} ` +
        `${rollup ? 'products' : 'records'}${cut ? ' (cut at the byte limit)' : ''}, body ${mb(fetched[0]!.bytes)} MB (${fetched[0]!.bytes} bytes); ` +
        `time p50 ${ms(pct(times, 50))} ms, max ${ms(Math.max(...times))} ms over ${SEQUENTIAL_RUNS} requests`);
    }
    const expectedBytes = sequential[`view-all "${term}"`]!.fetched[0]!.bytes;

    // /healthz alone, for comparison.
    const idle: number[] = [];
    for (let i = 0; i < 200; i++) {
      const fetched = await timedGet(`${url}/healthz`);
      if (fetched.status !== 200 || fetched.body.toString() !== 'ok') fail(`/healthz answered ${fetched.status}`);
      idle.push(fetched.ms);
    }

    // /healthz, one request after another, while CONCURRENT view-alls run at once.
    const busy: number[] = [];
    const reports: Array<Extract<ServerMessage, { type: 'report' }>> = [];
    let wall = 0;
    for (let round = 0; round < ROUNDS; round++) {
      child.send('reset');
      const t0 = performance.now();
      let running = true;
      const load = Promise.all(Array.from({ length: CONCURRENT }, () => timedGet(viewAll))).finally(() => { running = false; });
      let polls = 0;
      while (running) {
        const fetched = await timedGet(`${url}/healthz`);
        if (fetched.status !== 200 || fetched.body.toString() !== 'ok') fail(`/healthz answered ${fetched.status} under load`);
        busy.push(fetched.ms);
        polls++;
      }
      const answers = await load;
      wall += performance.now() - t0;
      for (const answer of answers) {
        if (answer.status !== 200 || answer.bytes !== expectedBytes) fail(`a concurrent view-all answered ${answer.status} with ${answer.bytes} bytes, not ${expectedBytes}`);
      }
      if (polls === 0) fail('no /healthz request ran while the view-alls did');
      child.send('report');
      reports.push(await nextMessage(child, 'report'));
    }
    console.log(`/healthz idle: p50 ${ms(pct(idle, 50))} ms, p99 ${ms(pct(idle, 99))} ms, max ${ms(Math.max(...idle))} ms over ${idle.length} requests`);
    console.log(`/healthz while ${CONCURRENT} view-alls run at once: p50 ${ms(pct(busy, 50))} ms, p99 ${ms(pct(busy, 99))} ms, max ${ms(Math.max(...busy))} ms ` +
      `over ${busy.length} requests in ${ROUNDS} rounds (${ms(wall / ROUNDS)} ms per round of ${CONCURRENT} view-alls)`);
    console.log(`server during those rounds: event-loop delay max ${ms(Math.max(...reports.map((r) => r.loopDelayMaxMs)))} ms, ` +
      `p99 ${ms(Math.max(...reports.map((r) => r.loopDelayP99Ms)))} ms; peak RSS ${Math.max(...reports.map((r) => r.rssPeakMb)).toFixed(0)} MB`);
  } finally {
    child.send('stop');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

if (process.argv.includes('--serve')) void serve();
else main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
