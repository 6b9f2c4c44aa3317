// Fetches search results from the Endeca endpoint (docs/requirements.md §7) and applies §4: a query with
// no results is retried once with a trailing wildcard.
import { ENDECA_ENDPOINT, RPC_TIMEOUT_MS } from '../config/constants';
import type { SearchResults } from '../model/search';
import { normaliseEndeca } from './endeca-normalise';
import { cleanSearchTerm, endecaUrl, type SearchRequest } from './endeca-query';
import { kyWithDeadline } from './http';

export interface SearchOptions {
  signal?: AbortSignal;
  endpoint?: string;
  timeoutMs?: number;
}

/** One request, normalised. Rejects on transport errors and aborts (callers decide; §8 says be silent). */
export async function fetchSearch(request: SearchRequest, options: SearchOptions = {}): Promise<SearchResults> {
  const answer = await kyWithDeadline(options.timeoutMs ?? RPC_TIMEOUT_MS, options.signal, (ky, http) =>
    ky.get(endecaUrl(request, options.endpoint ?? ENDECA_ENDPOINT), { ...http, headers: { accept: 'application/json' } }).json(),
  );
  return normaliseEndeca(answer, cleanSearchTerm(request.term));
}

/** Searches; when nothing is found (and no redirect applies), tries once more as `term*` (§4). */
export async function searchWithWildcardRetry(request: SearchRequest, options: SearchOptions = {}): Promise<SearchResults> {
  const first = await fetchSearch(request, options);
  const term = cleanSearchTerm(request.term);
  if (first.products.length > 0 || first.redirectUrl || !term || term.endsWith('*') || request.wildcard) return first;
  const retry = await fetchSearch({ ...request, wildcard: true }, options);
  return { ...retry, term: retry.term || term }; // the answer's term comes without its wildcard
}
