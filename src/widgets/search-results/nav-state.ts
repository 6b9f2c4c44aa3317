// The results page's state in its URL (docs/requirements.md §2): `search` holds the term, `qs` an Endeca
// fragment of refinements, page and order (docs/decisions.md "URL state"). Links can be shared and the
// back button restores an earlier state. Other parameters of the page URL are kept.
import { CONTROL_CHARACTERS } from '../../config/constants';
import type { SearchQuery, SearchSort } from '../../model/search';
import { parseEndecaFragment, toEndecaFragment } from '../../rpc/endeca-fragment';

/** Reads the page URL's query: `?search=<term>&qs=<fragment>`. */
export function readNavState(search: string): SearchQuery {
  const params = new URLSearchParams(search);
  return { term: params.get('search') ?? '', ...parseEndecaFragment(params.get('qs') ?? '') };
}

/**
 * The page URL's query for a state, keeping unrelated parameters (such as `flavour`). Control characters a link
 * brought in the term (`lip%00stick`) are searched and shown without (`cleanSearchTerm`), and left out here too.
 */
export function writeNavState(state: SearchQuery, currentSearch: string): string {
  const params = new URLSearchParams(currentSearch);
  params.set('search', state.term.replace(CONTROL_CHARACTERS, ''));
  const fragment = toEndecaFragment(state);
  if (fragment) params.set('qs', fragment);
  else params.delete('qs');
  return `?${params.toString()}`;
}

/** The sort menu, in the order it lists them. */
export const SORT_OPTIONS: ReadonlyArray<{ value: SearchSort; label: string }> = [
  { value: 'relevance', label: 'Most relevant' },
  { value: 'bestsellers', label: 'Best sellers' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
  { value: 'rating', label: 'Top rated' },
  { value: 'name', label: 'Name: A to Z' },
  { value: 'newest', label: 'Newest' },
];
