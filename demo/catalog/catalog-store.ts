import type { Db } from '../db/open';
import { INVENTORY, type CatalogProduct, type CatalogSku } from './types';

/** A SKU row as stored: the generator's shape. */
export type SkuRecord = CatalogSku;

/** A product row as read back: the generator's shape plus its category's name and its SKUs. */
export interface ProductRecord extends CatalogProduct {
  categoryName: string;
  skus: SkuRecord[];
}

type Row = Record<string, unknown>;

const PRODUCT_COLUMNS = `p.id, p.category_id AS categoryId, c.name AS categoryName, p.name, p.subheading,
  p.short_desc AS shortDesc, p.description, p.benefit, p.finish, p.skin_type AS skinType, p.coverage,
  p.misc_flag AS miscFlag, p.rating, p.review_count AS reviewCount, p.created_at AS createdAt,
  p.discontinued, p.shaded, p.sized, p.is_kit AS isKit`;
const SKU_COLUMNS = `id, product_id AS productId, shade_name AS shadeName, hex, size, price_cents AS priceCents,
  unit_price_cents AS unitPriceCents, inventory_status AS inventoryStatus, release_date AS releaseDate,
  is_preorder AS isPreOrder, is_coming_soon AS isComingSoon, searchable, shoppable, display_order AS displayOrder,
  product_code AS productCode, life_of_product AS lifeOfProduct, discountable`;

function toSku(row: Row): SkuRecord {
  return {
    ...(row as unknown as SkuRecord),
    isPreOrder: row.isPreOrder === 1,
    isComingSoon: row.isComingSoon === 1,
    searchable: row.searchable === 1,
    shoppable: row.shoppable === 1,
    discountable: row.discountable === 1,
  };
}

export function createCatalogStore(db: Db) {
  // Id lists travel as one JSON parameter so a single prepared statement serves any batch size.
  const productsByIds = db.prepare(`SELECT ${PRODUCT_COLUMNS} FROM products p JOIN categories c ON c.id = p.category_id
    WHERE p.id IN (SELECT value FROM json_each(?))`);
  const skusByProducts = db.prepare(`SELECT ${SKU_COLUMNS} FROM skus
    WHERE product_id IN (SELECT value FROM json_each(?)) ORDER BY product_id, display_order`);
  const componentsByKits = db.prepare(`SELECT kit_product_id AS kitId, component_product_id AS componentId
    FROM giftset_components WHERE kit_product_id IN (SELECT value FROM json_each(?)) ORDER BY kit_product_id, position`);
  const bestsellerIds = db.prepare(`SELECT p.id FROM products p
    WHERE p.discontinued = 0 AND EXISTS (
      SELECT 1 FROM skus s WHERE s.product_id = p.id AND s.shoppable = 1 AND s.inventory_status IN (1, 2))
    ORDER BY p.review_count DESC, p.id LIMIT ?`).pluck();
  const skuById = db.prepare(`SELECT ${SKU_COLUMNS} FROM skus WHERE id = ?`);
  const soldOutSkuId = db.prepare(`SELECT s.id FROM skus s JOIN products p ON p.id = s.product_id
    WHERE p.discontinued = 0 AND s.shoppable = 1 AND s.inventory_status = ${INVENTORY.soldOut} ORDER BY p.review_count DESC, p.id, s.display_order LIMIT 1`).pluck();
  const liveIdsOfCategory = db.prepare(
    'SELECT id FROM products WHERE category_id = ? AND discontinued = 0 ORDER BY review_count DESC, id',
  ).pluck();
  const relatedIds = db.prepare(
    'SELECT id FROM products WHERE category_id = ? AND id <> ? AND discontinued = 0 ORDER BY review_count DESC, id LIMIT ?',
  ).pluck();

  /** Products with their SKUs and kit components, in the order of `ids`; unknown ids are left out. */
  function productsById(ids: readonly number[]): ProductRecord[] {
    if (ids.length === 0) return [];
    const idsJson = JSON.stringify([...new Set(ids)]);
    const products = new Map<number, ProductRecord>();
    for (const row of productsByIds.all(idsJson) as Row[]) {
      products.set(row.id as number, {
        ...(row as unknown as ProductRecord),
        discontinued: row.discontinued === 1,
        shaded: row.shaded === 1,
        sized: row.sized === 1,
        isKit: row.isKit === 1,
        components: [],
        skus: [],
      });
    }
    for (const row of skusByProducts.all(idsJson) as Row[]) products.get(row.productId as number)?.skus.push(toSku(row));
    for (const row of componentsByKits.all(idsJson) as Array<{ kitId: number; componentId: number }>) {
      products.get(row.kitId)?.components.push(row.componentId);
    }
    return ids.map((id) => products.get(id)).filter((p): p is ProductRecord => p !== undefined);
  }

  return {
    productsById,
    productById: (id: number): ProductRecord | null => productsById([id])[0] ?? null,
    /** Most-reviewed products that can be bought now. */
    bestsellers: (limit: number): ProductRecord[] => productsById(bestsellerIds.all(limit) as number[]),
    /** Ids of a category's products that are not discontinued, most reviewed first. */
    categoryProductIds: (categoryId: number): number[] => liveIdsOfCategory.all(categoryId) as number[],
    /** Up to `limit` other products of the product's category, most reviewed first ("You may also like"). */
    related: (product: Pick<ProductRecord, 'id' | 'categoryId'>, limit: number): ProductRecord[] =>
      productsById(relatedIds.all(product.categoryId, product.id, limit) as number[]),
    /** The most-reviewed live product's first sold-out shade or size (the widget catalogue's sold-out example). */
    soldOutSku: (): SkuRecord | null => {
      const row = skuById.get(soldOutSkuId.get() ?? 0) as Row | undefined;
      return row ? toSku(row) : null;
    },
    skuById: (id: number): SkuRecord | null => {
      const row = skuById.get(id) as Row | undefined;
      return row ? toSku(row) : null;
    },
  };
}

export type CatalogStore = ReturnType<typeof createCatalogStore>;
