// The results page's navigation state, kept in the URL (`search` and `qs` parameters, spec §2) so
// links can be shared and the back button restores the previous state. `qs` holds an Endeca
// query-string fragment (N, Nao, Ns, M) — the same shape as the links in an Endeca answer.
import { SEARCH_PAGE_SIZE, SEARCH_VIEW_ALL_PAGE_SIZE } from '../../config/constants';

export interface NavState {
  term: string;
  /** Selected dimension value ids. */
  selected: string[];
  /** 1-based. */
  page: number;
  sort: string;
  viewAll: boolean;
}

const SORT_PATTERN = /^\w+\|[01](\|\|\w+\|[01])*$/;

/** Reads an Endeca fragment such as `N=4001+4102&Nao=20&Ns=p_PRICE|0` (a leading `?` is fine). */
export function parseFragment(fragment: string, term: string, pageSize = SEARCH_PAGE_SIZE): NavState {
  const params = new URLSearchParams(fragment.replace(/^\?/, ''));
  const selected = (params.get('N') ?? '').split(/[\s+]+/).filter((id) => /^\d+$/.test(id) && id !== '0');
  const recsPerPage = /recs_per_page:(\d+)/.exec(params.get('M') ?? '')?.[1];
  const viewAll = recsPerPage !== undefined && Number(recsPerPage) >= SEARCH_VIEW_ALL_PAGE_SIZE;
  const offset = Number.parseInt(params.get('Nao') ?? '0', 10);
  const sort = params.get('Ns') ?? '';
  return {
    term,
    selected: [...new Set(selected)],
    page: viewAll || !(offset > 0) ? 1 : Math.floor(offset / pageSize) + 1,
    sort: SORT_PATTERN.test(sort) ? sort : '',
    viewAll,
  };
}

export function toFragment(state: NavState, pageSize = SEARCH_PAGE_SIZE): string {
  const params = new URLSearchParams();
  if (state.selected.length) params.set('N', state.selected.join(' '));
  if (!state.viewAll && state.page > 1) params.set('Nao', String((state.page - 1) * pageSize));
  if (state.sort) params.set('Ns', state.sort);
  if (state.viewAll) params.set('M', `recs_per_page:${SEARCH_VIEW_ALL_PAGE_SIZE}`);
  return params.toString();
}

/** Reads the page URL: `?search=<term>&qs=<fragment>`. */
export function readNavState(search: string): NavState {
  const params = new URLSearchParams(search);
  return parseFragment(params.get('qs') ?? '', params.get('search') ?? '');
}

/** The page URL's query for a state, keeping unrelated parameters (such as `flavour`). */
export function writeNavState(state: NavState, currentSearch: string): string {
  const params = new URLSearchParams(currentSearch);
  params.set('search', state.term);
  const fragment = toFragment(state);
  if (fragment) params.set('qs', fragment);
  else params.delete('qs');
  return `?${params.toString()}`;
}

/** Only same-site paths are followed as keyword redirects (never `javascript:` or another host). */
export function safeRedirectPath(url: string): string | null {
  return /^\/(?!\/)[^\s\\]*$/.test(url) ? url : null;
}

export const SORT_OPTIONS: ReadonlyArray<{ value: string; label: string }> = [
  { value: '', label: 'Most relevant' },
  { value: 'p_TOTAL_REVIEW_COUNT|1', label: 'Best sellers' },
  { value: 'p_PRICE|0', label: 'Price: low to high' },
  { value: 'p_PRICE|1', label: 'Price: high to low' },
  { value: 'p_AVERAGE_RATING|1', label: 'Top rated' },
  { value: 'p_PROD_RGN_NAME|0', label: 'Name: A to Z' },
  { value: 'p_DATE_CREATED|1', label: 'Newest' },
];
