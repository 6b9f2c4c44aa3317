// Normalises the Endeca JSON answer (notes/wire-formats.md) into typed results: numbers as numbers,
// SKUs de-duplicated per product and ordered by DISPLAY_ORDER, `_json` keys parsed. Never throws on a
// strange answer: missing parts are empty.
import type { ContentRecord, Dimension, DimensionValue, SearchProduct, SearchResults, SearchSku } from './search-types';

type Raw = Record<string, unknown>;
const isObject = (v: unknown): v is Raw => !!v && typeof v === 'object' && !Array.isArray(v);
const list = (v: unknown): Raw[] => (Array.isArray(v) ? v.filter(isObject) : []);
const text = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const number = (v: unknown): number => {
  const n = typeof v === 'number' ? v : Number.parseFloat(text(v));
  return Number.isFinite(n) ? n : 0;
};
const yes = (v: unknown): boolean => v === '1' || v === 1 || v === true || v === 'true';

/** Properties of a record with `_json` values parsed (an unparsable one is dropped). */
export function recordProperties(record: unknown): Raw {
  const props = isObject(record) && isObject(record.Properties) ? record.Properties : {};
  const out: Raw = {};
  for (const [key, value] of Object.entries(props)) {
    if (key.endsWith('_json')) {
      try {
        out[key] = JSON.parse(text(value));
      } catch {
        // malformed JSON text: leave the key out rather than fail the whole answer
      }
    } else out[key] = value;
  }
  return out;
}

