import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { isShoppable } from '../../demo/catalog/sku-availability';
import { INVENTORY } from '../../demo/catalog/types';
import { createTestApp, TEST_PRODUCT_COUNT } from './test-app';

let app: FastifyInstance;
let close: () => Promise<void>;
beforeAll(async () => ({ app, close } = await createTestApp()));
afterAll(async () => close());

const ENDPOINT = '/enrpc/JSONControllerServlet.do';
/** What the legacy client sent with every search (notes/wire-formats.md). */
const LEGACY = {
  Ntk: 'all', Ntx: 'mode matchallpartial', Nty: '1', Nu: 'p_PRODUCT_ID', Np: '2',
  Nf: 's_searchable|GT 0|p_shoppable|GT 0|p_displayable|GT 0',
  Nr: 'AND(rec_type:product,locale:en_US,NOT(s_INVENTORY_STATUS:5),NOT(s_discontinued:1))',
};

type Props = Record<string, string>;
type Answer = {
  Records: Array<{ Properties: Props }>;
  AggrRecords: Array<{ Properties: Props; Records: Array<{ Properties: Props }> }>;
  MetaInfo: Record<string, any>;
  'Search Info': Record<string, any>;
  Breadcrumbs: any[];
  Refinements: Array<{ Dimensions: any[] }>;
  'Supplemental Objects': Array<{ Properties: Props }>;
  [key: string]: unknown;
};

async function searchQuery(query: string): Promise<Answer> {
  const response = await app.inject({ url: `${ENDPOINT}?${query}` });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  return response.json() as Answer;
}

const search = (params: Record<string, string>, base: Record<string, string> = LEGACY) =>
  searchQuery(new URLSearchParams({ ...base, ...params }).toString());

const meta = (answer: Answer, key: string) => Number(answer.MetaInfo[key]);
const productIds = (answer: Answer) => answer.AggrRecords.map((a) => a.Properties.p_PRODUCT_ID);
const dimension = (answer: Answer, name: string) =>
  answer.Refinements[0]!.Dimensions.find((d: any) => d['Dimension Name'] === name);

const META_KEYS = ['Total Number of Matching Records', 'Total Number of Matching Aggregate Records', 'Number of Records per Page',
  'Number of Pages', 'Page Number', 'Starting Record Number', 'Ending Record Number', 'Previous Page Link', 'Next Page Link',
  'Direct Page Links', 'Add Sort Key Links', 'Sorted By'];
const CARD_KEYS = ['p_PRODUCT_ID', 'p_PROD_RGN_NAME', 'p_PROD_RGN_SUBHEADING', 'p_url', 'p_AVERAGE_RATING', 'p_TOTAL_REVIEW_COUNT',
  'p_DESCRIPTION', 's_SKU_ID', 's_SKU_BASE_ID', 's_PRICE', 's_formattedPrice', 's_IMAGE_5UP', 's_SHADENAME', 's_HEX_VALUE_STRING',
  's_PRODUCT_SIZE', 's_INVENTORY_STATUS', 's_isShoppable', 's_isComingSoon', 's_isPreOrder', 's_DISPLAY_ORDER', 'rec_type', 'locale',
  'p_skus_json', 'c_CATEGORY_ID', 'c_CATEGORY_NAME'];

function expectAllStrings(properties: Props): void {
  for (const [key, value] of Object.entries(properties)) {
    if (typeof value !== 'string') throw new Error(`${key} is ${typeof value}, not a string`);
  }
}

