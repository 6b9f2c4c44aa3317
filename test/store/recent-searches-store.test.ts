import { getRecentSearchesStore } from '../../src/store/recent-searches-store';
import { getStore } from '../../src/store/store';
import { readCookie } from '../../src/store/cookie-jar';
import { waitFor } from '../helpers/wait-for';
import { freshPageEachTest } from '../helpers/channels';
import { PAGE_SINGLETONS } from '../../src/store/page-singleton';

const COOKIE = 'RECENT_SEARCHES';
const cookieOf = (...terms: string[]) => encodeURIComponent(terms.join(':::'));
const cookieTerms = () => decodeURIComponent(readCookie(COOKIE) ?? '').split(':::').filter(Boolean);

freshPageEachTest();

describe('recent searches store', () => {
  it('is one instance per page, on globalThis as a page singleton', () => {
    const store = getRecentSearchesStore();
    expect(getRecentSearchesStore()).toBe(store);
    const singletons = (globalThis as unknown as Record<symbol, Record<string, unknown>>)[PAGE_SINGLETONS]!;
    expect(Object.keys(singletons).filter((key) => singletons[key] === store)).toHaveLength(1);
  });

  it('starts from the cookie', () => {
    document.cookie = `${COOKIE}=${cookieOf('mascara', 'blush')}; path=/`;
    expect(getRecentSearchesStore().terms.get()).toEqual(['mascara', 'blush']);
  });

  it('adds a term newest first to both the atom and the cookie', () => {
    document.cookie = `${COOKIE}=${cookieOf('mascara', 'blush')}; path=/`;
    const store = getRecentSearchesStore();
    store.add('Blush', 10);
    expect(store.terms.get()).toEqual(['Blush', 'mascara']);
    expect(cookieTerms()).toEqual(['Blush', 'mascara']);
  });

  it('keeps at most max terms', () => {
    const store = getRecentSearchesStore();
    for (const term of ['a1', 'b2', 'c3', 'd4']) store.add(term, 3);
    expect(store.terms.get()).toEqual(['d4', 'c3', 'b2']);
    expect(cookieTerms()).toEqual(['d4', 'c3', 'b2']);
  });

  it('lists what the cookie could hold when long terms would pass its size', () => {
    const store = getRecentSearchesStore();
    const terms = Array.from({ length: 10 }, (_, i) => `${i} ${'é'.repeat(98)}`);
    for (const term of terms) store.add(term, 10);
    expect(readCookie(COOKIE)!.length).toBeLessThanOrEqual(4000);
    expect(store.terms.get()).toEqual(cookieTerms());
    expect(store.terms.get()[0]).toBe(terms[9]);
  });

  it('keeps the terms of a cookie with a bad escape in one term when the next search is added', () => {
    // The legacy site's Latin-1 "crème" (cr%E8me) made the whole cookie unreadable: no terms listed, and the next
    // search wrote a cookie holding only itself.
    document.cookie = `${COOKIE}=${cookieOf('mascara', '')}cr%E8me${cookieOf('', 'blush')}; path=/`;
    const store = getRecentSearchesStore();
    expect(store.terms.get()).toEqual(['mascara', 'crème', 'blush']);
    store.add('serum', 10);
    expect(store.terms.get()).toEqual(['serum', 'mascara', 'crème', 'blush']);
    expect(cookieTerms()).toEqual(['serum', 'mascara', 'crème', 'blush']);
  });

  it('adds onto terms another tab wrote to the cookie since load', () => {
    const store = getRecentSearchesStore();
    document.cookie = `${COOKIE}=${cookieOf('from other tab')}; path=/`;
    store.add('serum', 10);
    expect(store.terms.get()).toEqual(['serum', 'from other tab']);
  });

  it('removes one term, in any case, from the atom and the cookie, keeping terms another tab wrote since load', () => {
    document.cookie = `${COOKIE}=${cookieOf('mascara', 'blush', 'serum')}; path=/`;
    const store = getRecentSearchesStore();
    document.cookie = `${COOKIE}=${cookieOf('toner', 'mascara', 'blush', 'serum')}; path=/`;
    store.remove('BLUSH');
    expect(store.terms.get()).toEqual(['toner', 'mascara', 'serum']);
    expect(cookieTerms()).toEqual(['toner', 'mascara', 'serum']);
  });

  it('tells other tabs after a removal', async () => {
    document.cookie = `${COOKIE}=${cookieOf('mascara')}; path=/`;
    const store = getRecentSearchesStore();
    const otherTab = new BroadcastChannel('storefront-islands:store:v1');
    const received: unknown[] = [];
    otherTab.onmessage = (event) => received.push(event.data);
    store.remove('mascara');
    await waitFor(() => expect(received).toEqual(['cookies-changed']));
  });

  it('clears the atom and the cookie', () => {
    document.cookie = `${COOKIE}=${cookieOf('mascara')}; path=/`;
    const store = getRecentSearchesStore();
    store.clear();
    expect(store.terms.get()).toEqual([]);
    expect(cookieTerms()).toEqual([]);
  });

  it('tells other tabs after a change', async () => {
    const store = getRecentSearchesStore();
    const otherTab = new BroadcastChannel('storefront-islands:store:v1');
    const received: unknown[] = [];
    otherTab.onmessage = (event) => received.push(event.data);
    store.add('serum', 10);
    await waitFor(() => expect(received).toEqual(['cookies-changed']));
  });

  it('re-reads the cookie when the page store refreshes', () => {
    const store = getRecentSearchesStore();
    document.cookie = `${COOKIE}=${cookieOf('toner', 'serum')}; path=/`;
    getStore().refreshFromCookies();
    expect(store.terms.get()).toEqual(['toner', 'serum']);
  });

  it('re-reads the cookie when another tab changed it', async () => {
    const store = getRecentSearchesStore();
    document.cookie = `${COOKIE}=${cookieOf('toner')}; path=/`;
    new BroadcastChannel('storefront-islands:store:v1').postMessage('cookies-changed');
    await waitFor(() => expect(store.terms.get()).toEqual(['toner']));
  });
});
