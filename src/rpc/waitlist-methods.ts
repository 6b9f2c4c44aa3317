// The waitlist sign-up: `rpc.form` `_SUBMIT=waitlist` (docs/requirements.md §3.6, §7; docs/wire-formats.md
// "Waitlist"). The only code that knows its wire keys.
import type { WaitlistAnswer } from '../model/waitlist';
import type { JsonRpcClient } from './client';
import { isObject, objects, toFlag, toText } from './coerce';
import { WaitlistNotSavedError } from './errors/waitlist-not-saved-error';

export interface WaitlistRequest {
  /** `PC_EMAIL_ADDRESS`, checked by the form before it is sent. */
  email: string;
  /** `REQUEST_TYPE`: the page's campaign, or `BIS` (back in stock) for a sold-out shade. */
  requestType: string;
  /** `EVENT_ID` ('' for none). */
  eventId: string;
  /** `LAST_SOURCE`: where the shopper signed up (`waitlist_popup`, `notify_me`, `waitlist_form`). */
  lastSource: string;
  /** `SKU_BASE_ID`: the sold-out shade a "Notify me" is for (docs/decisions.md "Waitlist"). */
  skuBaseId?: number;
}

/** `result.data.ac_results[0].result`, else `result.value`: a sign-up confirmed with `SUCCESS: 1`, else null. */
export function parseWaitlistAnswer(data: unknown, value: unknown): WaitlistAnswer | null {
  const fromData = isObject(data) ? objects(data.ac_results)[0]?.result : undefined;
  const result = isObject(fromData) ? fromData : isObject(value) ? value : null;
  if (!result || !toFlag(result.SUCCESS)) return null;
  return { email: toText(result.PC_EMAIL_ADDRESS), requestType: toText(result.REQUEST_TYPE), eventId: toText(result.EVENT_ID) };
}

/** Signs the shopper up; rejects with the RPC error (its `userText` is `messages[0].text`) or WaitlistNotSavedError. */
export async function joinWaitlist(client: JsonRpcClient, request: WaitlistRequest): Promise<WaitlistAnswer> {
  const { email, requestType, eventId, lastSource, skuBaseId } = request;
  const answer = await client.form('waitlist', {
    PC_EMAIL_ADDRESS: email,
    REQUEST_TYPE: requestType,
    EVENT_ID: eventId,
    LAST_SOURCE: lastSource,
    ...(skuBaseId ? { SKU_BASE_ID: skuBaseId } : {}),
  });
  const parsed = parseWaitlistAnswer(answer.data, answer.value);
  if (!parsed) throw new WaitlistNotSavedError();
  return parsed;
}
