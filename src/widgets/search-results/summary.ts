// The words at the top of the results page and the page numbers under them.
import { SEARCH_PAGE_SIZE } from '../../config/search';
import type { SearchResults } from '../../model/search';

/**
 * A term in quotes. A term holding a bidi embedding, override or isolate (U+202A–U+202E, U+2066–U+2069: a
 * hand-made address) is isolated (FSI … PDI), so an unclosed U+202E turns only the term around, not the closing
 * quote and the words after it.
 */
export const quoted = (term: string): string => `“${/[\u202a-\u202e\u2066-\u2069]/.test(term) ? `\u2068${term}\u2069` : term}”`;

/** "12 results for “lipstick”" (the corrected term when the engine searched that instead). */
export function summaryText(results: SearchResults, term: string): string {
  const shownTerm = results.correctedTerm && results.products.length ? results.correctedTerm : term;
  const count = results.totalProducts;
  return `${count} ${count === 1 ? 'result' : 'results'} for ${quoted(shownTerm)}`;
}

/** The results heading: the summary once results are in, else what is happening. */
export function headingText(results: SearchResults | null, failed: boolean, term: string): string {
  if (results) return summaryText(results, term);
  return failed ? `Search for ${quoted(term)}` : `Searching for ${quoted(term)}…`;
}

/** Pages of results (1 when everything is on one page). */
export function pageCount(totalProducts: number, viewAll: boolean): number {
  return viewAll ? 1 : Math.max(1, Math.ceil(totalProducts / SEARCH_PAGE_SIZE));
}

/** Page numbers around the current one, with 0 standing for a gap: 1 … 4 5 [6] 7 8 … 20. */
export function pageWindow(current: number, pages: number): number[] {
  const wanted = new Set([1, pages, current - 2, current - 1, current, current + 1, current + 2]);
  const sorted = [...wanted].filter((p) => p >= 1 && p <= pages).sort((a, b) => a - b);
  const out: number[] = [];
  sorted.forEach((page, i) => {
    if (i > 0 && page - sorted[i - 1]! > 1) out.push(0);
    out.push(page);
  });
  return out;
}
