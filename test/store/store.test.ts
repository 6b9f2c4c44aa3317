import { bagCall } from '../../src/data/bag-ledger';
import { PAGE_SINGLETONS } from '../../src/store/page-singleton';
import { getStore, type StorefrontStore } from '../../src/store/store';
import { readCookie } from '../../src/store/cookie-jar';
import { parseUserCookie } from '../../src/store/user-cookie';
import { waitFor } from '../helpers/wait-for';
import { freshPageEachTest } from '../helpers/channels';
import { resetStore, setUserCookie } from '../helpers/reset';

const CHANNEL_NAME = 'storefront-islands:store:v1';
const cookieFields = () => parseUserCookie(readCookie('FE_USER_CART'));

freshPageEachTest();

describe('getStore', () => {
  it('returns one instance per page, kept on globalThis as a page singleton', () => {
    const store = getStore();
    expect(getStore()).toBe(store);
    const singletons = (globalThis as unknown as Record<symbol, Record<string, unknown>>)[PAGE_SINGLETONS]!;
    expect(Object.keys(singletons).filter((key) => singletons[key] === store)).toHaveLength(1);
  });

  it('reuses a store another bundle copy already put on the page', () => {
    const first = getStore();
    // a second copy of the bundle would call getStore() through its own module instance
    jest.isolateModules(() => {
      const again = (require('../../src/store/store') as { getStore(): StorefrontStore }).getStore();
      expect(again).toBe(first);
    });
  });

  it('starts from the FE_USER_CART and LOCALE cookies of the page', () => {
    setUserCookie('signed_in:1&csr_logged_in:0&item_count:3&is_loyalty_member:1&first_name:Ana');
    document.cookie = 'LOCALE=fr_FR; path=/';
    const store = getStore();
    expect(store.flags.get()).toEqual({ signedIn: true, csrLoggedIn: false, isLoyaltyMember: true, itemCount: 3 });
    expect(store.userCookie.get().first_name).toBe('Ana');
    expect(store.locale.get()).toBe('fr_FR');
  });

  it('reads a FE_USER_CART the server sent double-quoted, first field included', () => {
    document.cookie = `FE_USER_CART="${encodeURIComponent('signed_in:1&item_count:4')}"; path=/`;
    expect(getStore().flags.get()).toEqual({ signedIn: true, csrLoggedIn: false, isLoyaltyMember: false, itemCount: 4 });
  });

  it('gives anonymous defaults without cookies, and with a garbled one', () => {
    expect(getStore().flags.get()).toEqual({ signedIn: false, csrLoggedIn: false, isLoyaltyMember: false, itemCount: 0 });
    resetStore();
    document.cookie = 'FE_USER_CART=%E0%A4%A; path=/';
    expect(getStore().flags.get()).toEqual({ signedIn: false, csrLoggedIn: false, isLoyaltyMember: false, itemCount: 0 });
  });

  it('starts empty: no user, no cart, no products', () => {
    const store = getStore();
    expect(store.user.get()).toBeNull();
    expect(store.cart.get()).toBeNull();
    expect(store.products.get()).toEqual({});
  });
});

describe('setItemCount', () => {
  it('rewrites item_count in document.cookie, keeping every other key', () => {
    setUserCookie('signed_in:1&loyalty_level:gold&item_count:2&region_id:0&full_name:Ana Smith');
    const store = getStore();
    store.setItemCount(5);
    expect(cookieFields()).toEqual({
      signed_in: '1',
      loyalty_level: 'gold',
      item_count: '5',
      region_id: '0',
      full_name: 'Ana Smith',
    });
    expect(store.flags.get().itemCount).toBe(5);
    expect(store.userCookie.get().loyalty_level).toBe('gold');
  });

  it('keeps keys the server added to the cookie after the store read it', () => {
    setUserCookie('signed_in:1&item_count:1');
    const store = getStore();
    setUserCookie('signed_in:1&item_count:1&points:120');
    store.setItemCount(2);
    expect(cookieFields()).toEqual({ signed_in: '1', item_count: '2', points: '120' });
    expect(store.userCookie.get().points).toBe('120');
  });

  it('writes a cookie for a guest who had none', () => {
    const store = getStore();
    store.setItemCount(1);
    expect(cookieFields()).toEqual({ item_count: '1' });
    expect(store.flags.get().itemCount).toBe(1);
  });

  it('stores 0 for a negative or non-finite count and drops fractions', () => {
    const store = getStore();
    store.setItemCount(-2);
    expect(cookieFields().item_count).toBe('0');
    store.setItemCount(Number.NaN);
    expect(cookieFields().item_count).toBe('0');
    store.setItemCount(2.7);
    expect(cookieFields().item_count).toBe('2');
  });

  it('notifies subscribers of the flags', () => {
    const store = getStore();
    const seen: number[] = [];
    const stop = store.flags.listen((flags) => seen.push(flags.itemCount));
    store.setItemCount(4);
    stop();
    expect(seen).toEqual([4]);
  });
});

