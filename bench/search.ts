// Search figures, printed, never asserted as times; the bench stops with an error when the work it times did not
// happen (a non-200 answer, a total that is not the one SQLite counts, an empty page for a term known to match, a
// typeahead that sent no request):
// - server search latency over HTTP at 2,000 and 50,000 products (goal at 50,000: a term's first query p99 <= 10 ms,
//   repeated queries p99 <= 10 ms), for narrow terms (the rarest indexed words), broad ones (the commonest words and
//   two-letter prefixes, as the typeahead's wildcard retry sends them), the storefront's sample terms and terms typed
//   mid-word ("lipst matte");
// - keystroke-to-painted-results in Chromium (p50/p95), from the last keystroke to the listbox shown;
// - requests sent while typing a 12-character term at 80 ms per key (goal: 1).
import { chromium } from 'playwright-core';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { buildApp } from '../demo/app';
import type { Db } from '../demo/db/open';
// @ts-expect-error plain JS module
import { CHROMIUM_ARGS, ensureChromium } from '../test/e2e/chromium.mjs';

/** The storefront's sample terms (the figures before this bench knew narrow from broad). */
const SAMPLE_TERMS = ['lip', 'lipstick', 'matte lipstick', 'foundation', 'serum', 'rose', 'mascara black', 'gift', 'brush', 'cleanser', 'velvet', 'nude'];
/**
 * Terms typed mid-word, a word cut short before or after a whole one: the server searches the cut word as a prefix
 * ("lipst matte" as `lipst* matte`; docs/decisions.md, "Unfinished words").
 */
const UNFINISHED_TERMS = ['lipst matte', 'matte lipst', 'eyesh shimmer', 'nude lipst', 'velv rose', 'brus foundation', 'hydrat serum', 'mascara blac', 'shimm blush', 'waterpr mascara', 'glow highl', 'gift se'];
/** Terms per group drawn from the index vocabulary. */
const GROUP_SIZE = 24;
const REPEAT_ROUNDS = 10;

const pct = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]!;
const query = (term: string) =>
  `/enrpc/JSONControllerServlet.do?M=recs_per_page%3A10&N=&Nao=0&Ntt=${encodeURIComponent(term)}&Ntk=all&Ntx=mode+matchallpartial&Ntpc=1&Ntpr=1&Nty=1&Nu=p_PRODUCT_ID&Np=2` +
  `&Nf=s_searchable%7CGT+0%7Cp_shoppable%7CGT+0%7Cp_displayable%7CGT+0&Nr=${encodeURIComponent('AND(rec_type:product,locale:en_US,NOT(s_INVENTORY_STATUS:5),NOT(s_discontinued:1))')}`;

function fail(message: string): never {
  throw new Error(`search bench: ${message}`);
}

interface Expected { products: number; records: number }

/**
 * What the answer to `term` must count, straight from SQLite (FTS5 over the searchable SKUs), not from the search
 * engine: products and SKUs matching every word, else (matchallpartial) any word.
 */
function expectedCounts(db: Db, term: string): Expected {
  const words = term.split(' ').map((word) => `"${word.replace(/\*$/, '')}"${word.endsWith('*') ? '*' : ''}`);
  const count = db.prepare(`SELECT COUNT(DISTINCT s.product_id), COUNT(*) FROM searchable_skus s
    WHERE s.product_id IN (SELECT rowid FROM product_search WHERE product_search MATCH ?)`).raw();
  for (const expression of [words.join(' AND '), words.join(' OR ')]) {
    const [products, records] = count.get(expression) as [number, number];
    if (products > 0) return { products, records };
  }
  return { products: 0, records: 0 };
}

/** `term` as the server searches it: a word the index lacks that begins a longer indexed word becomes a prefix. */
function completedTerm(db: Db, term: string): string {
  const vocabulary = db.prepare('SELECT term FROM product_search_vocab').pluck().all() as string[];
  const known = new Set(vocabulary);
  return term.split(' ').map((word) => (!known.has(word) && vocabulary.some((t) => t.startsWith(word)) ? `${word}*` : word)).join(' ');
}

