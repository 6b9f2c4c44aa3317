// The shared store: nanostores atoms, one instance per page on globalThis (docs/architecture.md "The parts"),
// so islands from separately loaded chunks or bundles see the same state.
import { atom, computed, map, type ReadableAtom, type WritableAtom, type MapStore } from 'nanostores';
import { USER_COOKIE, LOCALE_COOKIE } from '../config/constants';
import type { Cart } from '../model/cart';
import type { Product } from '../model/product';
import type { User } from '../model/user';
import { readCookie, writeCookie } from './cookie-jar';
import { pageSingleton } from './page-singleton';
import {
  parseUserCookie,
  readUserFlags,
  serializeUserCookie,
  withItemCount,
  type UserCookieFields,
  type UserFlags,
} from './user-cookie';

const CHANNEL_NAME = 'storefront-islands:store:v1';

export interface StorefrontStore {
  /** Every FE_USER_CART field, unknown keys included. */
  readonly userCookie: WritableAtom<UserCookieFields>;
  readonly flags: ReadableAtom<UserFlags>;
  /** The full-data call's user once loaded; null before, or when not signed in. */
  readonly user: WritableAtom<User | null>;
  /** The bag once loaded (or after an add). */
  readonly cart: WritableAtom<Cart | null>;
  /** Products by id (`PROD345`). */
  readonly products: MapStore<Record<string, Product>>;
  /** True while the load batch's prodcat is out: islands wait for it rather than ask for their product twice. */
  readonly productsLoading: WritableAtom<boolean>;
  /** SKUs (by id) this page saved to favorites (true) or removed (false): every heart of a SKU shows it. */
  readonly favorites: MapStore<Record<string, boolean>>;
  readonly locale: WritableAtom<string>;
  /** Sets the bag count and writes it to the cookie, keeping every other key. */
  setItemCount(count: number): void;
  /** Re-reads the cookies (another tab or the server may have changed them). */
  refreshFromCookies(): void;
  /** Tells other tabs that this tab wrote a cookie. */
  announceCookieChange(): void;
  /** Runs `listener` whenever the cookies may have changed (other tab, back/forward, tab shown). */
  onCookiesChanged(listener: () => void): () => void;
}

function createStore(): StorefrontStore {
  const userCookie = atom<UserCookieFields>(parseUserCookie(readCookie(USER_COOKIE)));
  const flags = computed(userCookie, readUserFlags);
  const locale = atom<string>(readCookie(LOCALE_COOKIE) ?? '');
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL_NAME) : null;
  const tellOtherTabs = () => channel?.postMessage('cookies-changed');
  const cookieListeners = new Set<() => void>();

  const store: StorefrontStore = {
    userCookie,
    flags,
    user: atom<User | null>(null),
    cart: atom<Cart | null>(null),
    products: map<Record<string, Product>>({}),
    productsLoading: atom(false),
    favorites: map<Record<string, boolean>>({}),
    locale,
    setItemCount(count) {
      // Start from the cookie as it is now: the server or another tab may have added keys since load.
      const current = readCookie(USER_COOKIE);
      const next = withItemCount(current ? parseUserCookie(current) : userCookie.get(), count);
      writeCookie(USER_COOKIE, serializeUserCookie(next));
      userCookie.set(next);
      tellOtherTabs();
    },
    refreshFromCookies() {
      const fields = parseUserCookie(readCookie(USER_COOKIE));
      if (serializeUserCookie(fields) !== serializeUserCookie(userCookie.get())) userCookie.set(fields);
      cookieListeners.forEach((listener) => listener());
    },
    announceCookieChange: tellOtherTabs,
    onCookiesChanged(listener) {
      cookieListeners.add(listener);
      return () => cookieListeners.delete(listener);
    },
  };

  if (channel) {
    // The message can come before the cookie it tells of is readable here (Chromium writes a tab's cookies to its
    // cookie store a moment later: a third of reads at the message were the old value under load, all readable in
    // 6 ms), so they are read a moment after it.
    channel.onmessage = () => setTimeout(store.refreshFromCookies, 99);
    // A page that loads may bring cookies its server changed (the bag page's Remove, a sign-in) and no script told
    // anyone of: the other tabs read theirs again.
    tellOtherTabs();
    // Node's BroadcastChannel (tests, server-side hosts) would otherwise keep the process alive.
    (channel as { unref?: () => void }).unref?.();
  }
  if (typeof document !== 'undefined') {
    document.addEventListener('visibilitychange', () => {
      if (!document.hidden) store.refreshFromCookies();
    });
    // A page restored from the back/forward cache may show a bag changed since. The first show needs nothing: the
    // store read the cookies a moment ago, and reading them costs the browser a round trip to its cookie store.
    addEventListener('pageshow', (event) => {
      if (event.persisted) store.refreshFromCookies();
    });
  }
  return store;
}

/** The page's one store, created on first use. */
export function getStore(): StorefrontStore {
  return pageSingleton('store:v3', createStore);
}
