// Recent searches (docs/requirements.md §2, §9), kept apart from the core store so only the search islands load it.
// One atom per page on globalThis, like the core store.
import { atom, type WritableAtom } from 'nanostores';
import { RECENT_SEARCHES_COOKIE } from '../config/constants';
import { readCookie, writeCookie } from './cookie-jar';
import { addRecentSearch, parseRecentSearches, removeRecentSearch, serializeRecentSearches } from './recent-searches';
import { pageSingleton } from './page-singleton';
import { getStore } from './store';
const RECENT_SEARCHES_MAX_AGE_S = 90 * 24 * 3600;

export interface RecentSearchesStore {
  readonly terms: WritableAtom<string[]>;
  /** Remembers `term` newest first, without duplicates, keeping at most `max`. */
  add(term: string, max: number): void;
  /** Forgets `term` (in any case), keeping the others another tab may have written since. */
  remove(term: string): void;
  clear(): void;
}

function createRecentSearchesStore(): RecentSearchesStore {
  // What the cookie holds now: another tab may have written it since this page read it.
  const saved = () => parseRecentSearches(readCookie(RECENT_SEARCHES_COOKIE));
  const terms = atom<string[]>(saved());
  const write = (next: string[]) => {
    const value = serializeRecentSearches(next);
    writeCookie(RECENT_SEARCHES_COOKIE, value, { maxAgeSeconds: RECENT_SEARCHES_MAX_AGE_S });
    // What the cookie could hold: the oldest terms may have given way.
    terms.set(parseRecentSearches(value));
    getStore().announceCookieChange();
  };
  getStore().onCookiesChanged(() => {
    const fresh = saved();
    if (fresh.join('\n') !== terms.get().join('\n')) terms.set(fresh);
  });
  return {
    terms,
    add: (term, max) => write(addRecentSearch(saved(), term, max)),
    remove: (term) => write(removeRecentSearch(saved(), term)),
    clear: () => write([]),
  };
}

export function getRecentSearchesStore(): RecentSearchesStore {
  return pageSingleton('recent-searches:v1', createRecentSearchesStore);
}
