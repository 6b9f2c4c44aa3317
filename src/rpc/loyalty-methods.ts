// The loyalty calls (docs/requirements.md §5.1, §7; docs/wire-formats.md "Loyalty join", "offers.apply"):
// joining the program (an `rpc.form` submit, like the bag's in cart-methods.ts) and applying an offer.
import type { LoyaltyJoinAnswer, OfferAnswer } from '../model/loyalty';
import type { JsonRpcClient } from './client';
import { isObject, messageText, objects, toFlag, toText } from './coerce';
import { RpcError } from './errors/rpc-error';
import { firstActionResult } from './parse-storefront';
import type { RpcMethodError } from './errors/rpc-method-error';

export interface LoyaltyJoinRequest {
  /** As the shopper typed it (`mm/dd/yyyy`); '' for none. */
  birthday?: string;
}

/** A `loyalty_join` answer's `result.data`. */
export function parseLoyaltyJoinAnswer(data: unknown): LoyaltyJoinAnswer {
  return { alreadyMember: toText(firstActionResult(data)?.KEY) === 'LOYALTY.ALREADY_MEMBER' };
}

/** Joins the signed-in shopper to the loyalty program (`LOYALTY_ACTIVE_FLAG=1`); rejects with the server's reason. */
export async function joinLoyalty(client: JsonRpcClient, request: LoyaltyJoinRequest = {}): Promise<LoyaltyJoinAnswer> {
  const birthday = request.birthday?.trim();
  const answer = await client.form('loyalty_join', { LOYALTY_ACTIVE_FLAG: 1, ...(birthday ? { BIRTHDAY: birthday } : {}) });
  return parseLoyaltyJoinAnswer(answer.data);
}

/** The texts of legacy message objects (docs/wire-formats.md "Error entries and message objects"), empty ones dropped. */
const messageTexts = (raw: unknown): string[] => objects(raw).map((m) => messageText(m.text)).filter(Boolean);

/** Points as the answer gives them (a count, or its digits); null for anything else, so no junk shows as 0. */
const pointsOf = (raw: unknown): number | null =>
  (typeof raw === 'number' && Number.isInteger(raw) && raw >= 0) || (typeof raw === 'string' && /^\d+$/.test(raw)) ? Number(raw) : null;

/** An `offers.apply` answer (`result.value` and `result.data`). */
export function parseOfferAnswer(code: string, value: unknown, data: unknown): OfferAnswer {
  return {
    code: toText(isObject(value) ? value.offer_code : '') || code,
    applied: toFlag(isObject(value) ? value.applied : 0),
    messages: messageTexts(isObject(data) ? data.messages : null),
    points: pointsOf(isObject(value) ? value.loyalty_points : null),
  };
}

/** Applies an offer, asking for its messages now rather than on the next page (`do_not_defer_messages`). */
export async function applyOffer(client: JsonRpcClient, code: string): Promise<OfferAnswer> {
  const answer = await client.call('offers.apply', { offer_code: code, do_not_defer_messages: 1 });
  return parseOfferAnswer(code, answer.value, answer.data);
}

/** The texts a failed call gives the shopper: its messages' (never the entry's `message`, for developers); empty when it has none. */
export function failureTexts(error: unknown): string[] {
  if (!(error instanceof RpcError)) return [];
  // Only an error entry (RpcMethodError) carries messages; asking the base class keeps that class out of this
  // module's imports, so the build does not split it into a chunk of its own.
  return ((error as Partial<RpcMethodError>).messages ?? []).map((m) => m.text).filter(Boolean);
}
