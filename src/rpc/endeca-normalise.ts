// Reads an Endeca JSON answer (docs/wire-formats.md) into the model's search results: numbers as numbers,
// one product per PRODUCT_ID with its SKUs in DISPLAY_ORDER. Never throws on a strange answer: missing
// parts are empty.
import { parseColours } from '../model/colour';
import { UNNAMED_DIMENSION } from '../config/search';
import type { Dimension, SearchProduct, SearchResults, SearchSku } from '../model/search';
import { isObject, objects, toNumber, toText, type Raw } from './coerce';

const MORE = 'More...';

const properties = (record: Raw): Raw => (isObject(record.Properties) ? record.Properties : {});

/**
 * Text that goes into a URL (terms for links, node ids for content zones): a lone surrogate, which JSON may carry
 * as `\ud800` and encodeURIComponent throws on, becomes U+FFFD, as in any URL the browser makes.
 */
const urlText = (value: unknown): string => toText(value).replace(/\p{Cs}/gu, '\ufffd');

function toSku(props: Raw): (SearchSku & { order: number }) | null {
  const id = toText(props.s_SKU_ID);
  if (!id) return null;
  return {
    id,
    price: toNumber(props.s_PRICE),
    colours: parseColours(toText(props.s_HEX_VALUE_STRING)),
    image: toText(props.s_IMAGE_5UP),
    order: toNumber(props.s_DISPLAY_ORDER),
  };
}

function toProduct(props: Raw, skuRecords: Raw[]): SearchProduct {
  const skus = new Map<string, SearchSku & { order: number }>();
  for (const sku of skuRecords.map(toSku)) if (sku && !skus.has(sku.id)) skus.set(sku.id, sku);
  const ordered = [...skus.values()].sort((a, b) => a.order - b.order).map(({ order: _order, ...sku }) => sku);
  const prices = ordered.map((s) => s.price).filter((p) => p > 0);
  return {
    id: toText(props.p_PRODUCT_ID),
    name: toText(props.p_PROD_RGN_NAME),
    subheading: toText(props.p_PROD_RGN_SUBHEADING),
    url: toText(props.p_url),
    rating: toNumber(props.p_AVERAGE_RATING),
    reviewCount: toNumber(props.p_TOTAL_REVIEW_COUNT),
    image: toText(props.p_IMAGE) || ordered[0]?.image || '',
    skus: ordered,
    priceMin: prices.length ? Math.min(...prices) : 0,
    priceMax: prices.length ? Math.max(...prices) : 0,
  };
}

/** Products in answer order, one per PRODUCT_ID (aggregates repeat the product per SKU). */
function products(answer: Raw): SearchProduct[] {
  const byId = new Map<string, { props: Raw; skus: Raw[] }>();
  const add = (productProps: Raw, skuProps: Raw[]) => {
    const id = toText(productProps.p_PRODUCT_ID);
    if (!id || toText(productProps.rec_type) === 'content') return;
    const entry = byId.get(id) ?? { props: productProps, skus: [] };
    entry.skus.push(...skuProps);
    byId.set(id, entry);
  };
  for (const aggregate of objects(answer.AggrRecords)) {
    const records = objects(aggregate.Records).map(properties);
    add({ ...records[0], ...properties(aggregate) }, records);
  }
  for (const record of objects(answer.Records)) add(properties(record), [properties(record)]);
  return [...byId.values()].map(({ props, skus }) => toProduct(props, skus));
}

/** Node ids of content records and spotlights, without repeats. */
function contentZones(answer: Raw): string[] {
  const records = [...objects(answer.Records), ...objects(answer.AggrRecords)]
    .map(properties)
    .filter((p) => toText(p.rec_type) === 'content')
    .map((p) => urlText(p.c_NODE_ID || p.NODE_ID));
  const spotlights = objects(answer['Supplemental Objects'])
    .map(properties)
    .filter((p) => !p['DGraph.KeywordRedirectUrl'])
    .map((p) => urlText(p.nodeId || p.NODE_ID));
  return [...new Set([...records, ...spotlights].filter(Boolean))];
}

function dimensions(raw: Raw[]): Dimension[] {
  return raw.map((dimension) => {
    const values = objects(dimension['Dimension Values']);
    const more = values.find((value) => toText(value['Dim Value Name']) === MORE);
    // A "More..." value links to the same search with `Ne` naming the dimensions to list in full.
    const expand = more ? new URLSearchParams(toText(more['Selection Link'])).get('Ne') || toText(more['Dim Value ID']) : null;
    return {
      name: toText(dimension['Dimension Name']) || UNNAMED_DIMENSION,
      values: values
        .filter((value) => value !== more)
        .map((value) => ({
          id: toText(value['Dim Value ID']),
          name: toText(value['Dim Value Name']),
          count: value.Count == null ? null : toNumber(value.Count),
        })),
      more: expand === null ? null : expand.split(/[\s+]+/).filter(Boolean),
    };
  });
}

/** Suggested terms, without the searched term itself or repeats. */
function suggestions(raw: unknown, term: string): string[] {
  const seen = new Set([term.toLowerCase()]);
  const out: string[] = [];
  for (const item of objects(raw)) {
    const suggestion = urlText(item['New Term']);
    if (!suggestion || seen.has(suggestion.toLowerCase())) continue;
    seen.add(suggestion.toLowerCase());
    out.push(suggestion);
  }
  return out;
}

function redirect(answer: Raw): string | null {
  for (const object of objects(answer['Supplemental Objects'])) {
    const url = toText(properties(object)['DGraph.KeywordRedirectUrl']);
    if (url) return url;
  }
  return null;
}

/** The engine's product count when it is a whole number above 0; else the number of products found. */
function productCount(value: unknown, found: number): number {
  const count = toNumber(value);
  return Number.isInteger(count) && count > 0 ? count : found;
}

export function normaliseEndeca(answer: unknown, requestedTerm = ''): SearchResults {
  const root = isObject(answer) ? answer : {};
  const meta = isObject(root.MetaInfo) ? root.MetaInfo : {};
  const info = isObject(root['Search Info']) && isObject(root['Search Info'].all) ? root['Search Info'].all : {};
  // Without its wildcard stars. Only a star with none before it may start the run: a plain `\*+$` is tried from every
  // star of a long run that does not end the term, which took seconds for an answer that echoed 40,000 of them.
  const term = (urlText(info['Search Term']) || requestedTerm).replace(/(?<!\*)\*+$/, '');
  const found = products(root);
  return {
    term,
    correctedTerm: suggestions(info['Spell Correction'], term)[0] ?? null,
    didYouMean: suggestions(info['DYM Information'], term),
    redirectUrl: redirect(root),
    totalProducts: productCount(meta['Total Number of Matching Aggregate Records'], found.length),
    products: found,
    contentZones: contentZones(root),
    breadcrumbs: dimensions(objects(root.Breadcrumbs).filter((b) => !b.Type || b.Type === 'Navigation')),
    refinements: dimensions(objects(root.Refinements).flatMap((r) => objects(r.Dimensions))),
  };
}
