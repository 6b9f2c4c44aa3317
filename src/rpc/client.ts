// JSON-RPC client for the legacy endpoint (spec §7, notes/wire-formats.md): calls made in the
// same tick go out as one batch in one POST; answers are matched by id; each failure is typed.
import { isTimeout, loadKy } from './http';
import { CSRF_COOKIE, JSONRPC_ENDPOINT, RPC_TIMEOUT_MS } from '../config/constants';
import { readCookie } from '../store/cookie-jar';
import {
  RpcEnvelopeError,
  RpcHttpError,
  RpcMethodError,
  RpcNetworkError,
  RpcParseError,
  type RpcError,
  type RpcMessage,
} from './errors';

export interface RpcResult<Value = unknown, Data = unknown> {
  value?: Value;
  data?: Data;
}

export type RpcParams = Record<string, unknown>;

export interface RpcClientOptions {
  endpoint?: string;
  /** Query string appended to every request (the page's `url_params`). */
  urlParams?: string;
  timeoutMs?: number;
  /** For tests and special hosts; defaults to the global fetch. */
  fetch?: typeof fetch;
}

interface PendingCall {
  id: number;
  method: string;
  params: RpcParams[];
  resolve(result: RpcResult): void;
  reject(error: RpcError): void;
}

interface WireEntry {
  id?: unknown;
  result?: RpcResult;
  error?: { code?: unknown; message?: unknown; data?: { messages?: unknown } };
}

const BODY_SNIPPET_LENGTH = 200;

function toMessages(raw: unknown): RpcMessage[] {
  if (!Array.isArray(raw)) return [];
  return raw
    .filter((m): m is Record<string, unknown> => !!m && typeof m === 'object')
    .map((m) => ({
      text: typeof m.text === 'string' ? m.text : '',
      key: typeof m.key === 'string' ? m.key : '',
      severity: typeof m.severity === 'string' ? m.severity : 'ERROR',
      tags: Array.isArray(m.tags) ? m.tags.map(String) : [],
      display_locations: Array.isArray(m.display_locations) ? m.display_locations.map(String) : [],
    }));
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

export class JsonRpcClient {
  private nextId = 1;
  private queue: PendingCall[] = [];
  private readonly endpoint: string;
  private readonly urlParams: string;
  private readonly timeoutMs: number;
  private readonly fetchImpl: typeof fetch | undefined;

  constructor(options: RpcClientOptions = {}) {
    this.endpoint = options.endpoint ?? JSONRPC_ENDPOINT;
    this.urlParams = (options.urlParams ?? '').replace(/^\?/, '');
    this.timeoutMs = options.timeoutMs ?? RPC_TIMEOUT_MS;
    this.fetchImpl = options.fetch;
  }

  /** Queues one call; every call made before the current task ends shares one request. */
  call<Value = unknown, Data = unknown>(method: string, params: RpcParams = {}): Promise<RpcResult<Value, Data>> {
    return new Promise<RpcResult>((resolve, reject) => {
      if (this.queue.length === 0) queueMicrotask(() => void this.flush());
      this.queue.push({ id: this.nextId++, method, params: [params], resolve, reject });
    }) as Promise<RpcResult<Value, Data>>;
  }

  /**
   * An `rpc.form` submit (`_SUBMIT` names the form). Carries the CSRF `_TOKEN` from the `csrftoken`
   * cookie; without the cookie it asks `csrf.getToken` first, as newer legacy pages did.
   */
  async form<Data = unknown, Value = unknown>(submit: string, fields: RpcParams = {}): Promise<RpcResult<Value, Data>> {
    let token = readCookie(CSRF_COOKIE);
    if (!token) {
      const answer = await this.call<{ token?: unknown }>('csrf.getToken');
      token = typeof answer.value?.token === 'string' ? answer.value.token : null;
    }
    return this.call<Value, Data>('rpc.form', { _SUBMIT: submit, ...fields, ...(token ? { _TOKEN: token } : {}) });
  }

  private buildUrl(calls: PendingCall[]): string {
    const methods = [...new Set(calls.map((c) => c.method))].join(',');
    const query = `dbgmethod=${encodeURIComponent(methods)}${this.urlParams ? `&${this.urlParams}` : ''}`;
    return `${this.endpoint}${this.endpoint.includes('?') ? '&' : '?'}${query}`;
  }

  private async flush(): Promise<void> {
    const calls = this.queue;
    this.queue = [];
    if (calls.length === 0) return;
    const methodLabel = calls.map((c) => c.method).join(', ');
    const failAll = (make: (method: string) => RpcError) => calls.forEach((c) => c.reject(make(c.method)));
    const batch = calls.map(({ id, method, params }) => ({ method, id, params }));

    let response: Response;
    try {
      const ky = await loadKy();
      response = await ky.post(this.buildUrl(calls), {
        body: `JSONRPC=${encodeURIComponent(JSON.stringify(batch))}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8', accept: 'application/json' },
        credentials: 'same-origin',
        timeout: this.timeoutMs,
        retry: 0,
        throwHttpErrors: false,
        ...(this.fetchImpl ? { fetch: this.fetchImpl } : {}),
      });
    } catch (error) {
      failAll((method) => new RpcNetworkError(method, isTimeout(error), error));
      return;
    }

    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      failAll((method) => new RpcNetworkError(method, false, error));
      return;
    }
    const parsed = parseJson(text);
    if (!response.ok) {
      const body = parsed.ok ? parsed.value : { code: response.status, text };
      failAll((method) => new RpcHttpError(method, response.status, body));
      return;
    }
    if (!parsed.ok) {
      failAll((method) => new RpcParseError(method, text.slice(0, BODY_SNIPPET_LENGTH)));
      return;
    }
    if (!Array.isArray(parsed.value)) {
      failAll((method) => new RpcEnvelopeError(method, `the answer to [${methodLabel}] is not an array`));
      return;
    }
    if (parsed.value.length === 0) {
      failAll((method) => new RpcEnvelopeError(method, `the answer to [${methodLabel}] is an empty array`));
      return;
    }
    const byId = new Map<unknown, WireEntry>();
    for (const entry of parsed.value as unknown[]) {
      if (entry && typeof entry === 'object') byId.set((entry as WireEntry).id, entry as WireEntry);
    }
    for (const call of calls) {
      const entry = byId.get(call.id);
      if (entry?.error) {
        const { code, message, data } = entry.error;
        call.reject(
          new RpcMethodError(call.method, typeof code === 'number' ? code : 0, typeof message === 'string' ? message : '', toMessages(data?.messages)),
        );
      } else if (entry?.result && typeof entry.result === 'object') {
        call.resolve(entry.result);
      } else {
        call.reject(new RpcEnvelopeError(call.method, `the batch has no result or error for call id ${call.id}`));
      }
    }
  }
}
