// When the waitlist popup shows (docs/requirements.md §5.3): on one of the configured product pages, before
// the configured end date, while its cookie is unset; and when it is due, 7 s after the page has loaded (§9), counting
// only the time the page is in sight.
// Pure: the clock, the cookie and the timers are handed in, so tests run it on a fake clock.
import type { WaitlistPopupConfig } from '../../config/waitlist';

/** The product a page is about, from its route (§2.1: `product/{id}` or `products/{id}`, under any path prefix). */
export function productIdOfPath(pathname: string): string | null {
  const match = /\/products?\/(?:PROD)?(\d{1,12})(?:\/|$)/i.exec(pathname);
  return match ? `PROD${match[1]}` : null;
}

/** The popup's cookie id (store/popup-cookies.ts: the cookie `sfi_popup_waitlist`). */
export const WAITLIST_POPUP_ID = 'waitlist';

export interface PopupCheck {
  /** The page's product (`PROD345`), or null on a page that is not a product's. */
  productId: string | null;
  /** Now, in ms since the epoch. */
  now: number;
  /** The popup's cookie is set. */
  alreadyShown: boolean;
  /** Sign-ups are on (the `waitlistNotification` flag) and the build has the form the popup holds. */
  enabled: boolean;
}

export type PopupVerdict = 'show' | 'disabled' | 'other-page' | 'ended' | 'already-shown';

/** Whether the popup may show now, and if not, why not (for debug logs and tests). */
export function popupVerdict(config: WaitlistPopupConfig, check: PopupCheck): PopupVerdict {
  if (!check.enabled) return 'disabled';
  if (!check.productId || !config.productIds.includes(check.productId)) return 'other-page';
  if (config.endDate === null || check.now >= config.endDate) return 'ended';
  if (check.alreadyShown) return 'already-shown';
  return 'show';
}

export interface PopupTimer {
  /** The verdict as of now (asked when the island mounts and again when the delay is over). */
  verdict(): PopupVerdict;
  show(): void;
  /** Runs `callback` once the page has loaded; returns a function that cancels it. */
  afterLoad(callback: () => void): () => void;
  /** Whether the page is out of sight (a background tab, a minimised window). */
  hidden(): boolean;
  /** Calls `callback` whenever the page is hidden or shown again; returns a function that stops it. */
  onVisibilityChange(callback: () => void): () => void;
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  delayMs: number;
}

/**
 * Shows the popup once the page has been in sight for `delayMs` since it loaded, when it may show: time in a
 * background tab does not count, so a product opened in a new tab does not meet the shopper with the popup up. The
 * verdict is asked again when the time comes: another tab may have shown it meanwhile, or the end date passed.
 * Returns a function that cancels whatever is pending.
 */
export function schedulePopup(timer: PopupTimer): () => void {
  if (timer.verdict() !== 'show') return () => {};
  let handle: unknown = null;
  let left = timer.delayMs;
  let startedAt = 0;
  let stopWatching = () => {};
  const pause = () => {
    if (handle === null) return;
    timer.clearTimeout(handle);
    handle = null;
    left -= timer.now() - startedAt;
  };
  const count = () => {
    if (handle !== null || timer.hidden()) return;
    startedAt = timer.now();
    handle = timer.setTimeout(() => {
      handle = null;
      stopWatching();
      if (timer.verdict() === 'show') timer.show();
    }, Math.max(0, left));
  };
  const stopWaiting = timer.afterLoad(() => {
    stopWatching = timer.onVisibilityChange(() => (timer.hidden() ? pause() : count()));
    count();
  });
  return () => {
    stopWaiting();
    stopWatching();
    if (handle !== null) timer.clearTimeout(handle);
  };
}

/** `afterLoad` for a real page: at once when the document has loaded, else on its `load` event. */
export function afterPageLoad(callback: () => void, doc: Document = document): () => void {
  if (doc.readyState === 'complete') {
    callback();
    return () => {};
  }
  const view = doc.defaultView;
  view?.addEventListener('load', callback, { once: true });
  return () => view?.removeEventListener('load', callback);
}
