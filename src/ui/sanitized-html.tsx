// Shows server HTML after sanitising it (see sanitize-html.ts). With the browser's own sanitizer the markup is
// there on the first render; where DOMPurify must load first, nothing renders until its chunk has arrived (and
// nothing, with `onFail` called, should it fail to arrive).
import { useEffect, useMemo, useState } from 'react';
import { sanitizeHtml, sanitizeHtmlNow, type CleanHtml, type SanitizeOptions } from './sanitize-html';
import { useIsland } from './use-island';

type Props = {
  html: string;
  className?: string;
  id?: string;
  /** The markup cannot be shown (DOMPurify's chunk could not be loaded, or the page's Trusted Types refuse our policy): nothing renders, and the view can say so (the modal loader's failure). */
  onFail?(): void;
} & Omit<SanitizeOptions, 'linkHosts'>;

export function SanitizedHtml({ html, className, id, islandHosts, fragment, onFail }: Props) {
  const { linkHosts } = useIsland().config;
  // False: the markup cannot be shown (the sanitizer failed, or the page's Trusted Types refused our policy).
  const now = useMemo(() => {
    try {
      return sanitizeHtmlNow(html, { islandHosts, fragment, linkHosts });
    } catch (error) {
      console.warn('[storefront-islands]', error);
      return false;
    }
  }, [html, islandHosts, fragment, linkHosts]);
  useEffect(() => {
    if (now === false) onFail?.();
  }, [now]);
  // What DOMPurify made of this very request, once its chunk has arrived.
  const request = useMemo(() => ({}), [html, islandHosts, fragment, linkHosts]);
  const [later, setLater] = useState<{ request: object; clean: CleanHtml } | null>(null);
  useEffect(() => {
    if (now !== null) return;
    let current = true;
    const show = (clean: CleanHtml) => current && setLater({ request, clean });
    sanitizeHtml(html, { islandHosts, fragment, linkHosts }).then(show, (error: unknown) => {
      // Said as the synchronous path says its failure: the console tells a developer why nothing shows.
      console.warn('[storefront-islands] server HTML not shown: the sanitizer could not be loaded', error);
      show('');
      if (current) onFail?.();
    });
    return () => {
      current = false;
    };
  }, [request, now]);
  const clean = now === false ? null : (now ?? (later?.request === request ? later.clean : null));
  if (!clean) return null;
  return <div className={className} id={id} dangerouslySetInnerHTML={{ __html: clean }} />;
}
