// Test helper: a fake `fetch` for JsonRpcClient that records each request and answers it.
import { JsonRpcClient, type RpcClientOptions } from '../../src/rpc/client';

/** Absolute, because the test environment's Request (Node's) cannot resolve a relative URL. */
export const ENDPOINT = 'http://localhost/rpc/jsonrpc.tmpl';

export interface WireCall {
  method: string;
  id: number;
  params: Array<Record<string, unknown>>;
}

export interface RecordedRequest {
  url: URL;
  method: string;
  contentType: string | null;
  /** The raw x-www-form-urlencoded body. */
  body: string;
  /** The JSONRPC field, parsed. */
  calls: WireCall[];
  signal: AbortSignal;
}

export type Answer = (calls: WireCall[], request: RecordedRequest) => Response | Promise<Response>;

/** One entry of a batch answer, without its id. */
export type Entry = { result: unknown } | { error: unknown };

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

/** A JSON-RPC error entry with one shopper-facing message. */
export const rpcError = (text: string, key = 'cart.sku.sold_out'): Entry => ({
  error: { code: 102, message: text, data: { messages: [{ text, key, severity: 'ERROR', tags: [], display_locations: [] }] } },
});

export const json = (value: unknown, status = 200) =>
  new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });

/** Answers every call with `result` taken from `results[method]` (a function gets the call). */
export function answerByMethod(results: Record<string, object | ((call: WireCall) => object)>): Answer {
  return (calls) =>
    json(
      calls.map((call) => {
        const result = results[call.method];
        return { id: call.id, result: typeof result === 'function' ? result(call) : result };
      }),
    );
}

export function fakeEndpoint(answer: Answer) {
  const requests: RecordedRequest[] = [];
  const fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const body = await request.text();
    const form = new URLSearchParams(body);
    const recorded: RecordedRequest = {
      url: new URL(request.url),
      method: request.method,
      contentType: request.headers.get('content-type'),
      body,
      calls: JSON.parse(form.get('JSONRPC') ?? 'null') as WireCall[],
      signal: request.signal,
    };
    requests.push(recorded);
    return answer(recorded.calls, recorded);
  });
  const client = (options: RpcClientOptions = {}) =>
    new JsonRpcClient({ endpoint: ENDPOINT, fetch: fetch as unknown as typeof globalThis.fetch, ...options });
  return { fetch, requests, client };
}
