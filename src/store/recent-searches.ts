// Codec for the recent-search cookie (docs/requirements.md §9): terms separated by `:::`, newest first, no duplicates.
import { CONTROL_CHARACTERS, RECENT_SEARCHES_SEPARATOR } from '../config/constants';
import { lenientDecode } from './cookie-jar';

/** Longest term we keep; a longer one would push the cookie past browser limits. */
export const RECENT_SEARCH_MAX_TERM_LENGTH = 100;

// Colons at either end would run into the `:::` separator and corrupt both neighbours.
const trimTerm = (term: string): string => term.replace(/^[\s:]+|[\s:]+$/g, '');

function normaliseTerm(term: string): string {
  // A term with angle brackets searches nothing (docs/requirements.md §5): listed, its link would open an empty
  // search page. Only a cookie written by hand holds one; it is dropped.
  if (/[<>]/.test(term)) return '';
  // Control characters other than white space (NUL, BEL, DEL, C1) are taken out, as the search drops them: the
  // shopper's words stay, listed without characters that show as nothing or as boxes.
  const clean = trimTerm(term.replace(CONTROL_CHARACTERS, '').replace(/\s+/g, ' '));
  // Cut by code points (no split emoji), then trimmed again: the cut may end on a space or a colon.
  return trimTerm(Array.from(clean).slice(0, RECENT_SEARCH_MAX_TERM_LENGTH).join(''));
}

export function parseRecentSearches(cookieValue: string | null | undefined): string[] {
  if (!cookieValue) return [];
  const seen = new Set<string>();
  const terms: string[] = [];
  // Split before decoding (`%3A` is an encoded colon), then each term decoded on its own and leniently, as the bag
  // cookie is: a term the legacy site wrote in Latin-1, or one cut short with the cookie, costs none of the others.
  for (const raw of cookieValue.replace(/%3A/gi, ':').split(RECENT_SEARCHES_SEPARATOR)) {
    const term = normaliseTerm(lenientDecode(raw));
    const key = term.toLowerCase();
    if (!term || seen.has(key)) continue;
    seen.add(key);
    terms.push(term);
  }
  return terms;
}

/** Browsers refuse a cookie past 4096 bytes (name and value), and the whole list with it; this leaves room for the name. */
export const RECENT_SEARCHES_MAX_COOKIE_LENGTH = 4000;

/** The cookie value; the oldest terms give way while it is longer than the browser keeps. */
export function serializeRecentSearches(terms: readonly string[]): string {
  const kept = [...terms];
  let value = encodeURIComponent(kept.join(RECENT_SEARCHES_SEPARATOR));
  while (value.length > RECENT_SEARCHES_MAX_COOKIE_LENGTH) {
    kept.pop();
    value = encodeURIComponent(kept.join(RECENT_SEARCHES_SEPARATOR));
  }
  return value;
}

/** The terms without `term`, matched regardless of case as duplicates are. */
export function removeRecentSearch(terms: readonly string[], term: string): string[] {
  const key = term.toLowerCase();
  return terms.filter((t) => t.toLowerCase() !== key);
}

/** Puts `term` first, drops a case-insensitive duplicate and keeps at most `max` terms. */
export function addRecentSearch(terms: readonly string[], term: string, max: number): string[] {
  const clean = normaliseTerm(term);
  if (!clean || clean.includes(RECENT_SEARCHES_SEPARATOR)) return terms.slice(0, Math.max(0, max));
  return [clean, ...removeRecentSearch(terms, clean)].slice(0, Math.max(0, max));
}
