import { RpcError } from './rpc-error';

/** No answer at all: the request could not be sent, or it timed out (`timedOut`). */
export class RpcNetworkError extends RpcError {
  override name = 'RpcNetworkError';
  constructor(
    method: string,
    readonly timedOut: boolean,
    cause: unknown,
  ) {
    super(
      timedOut
        ? `JSON-RPC call "${method}" timed out before the server answered. It was not retried; the caller may try again.`
        : `JSON-RPC call "${method}" could not reach the server (offline or blocked). It was not retried.`,
      method,
      { cause },
    );
  }
}
