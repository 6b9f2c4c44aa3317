import { RpcError } from './rpc-error';

/** The endpoint answered with an HTTP error status. `body` is the parsed JSON body, or `{code, text}` (legacy shape). */
export class RpcHttpError extends RpcError {
  override name = 'RpcHttpError';
  constructor(
    method: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`JSON-RPC call "${method}" failed: the server answered HTTP ${status}. The response body is in error.body.`, method);
  }
}
