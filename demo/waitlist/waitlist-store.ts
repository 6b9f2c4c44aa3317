import type { Db } from '../db/open';

/** One sign-up: an address (lower-cased) on a waitlist, for a SKU when it is a "Notify me". */
export interface WaitlistSignUp {
  email: string;
  requestType: string;
  eventId: string;
  /** The sold-out SKU a back-in-stock request is for; null for a campaign. */
  skuId: number | null;
  lastSource: string;
}

/** Waitlist sign-ups (`waitlist_requests`). */
export function createWaitlistStore(db: Db) {
  // DO NOTHING on the unique index (email, request type, event, SKU) turns a repeat into a no-op; any other broken
  // rule (an address not lower-cased, an unknown SKU) still throws.
  const insert = db.prepare(`INSERT INTO waitlist_requests (email, request_type, event_id, sku_id, last_source, created_at)
    VALUES (@email, @requestType, @eventId, @skuId, @lastSource, @createdAt) ON CONFLICT DO NOTHING`);

  return {
    /** True when the address was added; false when it was on that waitlist already (nothing is written). */
    signUp(entry: WaitlistSignUp): boolean {
      return insert.run({ ...entry, createdAt: Date.now() }).changes > 0;
    },
  };
}

export type WaitlistStore = ReturnType<typeof createWaitlistStore>;
