// The shopper's place kept in the history entry (src/ui/place-in-history.ts): written beside what the page keeps
// there, never over a page's own non-object state; read back only as whole numbers in range; the scroll position
// written as the page is left. Going back to the place once a listing is drawn runs in the browser suite
// (test/e2e/touch.test.ts, "Back from a product …").

type PlaceModule = typeof import('../../src/ui/place-in-history');

/** The module as a page loading with `state` in its history entry meets it (it reads the entry once, as it loads). */
async function loadWith(state: unknown): Promise<PlaceModule> {
  history.replaceState(state, '');
  jest.resetModules();
  return import('../../src/ui/place-in-history');
}

describe('place in history', () => {
  it('keeps a value beside what the page keeps in the entry, the URL unchanged', async () => {
    const place = await loadWith({ pageOwn: 1 });
    const url = location.href;
    place.keepPlace('grid a', 24);
    place.keepPlace('y', 900);
    expect(history.state).toEqual({ pageOwn: 1, sfiPlace: { 'grid a': 24, y: 900 } });
    expect(location.href).toBe(url);
  });

  it('leaves alone an entry whose state the page keeps as something other than an object', async () => {
    const place = await loadWith('legacy-string');
    place.keepPlace('y', 900);
    expect(history.state).toBe('legacy-string');
    const listed = await loadWith([1, 2]);
    listed.keepPlace('y', 900);
    expect(history.state).toEqual([1, 2]);
  });

  it('reads back what the entry held as the page loaded: a whole number in range, else nothing', async () => {
    const place = await loadWith({ sfiPlace: { a: 24, low: 0, high: 99, half: 2.5, text: '24', nothing: null } });
    expect(place.keptCount('a', 1, 50)).toBe(24);
    expect(place.keptCount('low', 1, 50)).toBeUndefined();
    expect(place.keptCount('high', 1, 50)).toBeUndefined();
    expect(place.keptCount('half', 1, 50)).toBeUndefined();
    expect(place.keptCount('text', 1, 50)).toBeUndefined();
    expect(place.keptCount('nothing', 1, 50)).toBeUndefined();
    expect(place.keptCount('absent', 1, 50)).toBeUndefined();
    // Written later (this page's own keeping): not what the page came back to.
    place.keepPlace('b', 12);
    expect(place.keptCount('b', 1, 50)).toBeUndefined();
    const odd = await loadWith({ sfiPlace: 'not a place' });
    expect(odd.keptCount('a', 1, 50)).toBeUndefined();
  });

  it('writes the scroll position as the page is left', async () => {
    await loadWith(null);
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 1234.4 });
    try {
      window.dispatchEvent(new Event('pagehide'));
      expect(history.state).toEqual({ sfiPlace: { y: 1234 } });
    } finally {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
    }
  });
});
