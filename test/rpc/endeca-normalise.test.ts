// Reading an Endeca answer into the model's search results (docs/wire-formats.md "Endeca search", "Response").
import { normaliseEndeca } from '../../src/rpc/endeca-normalise';
import { aggregate, contentRecord, emptyAnswer, metaInfo, productProps, skuProps } from '../helpers/endeca-fixtures';

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
    expect(results.products.map((p) => p.id)).toEqual(['PROD1', 'PROD2']);
    expect(results.products[0]).toEqual({
      id: 'PROD1',
      name: 'Pure Color Lipstick',
      subheading: 'Long-wear colour',
      url: '/product/1',
      rating: 4.25,
      reviewCount: 132,
      image: '/media/product/PROD1.svg',
      skus: [
        { id: 'SKU11', price: 28.5, colours: ['#c1272d', '#e3a'], image: '/media/sku/SKU11.svg' },
        { id: 'SKU12', price: 30, colours: ['#c1272d'], image: '/media/sku/SKU12.svg' },
        { id: 'SKU13', price: 32, colours: ['#8b0000'], image: '/media/sku/SKU13.svg' },
      ],
      priceMin: 28.5,
      priceMax: 32,
    });
  });

  it('de-duplicates SKUs on SKU_ID (the first record wins) and orders them numerically by DISPLAY_ORDER', () => {
    const skus = results.products[0]!.skus;
    expect(skus.map((s) => s.id)).toEqual(['SKU11', 'SKU12', 'SKU13']);
    // The repeated SKU11 record (priced 99) is dropped.
    expect(skus[0]!.price).toBe(28.5);
  });

  it('splits HEX_VALUE_STRING on commas into lower-case hex colours, dropping anything else', () => {
    const skus = results.products[0]!.skus;
    expect(skus.map((s) => s.colours)).toEqual([['#c1272d', '#e3a'], ['#c1272d'], ['#8b0000']]);
    expect(results.products[1]!.skus[0]!.colours).toEqual([]);
  });

  it('computes the price range from the de-duplicated SKUs', () => {
    expect(results.products.map((p) => [p.priceMin, p.priceMax])).toEqual([
      [28.5, 32],
      [18, 18],
    ]);
  });

  it('falls back to the first SKU image when the product has none, and ignores _json keys it does not read', () => {
    expect(results.products[1]).toEqual({
      id: 'PROD2',
      name: 'Lip Balm',
      subheading: 'Long-wear colour',
      url: '/product/2',
      rating: 4.25,
      reviewCount: 132,
      image: '/media/sku/SKU21.svg',
      skus: [{ id: 'SKU21', price: 18, colours: [], image: '/media/sku/SKU21.svg' }],
      priceMin: 18,
      priceMax: 18,
    });
  });

  it('ignores SKUs priced 0 or unpriced in the price range', () => {
    const answer = {
      AggrRecords: [aggregate(productProps(5), [skuProps(51, { s_PRICE: '0' }), skuProps(52, { s_PRICE: '' }), skuProps(53, { s_PRICE: '12.00' })])],
    };
    const [product] = normaliseEndeca(answer).products;
    expect([product!.priceMin, product!.priceMax]).toEqual([12, 12]);
    expect(product!.skus.map((s) => s.price)).toEqual([0, 0, 12]);
    const unpriced = normaliseEndeca({ AggrRecords: [aggregate(productProps(6), [skuProps(61, { s_PRICE: 'n/a' })])] }).products[0]!;
    expect([unpriced.priceMin, unpriced.priceMax, unpriced.skus[0]!.price]).toEqual([0, 0, 0]);
  });

  it('merges a product repeated across flat records into one product holding each SKU once', () => {
    const answer = {
      Records: [
        { Properties: { ...productProps(3), ...skuProps(32, { s_DISPLAY_ORDER: '2' }) } },
        { Properties: { ...productProps(3), ...skuProps(31, { s_DISPLAY_ORDER: '1' }) } },
        { Properties: { ...productProps(3), ...skuProps(32, { s_DISPLAY_ORDER: '2' }) } },
        { Properties: { ...productProps(4), ...skuProps(41) } },
      ],
    };
    const { products } = normaliseEndeca(answer);
    expect(products.map((p) => p.id)).toEqual(['PROD3', 'PROD4']);
    expect(products[0]!.skus.map((s) => s.id)).toEqual(['SKU31', 'SKU32']);
  });

  it("lets an aggregate's own Properties win over those of its first record, and takes the record's when it has none", () => {
    const answer = {
      AggrRecords: [
        {
          Properties: { p_PRODUCT_ID: 'PROD7', p_PROD_RGN_NAME: 'Aggregate name' },
          Records: [{ Properties: { ...productProps(7, { p_PROD_RGN_NAME: 'Record name' }), ...skuProps(71) } }],
        },
        { Records: [{ Properties: { ...productProps(8), ...skuProps(81) } }] },
      ],
    };
    const { products } = normaliseEndeca(answer);
    expect(products.map((p) => [p.id, p.name, p.url])).toEqual([
      ['PROD7', 'Aggregate name', '/product/7'],
      ['PROD8', 'Product 8', '/product/8'],
    ]);
  });

  it("reads an aggregate that carries its representative SKU's s_ keys (as Endeca and the demo send it): SKUs come from its Records", () => {
    const skus = [skuProps(51, { s_PRODUCT_ID: 'PROD5', s_DISPLAY_ORDER: '1', s_PRICE: '20.00' }),
      skuProps(52, { s_PRODUCT_ID: 'PROD5', s_DISPLAY_ORDER: '2', s_PRICE: '26.00', s_IMAGE_5UP: '/media/sku/SKU52.svg' })];
    const answer = {
      AggrRecords: [
        // The demo's shape: product and representative SKU keys on the aggregate, SKU keys only on its records.
        { Properties: { ...productProps(5, { p_IMAGE: '' }), ...skus[0]! }, Records: skus.map((sku) => ({ Properties: sku })) },
        // Np=0: the representative's keys, no records: no SKU is made of the aggregate's own s_ keys.
        { Properties: { ...productProps(6), ...skuProps(61, { s_PRODUCT_ID: 'PROD6' }) }, Records: [] },
        // Np=1: only the representative is shown.
        { Properties: { ...productProps(7), ...skuProps(71, { s_PRODUCT_ID: 'PROD7', s_PRICE: '9.00' }) },
          Records: [{ Properties: skuProps(71, { s_PRODUCT_ID: 'PROD7', s_PRICE: '9.00' }) }] },
      ],
    };
    const { products } = normaliseEndeca(answer);
    expect(products.map((p) => [p.id, p.name, p.skus.map((sku) => [sku.id, sku.price]), p.priceMin, p.priceMax, p.image])).toEqual([
      ['PROD5', 'Product 5', [['SKU51', 20], ['SKU52', 26]], 20, 26, '/media/sku/SKU51.svg'],
      ['PROD6', 'Product 6', [], 0, 0, productProps(6).p_IMAGE],
      ['PROD7', 'Product 7', [['SKU71', 9]], 9, 9, productProps(7).p_IMAGE],
    ]);
  });

  it('skips records without a PRODUCT_ID and SKU records without a SKU_ID', () => {
    const answer = {
      AggrRecords: [
        aggregate(productProps(7, { p_PRODUCT_ID: '' }), [skuProps(71)]),
        aggregate(productProps(8), [skuProps(81), skuProps(82, { s_SKU_ID: '' })]),
      ],
    };
    const { products } = normaliseEndeca(answer);
    expect(products.map((p) => p.id)).toEqual(['PROD8']);
    expect(products[0]!.skus.map((s) => s.id)).toEqual(['SKU81']);
  });

  it('never makes a product of a content record, even one that carries a PRODUCT_ID', () => {
    const answer = { Records: [{ Properties: { rec_type: 'content', p_PRODUCT_ID: 'PROD9', NODE_ID: '12' } }] };
    const results = normaliseEndeca(answer);
    expect(results.products).toEqual([]);
    expect(results.contentZones).toEqual(['12']);
  });

  it('lets a malformed _json value pass without failing the answer', () => {
    const answer = { AggrRecords: [aggregate(productProps(9, { p_skus_json: '[{oops' }), [skuProps(91)])] };
    const { products } = normaliseEndeca(answer);
    expect(products.map((p) => p.id)).toEqual(['PROD9']);
    expect(products[0]!.skus.map((s) => s.id)).toEqual(['SKU91']);
  });

  it.each([null, undefined, 'text', 42, [], { Properties: 'nope' }, { Properties: [] }])('reads a record %p as having no properties', (record) => {
    const results = normaliseEndeca({ Records: [record], AggrRecords: [{ Properties: record, Records: [record] }] });
    expect(results.products).toEqual([]);
    expect(results.contentZones).toEqual([]);
  });
});

