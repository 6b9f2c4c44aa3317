// Properties of the JSON-RPC endpoint under arbitrary input (docs/wire-formats.md; docs/decisions.md "Property
// tests"): any JSONRPC field, and any rpc.form fields for each form, get an HTTP 4xx or an answer whose every entry
// is a result or a JSON-RPC error of the caller's making, never an HTTP 500 or the internal error (code 1).
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { anyJson, anyText, checkAsyncProperty, wireValue } from '../../helpers/property';
import { useTestApp, Visitor } from '../helpers/test-app';

const t = useTestApp();
const INTERNAL = 1;

/** The answer is a 4xx, or 200 with one entry per call, each a result or an error that is not the internal one. */
function expectNoServerError(response: LightMyRequestResponse, calls: number | null): void {
  expect(response.statusCode).toBeLessThan(500);
  const entries = response.json() as Array<{ id?: unknown; result?: unknown; error?: { code: number; message: string } }>;
  expect(Array.isArray(entries)).toBe(true);
  if (response.statusCode === 200 && calls !== null) expect(entries).toHaveLength(calls);
  else if (response.statusCode !== 200) expect(response.statusCode).toBeGreaterThanOrEqual(400);
  for (const entry of entries) {
    expect('result' in entry || 'error' in entry).toBe(true);
    if (entry.error) {
      expect(entry.error.code).not.toBe(INTERNAL);
      expect(typeof entry.error.message).toBe('string');
    }
  }
}

/** Field values as forms send them: numbers, numeric strings, prefixed ids, blanks, and anything else. */
const fieldValue = fc.oneof(
  fc.integer({ min: -2, max: 60 }),
  fc.integer({ min: -2, max: 60 }).map(String),
  fc.constantFrom('CAT1', 'PROD3', 'SKU4', '', ' 3 ', '2147483648', '1e3', 'add', 'delete', 'update', 'kit', 'string', 'SKU_ALREADY_IN_COLLECTION', 'W', 'BIS', 'Y', '2000-02-29', '02/29', 'a@b.co'),
  wireValue,
);
const FIELDS = ['SKU_BASE_ID', 'QTY', 'CAT_BASE_ID', 'COLLECTION_ID', 'EVENT_ID', 'LAST_SOURCE', 'OFFER_CODE', 'REQUEST_TYPE', 'action',
  'INCREMENT', 'BIRTHDAY', 'points', 'collection_type', 'PC_EMAIL_ADDRESS', 'LOYALTY_ACTIVE_FLAG', 'ITEM_TYPE', 'PRODUCT_ID'];
const formParams = fc.record(Object.fromEntries(FIELDS.map((f) => [f, fieldValue])) as Record<string, fc.Arbitrary<unknown>>, { requiredKeys: [] });

/** A submit that each form accepts (docs/wire-formats.md), so that mutations of it reach past the first check. */
const VALID: Record<string, Record<string, unknown>> = {
  cart: { action: 'add', SKU_BASE_ID: 1, QTY: 1 },
  alter_collection: { action: 'add', SKU_BASE_ID: 2 },
  waitlist: { SKU_BASE_ID: 1, PC_EMAIL_ADDRESS: 'sam.lee@example.com', REQUEST_TYPE: 'CHRISTMAS', EVENT_ID: 'HOLIDAY_2030', LAST_SOURCE: 'waitlist_popup' },
  loyalty_join: { LOYALTY_ACTIVE_FLAG: 1, BIRTHDAY: '03/14/1990' },
};

/** A form's submit: a valid one with up to two fields changed, dropped or added, or fields at random. */
const submitParams = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .tuple(fc.constantFrom(...Object.keys(VALID)), fc.array(fc.tuple(fc.constantFrom(...FIELDS), fc.option(fieldValue)), { maxLength: 2 }))
      .map(([name, changes]) => {
        const params: Record<string, unknown> = { ...VALID[name], _SUBMIT: name };
        for (const [field, value] of changes) if (value === null) delete params[field]; else params[field] = value;
        return params;
      }),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(formParams, fc.oneof(fc.constantFrom(...Object.keys(VALID), '', 'CART', 'nope', '__proto__', 'toString'), wireValue))
      .map(([params, name]) => ({ ...params, _SUBMIT: name })),
  },
);

