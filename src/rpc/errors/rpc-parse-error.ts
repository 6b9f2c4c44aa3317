import { RpcError } from './rpc-error';

/** The endpoint answered 2xx with a body that is not JSON (an HTML error page, say). `bodySnippet` holds its start. */
export class RpcParseError extends RpcError {
  override name = 'RpcParseError';
  constructor(
    method: string,
    readonly bodySnippet: string,
  ) {
    super(`JSON-RPC call "${method}" got an answer that is not JSON (starts with ${JSON.stringify(bodySnippet.slice(0, 40))}).`, method);
  }
}
