import { RPC_CODES, RpcError } from './rpc-error';

const MAX_CALLS_PER_BATCH = 50;
const DEFAULT_METHOD = 'rpc.form';

export interface RpcCall {
  id: unknown;
  method: string;
  params: unknown[];
}

const envelopeError = (code: number, message: string, key: string) => new RpcError(code, message, key);

/** Reads the `JSONRPC` form field into calls, or throws an RpcError describing what is wrong with the envelope. */
export function parseEnvelope(body: unknown): RpcCall[] {
  const field = (body as Record<string, unknown> | null | undefined)?.JSONRPC;
  if (field === undefined || field === '') {
    throw envelopeError(RPC_CODES.emptyRequest, 'The request has no JSONRPC field. Send the calls as a form field named JSONRPC holding a JSON array.', 'rpc.envelope.missing');
  }
  if (typeof field !== 'string') {
    throw envelopeError(RPC_CODES.notAnArray, 'The JSONRPC field was sent more than once. Send a single field holding one JSON array of calls.', 'rpc.envelope.repeated');
  }
  let batch: unknown;
  try {
    batch = JSON.parse(field);
  } catch (error) {
    throw envelopeError(RPC_CODES.notAnArray, `The JSONRPC field is not valid JSON (${(error as Error).message}).`, 'rpc.envelope.bad_json');
  }
  if (!Array.isArray(batch)) {
    throw envelopeError(RPC_CODES.notAnArray, 'The JSONRPC field must be a JSON array of calls, like [{"method":"user.fullData","id":1,"params":[{}]}].', 'rpc.envelope.not_array');
  }
  if (batch.length === 0) {
    throw envelopeError(RPC_CODES.emptyRequest, 'The JSONRPC array is empty. Send at least one call.', 'rpc.envelope.empty');
  }
  if (batch.length > MAX_CALLS_PER_BATCH) {
    throw envelopeError(RPC_CODES.notAnArray, `The batch has ${batch.length} calls; at most ${MAX_CALLS_PER_BATCH} are allowed per request. Split it.`, 'rpc.envelope.too_many');
  }
  return batch.map((entry, index) => {
    if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) {
      throw envelopeError(RPC_CODES.notAnArray, `Call ${index} of the batch is not an object. Each call looks like {"method": "...", "id": 1, "params": [{}]}.`, 'rpc.envelope.bad_entry');
    }
    const call = entry as Record<string, unknown>;
    if (call.method !== undefined && typeof call.method !== 'string') {
      throw envelopeError(RPC_CODES.notAnArray, `Call ${index} has a method that is not a string.`, 'rpc.envelope.bad_method');
    }
    return {
      id: call.id ?? null,
      method: (call.method as string | undefined) || DEFAULT_METHOD,
      // A params value that is not an array is kept as-is; the dispatcher answers it with a bad-params error.
      params: call.params === undefined ? [] : (call.params as unknown[]),
    };
  });
}
