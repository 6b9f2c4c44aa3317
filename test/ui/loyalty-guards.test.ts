// Who the loyalty islands talk to (docs/requirements.md §5.1, §6, §9.1 `loyalty` flag): signed in, member, flag.
import { canApplyLoyaltyOffers, loyaltyAudience } from '../../src/ui/loyalty-guards';
import { parseUserCookie, readUserFlags } from '../../src/store/user-cookie';

const flags = (cookie: string) => readUserFlags(parseUserCookie(encodeURIComponent(cookie)));

describe('loyaltyAudience and canApplyLoyaltyOffers', () => {
  it.each([
    ['flag off, member', false, 'signed_in:1&is_loyalty_member:1', 'off', false],
    ['flag off, anonymous', false, 'signed_in:0', 'off', false],
    ['anonymous', true, 'signed_in:0&is_loyalty_member:0', 'anonymous', false],
    ['anonymous with a stray member flag', true, 'signed_in:0&is_loyalty_member:1', 'anonymous', false],
    ['signed-in shopper', true, 'signed_in:1&is_loyalty_member:0', 'shopper', false],
    ['member', true, 'signed_in:1&is_loyalty_member:1', 'member', true],
    // The legacy client compared strings, so "0" and "" counted as set; the store's flags are real booleans.
    ['"0" flags are not set', true, 'signed_in:0&is_loyalty_member:0', 'anonymous', false],
    ['a member flag that is not exactly "1"', true, 'signed_in:1&is_loyalty_member:true', 'shopper', false],
    ['no cookie at all', true, '', 'anonymous', false],
  ])('%s', (_name, loyaltyFlag, cookie, audience, canApply) => {
    expect(loyaltyAudience(loyaltyFlag, flags(cookie))).toBe(audience);
    expect(canApplyLoyaltyOffers(loyaltyFlag, flags(cookie))).toBe(canApply);
  });
});
