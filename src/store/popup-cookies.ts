// "Already shown" cookies for popups (docs/requirements.md §4: the waitlist popup shows once; cookies
// prevent repeat display).
import { readCookie, writeCookie } from './cookie-jar';

const POPUP_COOKIE_PREFIX = 'sfi_popup_';
/** A shown popup stays quiet for a year. */
const POPUP_COOKIE_MAX_AGE_S = 365 * 24 * 3600;

function cookieName(popupId: string): string {
  return POPUP_COOKIE_PREFIX + popupId.replace(/[^\w-]/g, '_');
}

export function wasPopupShown(popupId: string): boolean {
  return readCookie(cookieName(popupId)) === '1';
}

export function markPopupShown(popupId: string): void {
  writeCookie(cookieName(popupId), '1', { maxAgeSeconds: POPUP_COOKIE_MAX_AGE_S });
}

/** The popup may show again, as if it never had (the waitlist popup after a sign-up that failed unseen). */
export function forgetPopupShown(popupId: string): void {
  writeCookie(cookieName(popupId), '', { maxAgeSeconds: 0 });
}
