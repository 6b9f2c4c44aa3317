import type { Db } from '../db/open';
import { SCHEMA_SQL } from '../db/schema';
import { categoryValueId, DIMENSIONS, PRICE_BANDS } from './dimensions';
import { seedSearchContent } from './search-content';

/** Product attributes that become refinement dimensions, by column of `products`. */
const ATTRIBUTE_DIMENSIONS = [
  { dimensionId: DIMENSIONS.finish.id, column: 'finish' },
  { dimensionId: DIMENSIONS.skinType.id, column: 'skin_type' },
  { dimensionId: DIMENSIONS.coverage.id, column: 'coverage' },
] as const;

/** Gives every category, attribute value and price band a dimension value id; existing ids are kept. */
function numberDimensionValues(db: Db): void {
  const insert = db.prepare('INSERT OR IGNORE INTO search_dimension_values (id, dimension_id, name) VALUES (?, ?, ?)');
  for (const category of db.prepare('SELECT id, name FROM categories').all() as Array<{ id: number; name: string }>) {
    insert.run(categoryValueId(category.id), DIMENSIONS.category.id, category.name);
  }
  for (const band of PRICE_BANDS) insert.run(band.id, DIMENSIONS.price.id, band.name);
  for (const { dimensionId, column } of ATTRIBUTE_DIMENSIONS) {
    const known = new Set(db.prepare('SELECT name FROM search_dimension_values WHERE dimension_id = ?').pluck().all(dimensionId) as string[]);
    let next = (db.prepare('SELECT MAX(id) FROM search_dimension_values WHERE dimension_id = ?').pluck().get(dimensionId) as number | null)
      ?? dimensionId;
    const names = db.prepare(`SELECT DISTINCT ${column} FROM products WHERE ${column} IS NOT NULL AND ${column} <> '' ORDER BY 1`)
      .pluck().all() as string[];
    for (const name of names) if (!known.has(name)) insert.run(++next, dimensionId, name);
  }
}

/**
 * (Re)builds the full-text index from the catalog: one row per product, shade names of its searchable SKUs only.
 * Call inside the seeding transaction, after products and SKUs are written.
 */
export function buildSearchIndex(db: Db): void {
  db.exec(`DELETE FROM product_search;
    INSERT INTO product_search (rowid, name, category, subheading, shades, attributes, short_desc, description)
    SELECT p.id, p.name, c.name, p.subheading,
      COALESCE((SELECT group_concat(s.shade_name, ' ') FROM searchable_skus s WHERE s.product_id = p.id), ''),
      p.finish || ' ' || p.skin_type || ' ' || COALESCE(p.coverage, '') || ' ' || p.benefit,
      p.short_desc, p.description
    FROM products p JOIN categories c ON c.id = p.category_id;
    INSERT INTO product_search (product_search) VALUES ('optimize');`);
  numberDimensionValues(db);
}

/**
 * Brings a database seeded by an older version up to date: an index of the old shape is replaced, a missing or
 * incomplete one rebuilt, and the redirect and content-zone rows added. A no-op on a current database.
 */
export function ensureSearchIndex(db: Db): void {
  const definition = db.prepare("SELECT sql FROM sqlite_master WHERE name = 'product_search'").pluck().get() as string | undefined;
  db.transaction(() => {
    if (definition !== undefined && !definition.includes('attributes')) {
      db.exec('DROP TABLE IF EXISTS product_search_vocab; DROP TABLE product_search;');
      db.exec(SCHEMA_SQL);
    }
    const products = db.prepare('SELECT COUNT(*) FROM products').pluck().get() as number;
    const indexed = db.prepare('SELECT COUNT(*) FROM product_search').pluck().get() as number;
    const numbered = db.prepare('SELECT COUNT(*) FROM search_dimension_values').pluck().get() as number;
    if (products > 0 && (indexed !== products || numbered === 0)) buildSearchIndex(db);
    seedSearchContent(db);
  })();
}
