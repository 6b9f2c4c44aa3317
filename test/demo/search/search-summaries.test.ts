import { describe, expect, it } from '@jest/globals';
import { parseEndecaRequest } from '../../../demo/search/endeca-params';
import { createSearchEngine } from '../../../demo/search/search-engine';
import { createSearchStore } from '../../../demo/search/search-store';
import { LEGACY } from '../helpers/search-client';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();

/**
 * The precomputed summaries of broad one-word terms (search-engine.ts) answer exactly as a search without them. Here
 * every word and prefix of the small test catalog gets one (at least 1 product) with a top of 5 products, so pages
 * past it, filters, selections and sorts take the full path.
 */
describe('search summaries', () => {
  const engines = () => {
    const idfCalls = { count: 0 };
    const plain = createSearchStore(t.app.storefront.db);
    const store = { ...plain, idf: (hits: number, rows: number) => (idfCalls.count++, plain.idf(hits, rows)) };
    const stores = { catalog: t.app.storefront.catalog, content: t.app.storefront.searchContent };
    return {
      summarised: createSearchEngine({ ...stores, store }, { matchCacheSize: 0, summaries: { minProducts: 1, top: 5 } }),
      full: createSearchEngine({ ...stores, store: plain }, { matchCacheSize: 0, summaries: { minProducts: Infinity, top: 0 } }),
      idfCalls,
    };
  };
  const words = () => t.app.storefront.db.prepare("SELECT term FROM product_search_vocab WHERE term GLOB '[a-z]*' ORDER BY term")
    .pluck().all() as string[];

  const variants: Array<Record<string, string>> = [
    {}, { M: 'recs_per_page:3', Nao: '2' }, { M: 'recs_per_page:3', Nao: '3' }, { Nao: '10' }, { Nu: '' }, { Nu: '', M: 'recs_per_page:2' },
    { Np: '0' }, { Np: '1' }, { Ne: '1000 2000' }, { D: 'ma' }, { Ns: 'p_PRICE|0' }, { N: '1001' }, { Nf: 's_PRICE|LT 30' },
    { Ntk: 'p_PROD_RGN_NAME' }, { M: 'recs_per_page:10000' },
  ];

  it('answers words, prefixes and navigation alike, on every kind of page', () => {
    const { summarised, full } = engines();
    // Every one- and two-letter prefix, a sixth of the words (one in six, alphabetically) and their three-letter prefixes.
    const sampled = words().filter((_, k) => k % 6 === 0);
    const terms = [...new Set([...words().flatMap((word) => [`${word.slice(0, 1)}*`, `${word.slice(0, 2)}*`]),
      ...sampled.flatMap((word) => [word, `${word.slice(0, 3)}*`])])];
    let compared = 0;
    let found = 0;
    for (const term of ['', ...terms]) {
      for (const variant of variants) {
        const request = parseEndecaRequest({ ...LEGACY, M: 'recs_per_page:10', Ntt: term, ...variant });
        const answer = summarised.search(request);
        expect(answer).toEqual(full.search(request));
        compared++;
        if (answer.totalAggregates > 0) found++;
      }
    }
    expect(compared).toBe((terms.length + 1) * variants.length);
    expect(found).toBeGreaterThan(compared / 2);
  });

  it('answers the first page of a summarised term without matching it', () => {
    const { summarised, full, idfCalls } = engines();
    const request = parseEndecaRequest({ ...LEGACY, Ntt: 'lip*', M: 'recs_per_page:5' });
    idfCalls.count = 0;
    const answer = summarised.search(request);
    expect(idfCalls.count).toBe(0);
    expect(answer.totalAggregates).toBe(12);
    expect(answer).toEqual(full.search(request));
    // Past the top: matched and ranked (one IDF for the prefix's phrase).
    summarised.search(parseEndecaRequest({ ...LEGACY, Ntt: 'lip*', M: 'recs_per_page:5', Nao: '5' }));
    expect(idfCalls.count).toBe(1);
  });
});