describe('POST /rpc/jsonrpc.tmpl, for any input', () => {
  it('answers any JSONRPC field with a 4xx or JSON-RPC entries, never a 500 or the internal error', async () => {
    const visitor = await Visitor.arrived(t.app);
    const call = fc.record({ method: fc.oneof(fc.constantFrom('prodcat', 'user.fullData', 'trans.get', 'rpc.form', 'csrf.getToken', 'offers.apply', 'nope'), wireValue), id: wireValue, params: fc.oneof(fc.array(fc.oneof(formParams, anyJson(2)), { maxLength: 2 }), wireValue) }, { requiredKeys: [] });
    const field = fc.oneof(
      { weight: 4, arbitrary: fc.array(fc.oneof(call, anyJson(2)), { minLength: 1, maxLength: 4 }).map((calls) => ({ text: JSON.stringify(calls), calls: calls.length })) },
      { weight: 1, arbitrary: fc.oneof(anyJson(3).map((v) => JSON.stringify(v)), anyText(20)).map((text) => ({ text, calls: null })) },
    );
    await checkAsyncProperty(
      fc.asyncProperty(field, async ({ text, calls }) => {
        const response = await visitor.postForm('/rpc/jsonrpc.tmpl', { JSONRPC: text });
        expectNoServerError(response, calls);
      }),
      80,
    );
  });

  it('answers any rpc.form fields of every form with a result or a JSON-RPC error', async () => {
    const visitors = { guest: await Visitor.arrived(t.app), member: await Visitor.arrived(t.app) };
    await visitors.member.signIn('member@example.com');
    const results = new Set<string>();
    await checkAsyncProperty(
      fc.asyncProperty(fc.constantFrom('guest', 'member') as fc.Arbitrary<keyof typeof visitors>, submitParams, fc.constantFrom('valid', 'valid', 'wrong', 'missing'), async (who, params, token) => {
        const visitor = visitors[who];
        const tokenField = token === 'valid' ? { _TOKEN: visitor.csrfToken } : token === 'wrong' ? { _TOKEN: 'x'.repeat(32) } : {};
        const name = params._SUBMIT;
        const response = await visitor.rpc([{ method: 'rpc.form', id: 1, params: [{ ...params, ...tokenField }] }]);
        expect(response.statusCode).toBe(200);
        expectNoServerError(response, 1);
        if ('result' in (response.json() as object[])[0]!) results.add(String(name));
      }),
      120,
    );
    // The generated fields reach past validation: submits of every form succeed.
    expect([...results].sort()).toEqual(Object.keys(VALID).sort());
  });

  it('answers a body that is not a form, or a broken one, with a 4xx in the envelope', async () => {
    const visitor = await Visitor.arrived(t.app);
    const body = fc.record({
      type: fc.constantFrom('application/x-www-form-urlencoded', 'application/json', 'text/plain', 'multipart/form-data', ''),
      payload: fc.oneof(anyText(30), fc.constantFrom('JSONRPC=%E0%A4%A', 'JSONRPC=[1]&JSONRPC=[2]', 'JSONRPC', '=&=&', '{"JSONRPC":"[]"}')),
    });
    await checkAsyncProperty(
      fc.asyncProperty(body, async ({ type, payload }) => {
        const response = await t.app.inject({
          method: 'POST',
          url: '/rpc/jsonrpc.tmpl',
          headers: { cookie: visitor.jar.header(), ...(type ? { 'content-type': type } : {}) },
          payload,
        });
        expectNoServerError(response, null);
      }),
      60,
    );
  });
});
