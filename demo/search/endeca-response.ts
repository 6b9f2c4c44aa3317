/**
 * A search result in the Endeca JSON shape (docs/wire-formats.md): keys with spaces, every value a string, links
 * as query-string fragments that keep the request's parameters.
 *
 * The answer is written as a stream of JSON text (`endecaAnswer`), a slice at a time: each slice reads a few
 * products from the catalog and serialises them; once it has run for `sliceMs` it waits for its next turn
 * (turns.ts), so other requests run in between. The records stop before the one that would take the answer past
 * `maxBytes`; `MetaInfo`, which comes after them, then says how many were shown and links to the rest. Each
 * product's properties travel once: on its aggregate (`Nu`), with those of its representative SKU as Endeca's
 * aggregates carry them, while its records carry only SKU properties; or on its flat record.
 */
import { DIMENSIONS, type DimensionKey } from './dimensions';
import type { EndecaRequest } from './endeca-params';
import { contentProperties, productProperties, skuProperties, type Properties } from './record-properties';
import type { PageEntry, PageItem, SearchResult } from './search-engine';
import type { DimensionValue } from './snapshot';

export interface AnswerLimits {
  /** The records of one answer stop before the one that would take the answer past this many bytes. */
  maxBytes: number;
  /** A slice of work waits for its next turn once it has run this long. */
  sliceMs: number;
}

/** 10 MiB holds the view-all of the broadest term of the default catalog (about 8.2 MB) with room to spare. */
export const ANSWER_LIMITS: AnswerLimits = { maxBytes: 10 * 1024 * 1024, sliceMs: 4 };
/** Page entries read from the catalog at once; a slice is one or more of these batches. */
const READ_BATCH = 16;

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

/** `shown`: entries the answer holds; `cut`: the byte limit ended the page early, so the next page starts after them. */
function metaInfo(request: EndecaRequest, result: SearchResult, links: Links, shown: number, cut: boolean) {
  const total = request.rollup ? result.totalAggregates : result.totalRecords;
  const size = request.pageSize;
  const pages = Math.ceil(total / size);
  const pageNumber = Math.floor(request.offset / size) + 1;
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
    'Next Page Link': cut ? links.link({ Nao: String(request.offset + shown) }) : pageNumber < pages ? pageLink(pageNumber + 1) : '',
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

/** A flat record: product, category and SKU properties together (there is no aggregate to hold the product). */
function flatRecord(item: PageItem, locale: string): string | null {
  const sku = item.shown[0];
  if (!sku) return null;
  return JSON.stringify({ Properties: Object.assign(productProperties(item.product, item.skus, locale), skuProperties(item.product, sku)) });
}

/**
 * An aggregate: as in Endeca, its own properties are those of its representative (first) record, product and SKU
 * keys together, as that record would have them flat; its records, every SKU shown, carry SKU properties only.
 */
function aggregateRecord(item: PageItem, locale: string): string {
  const properties = productProperties(item.product, item.skus, locale);
  return JSON.stringify({
    Properties: item.representative ? Object.assign(properties, skuProperties(item.product, item.representative)) : properties,
    Records: item.shown.map((sku) => ({ Properties: skuProperties(item.product, sku) })),
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

/**
 * The answer as JSON text, in slices (see the top of this file). `readPage` reads page entries from the catalog.
 * The top-level keys come in the wire order: `Records`, `AggrRecords`, `MetaInfo`, `Search Info`, `Breadcrumbs`,
 * `Refinements`, `Supplemental Objects` (and `Dimension Search Results` for a dimension search).
 */
export async function* endecaAnswer(request: EndecaRequest, result: SearchResult,
  readPage: (entries: readonly PageEntry[]) => PageItem[], limits: AnswerLimits, nextTurn: () => Promise<void>): AsyncGenerator<string> {
  const links = linkBuilder(request);
  const content = result.contentRecords.map((zone) => JSON.stringify({ Properties: contentProperties(zone, result.locale) }));
  // Everything after MetaInfo is known before the page is read: written now, it counts against the limit first.
  const tail = JSON.stringify({
    'Search Info': searchInfo(request, result, links),
    Breadcrumbs: breadcrumbs(result.selected, links),
    Refinements: refinements(request, result, links),
    'Supplemental Objects': supplementalObjects(result),
    ...(request.dimensionSearch ? { 'Dimension Search Results': dimensionSearchResults(request, result, links) } : {}),
  });
  // MetaInfo is written last but can be no longer than this: it only gets smaller numbers and an equal link.
  const metaBound = JSON.stringify(metaInfo(request, result, links, result.page.length, true)).length + 64;
  let bytes = 64 + metaBound + Buffer.byteLength(tail) + content.reduce((sum, record) => sum + Buffer.byteLength(record) + 1, 0);
  let shown = 0;
  let cut = false;
  let pending = '';
  let sliceStart = performance.now();

  async function* pageRecords(write: (item: PageItem) => string | null): AsyncGenerator<string> {
    let first = true;
    for (let from = 0; from < result.page.length && !cut; from += READ_BATCH) {
      for (const item of readPage(result.page.slice(from, from + READ_BATCH))) {
        const record = write(item);
        if (record === null) continue;
        const size = Buffer.byteLength(record) + 1;
        if (bytes + size > limits.maxBytes) {
          cut = true;
          break;
        }
        bytes += size;
        shown++;
        pending += (first ? '' : ',') + record;
        first = false;
      }
      if (performance.now() - sliceStart >= limits.sliceMs) {
        yield pending;
        pending = '';
        await nextTurn();
        sliceStart = performance.now();
      }
    }
  }

  pending = '{"Records":[';
  if (!request.rollup) yield* pageRecords((item) => flatRecord(item, result.locale));
  if (content.length > 0) pending += (shown > 0 ? ',' : '') + content.join(',');
  pending += '],"AggrRecords":[';
  if (request.rollup) yield* pageRecords((item) => aggregateRecord(item, result.locale));
  if (!request.rollup && shown === 0) shown = result.contentRecords.length;
  yield `${pending}],"MetaInfo":${JSON.stringify(metaInfo(request, result, links, shown, cut))},${tail.slice(1)}`;
}
