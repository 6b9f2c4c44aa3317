import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { openDatabase, type Db } from '../../../demo/db/open';
import { createPromotionStore } from '../../../demo/promotions/promotion-store';

let db: Db;
beforeAll(() => {
  db = openDatabase(':memory:');
});
afterAll(() => {
  db.close();
});

const insert = (row: { id: string; active: number; categories?: number[]; products?: number[]; skus?: number[]; startsAt?: string | null; endsAt?: string | null }) =>
  db.prepare(`INSERT INTO promotions (id, active, qualifying_category_ids, qualifying_product_ids, qualifying_sku_ids, path_prefix,
    popup_image_url, offer_text, starts_at, ends_at) VALUES (?, ?, ?, ?, ?, '/p', '/media/x.svg', 'Offer', ?, ?)`)
    .run(row.id, row.active, JSON.stringify(row.categories ?? []), JSON.stringify(row.products ?? []), JSON.stringify(row.skus ?? []),
      row.startsAt ?? null, row.endsAt ?? null);

describe('promotion store', () => {
  it('finds the running offer: active flag set and inside its dates', () => {
    const store = createPromotionStore(db);
    const at = new Date('2025-06-01T00:00:00.000Z');
    insert({ id: 'off', active: 0, categories: [1] });
    insert({ id: 'ended', active: 1, categories: [1], endsAt: '2025-05-31T23:59:59.000Z' });
    insert({ id: 'future', active: 1, categories: [1], startsAt: '2025-06-02T00:00:00.000Z' });
    expect(store.current(at)).toBeNull();
    insert({ id: 'running', active: 1, categories: [1], products: [5], skus: [9], startsAt: '2025-01-01T00:00:00.000Z', endsAt: '2025-07-01T00:00:00.000Z' });
    expect(store.current(at)).toEqual({
      id: 'running', categoryIds: [1], productIds: [5], skuIds: [9], pathPrefix: '/p', popupImageUrl: '/media/x.svg', offerText: 'Offer',
    });
    // `running` has ended (ends_at is exclusive) and `future` has begun.
    expect(store.current(new Date('2025-07-01T00:00:00.000Z'))?.id).toBe('future');
  });
});
