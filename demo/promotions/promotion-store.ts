import type { Db } from '../db/open';

export interface Promotion {
  id: string;
  categoryIds: number[];
  productIds: number[];
  skuIds: number[];
  /** Page-path prefix that also qualifies; empty = none. */
  pathPrefix: string;
  popupImageUrl: string;
  offerText: string;
}

interface PromotionRow {
  id: string;
  qualifying_category_ids: string;
  qualifying_product_ids: string;
  qualifying_sku_ids: string;
  path_prefix: string;
  popup_image_url: string;
  offer_text: string;
}

const idList = (json: string): number[] => {
  const parsed: unknown = JSON.parse(json);
  return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id)) : [];
};

export function createPromotionStore(db: Db) {
  // Several running offers: the oldest row wins (the wire carries one pwp block).
  const running = db.prepare(`SELECT id, qualifying_category_ids, qualifying_product_ids, qualifying_sku_ids, path_prefix,
      popup_image_url, offer_text
    FROM promotions
    WHERE active = 1 AND (starts_at IS NULL OR starts_at <= @now) AND (ends_at IS NULL OR ends_at > @now)
    ORDER BY rowid LIMIT 1`);

  return {
    /** The purchase-with-purchase offer running at `now`, or null. */
    current(now: Date = new Date()): Promotion | null {
      const row = running.get({ now: now.toISOString() }) as PromotionRow | undefined;
      if (!row) return null;
      return {
        id: row.id,
        categoryIds: idList(row.qualifying_category_ids),
        productIds: idList(row.qualifying_product_ids),
        skuIds: idList(row.qualifying_sku_ids),
        pathPrefix: row.path_prefix,
        popupImageUrl: row.popup_image_url,
        offerText: row.offer_text,
      };
    },
  };
}

export type PromotionStore = ReturnType<typeof createPromotionStore>;