describe('Endeca search: response shape', () => {
  it('answers with every top-level part and the MetaInfo keys of the wire format, all values strings', async () => {
    const answer = await search({ Ntt: 'lipstick', M: 'host:localhost|port:15000|recs_per_page:10' });
    expect(Object.keys(answer)).toEqual(['Records', 'AggrRecords', 'MetaInfo', 'Search Info', 'Breadcrumbs', 'Refinements', 'Supplemental Objects']);
    expect(Object.keys(answer.MetaInfo).sort()).toEqual([...META_KEYS].sort());
    for (const key of META_KEYS.filter((k) => !['Direct Page Links', 'Add Sort Key Links'].includes(k))) {
      expect(typeof answer.MetaInfo[key]).toBe('string');
    }
    expect(answer.MetaInfo['Direct Page Links'].every((link: unknown) => typeof link === 'string')).toBe(true);
    for (const option of answer.MetaInfo['Add Sort Key Links']) expectAllStrings(option);
    expect(answer.AggrRecords.length).toBeGreaterThan(0);
    for (const aggregate of answer.AggrRecords) {
      expectAllStrings(aggregate.Properties);
      for (const record of aggregate.Records) {
        expectAllStrings(record.Properties);
        for (const key of CARD_KEYS.filter((k) => k !== 'p_skus_json')) expect(record.Properties).toHaveProperty(key);
      }
    }
    const first = answer.AggrRecords[0]!;
    expect(first.Properties.rec_type).toBe('product');
    expect(first.Properties.locale).toBe('en_US');
    const skus = JSON.parse(first.Properties.p_skus_json!) as Array<{ SKU_ID: string }>;
    expect(skus.map((s) => s.SKU_ID)).toEqual(first.Records.map((r) => r.Properties.s_SKU_ID));
    expect(answer['Search Info']).toEqual({ all: { 'Search Term': 'lipstick', 'Spell Correction': [], 'DYM Information': [] } });
  });

  it('gives flat SKU records with product, SKU and category properties when there is no roll-up', async () => {
    const answer = await search({ Ntt: 'lipstick', Nu: '', M: 'recs_per_page:5' });
    expect(answer.AggrRecords).toEqual([]);
    expect(answer.Records).toHaveLength(5);
    for (const record of answer.Records) {
      expectAllStrings(record.Properties);
      for (const key of CARD_KEYS) expect(record.Properties).toHaveProperty(key);
      expect(record.Properties.s_formattedPrice).toBe(`$${record.Properties.s_PRICE}`);
    }
  });

  it('ranks a product named after the term above one that only mentions it', async () => {
    const answer = await search({ Ntt: 'lipstick', M: 'recs_per_page:10000' });
    const names = answer.AggrRecords.map((a) => a.Properties.p_PROD_RGN_NAME!);
    const firstNamed = names.findIndex((name) => /lipstick/i.test(name));
    const firstUnnamed = names.findIndex((name) => !/lipstick/i.test(name));
    expect(firstNamed).toBe(0);
    if (firstUnnamed !== -1) expect(names.slice(firstUnnamed).some((name) => /lipstick/i.test(name))).toBe(false);
  });
});

describe('paging', () => {
  it('pages with Nao and the page size inside M, and the links lead to the neighbouring pages', async () => {
    const all = await search({ M: 'recs_per_page:10000' });
    const total = meta(all, 'Total Number of Matching Aggregate Records');
    expect(total).toBeGreaterThan(6);
    const page1 = await search({ M: 'recs_per_page:3' });
    const page2 = await search({ M: 'recs_per_page:3', Nao: '3' });
    expect(productIds(page1)).toEqual(productIds(all).slice(0, 3));
    expect(productIds(page2)).toEqual(productIds(all).slice(3, 6));
    expect(page2.MetaInfo).toMatchObject({
      'Number of Records per Page': '3', 'Page Number': '2', 'Starting Record Number': '4', 'Ending Record Number': '6',
      'Number of Pages': String(Math.ceil(total / 3)),
    });
    expect(productIds(await searchQuery(page1.MetaInfo['Next Page Link']))).toEqual(productIds(page2));
    expect(productIds(await searchQuery(page2.MetaInfo['Previous Page Link']))).toEqual(productIds(page1));
    expect(page1.MetaInfo['Previous Page Link']).toBe('');
    expect(page1.MetaInfo['Direct Page Links'][1]).toBe(page1.MetaInfo['Next Page Link']);
  });

  it('defaults to 10 per page and caps view-all at 10000', async () => {
    expect(meta(await search({}), 'Number of Records per Page')).toBe(10);
    expect((await search({})).AggrRecords).toHaveLength(10);
    const huge = await search({ M: 'recs_per_page:99999999' });
    expect(meta(huge, 'Number of Records per Page')).toBe(10000);
    expect(huge.AggrRecords).toHaveLength(meta(huge, 'Total Number of Matching Aggregate Records'));
  });

  it('pages flat records by SKU', async () => {
    const all = await search({ Nu: '', M: 'recs_per_page:10000' });
    expect(all.Records).toHaveLength(meta(all, 'Total Number of Matching Records'));
    const page = await search({ Nu: '', M: 'recs_per_page:7', Nao: '7' });
    expect(page.Records.map((r) => r.Properties.s_SKU_ID)).toEqual(all.Records.slice(7, 14).map((r) => r.Properties.s_SKU_ID));
  });

  it('answers a page past the end with no records and honest totals', async () => {
    const answer = await search({ Nao: '100000' });
    expect(answer.AggrRecords).toEqual([]);
    expect(answer.MetaInfo['Starting Record Number']).toBe('0');
    expect(meta(answer, 'Total Number of Matching Aggregate Records')).toBeGreaterThan(0);
  });
});

