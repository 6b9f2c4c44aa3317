// Hash triggers (docs/requirements.md §2.2): the dialog a hash names opens 500 ms after the hash is seen, on load
// and on later changes; closing it clears the hash in place; the hash changing away closes it. With fake timers.
import { createHashDialogs } from '../../src/mount/hash-dialogs';
import { watchHashTriggers } from '../../src/mount/hash-triggers';
import type { OpenedIsland } from '../../src/ui/island-context';
import type { RawProps } from '../../src/ui/island-props';

interface Opened {
  name: string;
  props: RawProps;
  closedBy: string[];
  settle(): void;
}

let opened: Opened[];
function fakeOpen(name: string, props: RawProps): OpenedIsland {
  let settle!: () => void;
  const closed = new Promise<void>((resolve) => (settle = resolve));
  const record: Opened = { name, props, closedBy: [], settle };
  opened.push(record);
  return {
    host: document.createElement('div'),
    close: () => {
      record.closedBy.push('close()');
      settle();
    },
    closed,
  };
}

/** Goes to `url` as a link or the back button would, without a page load, and tells the page. */
function goTo(url: string): void {
  history.pushState(null, '', url);
  window.dispatchEvent(new HashChangeEvent('hashchange'));
}

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
  opened = [];
  document.body.innerHTML = '';
  history.replaceState(null, '', '/product/3?x=1');
});
afterEach(() => {
  jest.useRealTimers();
});

