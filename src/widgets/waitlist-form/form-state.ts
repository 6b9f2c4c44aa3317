// The waitlist form's states and words (docs/requirements.md §3.6, §4.3, §8): editing (with an error for a bad
// address or a failed sign-up), sending, and the thank-you view. What is typed lives beside this state and is
// never cleared by it, so a failure loses nothing.
import type { WaitlistCampaign } from '../../config/waitlist-campaign';
import type { Product } from '../../model/product';
import { RpcError } from '../../rpc/errors/rpc-error';
import type { WaitlistRequest } from '../../rpc/waitlist-methods';

export interface WaitlistFormState {
  status: 'editing' | 'sending' | 'done';
  /** The text of the error element ('' for none). */
  error: string;
  /** The error is about the address typed (the field gets `aria-invalid`, and focus). */
  invalid: boolean;
  /** Counts refused submits, so each one moves focus to the field again. */
  attempts: number;
  /** The address signed up, for the thank-you view. */
  email: string;
}

export type WaitlistFormEvent =
  | { type: 'invalid'; text: string }
  | { type: 'send' }
  | { type: 'failed'; text: string }
  | { type: 'done'; email: string };

export const INITIAL_FORM_STATE: WaitlistFormState = { status: 'editing', error: '', invalid: false, attempts: 0, email: '' };

export function reduceWaitlistForm(state: WaitlistFormState, event: WaitlistFormEvent): WaitlistFormState {
  switch (event.type) {
    case 'invalid':
      return state.status === 'editing' ? { ...state, error: event.text, invalid: true, attempts: state.attempts + 1 } : state;
    case 'send':
      return state.status === 'editing' ? { ...state, status: 'sending', error: '', invalid: false } : state;
    case 'failed':
      return state.status === 'sending' ? { ...state, status: 'editing', error: event.text } : state;
    case 'done':
      return state.status === 'sending' ? { ...state, status: 'done', error: '', email: event.email } : state;
  }
}

/** Said when the server gave no text for the shopper (HTTP errors, HTML answers, timeouts). */
const WAITLIST_FAILED = "We couldn't sign you up. Please try again.";

/** §8: the text of the first message of the failure, else our own words. */
export const failureText = (error: unknown): string => (error instanceof RpcError && error.userText) || WAITLIST_FAILED;

/** `REQUEST_TYPE` of a "Notify me" for a sold-out shade: back in stock (docs/decisions.md "Waitlist"). */
const BACK_IN_STOCK = 'BIS';

export interface FormTarget {
  /** A sold-out shade ("Notify me"); absent for the page's campaign. */
  skuBaseId?: number;
  /** Overrides from the host or whoever opened the form; '' takes the default. */
  requestType: string;
  eventId: string;
  lastSource: string;
}

/** What a sign-up sends besides the address: a shade's back-in-stock request, else the page's campaign. */
export function waitlistRequest(target: FormTarget, campaign: WaitlistCampaign): Omit<WaitlistRequest, 'email'> {
  const { skuBaseId, requestType, eventId, lastSource } = target;
  if (skuBaseId) return { requestType: requestType || BACK_IN_STOCK, eventId, lastSource: lastSource || 'notify_me', skuBaseId };
  return { requestType: requestType || campaign.requestType, eventId: eventId || campaign.eventId, lastSource: lastSource || 'waitlist_form' };
}

/** "Velvet Lipstick, Nude": the product and the shade a "Notify me" is for ('' when the page does not know it). */
export function notifyLabel(product: Product | undefined, skuBaseId: number | undefined): string {
  if (!product) return '';
  const shade = product.skus.find((sku) => sku.baseId === skuBaseId)?.shadeName;
  return shade ? `${product.name}, ${shade}` : product.name;
}

export function thankYouText(email: string, label: string, notify: boolean): string {
  if (notify) return `Thank you. We will email ${email} when ${label || 'it'} is back in stock.`;
  return `Thank you. You are on the waitlist: we will email ${email} as soon as it is available.`;
}
