import type { RpcCall } from './envelope';
import { errorEntry, RPC_CODES, RpcError, badParams, type RpcErrorEntry } from './rpc-error';
import type { RpcContext, RpcMethod } from './rpc-method';

export type RpcEntry = { id: unknown; result: { value: unknown; data?: unknown } } | RpcErrorEntry;

/** Runs the calls one after another (later calls may depend on earlier writes) and answers each in order. */
export async function dispatchCalls(
  calls: readonly RpcCall[],
  methods: ReadonlyMap<string, RpcMethod>,
  context: RpcContext,
): Promise<RpcEntry[]> {
  const entries: RpcEntry[] = [];
  for (const call of calls) {
    if (call.refused) {
      entries.push(errorEntry(call.id, call.refused));
      continue;
    }
    const method = methods.get(call.method);
    try {
      if (!method) {
        throw new RpcError(RPC_CODES.unknownMethod,
          `Unknown method "${call.method}". Available: ${[...methods.keys()].join(', ')}.`, 'rpc.unknown_method');
      }
      if (!Array.isArray(call.params)) throw badParams(`${call.method}: params must be an array, like [{}].`);
      const result = await method.handle(call.params, context);
      entries.push({ id: call.id, result: result.data === undefined ? { value: result.value } : result });
    } catch (error) {
      if (error instanceof RpcError) {
        entries.push(errorEntry(call.id, error));
      } else {
        context.request.log.error({ err: error, method: call.method }, 'rpc method failed');
        entries.push(errorEntry(call.id, new RpcError(RPC_CODES.internal,
          `${call.method}: the server could not complete this call. Try again in a moment.`, 'rpc.internal')));
      }
    }
  }
  return entries;
}
