// Reads the HTTP answer to one JSON-RPC batch (docs/wire-formats.md) into one outcome per call: the
// call's result, or the typed error that says why it has none. Pure: no fetch, no timers.
import { isObject, messageText, objects, texts, toText } from './coerce';
import { RpcEnvelopeError, RpcHttpError, RpcMethodError, RpcParseError, type RpcError, type RpcMessage } from './errors';

export interface RpcResult<Value = unknown, Data = unknown> {
  value?: Value;
  data?: Data;
}

export type CallOutcome = { ok: true; result: RpcResult } | { ok: false; error: RpcError };

/** How much of a body that is not JSON an RpcParseError keeps. */
const BODY_SNIPPET_LENGTH = 200;

function toMessages(raw: unknown): RpcMessage[] {
  return objects(raw).map((m) => ({
    text: messageText(m.text),
    key: toText(m.key),
    severity: toText(m.severity) || 'ERROR',
    // `texts`, not String(): String({"toString": 1}) throws.
    tags: texts(m.tags),
    display_locations: texts(m.display_locations),
  }));
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/**
 * One outcome per call, in call order. An HTTP error fails every call (its body read as JSON where it
 * parses, else kept as `{code, text}`, as the legacy client did); so does a body that is not a
 * non-empty JSON array. Entries are matched to calls by id; a call without an entry fails alone.
 */
export function decodeBatchAnswer(calls: ReadonlyArray<{ id: number; method: string }>, status: number, text: string): CallOutcome[] {
  const all = (make: (method: string) => RpcError): CallOutcome[] => calls.map((c) => ({ ok: false, error: make(c.method) }));
  const label = calls.map((c) => c.method).join(', ');
  const parsed = parseJson(text);
  if (status < 200 || status > 299) return all((method) => new RpcHttpError(method, status, parsed.ok ? parsed.value : { code: status, text }));
  if (!parsed.ok) return all((method) => new RpcParseError(method, text.slice(0, BODY_SNIPPET_LENGTH)));
  if (!Array.isArray(parsed.value)) return all((method) => new RpcEnvelopeError(method, `the answer to [${label}] is not an array`));
  if (parsed.value.length === 0) return all((method) => new RpcEnvelopeError(method, `the answer to [${label}] is an empty array`));
  const byId = new Map(objects(parsed.value).map((entry) => [entry.id, entry]));
  return calls.map(({ id, method }): CallOutcome => {
    const entry = byId.get(id);
    if (isObject(entry?.error)) {
      const { code, message, data } = entry.error;
      const messages = toMessages(isObject(data) ? data.messages : null);
      return { ok: false, error: new RpcMethodError(method, typeof code === 'number' ? code : 0, toText(message), messages) };
    }
    if (isObject(entry?.result)) return { ok: true, result: entry.result };
    return { ok: false, error: new RpcEnvelopeError(method, `the batch has no result or error for call id ${id}`) };
  });
}