describe('normaliseEndeca: everything around the products', () => {
  const results = normaliseEndeca(lipstickAnswer(), 'lipstick');

  it('reads the product count from MetaInfo as a number', () => {
    expect(results.totalProducts).toBe(12);
  });

  it('reads the search term, a correction and did-you-mean terms, skipping any equal to the term or repeated', () => {
    expect(results.term).toBe('lipstick');
    expect(results.correctedTerm).toBe('lipsticks');
    expect(results.didYouMean).toEqual(['lip stick', 'lipstain']);
  });

  it('strips the wildcard from the term a retry ran with', () => {
    const answer = { ...emptyAnswer('lipstik*'), 'Search Info': { all: { 'Search Term': 'lipstik*', 'DYM Information': [{ 'New Term': 'lipstik' }] } } };
    const retried = normaliseEndeca(answer, 'lipstik');
    expect(retried.term).toBe('lipstik');
    expect(retried.didYouMean).toEqual([]);
  });

  it('strips a wildcard in time linear in the term, whatever the answer echoes', () => {
    // A hostile or broken answer: stars that do not end the term. Stripping them by backtracking took seconds here.
    const echoed = `${'*'.repeat(40_000)}x`;
    const started = performance.now();
    expect(normaliseEndeca(emptyAnswer(echoed), 'x').term).toBe(echoed);
    expect(normaliseEndeca(emptyAnswer(`x${'*'.repeat(40_000)}`), 'x').term).toBe('x');
    expect(performance.now() - started).toBeLessThan(250);
  });

  it('falls back to the requested term when the answer has no Search Info', () => {
    expect(normaliseEndeca({ Records: [] }, 'blush*').term).toBe('blush');
    expect(normaliseEndeca({ Records: [] }, 'blush').correctedTerm).toBeNull();
  });

  it('keeps navigation breadcrumbs only', () => {
    expect(results.breadcrumbs).toEqual([{ name: 'Finish', values: [{ id: '4102', name: 'Matte', count: null }], more: null }]);
  });

  it('keeps breadcrumbs without a Type', () => {
    const answer = { Breadcrumbs: [{ 'Dimension Name': 'Finish', 'Dimension Values': [{ 'Dim Value ID': '4102', 'Dim Value Name': 'Matte' }] }] };
    expect(normaliseEndeca(answer).breadcrumbs).toEqual([{ name: 'Finish', values: [{ id: '4102', name: 'Matte', count: null }], more: null }]);
  });

  it('reads refinements with numeric counts; the More... entry is not a value but names the dimensions to expand', () => {
    expect(results.refinements).toEqual([
      {
        name: 'Category',
        values: [
          { id: '4001', name: 'Lipstick', count: 9 },
          { id: '4002', name: 'Lip Gloss', count: 3 },
        ],
        more: ['4000'],
      },
    ]);
  });

  it('lists the node ids of content records and spotlights as content zones, in answer order', () => {
    expect(results.contentZones).toEqual(['77', '88']);
    expect(results.products.map((p) => p.id)).toEqual(['PROD1', 'PROD2']);
  });

  it('reads no redirect when none is given', () => {
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
    expect(redirected.contentZones).toEqual(['5']);
  });

  it('takes a spotlight node id from nodeId or NODE_ID and a content record node id from c_NODE_ID or NODE_ID, without repeats', () => {
    const answer = {
      Records: [
        { Properties: { rec_type: 'content', c_NODE_ID: '31' } },
        { Properties: { rec_type: 'content', NODE_ID: '32' } },
        { Properties: { rec_type: 'content', NODE_ID: '' } },
      ],
      'Supplemental Objects': [{ Properties: { nodeId: '33' } }, { Properties: { NODE_ID: '31' } }, { Properties: { zone: 'no-node' } }],
    };
    expect(normaliseEndeca(answer).contentZones).toEqual(['31', '32', '33']);
  });

  it('gives an empty answer no products and a count of 0', () => {
    const empty = normaliseEndeca(emptyAnswer('zzzz'), 'zzzz');
    expect(empty).toEqual({
      term: 'zzzz',
      correctedTerm: null,
      didYouMean: [],
      redirectUrl: null,
      totalProducts: 0,
      products: [],
      contentZones: [],
      breadcrumbs: [],
      refinements: [],
    });
  });

  it('counts the products found when MetaInfo gives no aggregate total', () => {
    const answer = { AggrRecords: [aggregate(productProps(1), [skuProps(1)]), aggregate(productProps(2), [skuProps(2)])] };
    expect(normaliseEndeca(answer).totalProducts).toBe(2);
  });
});

