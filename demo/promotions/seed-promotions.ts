import type { Db } from '../db/open';

const LIPSTICK_CATEGORY_ID = 1;
const MASCARA_CATEGORY_ID = 3;
const SERUM_CATEGORY_ID = 8;

/**
 * The demo's purchase-with-purchase offers: one running (any lipstick qualifies) and one switched off.
 * `/lipstick` is a path-prefix qualifier for a category landing page the demo does not have yet, so in
 * the demo only the category qualifier fires. Idempotent.
 */
export function seedPromotions(db: Db): void {
  const firstProductOf = db.prepare('SELECT MIN(id) FROM products WHERE category_id = ? AND is_kit = 0').pluck();
  const giftImage = (categoryId: number) => `/media/product/PROD${(firstProductOf.get(categoryId) as number | null) ?? 1}.svg`;
  const insert = db.prepare(`INSERT OR IGNORE INTO promotions (id, active, qualifying_category_ids, qualifying_product_ids,
    qualifying_sku_ids, path_prefix, popup_image_url, offer_text, starts_at, ends_at)
    VALUES (@id, @active, @categories, @products, @skus, @path, @image, @text, @startsAt, @endsAt)`);
  insert.run({
    id: 'pwp-lipstick-mascara', active: 1, categories: JSON.stringify([LIPSTICK_CATEGORY_ID]), products: '[]', skus: '[]',
    path: '/lipstick', image: giftImage(MASCARA_CATEGORY_ID),
    text: 'Buy any lipstick and add a full-size mascara for just $10.', startsAt: '2024-01-01T00:00:00.000Z', endsAt: null,
  });
  insert.run({
    id: 'pwp-serum-cleanser', active: 0, categories: JSON.stringify([SERUM_CATEGORY_ID]), products: '[]', skus: '[]',
    path: '/serum', image: giftImage(SERUM_CATEGORY_ID),
    text: 'Buy any serum and add a cleanser for $8.', startsAt: null, endsAt: null,
  });
}
