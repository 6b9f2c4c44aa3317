import { describe, expect, it } from '@jest/globals';
import { AGGREGATES, meta, productIds, RECORDS, searchClient, type Props } from '../helpers/search-client';
import { useTestApp } from '../helpers/test-app';
import { searchableCounts } from '../helpers/test-catalog';

const t = useTestApp();
const { search, searchQuery } = searchClient(() => t.app);

const META_KEYS = ['Total Number of Matching Records', 'Total Number of Matching Aggregate Records', 'Number of Records per Page',
  'Number of Pages', 'Page Number', 'Starting Record Number', 'Ending Record Number', 'Previous Page Link', 'Next Page Link',
  'Direct Page Links', 'Add Sort Key Links', 'Sorted By'];
/** Product and category properties: once per product, on its aggregate (or on each flat record). */
const PRODUCT_KEYS = ['rec_type', 'locale', 'p_PRODUCT_ID', 'p_PROD_RGN_NAME', 'p_PROD_RGN_SUBHEADING', 'p_SHORT_DESC', 'p_DESCRIPTION',
  'p_ATTRIBUTE_BENEFIT', 'p_MISC_FLAG', 'p_PARENT_CAT_ID', 'p_CATEGORY_NAME', 'p_TOTAL_REVIEW_COUNT', 'p_AVERAGE_RATING', 'p_shaded',
  'p_sized', 'p_isKit', 'p_url', 'p_IMAGE', 'p_GIFTSET_COMPONENTS', 'p_PRICE', 'p_PRICE_MAX', 'p_formattedPrice', 'p_FINISH',
  'p_SKIN_TYPE', 'p_COVERAGE', 'p_DATE_CREATED', 'p_SKU_COUNT', 'c_CATEGORY_ID', 'c_CATEGORY_NAME'];
/** SKU properties: one set per SKU record. */
const SKU_KEYS = ['s_SKU_ID', 's_SKU_BASE_ID', 's_PRODUCT_ID', 's_INVENTORY_STATUS', 's_DISPLAY_STATUS', 's_RELEASE_DATE', 's_isOrderable',
  's_isShoppable', 's_isPreOrder', 's_isComingSoon', 's_PRODUCT_SIZE', 's_LIFE_OF_PRODUCT', 's_PRICE', 's_formattedPrice',
  's_formattedUnitPrice', 's_IMAGE_5UP', 's_LARGE_IMAGE', 's_DISCOUNTABLE', 's_isDiscountable', 's_PRODUCT_CODE', 's_HEX_VALUE_STRING',
  's_SHADENAME', 's_DISPLAY_ORDER'];

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
    // 12 products of the test catalog say "lipstick"; the first page shows 10 of them.
    expect(meta(answer, AGGREGATES)).toBe(12);
    expect(answer.AggrRecords).toHaveLength(10);
    // Each product's properties travel once, on its aggregate, with those of its representative (first) record, as
    // Endeca's aggregates carry them; its records carry SKU properties only.
    for (const aggregate of answer.AggrRecords) {
      expectAllStrings(aggregate.Properties);
      expect(Object.keys(aggregate.Properties)).toEqual([...PRODUCT_KEYS, ...SKU_KEYS]);
      expect(Object.fromEntries(SKU_KEYS.map((key) => [key, aggregate.Properties[key]]))).toEqual(aggregate.Records[0]!.Properties);
      for (const record of aggregate.Records) {
        expectAllStrings(record.Properties);
        expect(Object.keys(record.Properties)).toEqual(SKU_KEYS);
        expect(record.Properties.s_PRODUCT_ID).toBe(aggregate.Properties.p_PRODUCT_ID);
      }
    }
    const first = answer.AggrRecords[0]!;
    expect(first.Properties.rec_type).toBe('product');
    expect(first.Properties.locale).toBe('en_US');
    expect(answer['Search Info']).toEqual({ all: { 'Search Term': 'lipstick', 'Spell Correction': [], 'DYM Information': [] } });
  });

  it('gives flat SKU records with product, SKU and category properties when there is no roll-up', async () => {
    const answer = await search({ Ntt: 'lipstick', Nu: '', M: 'recs_per_page:5' });
    expect(answer.AggrRecords).toEqual([]);
    expect(answer.Records).toHaveLength(5);
    for (const record of answer.Records) {
      expectAllStrings(record.Properties);
      expect(Object.keys(record.Properties)).toEqual([...PRODUCT_KEYS, ...SKU_KEYS]);
      expect(record.Properties.s_formattedPrice).toBe(`$${record.Properties.s_PRICE}`);
    }
  });
});

