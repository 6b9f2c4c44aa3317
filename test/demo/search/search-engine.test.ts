import { describe, expect, it } from '@jest/globals';
import { isShoppable } from '../../../demo/catalog/sku-availability';
import { INVENTORY } from '../../../demo/catalog/types';
import { AGGREGATES, dimension, LEGACY, meta, productIds, RECORDS, searchClient, type Answer } from '../helpers/search-client';
import { TEST_PRODUCT_COUNT, useTestApp } from '../helpers/test-app';
import { SEARCHABLE_SKU, searchableCounts } from '../helpers/test-catalog';

const t = useTestApp();
const { search, searchQuery } = searchClient(() => t.app);
const total = (answer: Answer) => meta(answer, AGGREGATES);

/** Searchable products as `PROD<id>`, in the order `orderBy` gives (over `products p`, `MIN(s.price_cents)` at hand). */
const productsInOrder = (orderBy: string) => t.app.storefront.db.prepare(`SELECT 'PROD' || p.id FROM products p
  JOIN skus s ON s.product_id = p.id WHERE ${SEARCHABLE_SKU} GROUP BY p.id ORDER BY ${orderBy}`).pluck().all() as string[];

describe('ranking', () => {
  it('ranks a product named after the term above one that only mentions it', async () => {
    const answer = await search({ Ntt: 'lipstick', M: 'recs_per_page:10000' });
    const names = answer.AggrRecords.map((a) => a.Properties.p_PROD_RGN_NAME!);
    // 8 of the 12 products that say "lipstick" are named so (the test catalog's lipsticks).
    expect(names.map((name) => /lipstick/i.test(name))).toEqual([...Array(8).fill(true), ...Array(4).fill(false)]);
  });
});

describe('sorting', () => {
  const every = { M: 'recs_per_page:10000' };

  // Ties go to relevance, then product id; without a term, to product id.
  it.each([
    ['p_PRICE|0', 'MIN(s.price_cents), p.id'],
    ['p_PRICE|1', 'MIN(s.price_cents) DESC, p.id'],
    ['p_AVERAGE_RATING|1', 'p.rating DESC, p.id'],
    ['p_TOTAL_REVIEW_COUNT|1', 'p.review_count DESC, p.id'],
    ['p_PROD_RGN_NAME|0', 'lower(p.name), p.id'],
    ['p_DATE_CREATED|1', 'p.created_at DESC, p.id'],
    ['p_PRICE|0||p_AVERAGE_RATING|1', 'MIN(s.price_cents), p.rating DESC, p.id'],
  ])('Ns=%s orders products as SQL ORDER BY %s', async (ns, orderBy) => {
    const answer = await search({ ...every, Ns: ns });
    expect(productIds(answer)).toEqual(productsInOrder(orderBy));
    expect(answer.MetaInfo['Sorted By']).toBe(ns);
  });

  it('breaks ties by relevance with a term, whether or not a relevance search of the term came first', async () => {
    // A term no other test of this file searches, so the first search below finds nothing cached. Any word: the
    // two Luminous Silk lipsticks cost the same, and the one with both words (PROD50) outranks the lower id.
    const term = { Ntt: 'silk sculpting', Ntx: 'mode matchany', M: 'recs_per_page:10000' };
    const query = { ...term, Ns: 'p_PRICE|0' };
    const cold = productIds(await search(query));
    const relevance = productIds(await search(term));
    const warm = productIds(await search(query));
    expect(cold).toEqual(warm);
    // By price, then in relevance order: the two lipsticks tie on price, and relevance puts the higher id first.
    const price = new Map(t.app.storefront.db.prepare(`SELECT 'PROD' || p.id, MIN(s.price_cents) FROM products p
      JOIN skus s ON s.product_id = p.id WHERE ${SEARCHABLE_SKU} GROUP BY p.id`).raw().all() as Array<[string, number]>);
    expect(relevance.indexOf('PROD50')).toBeLessThan(relevance.indexOf('PROD37'));
    expect(price.get('PROD50')).toBe(price.get('PROD37'));
    expect(cold).toEqual([...relevance].sort((a, b) => price.get(a!)! - price.get(b!)! || relevance.indexOf(a) - relevance.indexOf(b)));
  });

  it('has prices that tie, so the second key is tested', () => {
    const prices = t.app.storefront.db.prepare(`SELECT MIN(s.price_cents) FROM products p JOIN skus s ON s.product_id = p.id
      WHERE ${SEARCHABLE_SKU} GROUP BY p.id`).pluck().all() as number[];
    expect(prices.length - new Set(prices).size).toBe(6);
  });

  it('offers sort links that apply the sort and go back to the first page', async () => {
    const answer = await search({ Ntt: 'lipstick', Nao: '10' });
    const option = answer.MetaInfo['Add Sort Key Links'].find((o: any) => o['Sort Key'] === 'p_PRICE|1');
    expect(option['Sort Label']).toBe('Price: high to low');
    expect(option['Sort Link']).not.toMatch(/Nao=/);
    const sorted = await searchQuery(option['Sort Link']);
    expect(sorted.MetaInfo['Sorted By']).toBe('p_PRICE|1');
    expect(answer.MetaInfo['Add Sort Key Links'].find((o: any) => o['Sort Key'] === '').Selected).toBe('1');
  });

  it('ignores unknown sort keys (relevance)', async () => {
    const answer = await search({ Ntt: 'lipstick', Ns: 'p_NOPE|1||garbage' });
    expect(answer.MetaInfo['Sorted By']).toBe('');
    expect(productIds(answer)).toEqual(productIds(await search({ Ntt: 'lipstick' })));
  });
});

