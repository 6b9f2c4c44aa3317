// Properties of the Endeca endpoint under arbitrary parameters (docs/wire-formats.md "Endeca search"; docs/decisions.md
// "Property tests"): any query string gets a JSON answer, 200 with the answer's parts or a 4xx, never a 500; and
// nothing in the parameters ever throws out of parseEndecaRequest.
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { parseEndecaRequest } from '../../../demo/search/endeca-params';
import { anyJson, anyText, checkAsyncProperty, checkProperty, usvText } from '../../helpers/property';
import { useTestApp } from '../helpers/test-app';
import { ENDPOINT, LEGACY } from '../helpers/search-client';

const t = useTestApp();

/** Values for the parameters the endpoint reads: plausible, near misses, and anything. */
const values: Record<string, fc.Arbitrary<string>> = {
  M: fc.constantFrom('recs_per_page:10', 'recs_per_page:10000', 'recs_per_page:0', 'recs_per_page:999999999', 'recs_per_page:-1', 'host:x|recs_per_page:5|port:1', ''),
  N: fc.constantFrom('0', '4001', '4001 4102', '4001+9999999999', '-1', '1,2,3', ''),
  Ne: fc.constantFrom('4001', '4001 4002 4003', '0', 'x'),
  Nao: fc.constantFrom('0', '10', '999999999', '1000001', '-10', '1e3', '9'.repeat(30)),
  Ntt: fc.constantFrom('lipstick', 'lip*', '*', '**', 'red lipstick', '"red', '-', '<b>', 'a'.repeat(300), ''),
  Ntk: fc.constantFrom('all', 'p_PROD_RGN_NAME', 'all|x', 'nope', ''),
  Ntx: fc.constantFrom('mode matchallpartial', 'mode+matchany', 'mode matchall', 'mode nope', ''),
  Ns: fc.constantFrom('p_PRICE|0', 'p_PRICE|1||p_PROD_RGN_NAME|0', 'p_PRICE|1||p_PRICE|0', '|', '||', 'x|1'),
  Nu: fc.constantFrom('p_PRODUCT_ID', 'x', ''),
  Np: fc.constantFrom('0', '1', '2', '3', ''),
  Nf: fc.constantFrom(LEGACY.Nf!, 's_PRICE|BTWN 10 20', 's_PRICE|GT', 'p_x|LT 1|', '|||', ''),
  Nr: fc.constantFrom(LEGACY.Nr!, 'AND(', 'OR(a:1,NOT(b:2))', 'NOT()', ')))', 'AND(rec_type:product,' + 'AND('.repeat(50), ''),
  R: fc.constantFrom('1', 'SKU1', 'PROD1', ''),
  D: fc.constantFrom('lip', '*', ''),
  Dx: fc.constantFrom('mode matchany', ''),
  Nty: fc.constantFrom('1', '0', ''),
};

/** A query: the legacy client's parameters, some replaced by near misses or any text, some repeated. */
const query = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .tuple(
        fc.record(Object.fromEntries(Object.entries(values).map(([k, v]) => [k, fc.oneof({ weight: 3, arbitrary: v }, { weight: 1, arbitrary: usvText(6) })])), { requiredKeys: [] }),
        fc.boolean(),
        fc.array(fc.tuple(fc.constantFrom(...Object.keys(values)), usvText(3)), { maxLength: 2 }),
      )
      .map(([params, legacy, repeated]) => {
        const search = new URLSearchParams({ ...(legacy ? LEGACY : {}), ...(params as Record<string, string>) });
        for (const [k, v] of repeated) search.append(k, v);
        return search.toString();
      }),
  },
  { weight: 1, arbitrary: anyText(20).map((text) => encodeURI(text.replace(/[\ud800-\udfff]/g, ''))) },
  { weight: 1, arbitrary: fc.constantFrom('%', '%%', 'N=%E0%A4%A', 'a[b]=1&a[c]=2', '__proto__[x]=1', 'constructor=1', '&&&', '=') },
);

describe('the Endeca endpoint, for any query string', () => {
  it('answers JSON: 200 with every part of an answer, or a 4xx; never a 500', async () => {
    await checkAsyncProperty(
      fc.asyncProperty(query, async (q) => {
        const response = await t.app.inject({ url: `${ENDPOINT}?${q}` });
        expect(response.statusCode).toBeLessThan(500);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        const body = response.json() as Record<string, unknown>;
        if (response.statusCode === 200) {
          for (const part of ['Records', 'AggrRecords', 'Breadcrumbs', 'Refinements', 'Supplemental Objects']) expect(Array.isArray(body[part])).toBe(true);
        } else {
          expect(response.statusCode).toBeGreaterThanOrEqual(400);
          expect(typeof body.error).toBe('string');
        }
      }),
      100,
    );
  });

  it('parseEndecaRequest reads any parsed query (strings, lists, objects) within its bounds, never throwing', () => {
    checkProperty(
      fc.property(fc.dictionary(fc.constantFrom(...Object.keys(values), 'x'), fc.oneof(usvText(8), fc.array(usvText(4), { maxLength: 2 }), anyJson(1))), (raw) => {
        const request = parseEndecaRequest(raw);
        expect(request.pageSize >= 1 && request.pageSize <= 10000 && Number.isInteger(request.pageSize)).toBe(true);
        expect(request.offset >= 0 && request.offset <= 1_000_000 && Number.isInteger(request.offset)).toBe(true);
        expect(request.selected.every((id) => Number.isInteger(id) && id > 0)).toBe(true);
        expect([0, 1, 2]).toContain(request.recordsPerAggregate);
      }),
    );
  });
});
