// When the waitlist popup shows (docs/requirements.md §5.3, §9): a configured product page, before the end date,
// its cookie unset, 7 s after load. Pure logic on jest's fake clock.
import { WAITLIST_POPUP_DELAY_MS, waitlistPopupConfig } from '../../../src/config/waitlist';
import { afterPageLoad, popupVerdict, productIdOfPath, schedulePopup, type PopupCheck } from '../../../src/widgets/waitlist-popup/eligibility';

const campaign = waitlistPopupConfig({ productIds: ['PROD12', 'PROD17'], endDate: '2030-01-01T00:00:00Z' });
const END = Date.UTC(2030, 0, 1);
const ok: PopupCheck = { productId: 'PROD12', now: END - 1, alreadyShown: false, enabled: true };

describe('productIdOfPath (docs/requirements.md §2.1)', () => {
  it.each([
    ['/product/12', 'PROD12'],
    ['/products/12', 'PROD12'],
    ['/product/PROD12', 'PROD12'],
    ['/en-gb/product/12/', 'PROD12'],
    ['/product/12/velvet-lipstick', 'PROD12'],
    ['/', null],
    ['/cart', null],
    ['/product/', null],
    ['/product/12abc', null],
    ['/productx/12', null],
    ['/widgets', null],
  ])('%s → %p', (path, expected) => {
    expect(productIdOfPath(path)).toBe(expected);
  });
});

describe('popupVerdict', () => {
  it('shows on a configured product page before the end date while the cookie is unset', () => {
    expect(popupVerdict(campaign, ok)).toBe('show');
    expect(popupVerdict(campaign, { ...ok, productId: 'PROD17' })).toBe('show');
  });

  it('does not show on another product page, or a page that is not a product\'s', () => {
    expect(popupVerdict(campaign, { ...ok, productId: 'PROD13' })).toBe('other-page');
    expect(popupVerdict(campaign, { ...ok, productId: null })).toBe('other-page');
  });

  it('shows until the last millisecond before the end date, not at it or after', () => {
    expect(popupVerdict(campaign, { ...ok, now: END - 1 })).toBe('show');
    expect(popupVerdict(campaign, { ...ok, now: END })).toBe('ended');
    expect(popupVerdict(campaign, { ...ok, now: END + 86_400_000 })).toBe('ended');
  });

  it('never shows without an end date (none configured, or unreadable)', () => {
    const noEnd = waitlistPopupConfig({ productIds: ['PROD12'], endDate: 'soon' });
    expect(popupVerdict(noEnd, ok)).toBe('ended');
  });

  it('does not show again once its cookie is set', () => {
    expect(popupVerdict(campaign, { ...ok, alreadyShown: true })).toBe('already-shown');
  });

  it('does not show while sign-ups are off', () => {
    expect(popupVerdict(campaign, { ...ok, enabled: false })).toBe('disabled');
  });

  it('shows nowhere with the default config (no product pages)', () => {
    expect(popupVerdict(waitlistPopupConfig({}), ok)).toBe('other-page');
  });
});

