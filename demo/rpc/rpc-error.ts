/** Error codes of the legacy JSON-RPC envelope (the old client knew 101–104). */
export const RPC_CODES = {
  internal: 1,
  unknownMethod: 101,
  badParams: 102,
  emptyRequest: 103,
  notAnArray: 104,
} as const;

/** A failure reported to the caller as an `error` entry; `key` is a stable, machine-readable name. */
export class RpcError extends Error {
  constructor(readonly code: number, message: string, readonly key: string) {
    super(message);
    this.name = 'RpcError';
  }
}

export interface RpcErrorEntry {
  id: unknown;
  error: {
    code: number;
    message: string;
    data: { messages: Array<{ text: string; display_locations: string[]; severity: 'ERROR'; tags: string[]; key: string }> };
  };
}

export function errorEntry(id: unknown, error: RpcError): RpcErrorEntry {
  return {
    id,
    error: {
      code: error.code,
      message: error.message,
      data: { messages: [{ text: error.message, display_locations: [], severity: 'ERROR', tags: [], key: error.key }] },
    },
  };
}

export function badParams(message: string, key = 'rpc.bad_params'): RpcError {
  return new RpcError(RPC_CODES.badParams, message, key);
}