describe('normaliseEndeca: More... refinements (docs/wire-formats.md "Refinements")', () => {
  const refine = (values: Array<Record<string, string>>) =>
    normaliseEndeca({ Refinements: [{ Dimensions: [{ 'Dimension Name': 'Shade family', 'Dimension Values': values }] }] }).refinements[0]!;
  const red = { 'Dim Value ID': '5101', 'Dim Value Name': 'Red', 'Selection Link': 'N=5101', Count: '4' };

  it("gives more = the dimension ids of the More... link's Ne, and does not list More... as a value", () => {
    const dimension = refine([red, { 'Dim Value ID': '5100', 'Dim Value Name': 'More...', 'Selection Link': 'Ntt=lip&N=4102&Ne=5000+6000' }]);
    expect(dimension).toEqual({ name: 'Shade family', values: [{ id: '5101', name: 'Red', count: 4 }], more: ['5000', '6000'] });
  });

  it('reads Ne from a link with a leading ? and from one encoded with %20', () => {
    expect(refine([red, { 'Dim Value ID': '5100', 'Dim Value Name': 'More...', 'Selection Link': '?Ne=7000' }]).more).toEqual(['7000']);
    expect(refine([red, { 'Dim Value ID': '5100', 'Dim Value Name': 'More...', 'Selection Link': 'N=&Ne=7000%207001' }]).more).toEqual(['7000', '7001']);
  });

  it("falls back to the More... value's own id when its link has no Ne", () => {
    const dimension = refine([{ 'Dim Value ID': '5100', 'Dim Value Name': 'More...', 'Selection Link': 'Ntt=lip&N=4102' }, red]);
    expect(dimension).toEqual({ name: 'Shade family', values: [{ id: '5101', name: 'Red', count: 4 }], more: ['5100'] });
  });

  it("falls back to the More... value's own id when its link's Ne is empty or holds no id", () => {
    expect(refine([red, { 'Dim Value ID': '5100', 'Dim Value Name': 'More...', 'Selection Link': 'Ntt=lip&N=4102&Ne=' }]).more).toEqual(['5100']);
  });

  it('gives more = null when every value is listed', () => {
    expect(refine([red]).more).toBeNull();
  });
});