/**
 * Indexed words found in searchable products: the `GROUP_SIZE` rarest and commonest, the commonest two-letter
 * prefixes, and (to warm the server up) words from the middle of the list, the next prefixes and pairs of words.
 */
function vocabularyTerms(db: Db): { narrow: string[]; broad: string[]; warmUp: string[] } {
  const words = db.prepare("SELECT term FROM product_search_vocab WHERE term GLOB '[a-z]*' AND term NOT GLOB '*[^a-z]*' ORDER BY doc, term")
    .pluck().all() as string[];
  const matching = words.filter((word) => expectedCounts(db, word).products > 0);
  const prefixes = new Map<string, number>();
  for (const word of matching) if (word.length > 2) prefixes.set(word.slice(0, 2), (prefixes.get(word.slice(0, 2)) ?? 0) + 1);
  const byCount = [...prefixes].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([p]) => `${p}*`);
  const middle = matching.slice(Math.floor(matching.length / 2 - GROUP_SIZE / 2)).slice(0, GROUP_SIZE);
  return {
    narrow: matching.slice(0, GROUP_SIZE),
    broad: [...matching.slice(-GROUP_SIZE / 2), ...byCount.slice(0, GROUP_SIZE / 2)],
    // Every kind of term the groups hold (one word, a prefix, two words), none of theirs.
    warmUp: [...middle, ...byCount.slice(GROUP_SIZE / 2, GROUP_SIZE), ...middle.slice(0, GROUP_SIZE / 2).map((word, k) => `${word} ${middle[k + 1]}`)],
  };
}

/** Wall time over HTTP, and the CPU time this process (server and client both) spent on the request. */
interface Timed { term: string; ms: number; cpuMs: number }

/**
 * A GET as a browser makes it: asking for brotli or gzip (the server compresses its JSON answers,
 * demo/http/compression.ts), the body decoded in one native call once it has arrived, as a browser's network stack
 * does. Node's `fetch` decodes through a chain of web streams instead, which added 2 ms at p50 and 5–40 ms at p99 to
 * answers the server had sent in 2–4 ms (docs/decisions.md "Search-server performance"): a cost of this client only.
 */
function get(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { headers: { 'accept-encoding': 'br, gzip' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = response.headers['content-encoding'];
        const body = encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
        resolve({ status: response.statusCode ?? 0, body: body.toString('utf8') });
      });
    });
    request.on('error', reject);
    request.end();
  });
}

async function timedSearch(url: string, term: string, expected: Expected): Promise<Timed> {
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  // The time includes compressing the answer and decoding it.
  const response = await get(url + query(term));
  const body = response.body;
  const ms = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  if (response.status !== 200) fail(`"${term}" answered HTTP ${response.status}`);
  const answer = JSON.parse(body) as { AggrRecords: Array<{ Records: unknown[] }>; MetaInfo: Record<string, string> };
  const products = Number(answer.MetaInfo['Total Number of Matching Aggregate Records']);
  const records = Number(answer.MetaInfo['Total Number of Matching Records']);
  if (products !== expected.products || records !== expected.records) {
    fail(`"${term}" counted ${products} products and ${records} records; SQLite counts ${expected.products} and ${expected.records}`);
  }
  if (answer.AggrRecords.length !== Math.min(10, expected.products) || answer.AggrRecords.some((a) => a.Records.length === 0)) {
    fail(`"${term}" showed ${answer.AggrRecords.length} products (some without SKU records?), not ${Math.min(10, expected.products)}`);
  }
  return { term, ms, cpuMs };
}