describe('refinements and breadcrumbs', () => {
  const values = (answer: Answer, name: string) => dimension(answer, name)['Dimension Values']
    .map((v: any) => [v['Dim Value ID'], v['Dim Value Name'], v.Count]);

  it('counts category, finish, skin type, coverage and price band values with stable numeric ids', async () => {
    const answer = await search({ M: 'recs_per_page:10000' });
    expect(answer.Refinements[0]!.Dimensions.map((d: any) => [d['Dimension Name'], d['Dimension ID']]))
      .toEqual([['Category', '1000'], ['Finish', '2000'], ['Skin Type', '3000'], ['Coverage', '4000'], ['Price', '5000']]);
    // The 47 searchable products of the test catalog by category, in category order.
    expect(values(answer, 'Category')).toEqual([
      ['1001', 'Lipstick', '8'], ['1002', 'Foundation', '2'], ['1003', 'Mascara', '1'], ['1004', 'Eyeshadow', '1'],
      ['1005', 'Blush', '2'], ['1006', 'Concealer', '4'], ['1007', 'Moisturizer', '4'], ['1008', 'Serum', '5'],
      ['1009', 'Cleanser', '5'], ['1010', 'Fragrance', '4'], ['1011', 'Brushes', '4'], ['1012', 'Gift Sets', '7'],
    ]);
    const { db } = t.app.storefront;
    expect(values(answer, 'Category').map((v: string[]) => Number(v[2])))
      .toEqual(db.prepare(`SELECT COUNT(DISTINCT p.id) FROM products p JOIN skus s ON s.product_id = p.id
        WHERE ${SEARCHABLE_SKU} GROUP BY p.category_id ORDER BY p.category_id`).pluck().all());
    expect(values(answer, 'Price')).toEqual([
      ['5001', 'Under $25', '9'], ['5002', '$25 – $50', '20'], ['5003', '$50 – $75', '11'], ['5004', '$75 and above', '7'],
    ]);
    expect(values(answer, 'Skin Type')).toEqual([
      ['3001', 'All skin types', '3'], ['3002', 'Combination', '6'], ['3003', 'Dry', '13'], ['3004', 'Normal', '9'],
      ['3005', 'Oily', '9'], ['3006', 'Sensitive', '7'],
    ]);
    const again = await search({ M: 'recs_per_page:10000' });
    expect(again.Refinements).toEqual(answer.Refinements);
  });

  it('selects a value with its Selection Link, shows it as a breadcrumb and removes it with the Removal Link', async () => {
    const start = await search({ Ntt: 'lipstick' });
    const lipstick = dimension(start, 'Category')['Dimension Values'].find((v: any) => v['Dim Value Name'] === 'Lipstick');
    expect(lipstick.Count).toBe('8');
    const selected = await searchQuery(lipstick['Selection Link']);
    expect(total(selected)).toBe(8);
    expect(selected.AggrRecords.every((a) => a.Properties.c_CATEGORY_NAME === 'Lipstick')).toBe(true);
    expect(selected.Breadcrumbs).toEqual([{
      Type: 'Navigation', 'Dimension Name': 'Category', 'Dimension ID': '1000',
      'Dimension Values': [expect.objectContaining({ 'Dim Value ID': '1001', 'Dim Value Name': 'Lipstick' })],
    }]);
    // Narrow further with a second dimension, then remove the first selection only.
    const finish = dimension(selected, 'Finish')['Dimension Values'][0];
    const both = await searchQuery(finish['Selection Link']);
    expect(total(both)).toBe(Number(finish.Count));
    expect(both.Breadcrumbs).toHaveLength(2);
    const removeCategory = both.Breadcrumbs.find((b) => b['Dimension Name'] === 'Category')['Dimension Values'][0]['Removal Link'];
    const finishOnly = await searchQuery(removeCategory);
    expect(finishOnly.Breadcrumbs.map((b) => b['Dimension Name'])).toEqual(['Finish']);
    const removeFinish = finishOnly.Breadcrumbs[0]['Dimension Values'][0]['Removal Link'];
    const back = await searchQuery(removeFinish);
    expect(back.Breadcrumbs).toEqual([]);
    expect(total(back)).toBe(12);
  });

  it('treats values of one dimension as alternatives and ignores unknown ids in N', async () => {
    expect(total(await search({ N: '1001' }))).toBe(8);
    expect(total(await search({ N: '1002' }))).toBe(2);
    expect(total(await search({ N: '1001+1002' }))).toBe(10);
    expect(total(await searchQuery(new URLSearchParams({ ...LEGACY }).toString() + '&N=1001+1002'))).toBe(10);
    expect(total(await search({ N: '1001 999999 abc' }))).toBe(8);
  });

  it('lists a More... link for a long dimension, and Ne shows it in full', async () => {
    const answer = await search({});
    const finish = dimension(answer, 'Finish')['Dimension Values'];
    // Eight values, then More... (the dimension's own id, no count).
    expect(finish).toHaveLength(9);
    const more = finish[8];
    expect([more['Dim Value ID'], more['Dim Value Name'], more.Count]).toEqual(['2000', 'More...', undefined]);
    const expanded = dimension(await searchQuery(more['Selection Link']), 'Finish')['Dimension Values'];
    const finishes = t.app.storefront.db.prepare(`SELECT COUNT(DISTINCT p.finish) FROM products p JOIN skus s ON s.product_id = p.id
      WHERE ${SEARCHABLE_SKU}`).pluck().get();
    expect(expanded).toHaveLength(14);
    expect(finishes).toBe(14);
    expect(expanded.some((v: any) => v['Dim Value Name'] === 'More...')).toBe(false);
  });

  it('finds dimension values with D', async () => {
    const answer = await search({ D: 'lip', Dx: 'mode matchall' });
    const results = answer['Dimension Search Results'] as any[];
    expect(results[0]['Dimension Values'][0]).toMatchObject({ 'Dim Value ID': '1001', 'Dim Value Name': 'Lipstick' });
    expect(results[0]['Dimension Values'][0]['Selection Link']).toMatch(/N=1001/);
  });
});

