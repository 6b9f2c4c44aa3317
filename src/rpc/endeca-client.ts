// Fetches search results from the Endeca endpoint (spec §7) and applies spec §4: a query with no
// results is retried once with a trailing wildcard.
import { ENDECA_ENDPOINT, RPC_TIMEOUT_MS } from '../config/constants';
import { cleanSearchTerm, endecaUrl, type SearchRequest } from './endeca-query';
import { normaliseEndeca } from './endeca-normalise';
import { loadKy } from './http';
import type { SearchResults } from './search-types';

export interface SearchOptions {
  signal?: AbortSignal;
  endpoint?: string;
  timeoutMs?: number;
}

/** One request, normalised. Rejects on transport errors and aborts (callers decide; spec §8 says be silent). */
export async function fetchSearch(request: SearchRequest, options: SearchOptions = {}): Promise<SearchResults> {
  const ky = await loadKy();
  const answer = await ky
    .get(endecaUrl(request, options.endpoint ?? ENDECA_ENDPOINT), {
      signal: options.signal,
      timeout: options.timeoutMs ?? RPC_TIMEOUT_MS,
      retry: 0,
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    })
    .json();
  return normaliseEndeca(answer, cleanSearchTerm(request.term));
}

/** Searches; when nothing is found (and no redirect applies), tries once more as `term*` (spec §4). */
export async function searchWithWildcardRetry(request: SearchRequest, options: SearchOptions = {}): Promise<SearchResults & { wildcardRetried: boolean }> {
  const first = await fetchSearch(request, options);
  const term = cleanSearchTerm(request.term);
  if (first.products.length > 0 || first.redirectUrl || !term || term.endsWith('*') || request.wildcard) {
    return { ...first, wildcardRetried: false };
  }
  const retry = await fetchSearch({ ...request, wildcard: true }, options);
  return { ...retry, term: retry.term.replace(/\*+$/, '') || term, wildcardRetried: true };
}
