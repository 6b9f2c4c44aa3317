// Test helper: a page with the real island runtime and registry, the real sfi:* DOM events, a fresh
// shared store, and a fake storefront endpoint behind the client (prodcat answered from a catalog of raw
// products, cart and favorites submits succeed unless a handler says otherwise).
import { CSRF_COOKIE } from '../../src/config/constants';
import { resolvePageConfig } from '../../src/config/page-config';
import { emit } from '../../src/mount/events';
// The runtime loads its renderer with the first island; loading it here, before any test installs fake timers,
// keeps react-dom's scheduler on the real timer functions it captures when it loads (a later test's fake clock
// would otherwise never run the work the scheduler queued on an earlier one's).
import '../../src/mount/island-root';
import { IslandRuntime } from '../../src/mount/runtime';
import type { JsonRpcClient } from '../../src/rpc/client';
import { parseProdcat } from '../../src/rpc/parse-storefront';
import { readCookie } from '../../src/store/cookie-jar';
import { getStore, type StorefrontStore } from '../../src/store/store';
import type { IslandRegistry } from '../../src/ui/island-context';
import { islands } from '../../src/widgets/registry';
import { closeBroadcastChannels, trackBroadcastChannels } from './channels';
import { cartSuccess, fakeEndpoint, json, type Entry, type WireCall } from './fake-endpoint';
import { resetStore, setUserCookie } from './reset';
import { fakeTimersInstalled, waitFor } from './wait-for';

/** Answers one call; return undefined to let the default fake answer it. */
export type Handler = (call: WireCall) => Entry | undefined | Promise<Entry | undefined>;

export interface FakeStorefront {
  endpoint: ReturnType<typeof fakeEndpoint>;
  /** Every call, in order. */
  calls: WireCall[];
  callsOf(method: string, submit?: string): WireCall[];
  runtime: IslandRuntime;
  /** The client the islands call through (rpc.form submits carry the csrftoken cookie). */
  rpc: JsonRpcClient;
}

export interface PageOptions {
  /** Raw prodcat products the fake endpoint knows. */
  catalog?: Array<Record<string, unknown>>;
  /** The catalog is in the store already (the load batch brought it). */
  inStore?: boolean;
  /** The page's load batch is still fetching products (islands wait for it). */
  loadBatchPending?: boolean;
  handler?: Handler;
  /** Answers a whole request at the HTTP level (a 500, an HTML page); undefined lets the fake answer. */
  http?: (batch: WireCall[]) => Response | undefined;
  /** FE_USER_CART pairs, as the server set them. */
  userCookie?: string;
  flags?: Record<string, boolean>;
  /** Other page config fields. */
  config?: Record<string, unknown>;
  /** Islands besides the registry's (a stand-in for one this build does not have yet). */
  islands?: IslandRegistry;
  /** Fills the page store before the islands mount (as the load batch would). */
  prepare?(store: StorefrontStore): void;
}

let runtime: IslandRuntime | undefined;
/** Run as each test's page is torn down: listeners added for one test (problemsHeard) go with it. */
const teardown: Array<() => void> = [];

/** Every `sfi:problem` detail the document hears from now until this test's page is torn down. */
export function problemsHeard(): unknown[] {
  const heard: unknown[] = [];
  const listen = (event: Event) => heard.push((event as CustomEvent).detail);
  document.addEventListener('sfi:problem', listen);
  teardown.push(() => document.removeEventListener('sfi:problem', listen));
  return heard;
}

/**
 * Registers the set-up and tear-down of a fresh page around every test of the file. With `fakeTimers`,
 * each test runs on jest's fake clock (promises and microtasks stay real). The tear-down unmounts every
 * island, then runs out the fake clock before handing back the real one: work dropped with the fake clock
 * would never run, and Preact keeps one queue of effects per module that it schedules only when it was
 * empty, so a queue left full would keep every later test's effects from running.
 */
