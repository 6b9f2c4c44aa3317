// What the typeahead panel lists (docs/requirements.md §2, §9), as data the view renders: up to 5
// products, 2 term suggestions and the see-all line, each an option of the listbox with the page it
// leads to; and what the live region says about them.
import { TYPEAHEAD_PRODUCT_COUNT, TYPEAHEAD_TERM_COUNT } from '../../config/search';
import type { SearchProduct, SearchResults } from '../../model/search';
import { safeUrl, searchPageUrl } from '../../ui/urls';

export type TypeaheadOption = { id: string; url: string } & (
  | { kind: 'product'; product: SearchProduct; /** The product image, when it may be shown. */ image?: string }
  | { kind: 'term'; term: string }
  | { kind: 'all'; term: string }
);

/**
 * Term suggestions: the auto-correction and did-you-mean terms first, then refinement values
 * (categories, finishes...) whose name contains the typed term — never the typed term itself.
 */
export function termSuggestions(results: SearchResults, typed: string): string[] {
  const needle = typed.trim().toLowerCase();
  const seen = new Set([needle]);
  const terms: string[] = [];
  const offer = (candidate: string) => {
    const clean = candidate.trim();
    const key = clean.toLowerCase();
    if (!clean || seen.has(key)) return;
    seen.add(key);
    terms.push(clean);
  };
  if (results.correctedTerm) offer(results.correctedTerm);
  results.didYouMean.forEach(offer);
  for (const dimension of results.refinements) {
    for (const value of dimension.values) if (value.name.toLowerCase().includes(needle)) offer(value.name.toLowerCase());
  }
  return terms.slice(0, TYPEAHEAD_TERM_COUNT);
}

/**
 * The listbox's options in order; `idPrefix` makes their element ids unique on the page. A product whose
 * page may not be linked (ui/urls.ts: not this site nor a `linkHosts` host) is not offered. `term` is the one the
 * results are for; "see all" names and searches `boxTerm`, what the box holds now (a newer term may be on its way).
 */
export function typeaheadOptions(results: SearchResults, term: string, pathPrefix: string, idPrefix: string, linkHosts: readonly string[] = [], boxTerm = term): TypeaheadOption[] {
  const products: TypeaheadOption[] = [];
  for (const product of results.products) {
    const url = safeUrl(product.url, linkHosts);
    if (!url || products.length === TYPEAHEAD_PRODUCT_COUNT) continue;
    const image = safeUrl(product.image, linkHosts);
    products.push({ kind: 'product', id: `${idPrefix}-p-${product.id}`, url, product, ...(image ? { image } : {}) });
  }
  return [
    ...products,
    ...termSuggestions(results, term).map((t, i): TypeaheadOption => ({ kind: 'term', id: `${idPrefix}-t-${i}`, url: searchPageUrl(pathPrefix, t), term: t })),
    { kind: 'all', id: `${idPrefix}-all`, url: searchPageUrl(pathPrefix, boxTerm), term: boxTerm },
  ];
}

/** What the polite live region says once results are shown. */
export function typeaheadAnnouncement(options: readonly TypeaheadOption[], term: string): string {
  const products = options.filter((o) => o.kind === 'product').length;
  const terms = options.filter((o) => o.kind === 'term').length;
  if (products === 0) return `No products found for ${term}.`;
  const count = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
  return `${count(products, 'product')}${terms ? ` and ${count(terms, 'suggestion')}` : ''} for ${term}. Use the up and down arrows to review.`;
}
