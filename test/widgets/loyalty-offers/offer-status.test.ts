// What the offers live region says (docs/requirements.md §7 offers.apply).
import { RpcMethodError, RpcNetworkError } from '../../../src/rpc/errors';
import { offerFailure, offerStatus } from '../../../src/widgets/loyalty-offers/offer-status';

describe('offerStatus', () => {
  it('says the answer’s messages', () => {
    expect(offerStatus({ code: 'lyl_social_fb', applied: true, messages: ['Thanks!', 'More.'], points: 1300 })).toEqual(['Thanks!', 'More.']);
  });

  it('says whether the offer applied when the answer has no message', () => {
    expect(offerStatus({ code: 'lyl_social_fb', applied: true, messages: [], points: null })).toEqual(['Your offer has been applied.']);
    expect(offerStatus({ code: 'lyl_social_fb', applied: false, messages: [], points: null })).toEqual(['You have already received this offer.']);
  });
});

describe('offerFailure', () => {
  it('says the refusal’s messages, else a general failure', () => {
    const refusal = new RpcMethodError('offers.apply', 102, 'x', [{ text: 'Loyalty offers are for Loyalty members.', key: 'offers.apply.members_only', severity: 'ERROR', tags: [], display_locations: [] }]);
    expect(offerFailure(refusal)).toEqual(['Loyalty offers are for Loyalty members.']);
    expect(offerFailure(new RpcNetworkError('offers.apply', false, new Error('offline')))).toEqual(["We couldn't apply your offer. Please try again."]);
  });
});
