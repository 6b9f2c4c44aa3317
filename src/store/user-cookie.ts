// Codec for the FE_USER_CART cookie (docs/requirements.md §3, docs/wire-formats.md):
// URL-encoded `key:value` pairs joined with `&`. All values are strings.
import { lenientDecode } from './cookie-jar';

/** Every key of the cookie as strings, in cookie order; unknown keys are kept. */
export type UserCookieFields = Record<string, string>;

export interface UserFlags {
  signedIn: boolean;
  csrLoggedIn: boolean;
  isLoyaltyMember: boolean;
  /** `""` and anything that is not a non-negative integer count as 0. */
  itemCount: number;
}

/** Parses the cookie value as the browser gives it. Text without a `key:value` pair gives no fields (anonymous defaults). */
export function parseUserCookie(cookieValue: string | null | undefined): UserCookieFields {
  const fields: UserCookieFields = {};
  if (!cookieValue) return fields;
  for (const pair of lenientDecode(cookieValue).split('&')) {
    const colon = pair.indexOf(':');
    if (colon <= 0) continue;
    const key = lenientDecode(pair.slice(0, colon));
    const value = lenientDecode(pair.slice(colon + 1));
    // Defined, not assigned: assigning `__proto__` would drop the key instead of keeping it.
    Object.defineProperty(fields, key, { value, enumerable: true, writable: true, configurable: true });
  }
  return fields;
}

/** Encodes fields back into a cookie value, keeping every key (known or not) in order. */
export function serializeUserCookie(fields: UserCookieFields): string {
  const pairs = Object.entries(fields).map(
    ([key, value]) => `${encodeURIComponent(key)}:${encodeURIComponent(value)}`,
  );
  return encodeURIComponent(pairs.join('&'));
}

/** The old client compared strings, so "0" counted as true; a flag is set only when it is exactly "1". */
function isFlagSet(value: string | undefined): boolean {
  return value === '1';
}

/**
 * The most items a bag count shows. The cookie is the shopper's to edit: a larger number is a hand-edited or
 * broken cookie, shown as this until the bag itself (`trans.get`) says what it holds.
 */
export const ITEM_COUNT_MAX = 999;

/** A count as the bag shows it: a whole number from 0 to ITEM_COUNT_MAX. */
export function clampItemCount(count: number): number {
  return Number.isFinite(count) && count > 0 ? Math.min(Math.floor(count), ITEM_COUNT_MAX) : 0;
}

function parseItemCount(value: string | undefined): number {
  if (!value || !/^\d+$/.test(value.trim())) return 0;
  return clampItemCount(Number.parseInt(value, 10));
}

export function readUserFlags(fields: UserCookieFields): UserFlags {
  return {
    signedIn: isFlagSet(fields.signed_in),
    csrLoggedIn: isFlagSet(fields.csr_logged_in),
    isLoyaltyMember: isFlagSet(fields.is_loyalty_member),
    itemCount: parseItemCount(fields.item_count),
  };
}

/** A copy of the fields with a new item count; every other key untouched. */
export function withItemCount(fields: UserCookieFields, count: number): UserCookieFields {
  return { ...fields, item_count: String(clampItemCount(count)) };
}
