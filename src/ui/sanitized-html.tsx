// Shows server HTML after sanitising it (see sanitize-html.ts). Renders nothing until it is clean.
import { useEffect, useState } from 'react';
import { sanitizeHtml } from './sanitize-html';

export function SanitizedHtml({ html, className }: { html: string; className?: string }) {
  const [clean, setClean] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    setClean(null);
    sanitizeHtml(html).then((safe) => current && setClean(safe), () => current && setClean(''));
    return () => {
      current = false;
    };
  }, [html]);
  if (!clean) return null;
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
