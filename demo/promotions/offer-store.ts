import type { Db } from '../db/open';

/** The offers table: which codes exist (docs/security.md). */
export function createOfferStore(db: Db) {
  const byCode = db.prepare('SELECT code FROM offers WHERE code = ?').pluck();
  return {
    /** The code as the offers table spells it (codes match whatever their case), or null when there is no such offer. */
    find: (code: string): string | null => (byCode.get(code) as string | undefined) ?? null,
  };
}

export type OfferStore = ReturnType<typeof createOfferStore>;