describe('paging', () => {
  it('pages with Nao and the page size inside M, and the links lead to the neighbouring pages', async () => {
    const all = await search({ M: 'recs_per_page:10000' });
    // Every searchable product of the test catalog: 47, so 16 pages of 3.
    expect(meta(all, AGGREGATES)).toBe(47);
    expect(searchableCounts(t.app.storefront.db).products).toBe(47);
    const page1 = await search({ M: 'recs_per_page:3' });
    const page2 = await search({ M: 'recs_per_page:3', Nao: '3' });
    expect(productIds(page1)).toEqual(productIds(all).slice(0, 3));
    expect(productIds(page2)).toEqual(productIds(all).slice(3, 6));
    expect(page2.MetaInfo).toMatchObject({
      'Number of Records per Page': '3', 'Page Number': '2', 'Starting Record Number': '4', 'Ending Record Number': '6',
      'Number of Pages': '16',
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
    expect(huge.AggrRecords).toHaveLength(47);
  });

  it('pages flat records by SKU', async () => {
    const all = await search({ Nu: '', M: 'recs_per_page:10000' });
    // The 170 searchable SKUs of the test catalog.
    expect(meta(all, RECORDS)).toBe(170);
    expect(all.Records).toHaveLength(170);
    expect(searchableCounts(t.app.storefront.db).skus).toBe(170);
    const page = await search({ Nu: '', M: 'recs_per_page:7', Nao: '7' });
    expect(page.Records.map((r) => r.Properties.s_SKU_ID)).toEqual(all.Records.slice(7, 14).map((r) => r.Properties.s_SKU_ID));
  });

  it('answers a page past the end with no records and honest totals', async () => {
    const answer = await search({ Nao: '100000' });
    expect(answer.AggrRecords).toEqual([]);
    expect(answer.MetaInfo['Starting Record Number']).toBe('0');
    expect(meta(answer, AGGREGATES)).toBe(47);
    expect(meta(answer, RECORDS)).toBe(170);
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
      expect(aggregate.Records.every((r) => r.Properties.s_PRODUCT_ID === aggregate.Properties.p_PRODUCT_ID)).toBe(true);
      skuTotal += aggregate.Records.length;
    }
    expect(skuTotal).toBe(170);
    expect(meta(all, RECORDS)).toBe(170);
    expect(all.AggrRecords.some((a) => a.Records.length > 1)).toBe(true);
    const one = await search({ M: 'recs_per_page:10000', Np: '1' });
    expect(one.AggrRecords.every((a) => a.Records.length === 1)).toBe(true);
    expect(one.AggrRecords.map((a) => a.Records[0]!.Properties.s_SKU_ID)).toEqual(all.AggrRecords.map((a) => a.Records[0]!.Properties.s_SKU_ID));
  });

  it("gives an aggregate its representative record's properties: its first record that passes the filters, whatever Np shows", async () => {
    const flat = await search({ M: 'recs_per_page:10000', Nu: '' });
    const firstRecord = new Map<string, Props>();
    for (const record of flat.Records) if (!firstRecord.has(record.Properties.p_PRODUCT_ID!)) firstRecord.set(record.Properties.p_PRODUCT_ID!, record.Properties);
    for (const np of ['0', '1', '2']) {
      const answer = await search({ M: 'recs_per_page:10000', Np: np });
      expect(answer.AggrRecords).toHaveLength(47);
      // Product and SKU keys as the product's first flat record has them, even with Np=0 (no records shown).
      expect(answer.AggrRecords.map((a) => a.Properties)).toEqual(productIds(answer).map((id) => firstRecord.get(id!)));
      if (np === '0') expect(answer.AggrRecords.every((a) => a.Records.length === 0)).toBe(true);
    }
    // A SKU filter picks the representative among the records that pass it: the first coming-soon SKU (SKU32 is one).
    const comingSoon = await search({ Nr: 's_isComingSoon:1' });
    expect(comingSoon.AggrRecords.map((a) => [a.Properties.s_SKU_ID, a.Properties.s_isComingSoon, a.Records[0]!.Properties.s_SKU_ID]))
      .toEqual([['SKU32', '1', 'SKU32']]);
    // One record by id (R) as an aggregate: that SKU represents it, the product's other SKUs are not shown.
    const second = flat.Records.find((r, k) => k > 0 && r.Properties.p_PRODUCT_ID === flat.Records[k - 1]!.Properties.p_PRODUCT_ID)!.Properties;
    const byId = await search({ R: second.s_SKU_ID! });
    expect(byId.AggrRecords.map((a) => [a.Properties.p_PRODUCT_ID, a.Properties.s_SKU_ID, a.Records.map((r) => r.Properties.s_SKU_ID)]))
      .toEqual([[second.p_PRODUCT_ID, second.s_SKU_ID, [second.s_SKU_ID]]]);
  });
});
