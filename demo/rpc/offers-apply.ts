import type { ApplyOfferOutcome } from '../loyalty/loyalty-store';
import { isBlank } from './form-fields';
import { firstParamObject } from './params';
import { badParams } from './rpc-error';
import type { RpcMethod } from './rpc-method';

/** A message object in the legacy format (docs/wire-formats.md "Error entries and message objects"). */
function message(text: string, key: string, code: string) {
  return { text, display_locations: [] as string[], severity: 'MESSAGE', tags: ['offers', code], key };
}

type Settled = Extract<ApplyOfferOutcome, { status: 'applied' | 'already_applied' }>;

function answerMessage(outcome: Settled, code: string) {
  return outcome.status === 'applied'
    ? message(`Thanks for sharing! ${outcome.offer.points} points for your ${outcome.offer.title} have been added to your Loyalty account.`, 'offers.apply.applied', code)
    : message(`You have already received the points for your ${outcome.offer.title}.`, 'offers.apply.already_applied', code);
}

/**
 * `offers.apply` (docs/requirements.md §5.1, §7): a signed-in loyalty member applies a known offer, once.
 * Messages come back in the answer (`result.data.messages`): this server never defers them.
 */
export const offersApply: RpcMethod = {
  name: 'offers.apply',
  handle(params, { storefront, session }) {
    const p = firstParamObject('offers.apply', params);
    const code = p.offer_code;
    if (isBlank(code)) throw badParams('offers.apply: offer_code is required, like offer_code: "lyl_social_fb".', 'offers.apply.code_missing');
    if (typeof code !== 'string' || !/^[A-Za-z0-9_.-]{1,64}$/.test(code)) {
      throw badParams(`offers.apply: offer_code must be up to 64 letters, digits, "_", "-" or "."; got ${JSON.stringify(code)}.`, 'offers.apply.code_invalid');
    }
    const defer = p.do_not_defer_messages;
    if (!isBlank(defer) && ![0, 1, '0', '1'].includes(defer as never)) {
      throw badParams(`offers.apply: do_not_defer_messages must be 1 or 0; got ${JSON.stringify(defer)}.`, 'offers.apply.do_not_defer_messages.invalid');
    }
    const user = session.user;
    if (!user) throw badParams('Please sign in to use your Loyalty offers.', 'offers.apply.signin_required');
    const outcome = storefront.loyalty.applyOffer(user.id, code);
    if (outcome.status === 'unknown_offer') throw badParams('Sorry, this offer is not available.', 'offers.apply.code_unknown');
    if (outcome.status === 'not_member') {
      throw badParams('Loyalty offers are for Loyalty members. Join Loyalty to use them.', 'offers.apply.members_only');
    }
    return {
      value: { offer_code: code, applied: outcome.status === 'applied' ? 1 : 0, loyalty_points: outcome.points },
      data: { messages: [answerMessage(outcome, code)] },
    };
  },
};
