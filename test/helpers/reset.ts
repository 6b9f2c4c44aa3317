// Test helper: a fresh page (every page singleton forgotten) and no cookies, as on a new page load.
import { PAGE_SINGLETONS } from '../../src/store/page-singleton';

export function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
}

/** Forgets every page singleton (the store, recent searches, the armed offer...). */
export function forgetPageSingletons(): void {
  delete (globalThis as unknown as Record<symbol, unknown>)[PAGE_SINGLETONS];
}

export function resetStore(): void {
  forgetPageSingletons();
  clearCookies();
}

const userCookieValue = (pairs: string) => encodeURIComponent(pairs);

export function setUserCookie(pairs: string): void {
  document.cookie = `FE_USER_CART=${userCookieValue(pairs)}; path=/`;
}
