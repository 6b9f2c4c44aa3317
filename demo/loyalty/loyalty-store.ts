import type { Db } from '../db/open';

export interface LoyaltyOffer {
  code: string;
  title: string;
  description: string;
  points: number;
}

export interface LoyaltyTier {
  name: string;
  minPoints: number;
}

export interface LoyaltyHistoryEntry {
  /** `yyyy-mm-dd`. */
  on: string;
  description: string;
  points: number;
}

/** What the loyalty account page shows a member. */
export interface LoyaltyAccount {
  points: number;
  tier: string;
  /** The next tier up and the points still to earn; null at the top. */
  nextTier: { name: string; pointsToGo: number } | null;
  /** `yyyy-mm-dd`, or null when none was given. */
  birthday: string | null;
  offers: Array<LoyaltyOffer & { applied: boolean }>;
  /** Newest first. */
  history: LoyaltyHistoryEntry[];
}

export type JoinOutcome = 'joined' | 'already_member';

export type ApplyOfferOutcome =
  | { status: 'applied'; offer: LoyaltyOffer; points: number }
  | { status: 'already_applied'; offer: LoyaltyOffer; points: number }
  | { status: 'unknown_offer' }
  | { status: 'not_member' };

const today = () => new Date().toISOString().slice(0, 10);

/** The loyalty program: members, their points, tiers, offers and history. */
export function createLoyaltyStore(db: Db) {
  const memberRow = db.prepare('SELECT points, level FROM loyalty_members WHERE user_id = ?');
  const tierAt = db.prepare('SELECT name FROM loyalty_tiers WHERE min_points <= ? ORDER BY min_points DESC LIMIT 1').pluck();
  const tierAbove = db.prepare('SELECT name, min_points AS minPoints FROM loyalty_tiers WHERE min_points > ? ORDER BY min_points LIMIT 1');
  const allTiers = db.prepare('SELECT name, min_points AS minPoints FROM loyalty_tiers ORDER BY min_points');
  const insertMember = db.prepare('INSERT INTO loyalty_members (user_id, points, level, joined_at) VALUES (?, 0, ?, ?) ON CONFLICT (user_id) DO NOTHING');
  const insertBirthday = db.prepare('INSERT OR REPLACE INTO loyalty_birthdays (user_id, birthday) VALUES (?, ?)');
  const birthdayOf = db.prepare('SELECT birthday FROM loyalty_birthdays WHERE user_id = ?').pluck();
  const insertHistory = db.prepare('INSERT INTO loyalty_history (user_id, occurred_on, description, points) VALUES (?, ?, ?, ?)');
  const historyOf = db.prepare(`SELECT occurred_on AS "on", description, points FROM loyalty_history
    WHERE user_id = ? ORDER BY occurred_on DESC, id DESC`);
  const offerRow = db.prepare('SELECT code, title, description, points FROM loyalty_offers WHERE code = ?');
  const offersFor = db.prepare(`SELECT o.code, o.title, o.description, o.points, (a.user_id IS NOT NULL) AS applied
    FROM loyalty_offers o LEFT JOIN loyalty_offers_applied a ON a.offer_code = o.code AND a.user_id = ?
    ORDER BY o.position`);
  const allOffers = db.prepare('SELECT code, title, description, points FROM loyalty_offers ORDER BY position');
  const insertApplied = db.prepare('INSERT INTO loyalty_offers_applied (user_id, offer_code, applied_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING');
  const addPoints = db.prepare('UPDATE loyalty_members SET points = points + ?, level = ? WHERE user_id = ?');

  const membership = (userId: number): { points: number; level: string } | null =>
    (memberRow.get(userId) as { points: number; level: string } | undefined) ?? null;
  const tierFor = (points: number): string => (tierAt.get(points) as string | undefined) ?? 'Member';

  /** Joins once: a member joining again changes nothing (not even the birthday). */
  const join = db.transaction((userId: number, birthday: string | null, on: string): JoinOutcome => {
    if (insertMember.run(userId, tierFor(0), Date.now()).changes === 0) return 'already_member';
    if (birthday) insertBirthday.run(userId, birthday);
    insertHistory.run(userId, on, 'Joined Loyalty', 0);
    return 'joined';
  });

  /** Applies an offer once per member, adding its points (and the tier they reach) and a history line. */
  const applyOffer = db.transaction((userId: number, code: string, on: string): ApplyOfferOutcome => {
    const offer = offerRow.get(code) as LoyaltyOffer | undefined;
    if (!offer) return { status: 'unknown_offer' };
    const member = membership(userId);
    if (!member) return { status: 'not_member' };
    if (insertApplied.run(userId, code, Date.now()).changes === 0) return { status: 'already_applied', offer, points: member.points };
    const points = member.points + offer.points;
    addPoints.run(offer.points, tierFor(points), userId);
    insertHistory.run(userId, on, offer.title, offer.points);
    return { status: 'applied', offer, points };
  });

  return {
    membership,
    isMember: (userId: number): boolean => membership(userId) !== null,
    join: (userId: number, birthday: string | null, on = today()): JoinOutcome => join(userId, birthday, on),
    applyOffer: (userId: number, code: string, on = today()): ApplyOfferOutcome => applyOffer(userId, code, on),
    offers: (): LoyaltyOffer[] => allOffers.all() as LoyaltyOffer[],
    /** Whether `code` (as the offers table spells it) is one of the program's offers. */
    isOffer: (code: string): boolean => offerRow.get(code) !== undefined,
    tiers: (): LoyaltyTier[] => allTiers.all() as LoyaltyTier[],
    /** A member's account; null for someone who is not a member. */
    account(userId: number): LoyaltyAccount | null {
      const member = membership(userId);
      if (!member) return null;
      const next = tierAbove.get(member.points) as LoyaltyTier | undefined;
      return {
        points: member.points,
        tier: tierFor(member.points),
        nextTier: next ? { name: next.name, pointsToGo: next.minPoints - member.points } : null,
        birthday: (birthdayOf.get(userId) as string | undefined) ?? null,
        offers: (offersFor.all(userId) as Array<LoyaltyOffer & { applied: number }>).map((o) => ({ ...o, applied: o.applied === 1 })),
        history: historyOf.all(userId) as LoyaltyHistoryEntry[],
      };
    },
  };
}

export type LoyaltyStore = ReturnType<typeof createLoyaltyStore>;