describe('sorting', () => {
  const every = { M: 'recs_per_page:10000' };
  const values = (answer: Answer, key: string) => answer.AggrRecords.map((a) => a.Properties[key]!);
  const numbers = (answer: Answer, key: string) => values(answer, key).map(Number);
  const ascending = (list: number[]) => list.every((value, k) => k === 0 || list[k - 1]! <= value);

  it.each([
    ['p_PRICE|0', 'p_PRICE', false], ['p_PRICE|1', 'p_PRICE', true], ['p_AVERAGE_RATING|1', 'p_AVERAGE_RATING', true],
    ['p_TOTAL_REVIEW_COUNT|1', 'p_TOTAL_REVIEW_COUNT', true],
  ] as const)('Ns=%s orders by %s', async (ns, key, descending) => {
    const answer = await search({ ...every, Ns: ns });
    const list = numbers(answer, key);
    expect(ascending(descending ? [...list].reverse() : list)).toBe(true);
    expect(new Set(list).size).toBeGreaterThan(1);
    expect(answer.MetaInfo['Sorted By']).toBe(ns);
  });

  it('sorts by name and by date created (newest first)', async () => {
    const byName = values(await search({ ...every, Ns: 'p_PROD_RGN_NAME|0' }), 'p_PROD_RGN_NAME').map((n) => n.toLowerCase());
    expect(byName).toEqual([...byName].sort());
    const newest = values(await search({ ...every, Ns: 'p_DATE_CREATED|1' }), 'p_DATE_CREATED');
    expect(newest).toEqual([...newest].sort().reverse());
  });

  it('applies several keys joined with ||, the later ones breaking ties', async () => {
    const answer = await search({ ...every, Ns: 'p_PRICE|0||p_AVERAGE_RATING|1' });
    const rows = answer.AggrRecords.map((a) => [Number(a.Properties.p_PRICE), Number(a.Properties.p_AVERAGE_RATING)] as const);
    for (let k = 1; k < rows.length; k++) {
      const [price, rating] = rows[k]!;
      const [previousPrice, previousRating] = rows[k - 1]!;
      expect(price).toBeGreaterThanOrEqual(previousPrice);
      if (price === previousPrice) expect(rating).toBeLessThanOrEqual(previousRating);
    }
    expect(rows.some((row, k) => k > 0 && row[0] === rows[k - 1]![0])).toBe(true);
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

describe('roll-up', () => {
  it('groups SKU records per product (Nu=p_PRODUCT_ID), in display order, Np=2 all and Np=1 one', async () => {
    const all = await search({ M: 'recs_per_page:10000' });
    expect(new Set(productIds(all)).size).toBe(all.AggrRecords.length);
    let skuTotal = 0;
    for (const aggregate of all.AggrRecords) {
      const orders = aggregate.Records.map((r) => Number(r.Properties.s_DISPLAY_ORDER));
      expect(orders).toEqual([...orders].sort((a, b) => a - b));
      expect(aggregate.Records.every((r) => r.Properties.p_PRODUCT_ID === aggregate.Properties.p_PRODUCT_ID)).toBe(true);
      skuTotal += aggregate.Records.length;
    }
    expect(meta(all, 'Total Number of Matching Records')).toBe(skuTotal);
    expect(all.AggrRecords.some((a) => a.Records.length > 1)).toBe(true);
    const one = await search({ M: 'recs_per_page:10000', Np: '1' });
    expect(one.AggrRecords.every((a) => a.Records.length === 1)).toBe(true);
    expect(one.AggrRecords.map((a) => a.Records[0]!.Properties.s_SKU_ID)).toEqual(all.AggrRecords.map((a) => a.Records[0]!.Properties.s_SKU_ID));
  });
});

describe('refinements and breadcrumbs', () => {
  it('counts category, finish, skin type, coverage and price band values with stable numeric ids', async () => {
    const answer = await search({ M: 'recs_per_page:10000' });
    const total = meta(answer, 'Total Number of Matching Aggregate Records');
    for (const name of ['Category', 'Finish', 'Skin Type', 'Coverage', 'Price']) {
      const found = dimension(answer, name);
      expect(found).toBeDefined();
      const counted = found['Dimension Values'].filter((v: any) => v['Dim Value Name'] !== 'More...');
      for (const value of counted) expect(value['Dim Value ID']).toMatch(/^\d+$/);
      if (name !== 'Coverage' && name !== 'Finish') {
        expect(counted.reduce((sum: number, v: any) => sum + Number(v.Count), 0)).toBe(total);
      }
    }
    expect(dimension(answer, 'Category')['Dimension Values'][0]).toMatchObject({ 'Dim Value ID': '1001', 'Dim Value Name': 'Lipstick' });
    const again = await search({ M: 'recs_per_page:10000' });
    expect(again.Refinements).toEqual(answer.Refinements);
  });

  it('selects a value with its Selection Link, shows it as a breadcrumb and removes it with the Removal Link', async () => {
    const start = await search({ Ntt: 'lipstick' });
    const lipstick = dimension(start, 'Category')['Dimension Values'].find((v: any) => v['Dim Value Name'] === 'Lipstick');
    const selected = await searchQuery(lipstick['Selection Link']);
    expect(meta(selected, 'Total Number of Matching Aggregate Records')).toBe(Number(lipstick.Count));
    expect(selected.AggrRecords.every((a) => a.Properties.c_CATEGORY_NAME === 'Lipstick')).toBe(true);
    expect(selected.Breadcrumbs).toEqual([{
      Type: 'Navigation', 'Dimension Name': 'Category', 'Dimension ID': '1000',
      'Dimension Values': [expect.objectContaining({ 'Dim Value ID': '1001', 'Dim Value Name': 'Lipstick' })],
    }]);
    // Narrow further with a second dimension, then remove the first selection only.
    const finish = dimension(selected, 'Finish')['Dimension Values'][0];
    const both = await searchQuery(finish['Selection Link']);
    expect(meta(both, 'Total Number of Matching Aggregate Records')).toBe(Number(finish.Count));
    expect(both.Breadcrumbs).toHaveLength(2);
    const removeCategory = both.Breadcrumbs.find((b) => b['Dimension Name'] === 'Category')['Dimension Values'][0]['Removal Link'];
    const finishOnly = await searchQuery(removeCategory);
    expect(finishOnly.Breadcrumbs.map((b) => b['Dimension Name'])).toEqual(['Finish']);
    const removeFinish = finishOnly.Breadcrumbs[0]['Dimension Values'][0]['Removal Link'];
    const back = await searchQuery(removeFinish);
    expect(back.Breadcrumbs).toEqual([]);
    expect(meta(back, 'Total Number of Matching Aggregate Records')).toBe(meta(start, 'Total Number of Matching Aggregate Records'));
  });

  it('treats values of one dimension as alternatives and ignores unknown ids in N', async () => {
    const lipstick = meta(await search({ N: '1001' }), 'Total Number of Matching Aggregate Records');
    const foundation = meta(await search({ N: '1002' }), 'Total Number of Matching Aggregate Records');
    expect(meta(await search({ N: '1001+1002' }), 'Total Number of Matching Aggregate Records')).toBe(lipstick + foundation);
    expect(meta(await searchQuery(new URLSearchParams({ ...LEGACY }).toString() + '&N=1001+1002'), 'Total Number of Matching Aggregate Records'))
      .toBe(lipstick + foundation);
    expect(meta(await search({ N: '1001 999999 abc' }), 'Total Number of Matching Aggregate Records')).toBe(lipstick);
  });

  it('lists a More... link for a long dimension, and Ne shows it in full', async () => {
    const answer = await search({});
    const finish = dimension(answer, 'Finish')['Dimension Values'];
    const more = finish.find((v: any) => v['Dim Value Name'] === 'More...');
    expect(more).toBeDefined();
    expect(more.Count).toBeUndefined();
    const expanded = dimension(await searchQuery(more['Selection Link']), 'Finish')['Dimension Values'];
    expect(expanded.length).toBeGreaterThan(finish.length - 1);
    expect(expanded.some((v: any) => v['Dim Value Name'] === 'More...')).toBe(false);
  });
});

describe('spec §9 filters', () => {
  it('never returns a status-5, discontinued, unsearchable or non-shoppable non-coming-soon SKU, whatever is asked', async () => {
    const catalog = app.storefront.catalog;
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
    expect(excluded.size).toBeGreaterThan(0); // the test catalog has SKUs to exclude, so this can fail
    expect(everything.some((p) => p.discontinued)).toBe(true);
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
});

describe('record and range filters', () => {
  it('filters on SKU and product properties with AND, OR and NOT', async () => {
    const comingSoon = await search({ Nr: 'AND(rec_type:product,s_isComingSoon:1)', Nu: '', M: 'recs_per_page:10000' });
    expect(comingSoon.Records.length).toBeGreaterThan(0);
    expect(comingSoon.Records.every((r) => r.Properties.s_isComingSoon === '1')).toBe(true);
    const either = await search({ Nr: 'OR(p_PARENT_CAT_ID:CAT1,p_PARENT_CAT_ID:CAT2)', M: 'recs_per_page:10000' });
    expect(new Set(either.AggrRecords.map((a) => a.Properties.p_PARENT_CAT_ID))).toEqual(new Set(['CAT1', 'CAT2']));
    expect(meta(await search({ Nr: 'AND(rec_type:product,locale:fr_FR)' }), 'Total Number of Matching Records')).toBe(0);
    const gb = await search({ Nr: 'AND(rec_type:product,locale:en_GB)' });
    expect(gb.AggrRecords[0]!.Properties.locale).toBe('en_GB');
  });

  it('applies Nf ranges to prices', async () => {
    const answer = await search({ Nf: 's_PRICE|BTWN 20 30', Nu: '', M: 'recs_per_page:10000' });
    expect(answer.Records.length).toBeGreaterThan(0);
    expect(answer.Records.every((r) => Number(r.Properties.s_PRICE) >= 20 && Number(r.Properties.s_PRICE) <= 30)).toBe(true);
  });

  it('fetches one record by id with R', async () => {
    const first = (await search({ Nu: '', M: 'recs_per_page:1' })).Records[0]!.Properties;
    const answer = await search({ R: first.s_SKU_ID!, Nu: '' });
    expect(answer.Records.map((r) => r.Properties.s_SKU_ID)).toEqual([first.s_SKU_ID]);
    expect((await search({ R: 'SKU99999999' })).Records).toEqual([]);
  });
});

describe('terms', () => {
  const total = (answer: Answer) => meta(answer, 'Total Number of Matching Aggregate Records');

  it('matches whole words, and prefixes only with a trailing *', async () => {
    const whole = await search({ Ntt: 'lipstick' });
    // Without `*`, "lipst" is not a prefix: whatever it finds comes from a spelling correction to a whole word.
    const bare = await search({ Ntt: 'lipst', Ntx: 'mode matchall' });
    const [correction] = bare['Search Info'].all['Spell Correction'];
    expect(total(bare)).toBe(correction ? total(await search({ Ntt: correction['New Term'] })) : 0);
    expect(correction?.['New Term']).not.toBe('lipstick');
    const prefixed = await search({ Ntt: 'lipst*' });
    expect(total(prefixed)).toBeGreaterThanOrEqual(total(whole));
    expect(prefixed['Search Info'].all['Search Term']).toBe('lipst*');
    expect(total(await search({ Ntt: 'LIPSTICK' }))).toBe(total(whole));
  });

  it('matches all words first and falls back to any word (matchallpartial)', async () => {
    const all = await search({ Ntt: 'lipstick zzqqxx', Ntx: 'mode matchall' });
    expect(total(all)).toBe(0);
    const partial = await search({ Ntt: 'lipstick zzqqxx' });
    expect(total(partial)).toBe(total(await search({ Ntt: 'lipstick' })));
  });

  it.each([['lipstik', 'lipstick'], ['foundaton', 'foundation']])('auto-corrects %s to %s from the index vocabulary', async (typo, word) => {
    const answer = await search({ Ntt: typo });
    expect(answer['Search Info'].all['Spell Correction']).toEqual([{ 'New Term': word }]);
    expect(answer['Search Info'].all['Search Term']).toBe(typo);
    expect(total(answer)).toBe(total(await search({ Ntt: word })));
    expect(total(answer)).toBeGreaterThan(0);
  });

  it('offers did-you-mean with a pivot link when the misspelt term still finds something', async () => {
    const answer = await search({ Ntt: 'lipstik matte', Ntx: 'mode matchany' });
    expect(total(answer)).toBeGreaterThan(0);
    expect(answer['Search Info'].all['Spell Correction']).toEqual([]);
    const [suggestion] = answer['Search Info'].all['DYM Information'];
    expect(suggestion['New Term']).toBe('lipstick matte');
    const pivoted = await searchQuery(suggestion['Pivot Link']);
    expect(pivoted['Search Info'].all['Search Term']).toBe('lipstick matte');
    expect(total(pivoted)).toBeGreaterThan(0);
    expect((await search({ Ntt: 'lipstik matte', Ntx: 'mode matchany', Nty: '0' }))['Search Info'].all['DYM Information']).toEqual([]);
  });

  it('does not correct a word the index knows', async () => {
    expect((await search({ Ntt: 'serum' }))['Search Info'].all['Spell Correction']).toEqual([]);
  });

  it('searches one interface with Ntk', async () => {
    const byName = await search({ Ntt: 'lipstick', Ntk: 'p_PROD_RGN_NAME', M: 'recs_per_page:10000' });
    expect(byName.AggrRecords.every((a) => /lipstick/i.test(a.Properties.p_PROD_RGN_NAME!))).toBe(true);
    expect(byName['Search Info']).toHaveProperty('p_PROD_RGN_NAME');
  });

  it('finds dimension values with D', async () => {
    const answer = await search({ D: 'lip', Dx: 'mode matchall' });
    const results = answer['Dimension Search Results'] as any[];
    expect(results[0]['Dimension Values'][0]).toMatchObject({ 'Dim Value ID': '1001', 'Dim Value Name': 'Lipstick' });
    expect(results[0]['Dimension Values'][0]['Selection Link']).toMatch(/N=1001/);
  });
});

describe('keyword redirects and content', () => {
  it.each(['gift card', 'Gift Cards', 'gift-card'])('redirects "%s" to the gift card page', async (term) => {
    const answer = await search({ Ntt: term.toLowerCase() });
    expect(answer['Supplemental Objects']).toContainEqual(expect.objectContaining({
      Properties: { 'DGraph.KeywordRedirectUrl': '/gift_cards/index.tmpl' },
    }));
    const page = await app.inject({ url: '/gift_cards/index.tmpl' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<h1 id="gift-cards-title">Gift cards</h1>');
  });

  it('has no redirect for other terms', async () => {
    const objects = (await search({ Ntt: 'gift' }))['Supplemental Objects'];
    expect(objects.some((o) => 'DGraph.KeywordRedirectUrl' in o.Properties)).toBe(false);
  });

  it('names content spotlights whose HTML the content-zone route serves, script-free', async () => {
    const objects = (await search({ Ntt: 'lipstick' }))['Supplemental Objects'];
    const nodes = objects.map((o) => o.Properties.NODE_ID).filter(Boolean);
    expect(nodes).toEqual(expect.arrayContaining(['12', '14']));
    for (const node of nodes) {
      for (const url of [`/api/endeca_content_result/${node}`, `/en-gb/api/endeca_content_result/${node}`]) {
        const response = await app.inject({ url });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(response.body).not.toMatch(/<script|javascript:|\son\w+=|style=/i);
      }
    }
    expect((await search({ Ntt: 'zzqqxx' }))['Supplemental Objects'].map((o) => o.Properties.NODE_ID)).toContain('13');
  });

  it('answers 404 for an unknown or malformed content zone', async () => {
    for (const url of ['/api/endeca_content_result/999', '/api/endeca_content_result/abc', '/en-gb/api/endeca_content_result/0']) {
      expect((await app.inject({ url })).statusCode).toBe(404);
    }
  });

  it('returns content records when the record filter asks for rec_type content', async () => {
    const answer = await search({ Nr: 'AND(rec_type:content,locale:en_US)', Nu: '' });
    expect(answer.Records.length).toBeGreaterThan(0);
    for (const record of answer.Records) {
      expect(record.Properties).toMatchObject({ rec_type: 'content', locale: 'en_US' });
      expect(record.Properties.NODE_ID).toMatch(/^\d+$/);
    }
  });
});
