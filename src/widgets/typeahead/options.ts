// What the typeahead panel lists (spec §2, §9): up to 5 products, 2 term suggestions, see-all.
import { TYPEAHEAD_PRODUCT_COUNT, TYPEAHEAD_TERM_COUNT } from '../../config/constants';
import type { SearchProduct, SearchResults } from '../../rpc/search-types';

export interface PanelContent {
  products: SearchProduct[];
  terms: string[];
  total: number;
}

/**
 * Term suggestions: the auto-correction and did-you-mean terms first, then refinement values
 * (categories, finishes...) whose name contains the typed term — never the typed term itself.
 */
export function panelContent(results: SearchResults, typed: string): PanelContent {
  const needle = typed.trim().toLowerCase();
  const seen = new Set([needle]);
  const terms: string[] = [];
  const offer = (candidate: string) => {
    const clean = candidate.trim();
    const key = clean.toLowerCase();
    if (!clean || seen.has(key) || key === 'more...') return;
    seen.add(key);
    terms.push(clean);
  };
  if (results.correctedTerm) offer(results.correctedTerm);
  results.didYouMean.forEach((s) => offer(s.term));
  for (const dimension of results.refinements) {
    for (const value of dimension.values) if (value.name.toLowerCase().includes(needle)) offer(value.name.toLowerCase());
  }
  return {
    products: results.products.slice(0, TYPEAHEAD_PRODUCT_COUNT),
    terms: terms.slice(0, TYPEAHEAD_TERM_COUNT),
    total: results.totalProducts,
  };
}

/** `/{pathPrefix}esearch?search=<term>` (notes/wire-formats.md "Typeahead as the old site ran it"). */
export function searchPageUrl(pathPrefix: string, term: string): string {
  return `${pathPrefix}esearch?search=${encodeURIComponent(term)}`;
}
