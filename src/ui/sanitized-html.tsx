// Shows server HTML after sanitising it (see sanitize-html.ts). Renders nothing until it is clean.
import { useEffect, useState } from 'react';
import { sanitizeHtml, type SanitizeOptions } from './sanitize-html';

export function SanitizedHtml({ html, className, islandHosts, fragment }: { html: string; className?: string } & SanitizeOptions) {
  const [clean, setClean] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    setClean(null);
    sanitizeHtml(html, { islandHosts, fragment }).then((safe) => current && setClean(safe), () => current && setClean(''));
    return () => {
      current = false;
    };
  }, [html, islandHosts, fragment]);
  if (!clean) return null;
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
