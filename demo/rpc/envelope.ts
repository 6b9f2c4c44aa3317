import { badParams, RPC_CODES, RpcError } from './rpc-error';

const MAX_CALLS_PER_BATCH = 50;
const DEFAULT_METHOD = 'rpc.form';
/**
 * Deepest nesting of arrays and objects a call's `id` or `params` may have. Legacy calls need 3 (`[{"products": [..]}]`);
 * far deeper input (a body of 256 KB nests 100,000 deep) would overflow the stack when a reply or message echoes it.
 */
const MAX_NESTING = 8;

export interface RpcCall {
  id: unknown;
  method: string;
  params: unknown[];
  /** Set when the call is answered with this error without running (its id or params nest too deep). */
  refused?: RpcError;
}

/** How deep `value` nests arrays and objects (a scalar is 0, `[]` is 1), counted without recursion; stops past `limit`. */
function nestingDepth(value: unknown, limit: number): number {
  let deepest = 0;
  const pending: Array<[unknown, number]> = [[value, 0]];
  while (pending.length > 0) {
    const [item, depth] = pending.pop()!;
    if (item === null || typeof item !== 'object') continue;
    deepest = Math.max(deepest, depth + 1);
    if (deepest > limit) return deepest;
    for (const child of Array.isArray(item) ? item : Object.values(item)) pending.push([child, depth + 1]);
  }
  return deepest;
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
    const method = (call.method as string | undefined) || DEFAULT_METHOD;
    // A params value that is not an array is kept as-is; the dispatcher answers it with a bad-params error.
    const params = call.params === undefined ? [] : (call.params as unknown[]);
    // An id too deep to echo is answered with id null; the other calls of the batch still run.
    if (nestingDepth(call.id, MAX_NESTING) > MAX_NESTING) {
      return { id: null, method, params: [], refused: envelopeError(RPC_CODES.notAnArray,
        `Call ${index} has an id nested more than ${MAX_NESTING} levels deep. An id is a number or a string.`, 'rpc.envelope.id_too_deep') };
    }
    if (nestingDepth(params, MAX_NESTING) > MAX_NESTING) {
      return { id: call.id ?? null, method, params: [], refused: badParams(
        `${method}: params nest more than ${MAX_NESTING} levels deep; no method of this server takes such params.`, 'rpc.params.too_deep') };
    }
    return { id: call.id ?? null, method, params };
  });
}
