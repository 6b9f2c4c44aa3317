// Delivery figures in Chromium (docs/decisions.md "Delivery"): the home page (typeahead, cards, header islands)
// with and without the server's modulepreload links, cold cache, each response delayed by LATENCY_MS (devtools
// network emulation, a round trip to a distant CDN; on loopback a chain of imports costs nothing and would show
// nothing): time from navigation to the last island chunk received (p50 and min: on a shared machine the minimum
// is the least disturbed), and the depth of the longest request chain (page → entry → island chunk → its imports). Then bytes on the wire for the home page, first and
// repeat visit (encodedDataLength of every response, the HTTP cache on). Prints figures; asserts only that what it
// timed happened.
import { chromium, type BrowserContext, type CDPSession } from 'playwright-core';
import Fastify, { type FastifyInstance } from 'fastify';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../demo/app';
import { registerDistAssets } from '../demo/http/dist-assets';
// @ts-expect-error plain JS module
import { CHROMIUM_ARGS, ensureChromium } from '../test/e2e/chromium.mjs';

const RUNS = Number(process.env.RUNS ?? 7);
const LATENCY_MS = 100;

interface Request {
  url: string;
  type: string;
  parent: string | null;
  bytes: number;
}

/**
 * Records every request of a page over CDP: its initiator (the document or script that asked for it) and its bytes
 * on the wire. `take()` hands over what was recorded so far and starts afresh.
 */
async function recordRequests(session: CDPSession): Promise<{ take(): Map<string, Request> }> {
  let requests = new Map<string, Request>();
  await session.send('Network.enable');
  session.on('Network.requestWillBeSent', (event) => {
    const initiator = event.initiator as { type: string; url?: string; stack?: { callFrames: Array<{ url: string }>; parent?: { callFrames: Array<{ url: string }> } } };
    const parent = initiator.url ?? initiator.stack?.callFrames[0]?.url ?? initiator.stack?.parent?.callFrames[0]?.url ?? null;
    requests.set(event.requestId, { url: event.request.url, type: event.type ?? 'Other', parent: parent || null, bytes: 0 });
  });
  session.on('Network.loadingFinished', (event) => {
    const request = requests.get(event.requestId);
    if (request) request.bytes = event.encodedDataLength;
  });
  return {
    take() {
      const taken = requests;
      requests = new Map();
      return taken;
    },
  };
}

/**
 * The longest chain of script requests, each asked for by the one before, from the page's URL down; `islandsOnly`
 * leaves out the JSON-RPC transport (ky and the batch decoder, which load with the first call, not with an island).
 */