describe('records of docs/requirements.md §9', () => {
  it('never returns a status-5, discontinued, unsearchable or non-shoppable non-coming-soon SKU, whatever is asked', async () => {
    const catalog = t.app.storefront.catalog;
    const everything = catalog.productsById(Array.from({ length: TEST_PRODUCT_COUNT }, (_, k) => k + 1));
    const eligible = new Set<string>();
    const excluded = new Set<string>();
    for (const product of everything) {
      for (const sku of product.skus) {
        const ok = sku.searchable && !product.discontinued && sku.inventoryStatus !== INVENTORY.inactive
          && (isShoppable(product, sku) || sku.isComingSoon);
        (ok ? eligible : excluded).add(`SKU${sku.id}`);
      }
    }
    // 170 of the test catalog's 194 SKUs may be returned; the 24 others must never be.
    expect([eligible.size, excluded.size]).toEqual([170, 24]);
    expect(everything.filter((p) => p.discontinued).map((p) => p.id)).toEqual([3, 27, 31]);
    for (const base of [LEGACY, {}]) {
      const answer = await search({ M: 'recs_per_page:10000', Nu: '', Nr: '', Nf: '' }, base);
      const returned = answer.Records.map((r) => r.Properties.s_SKU_ID!);
      expect(new Set(returned)).toEqual(eligible);
      for (const record of answer.Records) {
        expect(record.Properties.s_INVENTORY_STATUS).not.toBe('5');
        expect(record.Properties.s_isShoppable === '1' || record.Properties.s_isComingSoon === '1').toBe(true);
      }
    }
    const notEligible = [...excluded][0]!;
    expect((await search({ R: notEligible, Nu: '' })).Records).toEqual([]);
    expect((await search({ Nr: 'NOT(s_INVENTORY_STATUS:1)', Nu: '', M: 'recs_per_page:10000' })).Records
      .every((r) => ['2', '3'].includes(r.Properties.s_INVENTORY_STATUS!))).toBe(true);
  });

  it('fetches one record by id with R', async () => {
    const first = (await search({ Nu: '', M: 'recs_per_page:1' })).Records[0]!.Properties;
    const answer = await search({ R: first.s_SKU_ID!, Nu: '' });
    expect(answer.Records.map((r) => r.Properties.s_SKU_ID)).toEqual([first.s_SKU_ID]);
    expect((await search({ R: 'SKU99999999' })).Records).toEqual([]);
  });
});

describe('match modes', () => {
  it('matches all words first and falls back to any word (matchallpartial)', async () => {
    expect(total(await search({ Ntt: 'lipstick zzqqxx', Ntx: 'mode matchall' }))).toBe(0);
    const partial = await search({ Ntt: 'lipstick zzqqxx' });
    expect([total(partial), meta(partial, RECORDS)]).toEqual([12, 48]);
    expect(searchableCounts(t.app.storefront.db, "p.id IN (SELECT rowid FROM product_search WHERE product_search MATCH 'lipstick')"))
      .toEqual({ products: 12, skus: 48 });
  });
});
