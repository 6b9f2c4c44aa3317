import { describe, expect, it } from '@jest/globals';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();
const store = () => t.app.storefront.loyalty;
const userId = (email: string) => t.app.storefront.users.findByEmail(email)!.id;

describe('loyalty store', () => {
  it('holds the seeded member’s account', () => {
    const account = store().account(userId('member@example.com'))!;
    expect({ ...account, offers: account.offers.map((o) => [o.code, o.points, o.applied]), history: account.history.length }).toEqual({
      points: 1250,
      tier: 'Gold',
      nextTier: { name: 'Platinum', pointsToGo: 1250 },
      birthday: '1990-03-03',
      offers: [['lyl_social_fb', 50, false], ['lyl_social_twitter', 50, false], ['lyl_social_pinterest', 50, false]],
      history: 4,
    });
    expect(store().account(userId('shopper@example.com'))).toBeNull();
  });

  it('joins once, then reaches Silver as offers add points', () => {
    const csr = userId('csr@example.com');
    expect(store().join(csr, null, '2025-05-01')).toBe('joined');
    expect(store().join(csr, '1980-01-01', '2025-05-02')).toBe('already_member');
    expect(store().account(csr)).toMatchObject({ points: 0, tier: 'Member', nextTier: { name: 'Silver', pointsToGo: 500 }, birthday: null });
    expect(store().applyOffer(csr, 'lyl_social_fb', '2025-05-03')).toMatchObject({ status: 'applied', points: 50 });
    expect(store().applyOffer(csr, 'lyl_social_fb', '2025-05-04')).toMatchObject({ status: 'already_applied', points: 50 });
    expect(store().applyOffer(csr, 'lyl_nope')).toEqual({ status: 'unknown_offer' });
    expect(store().applyOffer(userId('shopper@example.com'), 'lyl_social_fb')).toEqual({ status: 'not_member' });
    expect(store().account(csr)!.history).toEqual([
      { on: '2025-05-03', description: 'Facebook share', points: 50 },
      { on: '2025-05-01', description: 'Joined Loyalty', points: 0 },
    ]);
  });

  it('moves a member up a tier when points pass its threshold', () => {
    const member = userId('member@example.com');
    t.app.storefront.db.prepare('UPDATE loyalty_members SET points = 2480 WHERE user_id = ?').run(member);
    store().applyOffer(member, 'lyl_social_twitter');
    expect(store().membership(member)).toEqual({ points: 2530, level: 'Platinum' });
    expect(store().account(member)).toMatchObject({ tier: 'Platinum', nextTier: null });
  });
});
