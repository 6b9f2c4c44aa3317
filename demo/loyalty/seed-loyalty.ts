import type { Db } from '../db/open';

/** Tiers by points reached. */
const TIERS = [
  { name: 'Member', minPoints: 0 },
  { name: 'Silver', minPoints: 500 },
  { name: 'Gold', minPoints: 1000 },
  { name: 'Platinum', minPoints: 2500 },
] as const;

/** The offers members apply through `offers.apply` (docs/requirements.md §7: the codes in use). */
const LOYALTY_OFFERS = [
  { code: 'lyl_social_fb', title: 'Facebook share', description: 'Share Lumière Beauty on Facebook.', points: 50 },
  { code: 'lyl_social_twitter', title: 'Twitter share', description: 'Share Lumière Beauty on Twitter.', points: 50 },
  { code: 'lyl_social_pinterest', title: 'Pinterest share', description: 'Pin Lumière Beauty on Pinterest.', points: 50 },
] as const;

/** member@example.com's history; its points add up to the 1,250 the account is seeded with (db/seed.ts). */
const MEMBER_EMAIL = 'member@example.com';
const MEMBER_HISTORY = [
  { on: '2024-11-02', description: 'Joined Loyalty', points: 0 },
  { on: '2024-11-02', description: 'Order 10231', points: 420 },
  { on: '2025-01-14', description: 'Order 10877', points: 630 },
  { on: '2025-03-03', description: 'Birthday bonus', points: 200 },
] as const;
const MEMBER_BIRTHDAY = '1990-03-03';

/**
 * Tiers, offers, and the demo member's history and birthday. Idempotent: run on every start, so a database
 * seeded before the loyalty tables existed gets them too.
 */
export function seedLoyalty(db: Db): void {
  const insertTier = db.prepare('INSERT OR IGNORE INTO loyalty_tiers (name, min_points) VALUES (?, ?)');
  const insertOffer = db.prepare('INSERT OR IGNORE INTO loyalty_offers (code, title, description, points, position) VALUES (?, ?, ?, ?, ?)');
  const member = db.prepare(`SELECT u.id FROM users u JOIN loyalty_members l ON l.user_id = u.id
    WHERE u.email = ? AND NOT EXISTS (SELECT 1 FROM loyalty_history h WHERE h.user_id = u.id)`).pluck();
  const insertHistory = db.prepare('INSERT INTO loyalty_history (user_id, occurred_on, description, points) VALUES (?, ?, ?, ?)');
  const insertBirthday = db.prepare('INSERT OR IGNORE INTO loyalty_birthdays (user_id, birthday) VALUES (?, ?)');
  db.transaction(() => {
    for (const tier of TIERS) insertTier.run(tier.name, tier.minPoints);
    LOYALTY_OFFERS.forEach((offer, index) => insertOffer.run(offer.code, offer.title, offer.description, offer.points, index + 1));
    const memberId = member.get(MEMBER_EMAIL) as number | undefined;
    if (memberId === undefined) return;
    for (const entry of MEMBER_HISTORY) insertHistory.run(memberId, entry.on, entry.description, entry.points);
    insertBirthday.run(memberId, MEMBER_BIRTHDAY);
  })();
}
