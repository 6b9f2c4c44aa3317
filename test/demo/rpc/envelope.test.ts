import { describe, expect, it } from '@jest/globals';
import { postRawBody } from '../helpers/rpc-client';
import { formBody, useTestApp } from '../helpers/test-app';

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
