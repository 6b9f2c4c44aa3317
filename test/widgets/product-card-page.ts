// Test helper for the product islands: a page with the real runtime and registry, the real DOM events,
// and a fake storefront endpoint (prodcat from fixtures, cart and favorites submits) behind the client.
import { resolvePageConfig } from '../../src/config/page-config';
import { emit } from '../../src/mount/events';
import { IslandRuntime } from '../../src/mount/runtime';
import { getStore } from '../../src/store/store';
import { armedPwp } from '../../src/store/pwp-arming';
import { islands } from '../../src/widgets';
import { waitFor } from '../setup/wait-for';
import { fakeEndpoint, json, type WireCall } from '../rpc/fake-endpoint';
import { closeBroadcastChannels, trackBroadcastChannels } from '../store/channels';
import { resetStore, setUserCookie } from '../store/reset';

export type Entry = { result: unknown } | { error: unknown };
/** Answers one call; return undefined to let the default fake answer it. */
export type Handler = (call: WireCall) => Entry | undefined | Promise<Entry | undefined>;

export interface FakeStorefront {
  endpoint: ReturnType<typeof fakeEndpoint>;
  /** Every call, in order. */
  calls: WireCall[];
  callsOf(method: string, submit?: string): WireCall[];
  runtime: IslandRuntime;
}

let runtime: IslandRuntime | undefined;

export function setUpProductsPage(): void {
  beforeEach(() => {
    trackBroadcastChannels();
    resetStore();
    armedPwp().set(null);
    document.body.innerHTML = '';
    document.cookie = 'csrftoken=tok; path=/';
    jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    runtime?.stop();
    runtime = undefined;
    document.body.innerHTML = '';
    closeBroadcastChannels();
    resetStore();
    armedPwp().set(null);
    jest.restoreAllMocks();
  });
}

export function cartSuccess(itemsCount: number, extra: { overlay?: string; pwp?: unknown; sku?: string } = {}): Entry {
  const item = { sku: extra.sku ?? 'CAT1PROD1SKU11', SKU_BASE_ID: 11, PRODUCT_ID: 'PROD1', qty: 1 };
  const trans = { TRANS_ID: 1, items_count: itemsCount, order: { items: [item], samples: [], offerCodes: [] }, ...(extra.pwp ? { pwp: extra.pwp } : {}) };
  return {
    result: {
      value: trans,
      data: { ac_results: [{ action: 'add', result: { action: 'add', CARTITEM: item, ...(extra.overlay ? { OVERLAY: extra.overlay } : {}) } }], trans_data: trans },
    },
  };
}

export const rpcError = (text: string, key = 'cart.sku.sold_out'): Entry => ({
  error: { code: 102, message: text, data: { messages: [{ text, key, severity: 'ERROR', tags: [], display_locations: [] }] } },
});

/** Mounts `html` with the products of `catalog` answerable by prodcat (and optionally already in the store). */
export async function mountProducts(
  html: string,
  options: {
    catalog: Array<Record<string, unknown>>;
    inStore?: boolean;
    /** The page's load batch is still fetching products (islands wait for it). */
    loadBatchPending?: boolean;
    handler?: Handler;
    /** Answers a whole request at the HTTP level (a 500, an HTML page); undefined lets the fake answer. */
    http?: (batch: WireCall[]) => Response | undefined;
    userCookie?: string;
    flags?: Record<string, boolean>;
  },
): Promise<FakeStorefront> {
  const calls: WireCall[] = [];
  let bagCount = 0;
  const byId = new Map(options.catalog.map((p) => [p.PRODUCT_ID as string, p]));
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
  if (options.inStore) {
    const { parseProdcat } = await import('../../src/rpc/parse-storefront');
    store.products.set(Object.fromEntries(parseProdcat({ products: options.catalog }).map((product) => [product.PRODUCT_ID, product])));
  }
  if (options.loadBatchPending) store.productsLoading.set(true);
  document.body.innerHTML = html;
  runtime = new IslandRuntime({
    registry: islands,
    services: { config: resolvePageConfig({ flags: options.flags }), rpc: endpoint.client(), store, emit, debug: () => {} },
  });
  runtime.start();
  await settled();
  return {
    endpoint,
    calls,
    callsOf: (method, submit) => calls.filter((c) => c.method === method && (submit === undefined || c.params[0]?._SUBMIT === submit)),
    runtime,
  };
}

/** Waits until no host is pending. */
export async function settled(timeoutMs = 2000): Promise<void> {
  await waitFor(() => [...document.querySelectorAll('[data-widget]')].every((host) => host.getAttribute('data-widget-state') !== 'pending'), timeoutMs);
}

export const productHost = (productId: string, extra = '') =>
  `<div id="card" data-widget="product-card" data-props='{"productId":"${productId}","categoryId":"CAT1"${extra}}'><p>server card</p></div>`;
