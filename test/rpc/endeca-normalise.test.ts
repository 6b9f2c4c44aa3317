import { normaliseEndeca, recordProperties } from '../../src/rpc/endeca-normalise';
import { aggregate, contentRecord, emptyAnswer, metaInfo, productProps, skuProps } from './endeca-fixtures';

/** A realistic answer for "lipstick": two products rolled up, content, suggestions, navigation, spotlights. */
function lipstickAnswer() {
  const lipstick = productProps(1, { p_PROD_RGN_NAME: 'Pure Color Lipstick' });
  const balm = productProps(2, { p_PROD_RGN_NAME: 'Lip Balm', p_IMAGE: '', p_skus_json: '[{"SKU_ID":"SKU21","PRICE":18}]' });
  return {
    Records: [contentRecord('77', 'search_top', 'Holiday edit')],
    AggrRecords: [
      aggregate(lipstick, [
        // Out of DISPLAY_ORDER, with one SKU repeated and "10" after "9" (a string sort would get this wrong).
        skuProps(13, { s_DISPLAY_ORDER: '10', s_PRICE: '32.00', s_HEX_VALUE_STRING: '#8B0000' }),
        skuProps(11, { s_DISPLAY_ORDER: '2', s_PRICE: '28.50', s_HEX_VALUE_STRING: '#C1272D, #e3a,red,#12;background:url(x),' }),
        skuProps(12, { s_DISPLAY_ORDER: '9', s_PRICE: '30', s_isShoppable: '0', s_isComingSoon: '1', s_INVENTORY_STATUS: '3' }),
        skuProps(11, { s_DISPLAY_ORDER: '2', s_PRICE: '99.00', s_SHADENAME: 'Duplicate' }),
      ]),
      aggregate(balm, [skuProps(21, { s_PRICE: '18.00', s_HEX_VALUE_STRING: '', s_isPreOrder: '1', s_IMAGE_5UP: '/media/sku/SKU21.svg' })]),
    ],
    MetaInfo: metaInfo({
      'Total Number of Matching Records': '42',
      'Total Number of Matching Aggregate Records': '12',
      'Number of Records per Page': '10',
      'Number of Pages': '2',
      'Page Number': '2',
      'Starting Record Number': '11',
      'Ending Record Number': '12',
      'Sorted By': 'p_PRICE|0',
    }),
    'Search Info': {
      all: {
        'Search Term': 'lipstick',
        'Spell Correction': [{ 'New Term': 'LIPSTICK' }, { 'New Term': 'lipsticks' }],
        'DYM Information': [
          { 'New Term': 'lipstick', 'Pivot Link': 'Ntt=lipstick' },
          { 'New Term': 'lip stick', 'Pivot Link': 'Ntt=lip+stick&Nty=1' },
          { 'New Term': '  ', 'Pivot Link': 'Ntt=' },
          { 'New Term': 'Lip Stick', 'Pivot Link': 'Ntt=Lip+Stick' },
          { 'New Term': 'lipstain', 'Pivot Link': 'Ntt=lipstain' },
        ],
      },
    },
    Breadcrumbs: [
      { Type: 'Navigation', 'Dimension Name': 'Finish', 'Dimension Values': [{ 'Dim Value ID': '4102', 'Dim Value Name': 'Matte', 'Removal Link': 'Ntt=lipstick&N=' }] },
      { Type: 'Search', 'Dimension Name': 'Search', 'Dimension Values': [{ 'Dim Value ID': '0', 'Dim Value Name': 'lipstick', 'Removal Link': '' }] },
    ],
    Refinements: [
      {
        Dimensions: [
          {
            'Dimension Name': 'Category',
            'Dimension Values': [
              { 'Dim Value ID': '4001', 'Dim Value Name': 'Lipstick', 'Selection Link': 'Ntt=lipstick&N=4102+4001', Count: '9' },
              { 'Dim Value ID': '4002', 'Dim Value Name': 'Lip Gloss', 'Selection Link': 'Ntt=lipstick&N=4102+4002', Count: '3' },
              { 'Dim Value ID': '4000', 'Dim Value Name': 'More...', 'Selection Link': 'Ntt=lipstick&N=4102&Ne=4000' },
            ],
          },
        ],
      },
    ],
    'Supplemental Objects': [
      { Title: 'Holiday banner', Properties: { zone: 'search_top', style: 'banner', NODE_ID: '88', title: 'Holiday banner' } },
    ],
  };
}

