// A same-site page fetched as HTML for an island to show through SanitizedHtml (the modal loader, the foundation
// finder's dashboard): loading, then ready or failed; a new URL or attempt fetches again, an old answer is dropped.
import { useEffect, useState } from 'react';
import { fetchHtml } from '../rpc/html-fetchers';
import { useIsland } from './use-island';

export type FetchedHtml = { status: 'loading' } | { status: 'ready'; html: string } | { status: 'failed' };

/** `url` null: nothing to fetch (the island has its HTML already); `''`: failed at once. */
export function useFetchedHtml(url: string | null, attempt = 0): FetchedHtml {
  const { debug } = useIsland();
  const [state, setState] = useState<FetchedHtml>({ status: 'loading' });
  useEffect(() => {
    if (url === null) return;
    if (!url) return void setState({ status: 'failed' });
    setState({ status: 'loading' });
    const controller = new AbortController();
    fetchHtml(url.replace(/#.*$/, ''), controller.signal).then(
      (html) => setState({ status: 'ready', html }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        debug('could not load', url, error);
        setState({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [url, attempt]);
  return state;
}
