import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { openDatabase, type Db } from '../../../demo/db/open';
import { ensureOffers } from '../../../demo/db/seed';
import { createOfferStore } from '../../../demo/promotions/offer-store';

let db: Db;
beforeAll(() => {
  db = openDatabase(':memory:');
  ensureOffers(db);
  // Idempotent: a second start writes nothing new.
  ensureOffers(db);
});
afterAll(() => {
  db.close();
});

describe('offer store', () => {
  it('knows the seeded codes, whatever their case, and answers them as the table spells them', () => {
    const offers = createOfferStore(db);
    expect(['lyl_social_fb', 'LYL_SOCIAL_TWITTER', 'lyl_social_pinterest', 'spring10'].map(offers.find))
      .toEqual(['lyl_social_fb', 'lyl_social_twitter', 'lyl_social_pinterest', 'SPRING10']);
    expect(db.prepare('SELECT COUNT(*) FROM offers').pluck().get()).toBe(4);
  });

  it('answers null for any other code', () => {
    const offers = createOfferStore(db);
    expect(['SPRING1', 'lyl_social', '', 'FREESTUFF', 'lyl_social_fb '].map(offers.find)).toEqual([null, null, null, null, null]);
  });
});