describe('normaliseEndeca: a dimension without a name (docs/decisions.md "A dimension without a name")', () => {
  const red = { 'Dim Value ID': '5101', 'Dim Value Name': 'Red', Count: '4' };

  it.each<[string, Record<string, unknown>]>([
    ['missing', {}],
    ['empty', { 'Dimension Name': '' }],
    ['blank', { 'Dimension Name': '  ' }],
    ['not text', { 'Dimension Name': { en: 'Shade' } }],
  ])('a refinement group whose name is %s is "Other", its values kept', (_label, named) => {
    const results = normaliseEndeca({ Refinements: [{ Dimensions: [{ 'Dimension Name': 'Finish', 'Dimension Values': [red] }, { ...named, 'Dimension Values': [red] }] }] });
    expect(results.refinements).toEqual([
      { name: 'Finish', values: [{ id: '5101', name: 'Red', count: 4 }], more: null },
      { name: 'Other', values: [{ id: '5101', name: 'Red', count: 4 }], more: null },
    ]);
  });

  it('a selected filter of an unnamed dimension is "Other" too', () => {
    expect(normaliseEndeca({ Breadcrumbs: [{ Type: 'Navigation', 'Dimension Values': [red] }] }).breadcrumbs).toEqual([{ name: 'Other', values: [{ id: '5101', name: 'Red', count: 4 }], more: null }]);
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
        Refinements: [{ Dimensions: [null] }],
        'Search Info': { all: { 'Spell Correction': [null, 3], 'DYM Information': 'x' } },
        'Supplemental Objects': [null],
      },
    ],
  ])('gives empty results for %s without throwing', (_label, answer) => {
    expect(normaliseEndeca(answer, 'lip')).toEqual({
      term: 'lip',
      correctedTerm: null,
      didYouMean: [],
      redirectUrl: null,
      totalProducts: 0,
      products: [],
      contentZones: [],
      breadcrumbs: [],
      refinements: [],
    });
  });

  it('reads a dimension of the wrong shape as an unnamed one ("Other") with no values', () => {
    const results = normaliseEndeca({ Refinements: [{ Dimensions: [{ 'Dimension Values': [null, 'x'] }] }] });
    expect(results.refinements).toEqual([{ name: 'Other', values: [], more: null }]);
  });

  it('turns a non-numeric product count into the number of products found, never NaN', () => {
    expect(normaliseEndeca({ MetaInfo: { 'Total Number of Matching Aggregate Records': 'many' } }).totalProducts).toBe(0);
    const answer = { MetaInfo: { 'Total Number of Matching Aggregate Records': 'NaN' }, AggrRecords: [aggregate(productProps(1), [skuProps(11)])] };
    expect(normaliseEndeca(answer).totalProducts).toBe(1);
  });

  // Found by test/ui/urls.property.test.ts and test/rpc/endeca-normalise.property.test.ts: a suggested term
  // "toString\ude3d#" threw URIError in the results page link made of it (searchPageUrl), and a spotlight's nodeId
  // " \ud969\t" in the content zone's URL. JSON carries such lone surrogates as escapes.
  it('makes a lone surrogate U+FFFD in the texts that go into URLs: terms and content zone ids', () => {
    const answer = JSON.parse(
      '{"Search Info": {"all": {"Search Term": "lip\\ud800", "DYM Information": [{"New Term": "toString\\ude3d#"}, {"New Term": "gloss \\ud83d\\ude00"}]}},' +
        ' "Supplemental Objects": [{"Properties": {"nodeId": " \\ud969\\t"}}]}',
    );
    const results = normaliseEndeca(answer);
    expect([results.term, results.didYouMean, results.contentZones]).toEqual(['lip\ufffd', ['toString\ufffd#', 'gloss 😀'], ['\ufffd']]);
    expect(() => results.didYouMean.map(encodeURIComponent)).not.toThrow();
  });

  // Found by test/rpc/endeca-normalise.property.test.ts: a count of -173326017 was shown as the number of results.
  it('turns a negative or fractional product count into the number of products found', () => {
    const answer = (count: unknown) => ({ MetaInfo: { 'Total Number of Matching Aggregate Records': count }, AggrRecords: [aggregate(productProps(1), [skuProps(11)])] });
    expect(normaliseEndeca(answer(-173326017)).totalProducts).toBe(1);
    expect(normaliseEndeca(answer('-3')).totalProducts).toBe(1);
    expect(normaliseEndeca(answer('12.5')).totalProducts).toBe(1);
    expect(normaliseEndeca(answer('12')).totalProducts).toBe(12);
  });
});