function toSku(props: Raw): SearchSku | null {
  const skuId = text(props.s_SKU_ID);
  if (!skuId) return null;
  return {
    skuId,
    skuBaseId: number(props.s_SKU_BASE_ID),
    price: number(props.s_PRICE),
    formattedPrice: text(props.s_formattedPrice),
    shadeName: text(props.s_SHADENAME),
    hexValues: text(props.s_HEX_VALUE_STRING).split(',').map((h) => h.trim()).filter((h) => /^#?[0-9a-f]{3,8}$/i.test(h)),
    size: text(props.s_PRODUCT_SIZE),
    image: text(props.s_IMAGE_5UP),
    inventoryStatus: number(props.s_INVENTORY_STATUS),
    isShoppable: yes(props.s_isShoppable),
    isComingSoon: yes(props.s_isComingSoon),
    isPreOrder: yes(props.s_isPreOrder),
    displayOrder: number(props.s_DISPLAY_ORDER),
  };
}

function productFrom(props: Raw, skuRecords: Raw[]): SearchProduct | null {
  const productId = text(props.p_PRODUCT_ID);
  if (!productId) return null;
  const skus = new Map<string, SearchSku>();
  for (const sku of skuRecords.map(toSku)) if (sku && !skus.has(sku.skuId)) skus.set(sku.skuId, sku);
  const ordered = [...skus.values()].sort((a, b) => a.displayOrder - b.displayOrder);
  const prices = ordered.map((s) => s.price).filter((p) => p > 0);
  return {
    productId,
    categoryId: text(props.p_PARENT_CAT_ID),
    name: text(props.p_PROD_RGN_NAME),
    subheading: text(props.p_PROD_RGN_SUBHEADING),
    description: text(props.p_DESCRIPTION) || text(props.p_SHORT_DESC),
    url: text(props.p_url),
    rating: number(props.p_AVERAGE_RATING),
    reviewCount: number(props.p_TOTAL_REVIEW_COUNT),
    image: text(props.p_IMAGE) || ordered[0]?.image || '',
    skus: ordered,
    priceMin: prices.length ? Math.min(...prices) : 0,
    priceMax: prices.length ? Math.max(...prices) : 0,
  };
}

/** Products in answer order, one per PRODUCT_ID (aggregates repeat the product per SKU). */
function products(answer: Raw): SearchProduct[] {
  const byId = new Map<string, { props: Raw; skus: Raw[] }>();
  const add = (productProps: Raw, skuProps: Raw[]) => {
    if (text(productProps.rec_type) === 'content') return;
    const id = text(productProps.p_PRODUCT_ID);
    if (!id) return;
    const entry = byId.get(id) ?? { props: productProps, skus: [] };
    entry.skus.push(...skuProps);
    byId.set(id, entry);
  };
  for (const aggregate of list(answer.AggrRecords)) {
    const records = list(aggregate.Records).map(recordProperties);
    add({ ...records[0], ...recordProperties(aggregate) }, records);
  }
  for (const record of list(answer.Records)) {
    const props = recordProperties(record);
    add(props, [props]);
  }
  return [...byId.values()].map(({ props, skus }) => productFrom(props, skus)).filter((p): p is SearchProduct => p !== null);
}

function contentRecords(answer: Raw): ContentRecord[] {
  const records = [...list(answer.Records), ...list(answer.AggrRecords)].map(recordProperties);
  return records
    .filter((p) => text(p.rec_type) === 'content' && text(p.c_NODE_ID || p.NODE_ID))
    .map((p) => ({ nodeId: text(p.c_NODE_ID || p.NODE_ID), zone: text(p.c_ZONE || p.ZONE), title: text(p.c_TITLE || p.TITLE) }));
}

function dimensions(raw: unknown, linkKey: 'Selection Link' | 'Removal Link'): Dimension[] {
  return list(raw).map((dimension) => ({
    name: text(dimension['Dimension Name']),
    values: list(dimension['Dimension Values']).map(
      (value): DimensionValue => ({
        id: text(value['Dim Value ID']),
        name: text(value['Dim Value Name']),
        link: text(value[linkKey]),
        count: value.Count == null ? null : number(value.Count),
        isMore: text(value['Dim Value Name']) === 'More...',
      }),
    ),
  }));
}

function suggestions(raw: unknown, term: string): Array<{ term: string; link: string }> {
  const seen = new Set([term.toLowerCase()]);
  const out: Array<{ term: string; link: string }> = [];
  for (const item of list(raw)) {
    const suggestion = text(item['New Term']).trim();
    if (!suggestion || seen.has(suggestion.toLowerCase())) continue; // a suggestion equal to the term is skipped
    seen.add(suggestion.toLowerCase());
    out.push({ term: suggestion, link: text(item['Pivot Link']) });
  }
  return out;
}

export function normaliseEndeca(answer: unknown, requestedTerm = ''): SearchResults {
  const root = isObject(answer) ? answer : {};
  const meta = isObject(root.MetaInfo) ? root.MetaInfo : {};
  const searchInfo = isObject(root['Search Info']) && isObject(root['Search Info'].all) ? root['Search Info'].all : {};
  const term = (text(searchInfo['Search Term']) || requestedTerm).replace(/\*+$/, '');
  const corrections = suggestions(searchInfo['Spell Correction'], term);
  let redirectUrl: string | null = null;
  const spotlights: SearchResults['spotlights'] = [];
  for (const object of list(root['Supplemental Objects'])) {
    const props = isObject(object.Properties) ? object.Properties : {};
    const redirect = text(props['DGraph.KeywordRedirectUrl']);
    if (redirect && !redirectUrl) redirectUrl = redirect;
    else if (!redirect) spotlights.push({ zone: text(props.zone || props.Zone), nodeId: text(props.nodeId || props.NODE_ID), style: text(props.style || props.Style) });
  }
  const found = products(root);
  return {
    term,
    correctedTerm: corrections[0]?.term ?? null,
    didYouMean: suggestions(searchInfo['DYM Information'], term),
    redirectUrl,
    totalProducts: number(meta['Total Number of Matching Aggregate Records']) || found.length,
    totalRecords: number(meta['Total Number of Matching Records']),
    page: Math.max(1, number(meta['Page Number']) || 1),
    pages: Math.max(1, number(meta['Number of Pages']) || 1),
    pageSize: number(meta['Number of Records per Page']),
    firstRecord: number(meta['Starting Record Number']),
    lastRecord: number(meta['Ending Record Number']),
    sortedBy: text(meta['Sorted By']),
    products: found,
    content: contentRecords(root),
    breadcrumbs: dimensions(list(root.Breadcrumbs).filter((b) => !b.Type || b.Type === 'Navigation'), 'Removal Link'),
    refinements: dimensions(list(root.Refinements).flatMap((r) => list(r.Dimensions)), 'Selection Link'),
    spotlights,
  };
}
