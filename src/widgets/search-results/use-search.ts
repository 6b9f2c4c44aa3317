// What the results page fetches: the results of a query (with the wildcard retry and keyword redirects),
// bestsellers when nothing is found, and the content zones the answer names, sanitised later by the view.
// A failed search keeps what the page shows, and the page keeps describing it: the controls read the state whose
// results are on screen, not the one asked for, and the view says the results could not be updated
// (docs/decisions.md "Search failures").
import { useEffect, useRef, useState } from 'react';
import { SEARCH_ZONES_WAIT_MS } from '../../config/search';
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
  /** The content zones `results` name, come with them. */
  zones: ContentZone[];
  /** The zones came after the results were shown: the view puts them below the results, so nothing shown moves. */
  late?: boolean;
  /** `loading` until the last ask is answered, then `ready` or `failed`. */
  status: SearchStatus;
  /** The last ask answered failed (still true while it is asked again). */
  failed: boolean;
}

interface Answered {
  results: SearchResults | null;
  zones: ContentZone[];
  late?: boolean;
  /** The ask whose results are on screen. */
  shown?: Wanted;
  /** The last ask answered, shown or failed. */
  settled?: Wanted;
}

/**
 * The results of each ask: every ask fetches, and a later one aborts an earlier one, whose answer is then dropped.
 * Results are shown with the content zones they name, fetched first (a zone that fails to load is left out), waiting
 * at most SEARCH_ZONES_WAIT_MS for them; zones arriving after the results are `late`, and go below them so they move
 * nothing on screen (docs/decisions.md "The results page as it loads", "What moves while islands arrive").
 * A shopper's move enters history when its results are shown; `onShown` runs each time new results are shown.
 */
export function useSearch(wanted: Wanted, followRedirects: boolean, onShown: () => void): SearchState {
  const { config, debug } = useIsland();
  const [answered, setAnswered] = useState<Answered>({ results: null, zones: [] });
  // Zone HTML by node id: another page or filter of the same term names the same zones, fetched once.
  const zoneHtml = useRef(new Map<string, string>()).current;

  useEffect(() => {
    const term = cleanSearchTerm(wanted.query.term);
    // Nothing to search (no term, spaces, angle brackets): the page shows its prompt and asks nothing.
    if (!term) return;
    const controller = new AbortController();
    const zone = (nodeId: string): Promise<ContentZone | null> => {
      const known = zoneHtml.get(nodeId);
      if (known !== undefined) return Promise.resolve({ nodeId, html: known });
      return fetchHtml(contentZoneUrl(config.pathPrefix, config.apiPrefix, nodeId), controller.signal).then(
        (html) => {
          zoneHtml.set(nodeId, html);
          return { nodeId, html };
        },
        () => null,
      );
    };
    searchWithWildcardRetry({ ...wanted.query, term, locale: config.locale }, { signal: controller.signal }).then(
      async (found) => {
        if (controller.signal.aborted) return;
        const redirect = followRedirects && found.redirectUrl ? safeRedirectPath(found.redirectUrl) : null;
        if (redirect) return window.location.replace(redirect);
        const loading = Promise.all(found.contentZones.map(zone)).then((loaded) => loaded.filter((one) => one !== null));
        const zones = await Promise.race([loading, new Promise<undefined>((resolve) => setTimeout(resolve, SEARCH_ZONES_WAIT_MS))]);
        if (controller.signal.aborted) return;
        setAnswered({ results: found, zones: zones ?? [], shown: wanted, settled: wanted });
        // Zones slower than the wait come after the results, below them (a later ask aborts this one, and drops them).
        if (!zones) void loading.then((late) => !controller.signal.aborted && setAnswered((last) => ({ ...last, zones: late, late: true })));
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

  const { results, zones, late, shown, settled } = answered;
  const failed = settled !== shown;
  return { nav: (shown ?? wanted).query, results, zones, late, status: settled !== wanted ? 'loading' : failed ? 'failed' : 'ready', failed };
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
