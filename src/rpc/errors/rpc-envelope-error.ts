import { RpcError } from './rpc-error';

/** The answer is JSON but not a usable batch: empty, not an array, or without an entry for this call. */
export class RpcEnvelopeError extends RpcError {
  override name = 'RpcEnvelopeError';
  constructor(method: string, reason: string) {
    super(`JSON-RPC call "${method}" got an unusable answer: ${reason}.`, method);
  }
}
