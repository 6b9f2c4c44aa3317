/**
 * The query string of `/enrpc/JSONControllerServlet.do` → a typed request. Anything missing, garbled or unknown
 * falls back to its default; nothing here throws. `+` in values already arrived as a space (form decoding).
 */
import { DIMENSION_KEYS, DIMENSIONS, type DimensionKey } from './dimensions';
import { parseRangeFilters, parseRecordFilter, type RecordFilterNode } from './record-filter';
import { parseSearchTerm, searchInterfaceColumns, type SearchTerm } from './search-term';

const DEFAULT_PAGE_SIZE = 10; // docs/requirements.md §9
const MAX_PAGE_SIZE = 10000; // docs/requirements.md §9: view-all
const MAX_OFFSET = 1_000_000;
const MAX_VALUE_LENGTH = 4000;

/** Parameters carried into the links of an answer, in this order (`R` and unknown ones are left out). */
const LINK_PARAMS = ['M', 'L', 'N', 'Ne', 'Nao', 'Ntt', 'Ntk', 'Ntx', 'Ntpc', 'Ntpr', 'Nty', 'D', 'Dx', 'Ns', 'Nu', 'Np', 'Nf', 'Nr'] as const;

/** Sort keys (`Ns`): what each sorts on. Price is the lowest searchable price of the product. */
const SORT_KEYS = {
  p_PRICE: 'price',
  s_PRICE: 'price',
  p_AVERAGE_RATING: 'rating',
  p_TOTAL_REVIEW_COUNT: 'reviews',
  p_PROD_RGN_NAME: 'name',
  p_DATE_CREATED: 'created',
} as const;
export type SortField = (typeof SORT_KEYS)[keyof typeof SORT_KEYS];
interface SortKey { key: keyof typeof SORT_KEYS; field: SortField; descending: boolean }

type MatchMode = 'all' | 'any' | 'allThenPartial';

export interface EndecaRequest {
  /** Recognised parameters as received, for building links. */
  linkParams: Array<[string, string]>;
  pageSize: number;
  offset: number;
  /** `N`: selected dimension value ids (only numbers; unknown ids are dropped later). */
  selected: number[];
  /** `Ne`: dimensions shown in full; null = every dimension, each cut at its `More...` link. */
  expanded: Set<DimensionKey> | null;
  term: SearchTerm;
  /** Was a term sent (even one that holds no words, such as `-`)? A term with `<` or `>` counts as none. */
  hasTerm: boolean;
  searchInterface: string;
  columns: string | null;
  matchMode: MatchMode;
  sorts: SortKey[];
  rollup: boolean;
  /** `Np`: 0 no records per aggregate, 1 one representative, 2 all. */
  recordsPerAggregate: 0 | 1 | 2;
  ranges: ReturnType<typeof parseRangeFilters>;
  recordFilter: RecordFilterNode | null;
  recordId: string | null;
  dimensionSearch: { term: SearchTerm; any: boolean } | null;
  didYouMean: boolean;
}

type Query = Record<string, unknown>;

/** The first string value of a parameter (repeated parameters arrive as arrays), cut to a sane length. */
function read(query: Query, name: string): string | null {
  const value = Array.isArray(query[name]) ? (query[name] as unknown[])[0] : query[name];
  return typeof value === 'string' ? value.slice(0, MAX_VALUE_LENGTH) : null;
}

function wholeNumber(text: string | null, fallback: number, min: number, max: number): number {
  if (text === null || !/^\s*\d{1,9}\s*$/.test(text)) return fallback;
  return Math.min(max, Math.max(min, Number(text)));
}

/** `recs_per_page:<n>` inside the `M` bridge string (`host:..|port:..|recs_per_page:10`). */
function pageSizeOf(bridge: string | null): number {
  const match = /(?:^|\|)\s*recs_per_page\s*:\s*(\d{1,9})\s*(?:\||$)/.exec(bridge ?? '');
  const size = match ? Number(match[1]) : DEFAULT_PAGE_SIZE;
  return size < 1 ? DEFAULT_PAGE_SIZE : Math.min(size, MAX_PAGE_SIZE);
}

/** The page size a query string asks for (`M`), within the bounds the search applies. */
export function requestedPageSize(query: Query): number {
  return pageSizeOf(read(query, 'M'));
}

const idList = (text: string | null): number[] =>
  [...new Set((text ?? '').split(/[\s+,]+/).filter((id) => /^\d{1,9}$/.test(id)).map(Number))];

function matchModeOf(text: string | null): MatchMode {
  const mode = /mode\s*\+?\s*(match\w+)/i.exec(text ?? '')?.[1]?.toLowerCase();
  if (mode === 'matchany') return 'any';
  if (mode === 'matchallpartial' || mode === 'matchallany' || mode === 'matchpartial') return 'allThenPartial';
  return 'all';
}

function parseSorts(text: string | null): SortKey[] {
  const sorts: SortKey[] = [];
  for (const part of (text ?? '').split('||')) {
    const [key = '', direction = '0'] = part.split('|').map((s) => s.trim());
    if (!Object.hasOwn(SORT_KEYS, key) || sorts.some((s) => s.field === SORT_KEYS[key as keyof typeof SORT_KEYS])) continue;
    sorts.push({ key: key as keyof typeof SORT_KEYS, field: SORT_KEYS[key as keyof typeof SORT_KEYS], descending: direction === '1' });
  }
  return sorts;
}

export function parseEndecaRequest(query: Query): EndecaRequest {
  const linkParams: Array<[string, string]> = [];
  for (const name of LINK_PARAMS) {
    const value = read(query, name);
    if (value !== null) linkParams.push([name, value]);
  }
  const expandedIds = idList(read(query, 'Ne'));
  const expanded = new Set(DIMENSION_KEYS.filter((key) => expandedIds.includes(DIMENSIONS[key].id)));
  const term = parseSearchTerm(read(query, 'Ntt') ?? '');
  const ntk = (read(query, 'Ntk') ?? 'all').split('|')[0]!.trim() || 'all';
  const d = read(query, 'D');
  const np = read(query, 'Np')?.trim();
  return {
    linkParams,
    pageSize: pageSizeOf(read(query, 'M')),
    offset: wholeNumber(read(query, 'Nao'), 0, 0, MAX_OFFSET),
    selected: idList(read(query, 'N')).filter((id) => id !== 0),
    expanded: expanded.size > 0 ? expanded : null,
    term,
    hasTerm: term.raw !== '',
    searchInterface: ntk,
    columns: searchInterfaceColumns(ntk),
    matchMode: matchModeOf(read(query, 'Ntx')),
    sorts: parseSorts(read(query, 'Ns')),
    rollup: read(query, 'Nu')?.trim() === 'p_PRODUCT_ID',
    recordsPerAggregate: np === '0' ? 0 : np === '1' ? 1 : 2,
    ranges: parseRangeFilters(read(query, 'Nf') ?? ''),
    recordFilter: parseRecordFilter((read(query, 'Nr') ?? '').trim()),
    recordId: read(query, 'R')?.trim() || null,
    dimensionSearch: d !== null && d.trim() !== ''
      ? { term: parseSearchTerm(d), any: /matchany/i.test(read(query, 'Dx') ?? '') } : null,
    didYouMean: read(query, 'Nty')?.trim() === '1',
  };
}
