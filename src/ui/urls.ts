// Where links and navigations may go, and which clicks on a link we may take over. Anything that links or
// navigates builds or checks its URL here.

/** The full results page for a term: `/{pathPrefix}esearch?search=<term>` (docs/requirements.md §2). */
export function searchPageUrl(pathPrefix: string, term: string): string {
  return `${pathPrefix}esearch?search=${encodeURIComponent(term)}`;
}

/** `href` resolved, when it is an http(s) URL on this page's origin; otherwise null. */
export function sameSiteUrl(href: string | null | undefined, base: string = location.href): URL | null {
  if (!href) return null;
  try {
    const url = new URL(href, base);
    return url.origin === new URL(base).origin && /^https?:$/.test(url.protocol) ? url : null;
  } catch {
    return null;
  }
}

/** A server-given path we may send the browser to (a keyword redirect): a same-site path, never `//host` or a scheme. */
export function safeRedirectPath(url: string): string | null {
  return /^\/(?!\/)[^\s\\]*$/.test(url) ? url : null;
}

/** A click the browser should handle itself: another button, or a modifier asking for a new tab or window. */
export function isPlainClick(event: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'defaultPrevented'>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey && !event.defaultPrevented;
}