describe('normaliseEndeca: products', () => {
  const results = normaliseEndeca(lipstickAnswer(), 'lipstick');

  it('gives one product per aggregate, in answer order, with numbers as numbers', () => {
    expect(results.products.map((p) => p.productId)).toEqual(['PROD1', 'PROD2']);
    const [lipstick] = results.products;
    expect(lipstick).toMatchObject({
      productId: 'PROD1',
      categoryId: 'CAT12',
      name: 'Pure Color Lipstick',
      subheading: 'Long-wear colour',
      description: 'Description of product 1',
      url: '/product/1',
      rating: 4.25,
      reviewCount: 132,
      image: '/media/product/PROD1.svg',
    });
  });

  it('de-duplicates SKUs on SKU_ID (first record wins) and orders them numerically by DISPLAY_ORDER', () => {
    const skus = results.products[0]!.skus;
    expect(skus.map((s) => s.skuId)).toEqual(['SKU11', 'SKU12', 'SKU13']);
    expect(skus.map((s) => s.displayOrder)).toEqual([2, 9, 10]);
    expect(skus[0]!.shadeName).toBe('Shade 11');
    expect(skus[0]!.price).toBe(28.5);
  });

  it('types SKU fields: numbers, booleans from "1"/"0", strings', () => {
    const sku = results.products[0]!.skus.find((s) => s.skuId === 'SKU12')!;
    expect(sku).toEqual({
      skuId: 'SKU12',
      skuBaseId: 12,
      price: 30,
      formattedPrice: '$24.50',
      shadeName: 'Shade 12',
      hexValues: ['#C1272D'],
      size: '3.5 g',
      image: '/media/sku/SKU12.svg',
      inventoryStatus: 3,
      isShoppable: false,
      isComingSoon: true,
      isPreOrder: false,
      displayOrder: 9,
    });
    expect(results.products[1]!.skus[0]!.isPreOrder).toBe(true);
    expect(results.products[1]!.skus[0]!.isShoppable).toBe(true);
  });

  it('splits HEX_VALUE_STRING on commas and keeps only hex colours', () => {
    const skus = results.products[0]!.skus;
    expect(skus[0]!.hexValues).toEqual(['#C1272D', '#e3a']);
    expect(skus[2]!.hexValues).toEqual(['#8B0000']);
    expect(results.products[1]!.skus[0]!.hexValues).toEqual([]);
  });

  it('computes the price range from the de-duplicated SKUs', () => {
    expect(results.products[0]!.priceMin).toBe(28.5);
    expect(results.products[0]!.priceMax).toBe(32);
    expect(results.products[1]!.priceMin).toBe(18);
    expect(results.products[1]!.priceMax).toBe(18);
  });

  it('falls back to the first SKU image when the product has none', () => {
    expect(results.products[1]!.image).toBe('/media/sku/SKU21.svg');
  });

  it('ignores SKUs priced 0 or unpriced in the price range', () => {
    const answer = {
      AggrRecords: [aggregate(productProps(5), [skuProps(51, { s_PRICE: '0' }), skuProps(52, { s_PRICE: '' }), skuProps(53, { s_PRICE: '12.00' })])],
    };
    const [product] = normaliseEndeca(answer).products;
    expect(product!.priceMin).toBe(12);
    expect(product!.priceMax).toBe(12);
    const unpriced = normaliseEndeca({ AggrRecords: [aggregate(productProps(6), [skuProps(61, { s_PRICE: 'n/a' })])] }).products[0]!;
    expect(unpriced.priceMin).toBe(0);
    expect(unpriced.priceMax).toBe(0);
    expect(unpriced.skus[0]!.price).toBe(0);
  });

  it('merges a product repeated across records into one product holding each SKU once', () => {
    const answer = {
      Records: [
        { Properties: { ...productProps(3), ...skuProps(32, { s_DISPLAY_ORDER: '2' }) } },
        { Properties: { ...productProps(3), ...skuProps(31, { s_DISPLAY_ORDER: '1' }) } },
        { Properties: { ...productProps(3), ...skuProps(32, { s_DISPLAY_ORDER: '2' }) } },
        { Properties: { ...productProps(4), ...skuProps(41) } },
      ],
    };
    const { products } = normaliseEndeca(answer);
    expect(products.map((p) => p.productId)).toEqual(['PROD3', 'PROD4']);
    expect(products[0]!.skus.map((s) => s.skuId)).toEqual(['SKU31', 'SKU32']);
  });

  it('skips records without a PRODUCT_ID and SKU records without a SKU_ID', () => {
    const answer = {
      AggrRecords: [
        aggregate(productProps(7, { p_PRODUCT_ID: '' }), [skuProps(71)]),
        aggregate(productProps(8), [skuProps(81), skuProps(82, { s_SKU_ID: '' })]),
      ],
    };
    const { products } = normaliseEndeca(answer);
    expect(products.map((p) => p.productId)).toEqual(['PROD8']);
    expect(products[0]!.skus.map((s) => s.skuId)).toEqual(['SKU81']);
  });
});

