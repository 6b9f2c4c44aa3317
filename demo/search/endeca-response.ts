/**
 * A search result in the Endeca JSON shape (docs/wire-formats.md): keys with spaces, every value a string, links
 * as query-string fragments that keep the request's parameters.
 */
import { DIMENSIONS, type DimensionKey } from './dimensions';
import type { EndecaRequest } from './endeca-params';
import { contentProperties, productProperties, skuProperties, skusJson, type Properties } from './record-properties';
import type { SearchResult } from './search-engine';
import type { DimensionValue } from './snapshot';

/** The sort options offered in "Add Sort Key Links" (`Ns` values; empty = relevance). */
const SORT_OPTIONS: ReadonlyArray<{ ns: string; label: string }> = [
  { ns: '', label: 'Relevance' },
  { ns: 'p_PRICE|0', label: 'Price: low to high' },
  { ns: 'p_PRICE|1', label: 'Price: high to low' },
  { ns: 'p_AVERAGE_RATING|1', label: 'Top rated' },
  { ns: 'p_TOTAL_REVIEW_COUNT|1', label: 'Most reviewed' },
  { ns: 'p_DATE_CREATED|1', label: 'Newest' },
  { ns: 'p_PROD_RGN_NAME|0', label: 'Name: A to Z' },
  { ns: 'p_PROD_RGN_NAME|1', label: 'Name: Z to A' },
];

/** Direct page links listed around the current page. */
const PAGE_LINK_WINDOW = 10;

type Changes = Record<string, string | null>;
type Link = (changes: Changes) => string;
interface Links { link: Link; navigate: Link }

const encode = (value: string) => encodeURIComponent(value).replace(/%20/g, '+');

/**
 * Links of one answer: the request's parameters with `changes` applied (null removes one), as a query-string
 * fragment. Each parameter is encoded once per request, not once per link.
 */
function linkBuilder(request: EndecaRequest): Links {
  const encoded = request.linkParams.map(([name, value]) => [name, encode(value)] as const);
  const link: Link = (changes) => {
    const parts: string[] = [];
    for (const [name, value] of encoded) {
      if (!Object.hasOwn(changes, name)) parts.push(`${name}=${value}`);
      else if (changes[name] !== null) parts.push(`${name}=${encode(changes[name]!)}`);
    }
    for (const [name, value] of Object.entries(changes)) {
      if (value !== null && !encoded.some(([known]) => known === name)) parts.push(`${name}=${encode(value)}`);
    }
    return parts.join('&');
  };
  // Selection, removal, sort and pivot links start again at the first page and end a dimension search.
  return { link, navigate: (changes) => link({ Nao: null, D: null, Dx: null, ...changes }) };
}

const selectionWith = (ids: readonly number[]) => ids.join(' ');

function sortText(request: EndecaRequest): string {
  return request.sorts.map((sort) => `${sort.key}|${sort.descending ? 1 : 0}`).join('||');
}

function metaInfo(request: EndecaRequest, result: SearchResult, links: Links) {
  const total = request.rollup ? result.totalAggregates : result.totalRecords;
  const size = request.pageSize;
  const pages = Math.ceil(total / size);
  const pageNumber = Math.floor(request.offset / size) + 1;
  const shown = request.rollup ? result.aggregates.length : result.records.length || result.contentRecords.length;
  const pageLink = (page: number) => links.link({ Nao: String((page - 1) * size) });
  const firstLinked = Math.max(1, Math.min(pageNumber - Math.floor(PAGE_LINK_WINDOW / 2), pages - PAGE_LINK_WINDOW + 1));
  const lastLinked = Math.min(pages, firstLinked + PAGE_LINK_WINDOW - 1);
  const directLinks: string[] = [];
  for (let page = firstLinked; page <= lastLinked; page++) directLinks.push(pageLink(page));
  const sortedBy = sortText(request);
  return {
    'Total Number of Matching Records': String(result.totalRecords),
    'Total Number of Matching Aggregate Records': String(result.totalAggregates),
    'Number of Records per Page': String(size),
    'Number of Pages': String(pages),
    'Page Number': String(pageNumber),
    'Starting Record Number': String(shown > 0 ? request.offset + 1 : 0),
    'Ending Record Number': String(shown > 0 ? request.offset + shown : 0),
    'Previous Page Link': pageNumber > 1 && pages > 0 ? pageLink(Math.min(pageNumber - 1, pages)) : '',
    'Next Page Link': pageNumber < pages ? pageLink(pageNumber + 1) : '',
    'Direct Page Links': directLinks,
    'Add Sort Key Links': SORT_OPTIONS.map((option) => ({
      'Sort Key': option.ns,
      'Sort Label': option.label,
      'Sort Link': links.navigate({ Ns: option.ns === '' ? null : option.ns }),
      Selected: option.ns === sortedBy ? '1' : '0',
    })),
    'Sorted By': sortedBy,
  };
}

function searchInfo(request: EndecaRequest, result: SearchResult, links: Links) {
  if (!request.hasTerm) return {};
  return {
    [request.searchInterface]: {
      'Search Term': request.term.raw.toLowerCase(),
      'Spell Correction': result.correctedTerm ? [{ 'New Term': result.correctedTerm }] : [],
      'DYM Information': result.didYouMean.map((term) => ({ 'New Term': term, 'Pivot Link': links.navigate({ Ntt: term }) })),
    },
  };
}

