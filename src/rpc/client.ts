// JSON-RPC client for the storefront endpoint (docs/requirements.md §7, docs/wire-formats.md): calls made
// in the same tick go out as one batch in one POST; batch-answer.ts matches the answers to the calls.
// The transport (ky) and the answer decoding load with the first call, so boot carries neither.
import { JSONRPC_ENDPOINT, RPC_TIMEOUT_MS } from '../config/constants';
import type { RpcResult } from './batch-answer';
import type { RpcError } from './errors/rpc-error';
import { RpcNetworkError } from './errors/rpc-network-error';
import { isTimeout, loadKy, withDeadline } from './http';

export type { RpcResult } from './batch-answer';
export type RpcParams = Record<string, unknown>;

export interface RpcClientOptions {
  endpoint?: string;
  /** Query string appended to every request (the page's `url_params`). */
  urlParams?: string;
  timeoutMs?: number;
  /** The CSRF token `rpc.form` submits carry (the `csrftoken` cookie); without one the client asks `csrf.getToken`. */
  csrfToken?(): string | null;
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

export class JsonRpcClient {
  // Private members are `#` fields: the minifier shortens their names, which it cannot do for TypeScript's `private`.
  #nextId = 1;
  #queue: PendingCall[] = [];
  readonly #endpoint: string;
  readonly #urlParams: string;

  readonly #options: RpcClientOptions;

  constructor(options: RpcClientOptions = {}) {
    this.#options = options;
    this.#endpoint = options.endpoint ?? JSONRPC_ENDPOINT;
    this.#urlParams = (options.urlParams ?? '').replace(/^\?/, '');
  }

  /** Queues one call; the calls made before this task's microtasks run share one request (a call after an `await` goes in a later one). */
  call<Value = unknown, Data = unknown>(method: string, params: RpcParams = {}): Promise<RpcResult<Value, Data>> {
    return new Promise<RpcResult>((resolve, reject) => {
      if (this.#queue.length === 0) queueMicrotask(() => void this.#flush());
      this.#queue.push({ id: this.#nextId++, method, params: [params], resolve, reject });
    }) as Promise<RpcResult<Value, Data>>;
  }

  /** An `rpc.form` submit (`_SUBMIT` names the form), carrying the CSRF `_TOKEN` (docs/decisions.md). */
  async form<Data = unknown, Value = unknown>(submit: string, fields: RpcParams = {}): Promise<RpcResult<Value, Data>> {
    const token = await this.csrfToken();
    return this.call<Value, Data>('rpc.form', { _SUBMIT: submit, ...fields, ...(token ? { _TOKEN: token } : {}) });
  }

  /** The CSRF token a form post carries: the page's (the `csrftoken` cookie), else the one `csrf.getToken` answers. */
  async csrfToken(): Promise<string | null> {
    const token = this.#options.csrfToken?.() ?? null;
    if (token) return token;
    const answer = await this.call<{ token?: unknown }>('csrf.getToken');
    return typeof answer.value?.token === 'string' ? answer.value.token : null;
  }

  #buildUrl(calls: PendingCall[]): string {
    const methods = [...new Set(calls.map((c) => c.method))].join(',');
    const query = `dbgmethod=${encodeURIComponent(methods)}${this.#urlParams ? `&${this.#urlParams}` : ''}`;
    return `${this.#endpoint}${this.#endpoint.includes('?') ? '&' : '?'}${query}`;
  }

  async #flush(): Promise<void> {
    const calls = this.#queue;
    this.#queue = [];
    if (calls.length === 0) return;
    const batch = calls.map(({ id, method, params }) => ({ method, id, params }));
    let status: number;
    let text: string;
    let decode: typeof import('./batch-answer').decodeBatchAnswer;
    try {
      const [ky, answers] = await Promise.all([loadKy(), import('./batch-answer')]);
      decode = answers.decodeBatchAnswer;
      // The timeout covers the answer's body too (withDeadline).
      [status, text] = await withDeadline(this.#options.timeoutMs ?? RPC_TIMEOUT_MS, undefined, async (signal) => {
        const response = await ky.post(this.#buildUrl(calls), {
          body: `JSONRPC=${encodeURIComponent(JSON.stringify(batch))}`,
          headers: { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8', accept: 'application/json' },
          credentials: 'same-origin',
          signal,
          timeout: false,
          retry: 0,
          throwHttpErrors: false,
          ...(this.#options.fetch ? { fetch: this.#options.fetch } : {}),
        });
        return [response.status, await response.text()] as const;
      });
    } catch (error) {
      for (const call of calls) call.reject(new RpcNetworkError(call.method, isTimeout(error), error));
      return;
    }
    decode(calls, status, text).forEach((outcome, i) => {
      if (outcome.ok) calls[i]!.resolve(outcome.result);
      else calls[i]!.reject(outcome.error);
    });
  }
}
