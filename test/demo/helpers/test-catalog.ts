import type { Db } from '../../../demo/db/open';

/**
 * SKUs search may return (docs/requirements.md §9), written out again here so that tests do not check the
 * `searchable_skus` view against itself. Over `skus s JOIN products p`.
 */
export const SEARCHABLE_SKU = `s.searchable = 1 AND p.discontinued = 0 AND s.inventory_status <> 5
  AND ((s.shoppable = 1 AND (s.inventory_status IN (1, 2) OR (s.inventory_status = 3 AND s.is_preorder = 1))) OR s.is_coming_soon = 1)`;

/** How many products and SKUs search may return among those `where` (over `skus s JOIN products p`) keeps. */
export function searchableCounts(db: Db, where = '1', ...params: unknown[]): { products: number; skus: number } {
  return db.prepare(`SELECT COUNT(DISTINCT p.id) AS products, COUNT(*) AS skus FROM skus s JOIN products p ON p.id = s.product_id
    WHERE ${SEARCHABLE_SKU} AND (${where})`).get(...params) as { products: number; skus: number };
}

/** SKUs that can go in the bag now (live, shoppable, in stock, not a kit) among those `where` keeps, by id. */
export function orderableSkuIds(db: Db, where = '1', ...params: unknown[]): number[] {
  return db.prepare(`SELECT s.id FROM skus s JOIN products p ON p.id = s.product_id
    WHERE p.discontinued = 0 AND p.is_kit = 0 AND s.shoppable = 1 AND s.inventory_status = 1 AND (${where}) ORDER BY s.id`)
    .pluck().all(...params) as number[];
}
