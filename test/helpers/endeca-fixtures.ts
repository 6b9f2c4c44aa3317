// Test fixtures: Endeca answers in the wire shape of docs/wire-formats.md (every value a string, keys
// with spaces), built the way the demo server builds them, and model SearchResults for widget logic.
import type { Dimension, SearchProduct, SearchResults } from '../../src/model/search';

type Properties = Record<string, string>;

/** Product (`p_`) and category (`c_`) properties shared by every record of one product. */
export function productProps(id: number, overrides: Properties = {}): Properties {
  return {
    rec_type: 'product',
    locale: 'en_US',
    p_PRODUCT_ID: `PROD${id}`,
    p_PARENT_CAT_ID: 'CAT12',
    p_PROD_RGN_NAME: `Product ${id}`,
    p_PROD_RGN_SUBHEADING: 'Long-wear colour',
    p_SHORT_DESC: 'Short description',
    p_DESCRIPTION: `Description of product ${id}`,
    p_url: `/product/${id}`,
    p_AVERAGE_RATING: '4.25',
    p_TOTAL_REVIEW_COUNT: '132',
    p_IMAGE: `/media/product/PROD${id}.svg`,
    c_CATEGORY_ID: 'CAT12',
    c_CATEGORY_NAME: 'Lipstick',
    ...overrides,
  };
}

/** SKU (`s_`) properties of one SKU. */
export function skuProps(skuId: number, overrides: Properties = {}): Properties {
  return {
    s_SKU_ID: `SKU${skuId}`,
    s_SKU_BASE_ID: String(skuId),
    s_PRODUCT_ID: 'PROD1',
    s_PRICE: '24.50',
    s_formattedPrice: '$24.50',
    s_SHADENAME: `Shade ${skuId}`,
    s_HEX_VALUE_STRING: '#C1272D',
    s_PRODUCT_SIZE: '3.5 g',
    s_IMAGE_5UP: `/media/sku/SKU${skuId}.svg`,
    s_INVENTORY_STATUS: '1',
    s_isShoppable: '1',
    s_isComingSoon: '0',
    s_isPreOrder: '0',
    s_DISPLAY_ORDER: '1',
    ...overrides,
  };
}

/** One aggregate record (`Nu=p_PRODUCT_ID`): the product repeated on each SKU record. */
export function aggregate(product: Properties, skus: Properties[]) {
  return {
    Properties: product,
    Records: skus.map((sku) => ({ Properties: { ...product, ...sku } })),
  };
}

export function contentRecord(nodeId: string, zone: string, title: string) {
  return { Properties: { rec_type: 'content', locale: 'en_US', NODE_ID: nodeId, ZONE: zone, STYLE: 'banner', TITLE: title } };
}

export function metaInfo(overrides: Record<string, unknown> = {}) {
  return {
    'Total Number of Matching Records': '7',
    'Total Number of Matching Aggregate Records': '2',
    'Number of Records per Page': '10',
    'Number of Pages': '1',
    'Page Number': '1',
    'Starting Record Number': '1',
    'Ending Record Number': '2',
    'Previous Page Link': '',
    'Next Page Link': '',
    'Direct Page Links': ['Ntt=lip&Nao=0'],
    'Add Sort Key Links': [],
    'Sorted By': '',
    ...overrides,
  };
}

/** An Endeca answer with no records for `term` (what a misspelt term gets before the wildcard retry). */
export function emptyAnswer(term: string) {
  return {
    Records: [],
    AggrRecords: [],
    MetaInfo: metaInfo({
      'Total Number of Matching Records': '0',
      'Total Number of Matching Aggregate Records': '0',
      'Number of Pages': '0',
      'Starting Record Number': '0',
      'Ending Record Number': '0',
      'Direct Page Links': [],
    }),
    'Search Info': { all: { 'Search Term': term, 'Spell Correction': [], 'DYM Information': [] } },
    Breadcrumbs: [],
    Refinements: [{ Dimensions: [] }],
    'Supplemental Objects': [],
  };
}

/** An Endeca answer holding one product per id in `productIds`, each with one SKU. */
export function answerWithProducts(term: string, productIds: number[]) {
  return {
    ...emptyAnswer(term),
    AggrRecords: productIds.map((id) => aggregate(productProps(id), [skuProps(id * 10, { s_PRODUCT_ID: `PROD${id}` })])),
    MetaInfo: metaInfo({
      'Total Number of Matching Records': String(productIds.length),
      'Total Number of Matching Aggregate Records': String(productIds.length),
    }),
  };
}

export function answerWithRedirect(term: string, url: string) {
  return { ...emptyAnswer(term), 'Supplemental Objects': [{ Title: 'Keyword redirect', Properties: { 'DGraph.KeywordRedirectUrl': url } }] };
}

/** A model search product, as the normaliser would produce it. */
export function searchProduct(id: number, overrides: Partial<SearchProduct> = {}): SearchProduct {
  return {
    id: `PROD${id}`,
    name: `Product ${id}`,
    subheading: '',
    url: `/product/${id}`,
    rating: 4,
    reviewCount: 10,
    image: '',
    skus: [],
    priceMin: 20,
    priceMax: 20,
    ...overrides,
  };
}

/** Model search results with nothing in them but what `overrides` adds. */
export function searchResults(overrides: Partial<SearchResults> = {}): SearchResults {
  return {
    term: '',
    correctedTerm: null,
    didYouMean: [],
    redirectUrl: null,
    totalProducts: overrides.products?.length ?? 0,
    products: [],
    contentZones: [],
    breadcrumbs: [],
    refinements: [],
    ...overrides,
  };
}

/** A model dimension whose values get ids 4001, 4002, ... and a count of 3 each. */
export function dimension(name: string, values: string[], more: string[] | null = null): Dimension {
  return { name, values: values.map((value, i) => ({ id: String(4001 + i), name: value, count: 3 })), more };
}
