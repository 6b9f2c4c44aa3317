// What the results page fetches: the results of a query (with the wildcard retry and keyword redirects),
// bestsellers when nothing is found, and the content zones the answer names, sanitised later by the view.
// A failed search keeps what the page shows, and the page keeps describing it: the controls read the state whose
// results are on screen, not the one asked for, and the view says the results could not be updated
// (docs/decisions.md "Search failures").
import { useEffect, useState } from 'react';
import type { SearchQuery, SearchResults } from '../../model/search';
import { fetchSearch, searchWithWildcardRetry } from '../../rpc/endeca-client';
import { cleanSearchTerm } from '../../rpc/endeca-query';
import { contentZoneUrl, fetchHtml } from '../../rpc/html-fetchers';
import { getRecentSearchesStore } from '../../store/recent-searches-store';
import { safeRedirectPath } from '../../ui/urls';
import { useIsland } from '../../ui/use-island';
import { enterHistory, type Wanted } from './use-navigation';

export type SearchStatus = 'loading' | 'ready' | 'failed';

export interface SearchState {
  /** The state whose results are on screen (before any arrive, the first asked for): every control reads it. */
  nav: SearchQuery;
  results: SearchResults | null;
  /** `loading` until the last ask is answered, then `ready` or `failed`. */
  status: SearchStatus;
  /** The last ask answered failed (still true while it is asked again). */
  failed: boolean;
}

interface Answered {
  results: SearchResults | null;
  /** The ask whose results are on screen. */
  shown?: Wanted;
  /** The last ask answered, shown or failed. */
  settled?: Wanted;
}

/**
 * The results of each ask: every ask fetches, and a later one aborts an earlier one, whose answer is then dropped.
 * A shopper's move enters history when its results are shown; `onShown` runs each time new results are shown.
 */
export function useSearch(wanted: Wanted, followRedirects: boolean, onShown: () => void): SearchState {
  const { config, debug } = useIsland();
  const [answered, setAnswered] = useState<Answered>({ results: null });

  useEffect(() => {
    const term = cleanSearchTerm(wanted.query.term);
    // Nothing to search (no term, spaces, angle brackets): the page shows its prompt and asks nothing.
    if (!term) return;
    const controller = new AbortController();
    searchWithWildcardRetry({ ...wanted.query, term, locale: config.locale }, { signal: controller.signal }).then(
      (found) => {
        if (controller.signal.aborted) return;
        const redirect = followRedirects && found.redirectUrl ? safeRedirectPath(found.redirectUrl) : null;
        if (redirect) return window.location.replace(redirect);
        setAnswered({ results: found, shown: wanted, settled: wanted });
        enterHistory(wanted);
        getRecentSearchesStore().add(term, config.recentSearchesMax);
        onShown();
      },
      (error) => {
        if (controller.signal.aborted) return;
        debug('search failed', error);
        setAnswered((last) => ({ ...last, settled: wanted }));
      },
    );
    return () => controller.abort();
  }, [wanted, config.locale, followRedirects]);

  const { results, shown, settled } = answered;
  const failed = settled !== shown;
  return { nav: (shown ?? wanted).query, results, status: settled !== wanted ? 'loading' : failed ? 'failed' : 'ready', failed };
}

/** Bestsellers (most reviewed), fetched once `wanted` turns true. */
export function useBestsellers(wanted: boolean, count: number): SearchResults | null {
  const { config, debug } = useIsland();
  const [bestsellers, setBestsellers] = useState<SearchResults | null>(null);
  useEffect(() => {
    if (!wanted || bestsellers) return;
    const controller = new AbortController();
    fetchSearch({ term: '', locale: config.locale, sort: 'bestsellers', pageSize: count }, { signal: controller.signal }).then(
      setBestsellers,
      (error) => debug('bestsellers failed', error),
    );
    return () => controller.abort();
  }, [wanted, bestsellers, count, config.locale]);
  return bestsellers;
}

export interface ContentZone {
  nodeId: string;
  /** As the server sent it: the view sanitises it before it reaches the page. */
  html: string;
}

/** The HTML of the content zones named; a zone that fails to load is left out. */
export function useContentZones(nodeIds: readonly string[]): ContentZone[] {
  const { config } = useIsland();
  const [zones, setZones] = useState<ContentZone[]>([]);
  const key = nodeIds.join(',');
  useEffect(() => {
    if (nodeIds.length === 0) return void setZones([]);
    const controller = new AbortController();
    const load = (nodeId: string) =>
      fetchHtml(contentZoneUrl(config.pathPrefix, config.apiPrefix, nodeId), controller.signal).then(
        (html): ContentZone => ({ nodeId, html }),
        () => null,
      );
    Promise.all(nodeIds.map(load)).then((loaded) => !controller.signal.aborted && setZones(loaded.filter((zone) => zone !== null)));
    return () => controller.abort();
  }, [key]);
  return zones;
}