describe('hash dialogs', () => {
  it('open the hash\'s dialog in overlay-link 500 ms after it was seen, not sooner', async () => {
    const seen = createHashDialogs(fakeOpen, window);
    history.replaceState(null, '', '/product/3?x=1#blue_ocean_women');
    seen('#blue_ocean_women', Date.now());
    await jest.advanceTimersByTimeAsync(499);
    expect(opened).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(opened.map(({ name, props }) => [name, props])).toEqual([['overlay-link', { preset: 'quiz-women' }]]);
  });

  it('count the delay from when the hash was seen (the dialogs load after it)', async () => {
    const seenAt = Date.now();
    await jest.advanceTimersByTimeAsync(200);
    createHashDialogs(fakeOpen, window)('#foundation_finder', seenAt);
    await jest.advanceTimersByTimeAsync(299);
    expect(opened).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(opened.map(({ props }) => props)).toEqual([{ preset: 'foundation-finder' }]);
  });

  it('closing the dialog clears the hash in place: no new history entry, path and query kept', async () => {
    const seen = createHashDialogs(fakeOpen, window);
    goTo('#foundation_finder');
    const entries = history.length;
    seen(location.hash, Date.now());
    await jest.advanceTimersByTimeAsync(500);
    opened[0]!.settle(); // the shopper closed it
    await jest.advanceTimersByTimeAsync(0);
    expect([location.pathname, location.search, location.hash, history.length]).toEqual(['/product/3', '?x=1', '', entries]);
  });

  it('a hash that changes within the delay opens only the last one; one that opens nothing cancels', async () => {
    const seen = createHashDialogs(fakeOpen, window);
    seen('#blue_ocean', Date.now());
    await jest.advanceTimersByTimeAsync(300);
    seen('#blue_ocean_men', Date.now());
    await jest.advanceTimersByTimeAsync(500);
    expect(opened.map(({ props }) => props)).toEqual([{ preset: 'quiz-men' }]);
    seen('#main', Date.now());
    seen('#foundation_finder', Date.now());
    await jest.advanceTimersByTimeAsync(100);
    seen('#main', Date.now());
    await jest.advanceTimersByTimeAsync(1000);
    expect(opened.map(({ props }) => props)).toEqual([{ preset: 'quiz-men' }]);
  });

  it('the hash changing away (the back button) closes the dialog and leaves the new hash alone', async () => {
    const seen = createHashDialogs(fakeOpen, window);
    goTo('#blue_ocean');
    seen(location.hash, Date.now());
    await jest.advanceTimersByTimeAsync(500);
    goTo('#reviews');
    seen(location.hash, Date.now());
    await jest.advanceTimersByTimeAsync(0);
    expect(opened[0]!.closedBy).toEqual(['close()']);
    expect(location.hash).toBe('#reviews');
  });

  it('another trigger hash while one is open: the first closes, the second opens 500 ms later and keeps its hash', async () => {
    const seen = createHashDialogs(fakeOpen, window);
    goTo('#blue_ocean');
    seen(location.hash, Date.now());
    await jest.advanceTimersByTimeAsync(500);
    goTo('#foundation_finder');
    seen(location.hash, Date.now());
    await jest.advanceTimersByTimeAsync(0);
    expect([opened.length, opened[0]!.closedBy, location.hash]).toEqual([1, ['close()'], '#foundation_finder']);
    await jest.advanceTimersByTimeAsync(500);
    expect(opened.map(({ props }) => props)).toEqual([{ preset: 'quiz' }, { preset: 'foundation-finder' }]);
    seen(location.hash, Date.now()); // the same hash again opens nothing more
    await jest.advanceTimersByTimeAsync(1000);
    expect(opened).toHaveLength(2);
  });

  it('opens in place of our dialogs open then: each is asked to close as Escape would, the top one first; the page\'s own are left', async () => {
    document.body.innerHTML = '<dialog id="page-own" open></dialog><div><dialog id="quick-view" class="sfi-dialog" open></dialog></div><div><dialog id="added" class="sfi-dialog" open></dialog></div>';
    const asked: string[] = [];
    for (const dialog of document.querySelectorAll('dialog')) dialog.addEventListener('cancel', () => asked.push(`${dialog.id}, ${opened.length} opened`));
    createHashDialogs(fakeOpen, window)('#sign-in', Date.now());
    await jest.advanceTimersByTimeAsync(499);
    expect(asked).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect([asked, opened.length]).toEqual([['added, 0 opened', 'quick-view, 0 opened'], 1]);
  });

  it('#sign-in opens what the page\'s return-user link opens, titled by it', async () => {
    document.body.innerHTML = '<header><a class="js-return-user-link" href="/account/signin.tmpl?return_url=%2Fproduct%2F3#sign-in"> Sign in </a></header>';
    createHashDialogs(fakeOpen, window)('#sign-in', Date.now());
    await jest.advanceTimersByTimeAsync(500);
    expect(opened.map(({ props }) => props)).toEqual([{ url: 'http://localhost/account/signin.tmpl?return_url=%2Fproduct%2F3#sign-in', title: 'Sign in' }]);
  });

  it('on a page that holds the element the hash names (the sign-in page), nothing opens', async () => {
    document.body.innerHTML = '<section id="sign-in"><form></form></section><section id="new-account"></section>';
    const seen = createHashDialogs(fakeOpen, window);
    seen('#sign-in', Date.now());
    seen('#new-account', Date.now());
    await jest.advanceTimersByTimeAsync(1000);
    expect(opened).toEqual([]);
  });
});

describe('watchHashTriggers (boot)', () => {
  it('sees the hash on load and on every later change; the dialogs module loads with the first trigger hash', async () => {
    history.replaceState(null, '', '/cart#blue_ocean');
    const stop = watchHashTriggers(fakeOpen, window);
    await jest.advanceTimersByTimeAsync(500);
    expect(opened.map(({ props }) => props)).toEqual([{ preset: 'quiz' }]);
    opened[0]!.settle();
    await jest.advanceTimersByTimeAsync(0);
    expect(location.hash).toBe('');
    goTo('#foundation_finder');
    await jest.advanceTimersByTimeAsync(500);
    expect(opened.map(({ props }) => props)).toEqual([{ preset: 'quiz' }, { preset: 'foundation-finder' }]);
    stop();
    goTo('#blue_ocean_men');
    await jest.advanceTimersByTimeAsync(1000);
    expect(opened).toHaveLength(2);
  });
});
