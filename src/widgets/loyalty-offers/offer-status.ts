// What the live region says after a share applied (or tried to apply) a loyalty offer.
import type { OfferAnswer } from '../../model/loyalty';
import { failureTexts } from '../../rpc/loyalty-methods';

const OFFER_TEXTS = {
  applied: 'Your offer has been applied.',
  alreadyApplied: 'You have already received this offer.',
  failed: "We couldn't apply your offer. Please try again.",
} as const;

/** The answer's own messages; an answer without any still says whether the offer applied. */
export function offerStatus(answer: OfferAnswer): string[] {
  if (answer.messages.length) return answer.messages;
  return [answer.applied ? OFFER_TEXTS.applied : OFFER_TEXTS.alreadyApplied];
}

/** The messages of a refusal, else a general failure. */
export function offerFailure(error: unknown): string[] {
  const texts = failureTexts(error);
  return texts.length ? texts : [OFFER_TEXTS.failed];
}
