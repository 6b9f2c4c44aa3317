// The join form's rules (docs/requirements.md §5.1): the agreement checkbox must be ticked before the form is
// sent; a refused join shows the first message of the server's answer (as the waitlist does, §8).
import { SIGN_IN_PATH } from '../../config/constants';
import { LOYALTY_INDEX_PATH } from '../../config/loyalty';
import { failureTexts } from '../../rpc/loyalty-methods';
import { optionalString, PropsError, type RawProps } from '../../ui/island-props';
import { safeUrl } from '../../ui/urls';

/** `sticky`: the bar held at the foot of the window; `nav`: the form in a navigation column. Same rules. */
export type JoinVariant = 'sticky' | 'nav';

export interface LoyaltyJoinProps {
  variant: JoinVariant;
}

const VARIANTS: readonly JoinVariant[] = ['sticky', 'nav'];

export function parseLoyaltyJoinProps(raw: RawProps): LoyaltyJoinProps {
  const variant = optionalString(raw, 'variant', 'sticky').trim();
  if (!(VARIANTS as readonly string[]).includes(variant)) {
    throw new PropsError(`prop "variant" must be "sticky" or "nav", got ${JSON.stringify(raw.variant)}`);
  }
  return { variant: variant as JoinVariant };
}

export const JOIN_TEXTS = {
  agreementMissing: 'Please tick the box to agree to the Loyalty terms and conditions.',
  birthdayOutOfRange: 'Please enter a birthday from 01/01/1900 up to today, or leave it empty.',
  failed: "We couldn't sign you up for Loyalty. Please try again.",
} as const;

/**
 * Whether a birthday the form can read (`mm/dd/yyyy` as the date picker writes it, or `yyyy-mm-dd`) lies outside
 * 01/01/1900 up to `today` (the shopper's own day), as no birthday does. Other text is for the picker and the server.
 */
export function birthdayOutOfRange(text: string, today: Date = new Date()): boolean {
  const us = /^(\d\d)\/(\d\d)\/(\d{4})$/.exec(text.trim());
  const iso = us ? `${us[3]}-${us[1]}-${us[2]}` : text.trim();
  if (!/^\d{4}-\d\d-\d\d$/.test(iso)) return false;
  return iso < '1900-01-01' || iso > isoDay(today);
}

/** The shopper's day as an ISO date (`2026-11-27`): the latest birthday, the date picker's `max`. */
export function isoDay(today: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`;
}

/** What stops the form from being sent: its words ('' when the field's own message says it) and the field it is about. */
export interface JoinProblem {
  text: string;
  /** None for a refusal or a failure: the error element itself takes the focus. */
  field?: 'birthday' | 'agreement';
}

/**
 * What stops the form from being sent; null when it may go. A birthday the date picker refused (its input is then
 * invalid) is said by the picker's message, which marks and describes the field: the form adds no words of its own, so
 * one problem is said once. A birthday that cannot be one, with no picker to say so (a build without it, or before it
 * mounts), gets the form's words. Neither is sent for the server to refuse.
 */
export function joinFormProblem(fields: { agreed: boolean; birthdayValid: boolean; birthdayInRange?: boolean }): JoinProblem | null {
  if (!fields.birthdayValid) return { text: '', field: 'birthday' };
  if (fields.birthdayInRange === false) return { text: JOIN_TEXTS.birthdayOutOfRange, field: 'birthday' };
  return fields.agreed ? null : { text: JOIN_TEXTS.agreementMissing, field: 'agreement' };
}

/** The first message of a refused join, else a general one (a network failure says nothing to the shopper). */
export function joinFailureText(error: unknown): string {
  return failureTexts(error)[0] ?? JOIN_TEXTS.failed;
}

/** Where sign-in brings an anonymous shopper back to: this page (path and query), at the form's host when it has an id. */
export function joinReturnPath(hostId: string): string {
  return `${location.pathname}${location.search}${hostId ? `#${hostId}` : ''}`;
}

/** The sign-in page, sending the shopper back to `returnTo` (a same-site path) once signed in. */
export function signInUrl(returnTo: string): string {
  return `${SIGN_IN_PATH}?return_url=${encodeURIComponent(returnTo)}`;
}

/** After joining: the browser goes to the loyalty account index (checked by ui/urls.ts like every navigation). */
export function goToLoyaltyIndex(): void {
  const target = safeUrl(LOYALTY_INDEX_PATH);
  if (target) window.location.assign(target);
}