describe('schedulePopup on a fake clock', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(END - 60_000);
  });
  afterEach(() => jest.useRealTimers());

  /** A popup over the real (fake) clock and a cookie flag; `loaded` says whether the page has loaded yet. */
  function popup({ loaded = true, productId = 'PROD12' } = {}) {
    const state = {
      shown: 0,
      cookie: false,
      onLoad: null as null | (() => void),
      stoppedWaiting: false,
      hidden: false,
      onVisibility: null as null | (() => void),
      stoppedWatching: false,
    };
    const cancel = schedulePopup({
      verdict: () => popupVerdict(campaign, { productId, now: Date.now(), alreadyShown: state.cookie, enabled: true }),
      show: () => {
        state.shown += 1;
        state.cookie = true;
      },
      afterLoad: (callback) => {
        if (loaded) callback();
        else state.onLoad = callback;
        return () => void (state.stoppedWaiting = true);
      },
      hidden: () => state.hidden,
      onVisibilityChange: (callback) => {
        state.onVisibility = callback;
        return () => void (state.stoppedWatching = true);
      },
      now: () => Date.now(),
      setTimeout: (callback, ms) => setTimeout(callback, ms),
      clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
      delayMs: WAITLIST_POPUP_DELAY_MS,
    });
    /** The page goes out of sight (`true`) or comes back. */
    const setHidden = (hidden: boolean) => {
      state.hidden = hidden;
      state.onVisibility?.();
    };
    return { state, cancel, setHidden };
  }

  it('shows 7 s after load, once', () => {
    expect(WAITLIST_POPUP_DELAY_MS).toBe(7000);
    const { state } = popup();
    jest.advanceTimersByTime(6999);
    expect(state.shown).toBe(0);
    jest.advanceTimersByTime(1);
    expect(state.shown).toBe(1);
    jest.advanceTimersByTime(60_000);
    expect(state.shown).toBe(1);
  });

  it('counts the 7 s from the page\'s load, not from mounting', () => {
    const { state } = popup({ loaded: false });
    jest.advanceTimersByTime(10_000);
    expect(state.shown).toBe(0);
    state.onLoad!();
    jest.advanceTimersByTime(6999);
    expect(state.shown).toBe(0);
    jest.advanceTimersByTime(1);
    expect(state.shown).toBe(1);
  });

  it('counts only the time the page is in sight: a tab opened in the background shows it 7 s after the shopper comes to it', () => {
    const { state, setHidden } = popup({ loaded: false });
    setHidden(true);
    state.onLoad!();
    jest.advanceTimersByTime(20_000);
    expect(state.shown).toBe(0);
    setHidden(false);
    jest.advanceTimersByTime(6999);
    expect(state.shown).toBe(0);
    jest.advanceTimersByTime(1);
    expect(state.shown).toBe(1);
  });

  it('stops counting while the shopper is in another tab, and goes on from there when they come back', () => {
    const { state, setHidden } = popup();
    jest.advanceTimersByTime(3000);
    setHidden(true);
    jest.advanceTimersByTime(30_000);
    expect(state.shown).toBe(0);
    setHidden(false);
    jest.advanceTimersByTime(3999);
    expect(state.shown).toBe(0);
    jest.advanceTimersByTime(1);
    expect(state.shown).toBe(1);
    expect(state.stoppedWatching).toBe(true);
    setHidden(true);
    setHidden(false);
    jest.advanceTimersByTime(60_000);
    expect(state.shown).toBe(1);
  });

  it('sets no timer on a page where it may not show', () => {
    const { state } = popup({ productId: 'PROD13' });
    expect(jest.getTimerCount()).toBe(0);
    jest.advanceTimersByTime(60_000);
    expect(state.shown).toBe(0);
  });

  it('asks again when the time comes: the end date may have passed meanwhile', () => {
    jest.setSystemTime(END - 3000);
    const { state } = popup();
    jest.advanceTimersByTime(7000);
    expect(state.shown).toBe(0);
  });

  it('asks again when the time comes: another tab may have shown it meanwhile', () => {
    const { state } = popup();
    jest.advanceTimersByTime(3000);
    state.cookie = true;
    jest.advanceTimersByTime(4000);
    expect(state.shown).toBe(0);
  });

  it('shows nothing once cancelled (the island went away)', () => {
    const { state, cancel } = popup();
    jest.advanceTimersByTime(5000);
    cancel();
    expect(state.stoppedWaiting).toBe(true);
    expect(jest.getTimerCount()).toBe(0);
    jest.advanceTimersByTime(5000);
    expect(state.shown).toBe(0);
  });
});

describe('afterPageLoad', () => {
  it('runs at once on a loaded document', () => {
    const callback = jest.fn();
    afterPageLoad(callback);
    expect(document.readyState).toBe('complete');
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('waits for the load event of a document still loading, and can be cancelled', () => {
    const view = new EventTarget();
    const loading = { readyState: 'loading', defaultView: view } as unknown as Document;
    const callback = jest.fn();
    afterPageLoad(callback, loading);
    expect(callback).not.toHaveBeenCalled();
    view.dispatchEvent(new Event('load'));
    expect(callback).toHaveBeenCalledTimes(1);
    const cancelled = jest.fn();
    afterPageLoad(cancelled, loading)();
    view.dispatchEvent(new Event('load'));
    expect(cancelled).not.toHaveBeenCalled();
  });
});
