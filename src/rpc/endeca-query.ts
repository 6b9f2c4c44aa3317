// Builds the Endeca search request of the legacy storefront (spec §7, notes/wire-formats.md).
// Pure: no DOM, no fetch. Values use spaces where the wire shows `+` (URLSearchParams encodes them so).
import { ENDECA_ENDPOINT, SEARCH_EXCLUDED_INVENTORY_STATUS, SEARCH_PAGE_SIZE, SEARCH_RANGE_FILTER, SEARCH_VIEW_ALL_PAGE_SIZE } from '../config/constants';

/** A longer term gains nothing and makes URLs unwieldy; the rest is cut. */
export const SEARCH_TERM_MAX_LENGTH = 200;

export interface SearchRequest {
  /** What the shopper typed (cleaned here). */
  term: string;
  locale: string;
  /** 1-based. */
  page?: number;
  pageSize?: number;
  viewAll?: boolean;
  /** Selected dimension value ids (refinements). */
  selected?: readonly string[];
  /** An `Ns` value such as `p_PRICE|0`; empty means relevance. */
  sort?: string;
  /** Appends `*` to the term (the no-results retry). */
  wildcard?: boolean;
  /** One representative record per product instead of all SKUs. */
  oneRecordPerProduct?: boolean;
}

/**
 * The term as the search sees it: trimmed, spaces collapsed, cut to length. A term containing an angle
 * bracket is treated as empty (spec §5), so markup can never travel into a search.
 */
export function cleanSearchTerm(raw: string): string {
  if (/[<>]/.test(raw)) return '';
  // Cut by code points, so an emoji at the limit is never split into a lone surrogate.
  return Array.from(raw.replace(/\s+/g, ' ').trim()).slice(0, SEARCH_TERM_MAX_LENGTH).join('').trim();
}

/** The record filter of spec §9: products of this locale, no inventory status 5, nothing discontinued. */
export function recordFilter(locale: string): string {
  return `AND(rec_type:product,locale:${locale},NOT(s_INVENTORY_STATUS:${SEARCH_EXCLUDED_INVENTORY_STATUS}),NOT(s_discontinued:1))`;
}

export function buildEndecaQuery(request: SearchRequest): URLSearchParams {
  const term = cleanSearchTerm(request.term).toLowerCase();
  const pageSize = request.viewAll ? SEARCH_VIEW_ALL_PAGE_SIZE : request.pageSize ?? SEARCH_PAGE_SIZE;
  const page = request.viewAll ? 1 : Math.max(1, Math.floor(request.page ?? 1));
  const params = new URLSearchParams();
  params.set('M', `recs_per_page:${pageSize}`);
  params.set('N', (request.selected ?? []).filter((id) => /^\d+$/.test(id)).join(' '));
  params.set('Nao', String((page - 1) * pageSize));
  params.set('Ntt', term && request.wildcard && !term.endsWith('*') ? `${term}*` : term);
  params.set('Ntk', 'all');
  params.set('Ntx', 'mode matchallpartial');
  params.set('Ntpc', '1');
  params.set('Ntpr', '1');
  params.set('Nty', '1');
  if (request.sort && /^[\w]+\|[01](\|\|[\w]+\|[01])*$/.test(request.sort)) params.set('Ns', request.sort);
  params.set('Nu', 'p_PRODUCT_ID');
  params.set('Np', request.oneRecordPerProduct ? '1' : '2');
  params.set('Nf', SEARCH_RANGE_FILTER.replace(/\+/g, ' '));
  params.set('Nr', recordFilter(request.locale));
  return params;
}

export function endecaUrl(request: SearchRequest, endpoint = ENDECA_ENDPOINT): string {
  return `${endpoint}?${buildEndecaQuery(request).toString()}`;
}
