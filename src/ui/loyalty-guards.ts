// Who the loyalty islands are talking to (docs/requirements.md §5.1, §6, §9.1 `loyalty` flag). The user's
// flags are the store's real booleans (`FE_USER_CART` values read as exactly "1"), never the legacy string
// comparison that took "0" for true.
import type { UserFlags } from '../store/user-cookie';

/** `off`: the page turned the loyalty flag off (the islands render nothing). */
export type LoyaltyAudience = 'off' | 'anonymous' | 'shopper' | 'member';

export function loyaltyAudience(loyaltyFlag: boolean, flags: Pick<UserFlags, 'signedIn' | 'isLoyaltyMember'>): LoyaltyAudience {
  if (!loyaltyFlag) return 'off';
  if (!flags.signedIn) return 'anonymous';
  return flags.isLoyaltyMember ? 'member' : 'shopper';
}

/** Loyalty offers apply only to a signed-in loyalty member, and only with the loyalty flag on (§5.1). */
export const canApplyLoyaltyOffers = (loyaltyFlag: boolean, flags: Pick<UserFlags, 'signedIn' | 'isLoyaltyMember'>): boolean =>
  loyaltyAudience(loyaltyFlag, flags) === 'member';