function longestChain(requests: Map<string, Request>, islandsOnly = false): string[] {
  const byUrl = new Map([...requests.values()].map((r) => [r.url, r]));
  const chain = (request: Request): string[] => {
    const path = [request.url];
    for (let parent = request.parent ? byUrl.get(request.parent) : undefined; parent && !path.includes(parent.url); parent = parent.parent ? byUrl.get(parent.parent) : undefined) path.unshift(parent.url);
    return path;
  };
  return [...requests.values()].filter((r) => r.type === 'Script' && !(islandsOnly && /\/chunks\/(ky|batch-answer)-/.test(r.url))).map(chain).reduce((a, b) => (b.length > a.length ? b : a), []);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function waterfall(context: BrowserContext, url: string, preload: boolean) {
  const page = await context.newPage();
  // Without: the same page with its modulepreload links taken out. Both go through the route, so both pay for it.
  await page.route(url, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    await route.fulfill({ response, body: preload ? body : body.replace(/<link rel="modulepreload"[^>]*>\s*/g, '') });
  });
  const session = await context.newCDPSession(page);
  const recorder = await recordRequests(session);
  await session.send('Network.emulateNetworkConditions', { offline: false, latency: LATENCY_MS, downloadThroughput: -1, uploadThroughput: -1 });
  await page.goto(url);
  await page.waitForFunction(() => {
    const hosts = [...document.querySelectorAll('[data-widget]')].filter((h) => h.getAttribute('data-hydrate') !== 'interaction' && h.getAttribute('data-hydrate') !== 'visible' && h.getAttribute('data-hydrate') !== 'idle');
    return hosts.length > 0 && hosts.every((h) => h.getAttribute('data-widget-state') === 'mounted');
  }, undefined, { timeout: 60000 });
  // Idle hosts (the typeahead) mount when the browser is idle; wait for them too.
  await page.waitForFunction(() => [...document.querySelectorAll('[data-widget]:not([data-hydrate="interaction"]):not([data-hydrate="visible"])')].every((h) => h.getAttribute('data-widget-state') === 'mounted'), undefined, { timeout: 60000 });
  const timing = await page.evaluate(() => {
    const chunks = performance.getEntriesByType('resource').filter((e) => /\/islands\/[^/]+\.js$/.test(e.name)) as PerformanceResourceTiming[];
    return { islands: chunks.length, lastIsland: Math.max(...chunks.map((e) => e.responseEnd)), preloads: document.querySelectorAll('link[rel="modulepreload"]').length };
  });
  const requests = recorder.take();
  const chain = longestChain(requests);
  const islandDepth = longestChain(requests, true).length;
  await page.close();
  if (timing.islands === 0) throw new Error(`no island chunk loaded on ${url}: nothing to time`);
  if ((timing.preloads > 0) !== preload) throw new Error(`expected ${preload ? 'some' : 'no'} modulepreload links on ${url}, found ${timing.preloads}`);
  return { ...timing, depth: chain.length, islandDepth, chain: chain.map((u) => new URL(u).pathname.replace(/^.*\/dist\/[a-z]+\//, '').replace(/-[\w-]{8}\.js$/, '')).join(' → ') };
}

interface Visit {
  total: number;
  requests: number;
  byType: Record<string, { requests: number; bytes: number }>;
  /**
   * Of `total`, the requests for addresses an earlier visit had not asked for, by type: a repeat visit's bytes are
   * those and what the cache did not serve again (a lazy image below the fold that one visit reached and the other not).
   */
  unseen: Record<string, { requests: number; bytes: number }>;
}

async function wireBytes(context: BrowserContext, url: string): Promise<{ first: Visit; repeat: Visit }> {
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  const recorder = await recordRequests(session);
  const seen = new Set<string>();
  const visit = async () => {
    await page.goto(url);
    await page.waitForFunction(() => [...document.querySelectorAll('[data-widget]:not([data-hydrate="interaction"]):not([data-hydrate="visible"])')].every((h) => h.getAttribute('data-widget-state') === 'mounted'), undefined, { timeout: 60000 });
    await page.waitForLoadState('networkidle');
    const requests = recorder.take();
    const byType: Record<string, { requests: number; bytes: number }> = {};
    const unseen: Record<string, { requests: number; bytes: number }> = {};
    for (const r of requests.values()) {
      const row = (byType[r.type] ??= { requests: 0, bytes: 0 });
      row.requests += 1;
      row.bytes += r.bytes;
      if (!seen.has(r.url)) {
        const fresh = (unseen[r.type] ??= { requests: 0, bytes: 0 });
        fresh.requests += 1;
        fresh.bytes += r.bytes;
      }
    }
    for (const r of requests.values()) seen.add(r.url);
    return { total: [...requests.values()].reduce((sum, r) => sum + r.bytes, 0), requests: requests.size, byType, unseen };
  };
  const first = await visit();
  const repeat = await visit();
  await page.close();
  if (first.requests === 0) throw new Error(`no request recorded for ${url}: nothing to measure`);
  return { first, repeat };
}

/** A CDN stand-in as a real one runs: HTTP/2 over TLS (a throwaway self-signed certificate), dist/ at its root. */
async function startCdn(dir: string): Promise<{ url: string; close(): Promise<void> }> {
  const key = join(dir, 'cdn.key');
  const cert = join(dir, 'cdn.crt');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'], { stdio: 'ignore' });
  const cdn = Fastify({ http2: true, https: { key: readFileSync(key), cert: readFileSync(cert) } });
  await registerDistAssets(cdn as unknown as FastifyInstance, join(process.cwd(), 'dist'), '/');
  const url = await cdn.listen({ host: '127.0.0.1', port: 0 });
  return { url, close: () => cdn.close() };
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'sfi-bench-'));
  const cdn = await startCdn(dir);
  // The same storefront twice: the bundle from its own /dist/ (HTTP/1.1, six connections), and from the CDN (HTTP/2).
  const apps = [
    { label: 'same origin, HTTP/1.1', app: await buildApp({ dbPath: join(dir, 'bench.db'), products: 200, rateLimit: false }) },
    { label: 'CDN origin, HTTP/2', app: await buildApp({ dbPath: join(dir, 'bench-cdn.db'), products: 200, rateLimit: false, assetBase: `${cdn.url}/` }) },
  ];
  const setups = await Promise.all(apps.map(async ({ label, app }) => ({ label, app, base: await app.listen({ host: '127.0.0.1', port: 0 }) })));
  // A page fulfilled by the route above has no address of its own, so Chromium's local-network checks would stop it
  // fetching from the loopback CDN; a page the server sends (the e2e CDN test) needs no such switch.
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: [...CHROMIUM_ARGS, '--disable-features=LocalNetworkAccessChecks'] });
  try {
    for (const flavour of ['preact', 'react']) {
      const size = (file: string) => statSync(join('dist', flavour, file)).size;
      console.log(`storefront.js (${flavour}): raw ${size('storefront.js')} B, gzip ${size('storefront.js.gz')} B, brotli ${size('storefront.js.br')} B`);
    }
    for (const { label, base } of setups.slice(Number(process.env.SETUP ?? 0))) {
      for (const flavour of ['preact', 'react']) {
        const url = `${base}/${flavour === 'react' ? '?flavour=react' : ''}`;
        for (const preload of [false, true]) {
          const runs = [];
          for (let run = 0; run <= RUNS; run++) {
            const context = await browser.newContext({ ignoreHTTPSErrors: true }); // a cold HTTP cache each run; the CDN's certificate is a throwaway
            const result = await waterfall(context, url, preload);
            await context.close();
            if (run > 0) runs.push(result); // the first run warms the server and the JIT
          }
          const last = runs.map((r) => r.lastIsland);
          console.log(`waterfall home (${flavour}, ${label}, ${preload ? 'with' : 'without'} modulepreload, +${LATENCY_MS} ms per response): last island chunk received at p50 ${median(last).toFixed(0)} ms `
            + `(min ${Math.min(...last).toFixed(0)}), request chain depth to the islands' chunks ${median(runs.map((r) => r.islandDepth))}, to any script ${median(runs.map((r) => r.depth))} `
            + `(page = 1), ${runs[0]!.islands} island chunks, ${runs[0]!.preloads} preload links, over ${runs.length} runs; longest chain ${runs[0]!.chain}`);
        }
      }
    }
    for (const flavour of ['preact', 'react']) {
      const url = `${setups[0]!.base}/${flavour === 'react' ? '?flavour=react' : ''}`;
      const rows = (byType: Visit['byType']) => Object.entries(byType).map(([type, row]) => `${type} ${row.bytes} B/${row.requests}`).join(', ');
      const context = await browser.newContext();
      const { first, repeat } = await wireBytes(context, url);
      await context.close();
      console.log(`home page bytes on the wire (${flavour}): first visit ${first.total} B in ${first.requests} requests (${rows(first.byType)}); repeat visit ${repeat.total} B in ${repeat.requests} requests (${rows(repeat.byType)}), of which addresses the first visit had not asked for: ${rows(repeat.unseen) || 'none'}`);
      const uncompressed = await browser.newContext({ extraHTTPHeaders: { 'Accept-Encoding': 'identity' } });
      const raw = await wireBytes(uncompressed, url);
      await uncompressed.close();
      console.log(`home page bytes on the wire (${flavour}), first visit asking for no compression (how scripts went out before): ${raw.first.total} B (${rows(raw.first.byType)})`);
    }
  } finally {
    await browser.close();
    for (const { app } of setups) await app.close();
    await cdn.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

void main();