const figures = (times: Timed[]) => {
  const ms = times.map((t) => t.ms);
  const cpu = times.map((t) => t.cpuMs);
  const slowest = times.reduce((a, b) => (b.ms > a.ms ? b : a));
  return `p50 ${pct(ms, 50).toFixed(2)} ms, p99 ${pct(ms, 99).toFixed(2)} ms, max ${slowest.ms.toFixed(2)} ms ("${slowest.term}") ` +
    `over ${ms.length} [CPU p50 ${pct(cpu, 50).toFixed(2)} ms, p99 ${pct(cpu, 99).toFixed(2)} ms]`;
};

async function serverLatency(products: number): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'sfi-bench-search-'));
  const started = Date.now();
  // Rate limits off: this measures what a search costs, not the limiter (docs/security.md).
  const app = await buildApp({ dbPath: join(dir, 'bench.db'), products, rateLimit: false });
  const ready = Date.now() - started;
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    const db = app.storefront.db;
    const { narrow, broad, warmUp } = vocabularyTerms(db);
    const groups = { narrow, broad, sample: SAMPLE_TERMS, unfinished: UNFINISHED_TERMS };
    const expected = new Map<string, Expected>();
    for (const term of [...narrow, ...broad, ...SAMPLE_TERMS, ...warmUp]) expected.set(term, expectedCounts(db, term));
    for (const term of UNFINISHED_TERMS) {
      const completed = completedTerm(db, term);
      if (completed === term) fail(`"${term}" has no unfinished word at ${products} products`);
      expected.set(term, expectedCounts(db, completed));
    }
    for (const term of [...SAMPLE_TERMS, ...UNFINISHED_TERMS]) if (expected.get(term)!.products === 0) fail(`the term "${term}" matches nothing at ${products} products`);
    const memory = process.memoryUsage();
    const mb = (bytes: number) => (bytes / 1048576).toFixed(0);
    console.log(`server search, ${products} products (server ready in ${ready} ms, seeding included; ` +
      `load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores; CPU = this process, server and client; answers brotli-compressed as a browser asks, decoded in one call as a browser does; ` +
      `memory once ready: RSS ${mb(memory.rss)} MB, JS heap ${mb(memory.heapUsed)} MB, typed arrays ${mb(memory.arrayBuffers)} MB):`);
    // The server's very first searches compile the code they run (V8 starts it interpreted; a prefix or a second
    // word takes paths a single word does not): timed apart, as the cost of a fresh process rather than of a term.
    const cold: Timed[] = [];
    for (const term of warmUp) cold.push(await timedSearch(url, term, expected.get(term)!));
    console.log(`  the server's first ${cold.length} searches (other words, prefixes and pairs; code not yet compiled): ${figures(cold)}`);
    // First request per term: nothing is cached for it yet. Groups interleaved, so load on the machine hits them alike.
    const first: Record<string, Timed[]> = { narrow: [], broad: [], sample: [], unfinished: [] };
    const order = Object.entries(groups).flatMap(([group, terms]) => terms.map((term, k) => ({ group, term, k })))
      .sort((a, b) => a.k - b.k);
    for (const { group, term } of order) first[group]!.push(await timedSearch(url, term, expected.get(term)!));
    const repeated: Record<string, Timed[]> = { narrow: [], broad: [], sample: [], unfinished: [] };
    for (let round = 0; round < REPEAT_ROUNDS; round++) {
      for (const { group, term } of order) repeated[group]!.push(await timedSearch(url, term, expected.get(term)!));
    }
    for (const group of Object.keys(groups)) {
      const terms = groups[group as keyof typeof groups];
      const sizes = terms.map((term) => expected.get(term)!.products);
      console.log(`  ${group} terms (${terms.length}, ${Math.min(...sizes)}–${Math.max(...sizes)} products each): ` +
        `first query ${figures(first[group]!)}; repeated ${figures(repeated[group]!)}`);
    }
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
      for (const term of SAMPLE_TERMS.filter((t) => t.length >= 3)) {
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
      if (times.length === 0) fail(`the typeahead (${flavour}) showed no results`);
      if (requests === 0) fail(`the typeahead (${flavour}) sent no search while a term was typed`);
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

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
