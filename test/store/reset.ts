// Test helper: a fresh page store and no cookies, as on a new page load.
import { STORE_GLOBAL_KEY } from '../../src/store/store';

export const RECENT_SEARCHES_GLOBAL_KEY = '__storefrontIslandsRecentSearches_v1';

export function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
}

export function resetStore(): void {
  const holder = globalThis as unknown as Record<string, unknown>;
  delete holder[STORE_GLOBAL_KEY];
  delete holder[RECENT_SEARCHES_GLOBAL_KEY];
  clearCookies();
}

export const userCookieValue = (pairs: string) => encodeURIComponent(pairs);

export function setUserCookie(pairs: string): void {
  document.cookie = `FE_USER_CART=${userCookieValue(pairs)}; path=/`;
}
