const BASE = 'http://storefront.invalid';
/** Longer return URLs are refused rather than echoed into forms and headers. */
const MAX_LENGTH = 2048;

/**
 * A same-site path to go to after sign-in; anything else (other hosts, junk) becomes `/`. The target is judged
 * after URL normalisation, as the browser will follow it: `/..//evil.example`, `/%2e%2e//evil.example` and
 * `/./\evil.example` all normalise to `//evil.example`, another host. Backslashes (read as slashes) and control
 * characters (tabs and newlines are dropped by URL parsers) are refused before that.
 */
export function safeReturnUrl(value: unknown): string {
  if (typeof value !== 'string' || value.length > MAX_LENGTH || !value.startsWith('/')) return '/';
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return '/';
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return '/';
  }
  const target = url.pathname + url.search + url.hash;
  if (url.origin !== BASE || !target.startsWith('/') || target.startsWith('//') || url.pathname.startsWith('/account/sign')) return '/';
  return target;
}
