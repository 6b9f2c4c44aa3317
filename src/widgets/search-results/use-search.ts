// What the results page fetches: the results of a query (with the wildcard retry and keyword redirects),
// bestsellers when nothing is found, and the content zones the answer names, sanitised later by the view.
// Search failures are silent to the shopper (docs/requirements.md §8): the page keeps what it shows.
import { useEffect, useState } from 'react';
import type { SearchQuery, SearchResults } from '../../model/search';
import { fetchSearch, searchWithWildcardRetry } from '../../rpc/endeca-client';
import { contentZoneUrl, fetchHtml } from '../../rpc/html-fetchers';
import { getRecentSearchesStore } from '../../store/recent-searches-store';
import { safeRedirectPath } from '../../ui/urls';
import { useIsland } from '../../ui/use-island';

export type SearchStatus = 'loading' | 'ready' | 'failed';

/** The results of `nav` for the cleaned `term`; calls `onShown` each time new results are shown. */
export function useSearch(nav: SearchQuery, term: string, followRedirects: boolean, onShown: () => void) {
  const { config, debug } = useIsland();
  const [results, setResults] = useState<SearchResults | null>(null);
  const [status, setStatus] = useState<SearchStatus>('loading');

  useEffect(() => {
    const controller = new AbortController();
    setStatus('loading');
    searchWithWildcardRetry({ ...nav, term, locale: config.locale }, { signal: controller.signal }).then(
      (found) => {
        const redirect = followRedirects && found.redirectUrl ? safeRedirectPath(found.redirectUrl) : null;
        if (redirect) return window.location.replace(redirect);
        setResults(found);
        setStatus('ready');
        if (term) getRecentSearchesStore().add(term, config.recentSearchesMax);
        onShown();
      },
      (error) => {
        if (controller.signal.aborted) return;
        debug('search failed', error);
        setStatus('failed');
      },
    );
    return () => controller.abort();
  }, [term, nav.page, nav.viewAll, nav.selected.join(' '), nav.expanded.join(' '), nav.sort, config.locale, followRedirects]);

  return { results, status };
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
