import { describe, expect, it } from '@jest/globals';
import type { RpcEntry } from '../helpers/rpc-client';
import { useTestApp, Visitor } from '../helpers/test-app';

const t = useTestApp();

describe('dispatcher', () => {
  it('answers several calls in order, matched by id, with per-call errors', async () => {
    const visitor = new Visitor(t.app);
    const response = await visitor.rpc([
      { method: 'csrf.getToken', id: 7, params: [] },
      { method: 'no.such', id: 8, params: [{}] },
      { id: 9, params: [{}] },
      { method: 'prodcat', id: 10, params: {} },
    ], '?dbgmethod=csrf.getToken&cachebuster=123');
    expect(response.statusCode).toBe(200);
    const entries = response.json() as RpcEntry[];
    expect(entries.map((e) => e.id)).toEqual([7, 8, 9, 10]);
    expect(entries[0]!.result?.value.token).toBe(visitor.csrfToken);
    expect(entries[1]!.error?.code).toBe(101);
    expect(entries[1]!.error?.message).toContain('Unknown method "no.such"');
    expect(entries[2]!.error?.message).toMatch(/^rpc\.form: _SUBMIT is required/);
    expect(entries[3]!.error?.code).toBe(102);
  });
});

// Member names of Object in params are fields like any other, never inherited behaviour
// (docs/security.md, "Malformed input").
describe('prototype member names in params', () => {
  it('reads an rpc.form whose params carry __proto__, constructor and toString as a form without _SUBMIT', async () => {
    const visitor = await Visitor.arrived(t.app);
    const response = await visitor.postForm('/rpc/jsonrpc.tmpl', {
      JSONRPC: `[{"method":"rpc.form","id":1,"params":[{"__proto__":{"_SUBMIT":"cart","SKU_BASE_ID":1,"QTY":1},"constructor":{"prototype":1},"toString":1,"_TOKEN":"${visitor.csrfToken}"}]}]`,
    });
    expect(response.statusCode).toBe(200);
    const [entry] = response.json() as RpcEntry[];
    expect(entry!.error?.data.messages[0].key).toBe('rpc.form.submit_missing');
    expect(({} as Record<string, unknown>)._SUBMIT).toBeUndefined();
  });
});
