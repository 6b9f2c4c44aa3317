// Endeca query-string fragments (`N=4001+4102&Nao=20&Ns=p_PRICE|0`), the shape of the links in an Endeca
// answer and of the results page's `qs` URL parameter (docs/decisions.md): read into a search query
// and written back. Pure; never throws.
import { SEARCH_PAGE_SIZE, SEARCH_VIEW_ALL_PAGE_SIZE } from '../config/search';
import type { SearchNavigation } from '../model/search';
import { idList, sortFromKey, sortKey } from './endeca-query';

const ids = (value: string | null): string[] => [...new Set((value ?? '').split(/[\s+]+/).filter((id) => /^\d+$/.test(id) && id !== '0'))];

/** Reads a fragment (a leading `?` is fine); anything it does not say takes the first page's default. */
export function parseEndecaFragment(fragment: string, pageSize = SEARCH_PAGE_SIZE): SearchNavigation {
  const params = new URLSearchParams(fragment.replace(/^\?/, ''));
  const recsPerPage = /recs_per_page:(\d+)/.exec(params.get('M') ?? '')?.[1];
  const viewAll = recsPerPage !== undefined && Number(recsPerPage) >= SEARCH_VIEW_ALL_PAGE_SIZE;
  const offset = Number.parseInt(params.get('Nao') ?? '0', 10);
  return {
    selected: ids(params.get('N')),
    // An offset past the safe integers (`Nao=999…9`) says nothing a page number can hold: the first page.
    page: viewAll || !(offset > 0) || !Number.isSafeInteger(offset) ? 1 : Math.floor(offset / pageSize) + 1,
    sort: sortFromKey(params.get('Ns')),
    viewAll,
    expanded: ids(params.get('Ne')),
  };
}

/** The shortest fragment for a navigation state ('' for the first page of everything). */
export function toEndecaFragment(nav: SearchNavigation, pageSize = SEARCH_PAGE_SIZE): string {
  const params = new URLSearchParams();
  const selected = idList(nav.selected);
  const expanded = idList(nav.expanded);
  if (selected) params.set('N', selected);
  if (expanded) params.set('Ne', expanded);
  if (!nav.viewAll && nav.page > 1) params.set('Nao', String((nav.page - 1) * pageSize));
  if (sortKey(nav.sort)) params.set('Ns', sortKey(nav.sort));
  if (nav.viewAll) params.set('M', `recs_per_page:${SEARCH_VIEW_ALL_PAGE_SIZE}`);
  return params.toString();
}
