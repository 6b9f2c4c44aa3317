// Builds the Endeca search request of the storefront (docs/requirements.md §7, docs/wire-formats.md).
// Pure: no DOM, no fetch. Values use spaces where the wire shows `+` (URLSearchParams encodes them so).
import { CONTROL_CHARACTERS, ENDECA_ENDPOINT } from '../config/constants';
import { SEARCH_PAGE_SIZE, SEARCH_RANGE_FILTER, SEARCH_VIEW_ALL_PAGE_SIZE } from '../config/search';
import { INVENTORY_STATUS } from '../model/product';
import type { SearchNavigation, SearchSort } from '../model/search';

/** A longer term gains nothing and makes URLs unwieldy; the rest is cut (docs/decisions.md). */
const SEARCH_TERM_MAX_LENGTH = 200;

export interface SearchRequest extends Partial<SearchNavigation> {
  /** What the shopper typed (cleaned here). */
  term: string;
  locale: string;
  pageSize?: number;
  /** Appends `*` to the term (the no-results retry). */
  wildcard?: boolean;
  /** One representative record per product instead of all SKUs. */
  oneRecordPerProduct?: boolean;
}

/** The engine's sort key for each order a shopper can pick (`Ns`; '' is relevance). */
const SORT_KEYS: Readonly<Record<SearchSort, string>> = {
  relevance: '',
  bestsellers: 'p_TOTAL_REVIEW_COUNT|1',
  'price-asc': 'p_PRICE|0',
  'price-desc': 'p_PRICE|1',
  rating: 'p_AVERAGE_RATING|1',
  name: 'p_PROD_RGN_NAME|0',
  newest: 'p_DATE_CREATED|1',
};

/** The `Ns` value of a sort order ('' for relevance). */
export const sortKey = (sort: SearchSort | undefined): string => (sort && Object.hasOwn(SORT_KEYS, sort) ? SORT_KEYS[sort] : '');

/** An `Ns` value back to the order it stands for; an unknown one is relevance. */
export function sortFromKey(key: string | null): SearchSort {
  return (Object.keys(SORT_KEYS) as SearchSort[]).find((sort) => key && SORT_KEYS[sort] === key) ?? 'relevance';
}

/**
 * The term as the search sees it: control characters out, trimmed, spaces collapsed, cut to length (the results
 * page's heading shows it so, whatever the address held). A term containing an angle
 * bracket is treated as empty (docs/requirements.md §5), so markup can never travel into a search.
 */
export function cleanSearchTerm(raw: string): string {
  if (/[<>]/.test(raw)) return '';
  // Cut by code points, so an emoji at the limit is never split into a lone surrogate.
  return Array.from(raw.replace(CONTROL_CHARACTERS, '').replace(/\s+/g, ' ').trim()).slice(0, SEARCH_TERM_MAX_LENGTH).join('').trim();
}

/** Dimension ids as `N` and `Ne` carry them: digits only, space-separated. */
export const idList = (ids: readonly string[] | undefined): string => (ids ?? []).filter((id) => /^\d+$/.test(id)).join(' ');

export function buildEndecaQuery(request: SearchRequest): URLSearchParams {
  const term = cleanSearchTerm(request.term).toLowerCase();
  const pageSize = request.viewAll ? SEARCH_VIEW_ALL_PAGE_SIZE : request.pageSize ?? SEARCH_PAGE_SIZE;
  const page = request.viewAll ? 1 : Math.max(1, Math.floor(request.page ?? 1));
  const params = new URLSearchParams();
  params.set('M', `recs_per_page:${pageSize}`);
  params.set('N', idList(request.selected));
  const expanded = idList(request.expanded);
  if (expanded) params.set('Ne', expanded);
  params.set('Nao', String((page - 1) * pageSize));
  params.set('Ntt', term && request.wildcard && !term.endsWith('*') ? `${term}*` : term);
  params.set('Ntk', 'all');
  params.set('Ntx', 'mode matchallpartial');
  params.set('Ntpc', '1');
  params.set('Ntpr', '1');
  params.set('Nty', '1');
  if (sortKey(request.sort)) params.set('Ns', sortKey(request.sort));
  params.set('Nu', 'p_PRODUCT_ID');
  params.set('Np', request.oneRecordPerProduct ? '1' : '2');
  params.set('Nf', SEARCH_RANGE_FILTER.replace(/\+/g, ' '));
  // Products of this locale, nothing inactive or discontinued (docs/requirements.md §9).
  params.set('Nr', `AND(rec_type:product,locale:${request.locale},NOT(s_INVENTORY_STATUS:${INVENTORY_STATUS.inactive}),NOT(s_discontinued:1))`);
  return params;
}

export function endecaUrl(request: SearchRequest, endpoint = ENDECA_ENDPOINT): string {
  return `${endpoint}?${buildEndecaQuery(request).toString()}`;
}