describe('normaliseEndeca: everything around the products', () => {
  const results = normaliseEndeca(lipstickAnswer(), 'lipstick');

  it('reads MetaInfo strings as numbers', () => {
    expect(results).toMatchObject({
      totalProducts: 12,
      totalRecords: 42,
      page: 2,
      pages: 2,
      pageSize: 10,
      firstRecord: 11,
      lastRecord: 12,
      sortedBy: 'p_PRICE|0',
    });
  });

  it('reads the search term, a correction and did-you-mean terms, skipping any equal to the term or repeated', () => {
    expect(results.term).toBe('lipstick');
    expect(results.correctedTerm).toBe('lipsticks');
    expect(results.didYouMean).toEqual([
      { term: 'lip stick', link: 'Ntt=lip+stick&Nty=1' },
      { term: 'lipstain', link: 'Ntt=lipstain' },
    ]);
  });

  it('strips the wildcard from the term a retry ran with', () => {
    const answer = { ...emptyAnswer('lipstik*'), 'Search Info': { all: { 'Search Term': 'lipstik*', 'DYM Information': [{ 'New Term': 'lipstik' }] } } };
    const retried = normaliseEndeca(answer, 'lipstik');
    expect(retried.term).toBe('lipstik');
    expect(retried.didYouMean).toEqual([]);
  });

  it('falls back to the requested term when the answer has no Search Info', () => {
    expect(normaliseEndeca({ Records: [] }, 'blush*').term).toBe('blush');
    expect(normaliseEndeca({ Records: [] }, 'blush').correctedTerm).toBeNull();
  });

  it('keeps navigation breadcrumbs with their removal links', () => {
    expect(results.breadcrumbs).toEqual([
      { name: 'Finish', values: [{ id: '4102', name: 'Matte', link: 'Ntt=lipstick&N=', count: null, isMore: false }] },
    ]);
  });

  it('reads refinements with numeric counts and marks the More... link', () => {
    expect(results.refinements).toEqual([
      {
        name: 'Category',
        values: [
          { id: '4001', name: 'Lipstick', link: 'Ntt=lipstick&N=4102+4001', count: 9, isMore: false },
          { id: '4002', name: 'Lip Gloss', link: 'Ntt=lipstick&N=4102+4002', count: 3, isMore: false },
          { id: '4000', name: 'More...', link: 'Ntt=lipstick&N=4102&Ne=4000', count: null, isMore: true },
        ],
      },
    ]);
  });

  it('lists content records apart from products', () => {
    expect(results.content).toEqual([{ nodeId: '77', zone: 'search_top', title: 'Holiday edit' }]);
    expect(results.products.some((p) => p.productId === '')).toBe(false);
  });

  it('reads spotlights from Supplemental Objects and no redirect when none is given', () => {
    expect(results.spotlights).toEqual([{ zone: 'search_top', nodeId: '88', style: 'banner' }]);
    expect(results.redirectUrl).toBeNull();
  });

  it('reads a keyword redirect (the first one wins) and does not count it as a spotlight', () => {
    const answer = {
      ...emptyAnswer('gift card'),
      'Supplemental Objects': [
        { Title: 'Keyword redirect', Properties: { 'DGraph.KeywordRedirectUrl': '/gift_cards/index.tmpl' } },
        { Title: 'Keyword redirect', Properties: { 'DGraph.KeywordRedirectUrl': '/other.tmpl' } },
        { Title: 'Spot', Properties: { zone: 'z1', style: 's1', NODE_ID: '5' } },
      ],
    };
    const redirected = normaliseEndeca(answer, 'gift card');
    expect(redirected.redirectUrl).toBe('/gift_cards/index.tmpl');
    expect(redirected.spotlights).toEqual([{ zone: 'z1', nodeId: '5', style: 's1' }]);
  });

  it('gives an empty answer sensible totals: no products, page 1 of 1', () => {
    const empty = normaliseEndeca(emptyAnswer('zzzz'), 'zzzz');
    expect(empty).toMatchObject({ term: 'zzzz', products: [], totalProducts: 0, totalRecords: 0, page: 1, pages: 1 });
  });

  it('counts the products found when MetaInfo gives no aggregate total', () => {
    const answer = { AggrRecords: [aggregate(productProps(1), [skuProps(1)]), aggregate(productProps(2), [skuProps(2)])] };
    expect(normaliseEndeca(answer).totalProducts).toBe(2);
  });
});

