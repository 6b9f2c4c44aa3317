const BASE = 'http://storefront.invalid';

/** A same-site path to go to after sign-in; anything else (other hosts, `//evil`, junk) becomes `/`. */
export function safeReturnUrl(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  try {
    const url = new URL(value, BASE);
    if (url.origin !== BASE || url.pathname.startsWith('/account/sign')) return '/';
    return url.pathname + url.search + url.hash;
  } catch {
    return '/';
  }
}