export function setUpIslandPage(options: { fakeTimers?: boolean } = {}): void {
  beforeEach(() => {
    if (options.fakeTimers) jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    trackBroadcastChannels();
    resetStore();
    document.body.innerHTML = '';
    document.cookie = `${CSRF_COOKIE}=tok; path=/`;
    jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(async () => {
    if (runtime) for (const host of document.querySelectorAll<HTMLElement>('[data-widget-state]')) runtime.unmount(host);
    if (fakeTimersInstalled()) {
      await jest.runAllTimersAsync();
      jest.useRealTimers();
    }
    runtime?.stop();
    runtime = undefined;
    for (const undo of teardown.splice(0)) undo();
    document.body.innerHTML = '';
    closeBroadcastChannels();
    resetStore();
    jest.restoreAllMocks();
  });
}

/** Puts `html` in the body with the islands of the registry mounted over a fake storefront. */
export async function mountPage(html: string, options: PageOptions = {}): Promise<FakeStorefront> {
  runtime?.stop(); // one page per test: a second mountPage replaces the first
  const calls: WireCall[] = [];
  let bagCount = 0;
  const byId = new Map((options.catalog ?? []).map((p) => [p.PRODUCT_ID as string, p]));
  const endpoint = fakeEndpoint(async (batch) => {
    const raw = options.http?.(batch);
    if (raw) {
      calls.push(...batch);
      return raw;
    }
    const entries = [];
    for (const call of batch) {
      calls.push(call);
      const custom = await options.handler?.(call);
      if (custom) {
        entries.push({ id: call.id, ...custom });
        continue;
      }
      const p = call.params[0] ?? {};
      if (call.method === 'prodcat') {
        const products = (p.products as string[]).map((ref) => byId.get(ref.split('~').pop()!)).filter(Boolean);
        entries.push({ id: call.id, result: { value: { products } } });
      } else if (call.method === 'rpc.form' && p._SUBMIT === 'cart') {
        entries.push({ id: call.id, ...cartSuccess((bagCount += 1)) });
      } else if (call.method === 'rpc.form' && p._SUBMIT === 'alter_collection') {
        entries.push({ id: call.id, result: { data: { ac_results: [{ action: 'add', result: { SUCCESS: 1, KEY: 'SUCCESS.ADD_SKU.COLLECTION.SAVE' } }] } } });
      } else {
        entries.push({ id: call.id, error: { code: 101, message: `no method ${call.method}` } });
      }
    }
    return json(entries);
  });
  if (options.userCookie !== undefined) setUserCookie(options.userCookie);
  const store = getStore();
  if (options.inStore) store.products.set(Object.fromEntries(parseProdcat({ products: options.catalog }).map((product) => [product.id, product])));
  if (options.loadBatchPending) store.productsLoading.set(true);
  options.prepare?.(store);
  document.body.innerHTML = html;
  // As src/index.ts wires it: rpc.form submits carry the csrftoken cookie.
  const rpc = endpoint.client({ csrfToken: () => readCookie(CSRF_COOKIE) });
  runtime = new IslandRuntime({
    registry: { ...islands, ...options.islands },
    services: {
      config: resolvePageConfig({ ...options.config, ...(options.flags ? { flags: options.flags } : {}) }),
      rpc,
      store,
      emit,
      debug: () => {},
    },
  });
  runtime.start();
  await settled();
  return {
    endpoint,
    calls,
    callsOf: (method, submit) => calls.filter((c) => c.method === method && (submit === undefined || c.params[0]?._SUBMIT === submit)),
    runtime,
    rpc,
  };
}

/** Waits until no host is pending. */
async function settled(timeoutMs = 2000): Promise<void> {
  await waitFor(() => [...document.querySelectorAll('[data-widget]')].every((host) => host.getAttribute('data-widget-state') !== 'pending'), timeoutMs);
}

/** A product-card host for `productId` shopped from CAT1, holding server-rendered content. */
export const productHost = (productId: string, extra = '') =>
  `<div id="card" data-widget="product-card" data-props='{"productId":"${productId}","categoryId":"CAT1"${extra}}'><p>server card</p></div>`;

/** A click as a shopper's (primary button, bubbling, cancelable); returns the event. */
export function click(el: Element, init: MouseEventInit = {}): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  el.dispatchEvent(event);
  return event;
}
