import { describe, expect, it } from '@jest/globals';
import { postRawBody, type RpcEntry } from '../helpers/rpc-client';
import { formBody, useTestApp, Visitor } from '../helpers/test-app';

const t = useTestApp();

describe('malformed envelopes', () => {
  it.each([
    ['a missing JSONRPC field', formBody({ other: '1' }), 103, /no JSONRPC field/],
    ['an empty body', '', 103, /no JSONRPC field/],
    ['bad JSON', formBody({ JSONRPC: '[{"method":' }), 104, /not valid JSON/],
    ['a non-array', formBody({ JSONRPC: '{"method":"prodcat"}' }), 104, /must be a JSON array/],
    ['an empty array', formBody({ JSONRPC: '[]' }), 103, /empty/],
    ['an entry that is not an object', formBody({ JSONRPC: '[{"method":"csrf.getToken","id":1}, 5]' }), 104, /Call 1 .* not an object/],
    ['a repeated field', 'JSONRPC=%5B%5D&JSONRPC=%5B%5D', 104, /more than once/],
    ['too many calls', formBody({ JSONRPC: JSON.stringify(Array.from({ length: 51 }, (_, id) => ({ method: 'csrf.getToken', id }))) }), 104, /at most 50/],
  ])('answers %s with HTTP 400 and a JSON error entry', async (_name, payload, code, message) => {
    const { status, error } = await postRawBody(t.app, payload);
    expect(status).toBe(400);
    expect(error.code).toBe(code);
    expect(error.message).toMatch(message);
  });
});

// Nesting is bounded on input, so a reply never fails to serialise and a batch is never lost (docs/security.md,
// "Malformed input").
describe('deeply nested calls', () => {
  /** JSON text of `value` wrapped in `depth` arrays (written out: JSON.stringify itself overflows at such depths). */
  const nested = (depth: number, value = '1') => `${'['.repeat(depth)}${value}${']'.repeat(depth)}`;
  const entryError = (code: number, message: string, key: string) => ({
    code, message, data: { messages: [{ text: message, display_locations: [], severity: 'ERROR', tags: [], key }] },
  });
  /** Posts a batch given as JSON text; the answer is always 200 with one entry per call. */
  async function batch(visitor: Visitor, calls: string[]): Promise<RpcEntry[]> {
    const response = await visitor.postForm('/rpc/jsonrpc.tmpl', { JSONRPC: `[${calls.join(',')}]` });
    expect(response.statusCode).toBe(200);
    return response.json() as RpcEntry[];
  }
  const cartAdd = (visitor: Visitor, qty: string) =>
    `{"method":"rpc.form","id":5,"params":[{"_TOKEN":"${visitor.csrfToken}","_SUBMIT":"cart","SKU_BASE_ID":1,"QTY":${qty}}]}`;

  it('answers a call whose id nests 4,142 deep with an error entry of id null; the other calls of the batch run', async () => {
    const visitor = await Visitor.arrived(t.app);
    const entries = await batch(visitor, [
      '{"method":"csrf.getToken","id":1,"params":[]}',
      `{"method":"csrf.getToken","id":${nested(4142)},"params":[]}`,
      '{"method":"user.fullData","id":3,"params":[{}]}',
    ]);
    expect(entries).toHaveLength(3);
    expect(entries[0]).toEqual({ id: 1, result: { value: { token: visitor.csrfToken } } });
    expect(entries[1]).toEqual({
      id: null,
      error: entryError(104, 'Call 1 has an id nested more than 8 levels deep. An id is a number or a string.', 'rpc.envelope.id_too_deep'),
    });
    expect(entries[2]).toMatchObject({ id: 3, result: { value: { signed_in: 0 } } });
  });

  it('answers params nested too deep with a bad-params entry for that call alone', async () => {
    const visitor = await Visitor.arrived(t.app);
    expect(await batch(visitor, [
      `{"method":"prodcat","id":1,"params":[{"products":${nested(30_000, '"PROD1"')}}]}`,
      '{"method":"csrf.getToken","id":2,"params":[]}',
    ])).toEqual([
      { id: 1, error: entryError(102, 'prodcat: params nest more than 8 levels deep; no method of this server takes such params.', 'rpc.params.too_deep') },
      { id: 2, result: { value: { token: visitor.csrfToken } } },
    ]);
  });

  it('answers a deeply nested rpc.form value with a validation error (code 102), never rpc.internal', async () => {
    const visitor = await Visitor.arrived(t.app);
    expect(await batch(visitor, [cartAdd(visitor, nested(10_000))])).toEqual([{ id: 5, error: entryError(102,
      'rpc.form: params nest more than 8 levels deep; no method of this server takes such params.', 'rpc.params.too_deep') }]);
    // params, its object, then 6 arrays around QTY: 8 levels, the most allowed; the field is then refused as any other.
    expect(await batch(visitor, [cartAdd(visitor, nested(6))])).toEqual([{ id: 5,
      error: entryError(102, 'cart: QTY must be a whole number, like 1; got [[[[[[1]]]]]].', 'cart.qty.invalid') }]);
    expect((await batch(visitor, [cartAdd(visitor, nested(7))]))[0]!.error!.data.messages[0].key).toBe('rpc.params.too_deep');
  });
});