function dimensionName(key: DimensionKey) {
  return DIMENSIONS[key].name;
}

function breadcrumbs(selected: readonly DimensionValue[], links: Links) {
  const ids = selected.map((value) => value.id);
  const byDimension = new Map<DimensionKey, DimensionValue[]>();
  for (const value of selected) byDimension.set(value.dimension, [...(byDimension.get(value.dimension) ?? []), value]);
  return [...byDimension].map(([dimension, values]) => ({
    Type: 'Navigation',
    'Dimension Name': dimensionName(dimension),
    'Dimension ID': String(DIMENSIONS[dimension].id),
    'Dimension Values': values.map((value) => ({
      'Dim Value ID': String(value.id),
      'Dim Value Name': value.name,
      'Removal Link': links.navigate({ N: selectionWith(ids.filter((id) => id !== value.id)) }),
    })),
  }));
}

function dimensionValues(request: EndecaRequest, links: Links, selectedIds: readonly number[], key: DimensionKey,
  values: SearchResult['refinements'][number]['values'], limit: number) {
  const shown = values.slice(0, limit).map(({ value, count }) => ({
    'Dim Value ID': String(value.id),
    'Dim Value Name': value.name,
    'Selection Link': links.navigate({ N: selectionWith([...selectedIds, value.id]) }),
    Count: String(count),
  }));
  if (values.length > limit) {
    const expanded = [...(request.expanded ?? [])].map((dimension) => DIMENSIONS[dimension].id);
    shown.push({
      'Dim Value ID': String(DIMENSIONS[key].id),
      'Dim Value Name': 'More...',
      'Selection Link': links.link({ Ne: [...expanded, DIMENSIONS[key].id].join(' ') }),
    } as (typeof shown)[number]);
  }
  return shown;
}

function refinements(request: EndecaRequest, result: SearchResult, links: Links) {
  const selectedIds = result.selected.map((value) => value.id);
  const dimensions = result.refinements.map(({ dimension, values }) => {
    const limit = request.expanded?.has(dimension) ? values.length : DIMENSIONS[dimension].shownValues;
    return {
      'Dimension Name': dimensionName(dimension),
      'Dimension ID': String(DIMENSIONS[dimension].id),
      'Dimension Values': dimensionValues(request, links, selectedIds, dimension, values, limit),
    };
  });
  return [{ Dimensions: dimensions }];
}

function supplementalObjects(result: SearchResult) {
  const objects: Array<{ Title: string; Properties: Properties }> = [];
  if (result.redirectUrl) objects.push({ Title: 'Keyword redirect', Properties: { 'DGraph.KeywordRedirectUrl': result.redirectUrl } });
  for (const zone of result.spotlights) {
    objects.push({ Title: zone.title, Properties: { zone: zone.zone, style: zone.style, NODE_ID: String(zone.id), title: zone.title } });
  }
  return objects;
}

function records(result: SearchResult) {
  const content = result.contentRecords.map((zone) => ({ Properties: contentProperties(zone, result.locale) }));
  const json = new Map<number, string>();
  const products = result.records.map(({ product, sku, skus }) => {
    if (!json.has(product.id)) json.set(product.id, skusJson(product, skus));
    const properties = Object.assign(productProperties(product, skus, result.locale), skuProperties(product, sku));
    properties.p_skus_json = json.get(product.id)!;
    return { Properties: properties };
  });
  return [...products, ...content];
}

/**
 * One aggregate per product: product properties and `p_skus_json` once, then its SKU records (which repeat the
 * product properties, as Endeca's did). Object.assign, not spread: spreading objects this wide is ten times slower.
 */
function aggregateRecords(result: SearchResult) {
  return result.aggregates.map(({ product, skus, records: shown }) => {
    const shared = productProperties(product, skus, result.locale);
    return {
      Properties: Object.assign({}, shared, { p_skus_json: skusJson(product, skus) }),
      Records: shown.map((sku) => ({ Properties: Object.assign({}, shared, skuProperties(product, sku)) })),
    };
  });
}

function dimensionSearchResults(request: EndecaRequest, result: SearchResult, links: Links) {
  const selectedIds = result.selected.map((value) => value.id);
  return result.dimensionMatches.map(({ dimension, values }) => ({
    'Dimension Name': dimensionName(dimension),
    'Dimension ID': String(DIMENSIONS[dimension].id),
    'Dimension Values': dimensionValues(request, links, selectedIds, dimension, values, values.length),
  }));
}

export function toEndecaResponse(request: EndecaRequest, result: SearchResult) {
  const links = linkBuilder(request);
  return {
    Records: records(result),
    AggrRecords: aggregateRecords(result),
    MetaInfo: metaInfo(request, result, links),
    'Search Info': searchInfo(request, result, links),
    Breadcrumbs: breadcrumbs(result.selected, links),
    Refinements: refinements(request, result, links),
    'Supplemental Objects': supplementalObjects(result),
    ...(request.dimensionSearch ? { 'Dimension Search Results': dimensionSearchResults(request, result, links) } : {}),
  };
}