describe('recordProperties', () => {
  it('parses keys ending in _json and drops one holding malformed JSON', () => {
    const props = recordProperties({
      Properties: { p_NAME: 'Lip Balm', p_skus_json: '[{"SKU_ID":"SKU21","PRICE":18}]', p_broken_json: '{"SKU_ID": ', p_empty_json: '' },
    });
    expect(props).toEqual({ p_NAME: 'Lip Balm', p_skus_json: [{ SKU_ID: 'SKU21', PRICE: 18 }] });
  });

  it.each([null, undefined, 'text', 42, [], { Properties: 'nope' }, { Properties: [] }])('gives {} for %p', (record) => {
    expect(recordProperties(record)).toEqual({});
  });

  it('lets a malformed _json value pass through normaliseEndeca without failing the answer', () => {
    const answer = { AggrRecords: [aggregate(productProps(9, { p_skus_json: '[{oops' }), [skuProps(91)])] };
    const { products } = normaliseEndeca(answer);
    expect(products.map((p) => p.productId)).toEqual(['PROD9']);
    expect(products[0]!.skus.map((s) => s.skuId)).toEqual(['SKU91']);
  });
});

describe('normaliseEndeca on garbage', () => {
  it.each([
    ['null', null],
    ['undefined', undefined],
    ['a string', '<html>502 Bad Gateway</html>'],
    ['a number', 42],
    ['an array', [1, 2, 3]],
    [
      'wrong shapes everywhere',
      {
        AggrRecords: 'x',
        Records: { Properties: {} },
        MetaInfo: ['1'],
        'Search Info': { all: 'lip' },
        Breadcrumbs: 'crumbs',
        Refinements: [{ Dimensions: 'none' }, null],
        'Supplemental Objects': [null, 'x', { Properties: 7 }],
      },
    ],
    [
      'null entries in every list',
      {
        AggrRecords: [null, 1, { Properties: null, Records: [null, { Properties: 'x' }] }],
        Records: [null, 'x'],
        Breadcrumbs: [null],
        Refinements: [{ Dimensions: [null, { 'Dimension Values': [null] }] }],
        'Search Info': { all: { 'Spell Correction': [null, 3], 'DYM Information': 'x' } },
      },
    ],
  ])('gives empty results for %s without throwing', (_label, answer) => {
    const results = normaliseEndeca(answer, 'lip');
    expect(results.products).toEqual([]);
    expect(results.content).toEqual([]);
    expect(results.correctedTerm).toBeNull();
    expect(results.didYouMean).toEqual([]);
    expect(results.redirectUrl).toBeNull();
    expect(results.breadcrumbs).toEqual([]);
    expect(results.totalProducts).toBe(0);
    expect(results.page).toBe(1);
    expect(results.pages).toBe(1);
    expect(results.term).toBe('lip');
  });

  it('turns non-numeric MetaInfo into numbers (0, and page 1 of 1), never NaN', () => {
    const results = normaliseEndeca({
      MetaInfo: { 'Total Number of Matching Records': 'many', 'Page Number': '', 'Number of Pages': 'NaN', 'Number of Records per Page': 'ten' },
    });
    expect(results.totalRecords).toBe(0);
    expect(results.page).toBe(1);
    expect(results.pages).toBe(1);
    expect(results.pageSize).toBe(0);
  });
});
