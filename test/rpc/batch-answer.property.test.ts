// Properties of reading a JSON-RPC batch answer (docs/wire-formats.md; docs/decisions.md "Property tests"): for
// any status and any body, one outcome per call in call order, never a throw; a failure is a typed RpcError
// naming its call, with a shopper text that is a string.
import fc from 'fast-check';
import { decodeBatchAnswer } from '../../src/rpc/batch-answer';
import { RpcEnvelopeError, RpcError, RpcHttpError, RpcMethodError, RpcParseError } from '../../src/rpc/errors';
import { anyJson, anyText, checkProperty, wireValue } from '../helpers/property';

const calls = fc.uniqueArray(
  fc.record({ id: fc.integer({ min: 0, max: 6 }), method: fc.constantFrom('prodcat', 'user.fullData', 'trans.get', 'rpc.form') }),
  { minLength: 1, maxLength: 4, selector: (call) => call.id },
);

/** A list as a wire field may hold it: texts, numbers, objects that refuse to be text, or not a list at all. */
const list = fc.oneof(fc.array(wireValue, { maxLength: 3 }), wireValue);

/** An error message as the storefront sends it, any field missing or of the wrong shape. */
const message = fc.oneof(
  { weight: 3, arbitrary: fc.record({ text: wireValue, key: wireValue, severity: wireValue, tags: list, display_locations: list }, { requiredKeys: [] }) },
  { weight: 1, arbitrary: wireValue },
);

const error = fc.oneof(
  { weight: 3, arbitrary: fc.record({ code: wireValue, message: wireValue, data: fc.oneof(fc.record({ messages: fc.oneof(fc.array(message, { maxLength: 3 }), wireValue) }), wireValue) }, { requiredKeys: [] }) },
  { weight: 1, arbitrary: wireValue },
);

/** One batch entry: an id (often one of the calls'), a result or an error of any shape. */
const entry = fc.oneof(
  { weight: 4, arbitrary: fc.record({ id: fc.oneof(fc.integer({ min: 0, max: 6 }), wireValue), result: fc.oneof(fc.record({ value: anyJson(2), data: anyJson(2) }, { requiredKeys: [] }), wireValue), error }, { requiredKeys: [] }) },
  { weight: 1, arbitrary: anyJson(2) },
);

/** A body: a batch of such entries, any JSON, or not JSON at all. */
const body = fc.oneof(
  fc.array(entry, { maxLength: 6 }).map((entries) => JSON.stringify(entries)),
  anyJson(4).map((value) => JSON.stringify(value)),
  anyText(30),
  fc.constantFrom('', '[]', '{}', 'null', '<!doctype html><title>Error</title>', '[{"id":1,"result":{'),
);

const status = fc.oneof(fc.constantFrom(200, 201, 204, 299, 300, 400, 403, 404, 500, 502, 503, 0), fc.integer({ min: 0, max: 999 }));

describe('decodeBatchAnswer, for any status and body', () => {
  it('gives one outcome per call, never throwing; each failure a typed error of its call', () => {
    checkProperty(
      fc.property(calls, status, body, (given, code, text) => {
        const outcomes = decodeBatchAnswer(given, code, text);
        expect(outcomes).toHaveLength(given.length);
        outcomes.forEach((outcome, i) => {
          if (outcome.ok) {
            expect(outcome.result !== null && typeof outcome.result === 'object' && !Array.isArray(outcome.result)).toBe(true);
            return;
          }
          expect(outcome.error).toBeInstanceOf(RpcError);
          expect(outcome.error.method).toBe(given[i]!.method);
          expect(typeof outcome.error.message).toBe('string');
          expect(typeof outcome.error.userText).toBe('string');
        });
      }),
    );
  });

  it('fails every call with the HTTP error outside 2xx, and succeeds only with a 2xx JSON array', () => {
    checkProperty(
      fc.property(calls, status, body, (given, code, text) => {
        const outcomes = decodeBatchAnswer(given, code, text);
        if (code < 200 || code > 299) {
          for (const outcome of outcomes) expect(!outcome.ok && outcome.error instanceof RpcHttpError && outcome.error.status === code).toBe(true);
          return;
        }
        let parsed: unknown;
        try {
          parsed = JSON.parse(text);
        } catch {
          for (const outcome of outcomes) expect(!outcome.ok && outcome.error instanceof RpcParseError).toBe(true);
          return;
        }
        if (!Array.isArray(parsed) || parsed.length === 0) {
          for (const outcome of outcomes) expect(!outcome.ok && outcome.error instanceof RpcEnvelopeError).toBe(true);
        }
      }),
    );
  });

  it('reads an error entry as a method error with a numeric code and string messages', () => {
    checkProperty(
      fc.property(calls, fc.array(entry, { maxLength: 6 }), (given, entries) => {
        const outcomes = decodeBatchAnswer(given, 200, JSON.stringify(entries));
        for (const outcome of outcomes) {
          if (outcome.ok || !(outcome.error instanceof RpcMethodError)) continue;
          expect(Number.isFinite(outcome.error.code)).toBe(true);
          for (const m of outcome.error.messages) {
            expect([m.text, m.key, m.severity, ...m.tags, ...m.display_locations].every((s) => typeof s === 'string')).toBe(true);
            expect(m.severity).not.toBe('');
          }
        }
      }),
    );
  });
});