describe('refreshFromCookies', () => {
  it('picks up a cookie changed behind its back', () => {
    setUserCookie('signed_in:0&item_count:1');
    const store = getStore();
    setUserCookie('signed_in:1&csr_logged_in:1&item_count:6');
    expect(store.flags.get().itemCount).toBe(1);
    store.refreshFromCookies();
    expect(store.flags.get()).toEqual({ signedIn: true, csrLoggedIn: true, isLoyaltyMember: false, itemCount: 6 });
  });

  it('falls back to anonymous when the cookie was removed', () => {
    setUserCookie('signed_in:1&item_count:3');
    const store = getStore();
    document.cookie = 'FE_USER_CART=; max-age=0; path=/';
    store.refreshFromCookies();
    expect(store.flags.get()).toEqual({ signedIn: false, csrLoggedIn: false, isLoyaltyMember: false, itemCount: 0 });
  });

  it('does not notify the user cookie subscribers when nothing changed', () => {
    setUserCookie('signed_in:1&item_count:3');
    const store = getStore();
    const listener = jest.fn();
    const stop = store.userCookie.listen(listener);
    store.refreshFromCookies();
    stop();
    expect(listener).not.toHaveBeenCalled();
  });

  it('runs the onCookiesChanged listeners until they unsubscribe', () => {
    const store = getStore();
    const listener = jest.fn();
    const stop = store.onCookiesChanged(listener);
    store.refreshFromCookies();
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    store.refreshFromCookies();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('runs on pageshow from the back/forward cache', () => {
    const store = getStore();
    setUserCookie('item_count:8');
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect(store.flags.get().itemCount).toBe(8);
  });

  it('leaves the cookies alone on the first pageshow, right after it read them', () => {
    const store = getStore();
    const reads = jest.spyOn(document, 'cookie', 'get');
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
    expect(reads).not.toHaveBeenCalled();
    reads.mockRestore();
    expect(store.flags.get().itemCount).toBe(0);
  });

  it('runs when the tab becomes visible', () => {
    const store = getStore();
    setUserCookie('item_count:9');
    const visibility = jest.spyOn(document, 'hidden', 'get').mockReturnValue(false);
    document.dispatchEvent(new Event('visibilitychange'));
    visibility.mockRestore();
    expect(store.flags.get().itemCount).toBe(9);
  });

  it('does not run when the tab becomes hidden', () => {
    const store = getStore();
    setUserCookie('item_count:9');
    const visibility = jest.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    document.dispatchEvent(new Event('visibilitychange'));
    visibility.mockRestore();
    expect(store.flags.get().itemCount).toBe(0);
  });
});

describe('other tabs', () => {
  it('refreshes when another tab says "cookies-changed"', async () => {
    setUserCookie('signed_in:1&item_count:1');
    const store = getStore();
    const otherTab = new BroadcastChannel(CHANNEL_NAME);
    setUserCookie('signed_in:1&item_count:7'); // the other tab wrote the shared cookie
    otherTab.postMessage('cookies-changed');
    await waitFor(() => expect(store.flags.get().itemCount).toBe(7));
  });

  it('reads the cookies a moment after the message: the browser may make another tab\'s write readable here after it', async () => {
    setUserCookie('signed_in:1&item_count:1');
    const store = getStore();
    const otherTab = new BroadcastChannel(CHANNEL_NAME);
    otherTab.postMessage('cookies-changed');
    // The write reaches this tab's cookies 6 ms after the message (Chromium under load took up to 5.5 ms).
    await new Promise((resolve) => setTimeout(resolve, 6));
    setUserCookie('signed_in:1&item_count:7');
    await waitFor(() => expect(store.flags.get().itemCount).toBe(7));
    otherTab.close();
  });

  it('tells other tabs "cookies-changed" after setItemCount', async () => {
    const store = getStore();
    const otherTab = new BroadcastChannel(CHANNEL_NAME);
    const received: unknown[] = [];
    otherTab.onmessage = (event) => received.push(event.data);
    store.setItemCount(3);
    await waitFor(() => expect(received).toEqual(['cookies-changed']));
  });

  it('tells other tabs on announceCookieChange', async () => {
    const store = getStore();
    const otherTab = new BroadcastChannel(CHANNEL_NAME);
    const received: unknown[] = [];
    otherTab.onmessage = (event) => received.push(event.data);
    store.announceCookieChange();
    await waitFor(() => expect(received).toEqual(['cookies-changed']));
  });

  it('tells other tabs when a page starts: its server may have changed the cookies (the bag page\'s Remove)', async () => {
    const otherTab = new BroadcastChannel(CHANNEL_NAME);
    const received: unknown[] = [];
    otherTab.onmessage = (event) => received.push(event.data);
    getStore();
    await waitFor(() => expect(received).toEqual(['cookies-changed']));
  });

  it('tells other tabs of a bag shown whose count this tab already had (a stale count the answer happens to match)', async () => {
    setUserCookie('signed_in:1&item_count:2');
    const store = getStore();
    const otherTab = new BroadcastChannel(CHANNEL_NAME);
    const received: unknown[] = [];
    otherTab.onmessage = (event) => received.push(event.data);
    const cart = { itemCount: 2, items: [], pwp: null };
    await bagCall({ client: {} as never, store }, () => Promise.resolve(cart), (answer) => answer);
    expect(store.cart.get()).toBe(cart);
    await waitFor(() => expect(received).toEqual(['cookies-changed']));
  });

  it('runs the onCookiesChanged listeners when another tab writes', async () => {
    const store = getStore();
    const listener = jest.fn();
    store.onCookiesChanged(listener);
    new BroadcastChannel(CHANNEL_NAME).postMessage('cookies-changed');
    await waitFor(() => expect(listener).toHaveBeenCalledTimes(1));
  });
});
