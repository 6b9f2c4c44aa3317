// Where links, images and navigations may go, and which clicks on a link we may take over. Every island
// that links, shows an image from a URL or navigates builds or checks its URL here (docs/security.md).
//
// A URL from the server or a host prop may be followed when it is an http(s) URL on this page's origin or on
// a host the page config names (`linkHosts`, e.g. an image CDN). Never: `javascript:`, `data:`, `vbscript:`
// or any other scheme; a backslash, a control character or white space anywhere (browsers read `/\evil`
// and `/\t/evil` as `//evil`); a protocol-relative `//host`.

/** The full results page for a term: `/{pathPrefix}esearch?search=<term>` (docs/requirements.md §2). */
export function searchPageUrl(pathPrefix: string, term: string): string {
  return `${pathPrefix}esearch?search=${encodeURIComponent(term)}`;
}

/** Characters no URL we follow may hold, wherever they are. */
const TRICKS = /[\\\s\u0000-\u001f\u007f]/;

/** `url` resolved, when it may be followed from this page (see above); otherwise null. */
function resolveSafe(url: unknown, hosts: readonly string[], base: string): URL | null {
  if (typeof url !== 'string' || !url || TRICKS.test(url) || url.startsWith('//')) return null;
  try {
    const resolved = new URL(url, base);
    if (resolved.protocol !== 'http:' && resolved.protocol !== 'https:') return null;
    const page = new URL(base);
    return resolved.origin === page.origin || hosts.includes(resolved.host.toLowerCase()) ? resolved : null;
  } catch {
    return null;
  }
}

/**
 * A URL the page may link to, load an image from or navigate to: a same-site path as it was given, any other
 * allowed URL resolved in full; undefined for anything else (so `href={safeUrl(...)}` drops the attribute).
 */
export function safeUrl(url: unknown, hosts: readonly string[] = [], base: string = location.href): string | undefined {
  const resolved = resolveSafe(url, hosts, base);
  if (!resolved) return undefined;
  return (url as string).startsWith('/') ? (url as string) : resolved.href;
}

/** `href` resolved, when it is an http(s) URL on this page's origin; otherwise null (the modal loader's targets). */
export function sameSiteUrl(href: string | null | undefined, base: string = location.href): URL | null {
  return resolveSafe(href, [], base);
}

/** A server-given path we may send the browser to (a keyword redirect): a same-site path only. */
export function safeRedirectPath(url: string, base: string = location.href): string | null {
  return url.startsWith('/') && resolveSafe(url, [], base) ? url : null;
}

/** A click the browser should handle itself: another button, or a modifier asking for a new tab or window. */
export function isPlainClick(event: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'defaultPrevented'>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey && !event.defaultPrevented;
}
