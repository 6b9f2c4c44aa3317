import { describe, expect, it } from '@jest/globals';
import { AGGREGATES, meta, RECORDS, searchClient } from '../helpers/search-client';
import { useTestApp } from '../helpers/test-app';
import { searchableCounts } from '../helpers/test-catalog';

const t = useTestApp();
const { search } = searchClient(() => t.app);

describe('record and range filters', () => {
  it('filters on SKU and product properties with AND, OR and NOT', async () => {
    const comingSoon = await search({ Nr: 'AND(rec_type:product,s_isComingSoon:1)', Nu: '', M: 'recs_per_page:10000' });
    expect(comingSoon.Records.map((r) => [r.Properties.s_SKU_ID, r.Properties.s_isComingSoon])).toEqual([['SKU32', '1']]);
    expect(searchableCounts(t.app.storefront.db, 's.is_coming_soon = 1').skus).toBe(1);
    const either = await search({ Nr: 'OR(p_PARENT_CAT_ID:CAT1,p_PARENT_CAT_ID:CAT2)', M: 'recs_per_page:10000' });
    expect(either.AggrRecords.map((a) => a.Properties.p_PARENT_CAT_ID).sort()).toEqual([...Array(8).fill('CAT1'), 'CAT2', 'CAT2']);
    expect(meta(await search({ Nr: 'AND(rec_type:product,locale:fr_FR)' }), RECORDS)).toBe(0);
    const gb = await search({ Nr: 'AND(rec_type:product,locale:en_GB)' });
    expect(gb.AggrRecords[0]!.Properties.locale).toBe('en_GB');
  });

  it('applies Nf ranges to prices', async () => {
    const answer = await search({ Nf: 's_PRICE|BTWN 20 30', Nu: '', M: 'recs_per_page:10000' });
    expect([meta(answer, AGGREGATES), answer.Records.length]).toEqual([12, 66]);
    expect(searchableCounts(t.app.storefront.db, 's.price_cents BETWEEN 2000 AND 3000')).toEqual({ products: 12, skus: 66 });
    expect(answer.Records.every((r) => Number(r.Properties.s_PRICE) >= 20 && Number(r.Properties.s_PRICE) <= 30)).toBe(true);
  });
});

// Property names come from the request; inherited members of Object are no properties
// (docs/security.md, "Malformed input").
describe('prototype member names', () => {
  const everything = { M: 'recs_per_page:10000' };
  const totals = (answer: Awaited<ReturnType<typeof search>>) => [meta(answer, AGGREGATES), meta(answer, RECORDS)];

  it.each(['__proto__', 'constructor', 'toString', 'valueOf', 'hasOwnProperty', 'isPrototypeOf', '__defineGetter__'])(
    '%s is an unknown key in Nr and Nf, and an unknown Ntk: a normal answer, as without it', async (key) => {
      // The test catalog's 47 searchable products and 170 SKUs, as with no filter at all.
      expect(totals(await search({ ...everything, Nr: `${key}:x` }))).toEqual([47, 170]);
      expect(totals(await search({ ...everything, Nr: `AND(rec_type:product,NOT(${key}:1),${key}:x)` }))).toEqual([47, 170]);
      expect(totals(await search({ ...everything, Nf: `${key}|GT 0|s_PRICE|GT 0` }))).toEqual([47, 170]);
      // An unknown search interface searches every column, as Ntk=all: 12 products say "lipstick".
      const answer = await search({ Ntt: 'lipstick', Ntk: key });
      expect(meta(answer, AGGREGATES)).toBe(12);
    });
});
