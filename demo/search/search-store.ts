import type { Db } from '../db/open';
import { DIMENSIONS } from './dimensions';

/** bm25 weights, in the column order of `product_search`. */
const COLUMN_WEIGHTS = { name: 10, category: 6, subheading: 4, shades: 3, attributes: 2, short_desc: 1.5, description: 1 };
/** The columns of `product_search`, in order, and their bm25 weights. */
export const SEARCH_COLUMNS = Object.keys(COLUMN_WEIGHTS);
export const SEARCH_COLUMN_WEIGHTS = Object.values(COLUMN_WEIGHTS);

/** id, category, finish, skin type, coverage, rating, reviews, misc flag, created, name, flags, min price, max price, SKU count. */
type SnapshotProductRow = [number, number, string, string, string | null, number, number, number, string, string, number, number, number, number];
/** id, product id, price, status, pre-order, coming soon, shoppable, display order. */
type SnapshotSkuRow = [number, number, number, number, number, number, number, number];

/** The queries search runs: the FTS5 match per request, and what the snapshot loads once at start. */
export function createSearchStore(db: Db) {
  const weights = Object.values(COLUMN_WEIGHTS).join(', ');
  // group_concat hands the whole match set over as two strings instead of one JS row per product.
  const rankedMatch = db.prepare(`WITH m AS MATERIALIZED (
      SELECT rowid AS id, bm25(product_search, ${weights}) AS score FROM product_search WHERE product_search MATCH ?)
    SELECT group_concat(id, ' '), group_concat(score, ' ') FROM m`).raw();
  const plainMatch = db.prepare("SELECT group_concat(rowid, ' ') FROM product_search WHERE product_search MATCH ?").raw();
  // FTS5's bm25 IDF, its logarithm taken by the same libm (term-index.ts).
  const logRatio = db.prepare('SELECT ln((? - ? + 0.5) / (? + 0.5))').pluck();

  return {
    /** Product ids matching an FTS5 expression, space-separated, and their bm25 scores in the same order when `ranked`. */
    match(expression: string, ranked: boolean): { ids: string; scores: string } {
      const row = (ranked ? rankedMatch.get(expression) : plainMatch.get(expression)) as Array<string | null>;
      return { ids: row[0] ?? '', scores: row[1] ?? '' };
    },
    /** The IDF bm25 gives a phrase found in `hits` of `rows` rows: `log((rows - hits + 0.5) / (hits + 0.5))`, at least 1e-6. */
    idf(hits: number, rows: number): number {
      const idf = logRatio.get(rows, hits, hits) as number;
      return idf <= 0.0 ? 1e-6 : idf;
    },
    /** The text FTS5 indexed: rowid (product id) and each column, by rowid. */
    indexedRows: () => db.prepare(`SELECT rowid, ${SEARCH_COLUMNS.join(', ')} FROM product_search ORDER BY rowid`)
      .raw().iterate() as IterableIterator<Array<number | string | null>>,
    /** Dimension values: categories in their display order, then the others by id. */
    dimensionValues: () => db.prepare(`SELECT v.id, v.name FROM search_dimension_values v
      LEFT JOIN categories c ON v.dimension_id = ${DIMENSIONS.category.id} AND c.id = v.id - ${DIMENSIONS.category.id}
      ORDER BY v.dimension_id, c.display_order, v.id`).raw().all() as Array<[number, string]>,
    /** Products with at least one searchable SKU, by id. */
    products: () => db.prepare(`SELECT p.id, p.category_id, p.finish, p.skin_type, p.coverage, p.rating, p.review_count,
        p.misc_flag, p.created_at, p.name, p.shaded | (p.sized << 1) | (p.is_kit << 2),
        MIN(s.price_cents), MAX(s.price_cents), COUNT(*)
      FROM products p JOIN searchable_skus s ON s.product_id = p.id
      GROUP BY p.id ORDER BY p.id`).raw().all() as SnapshotProductRow[],
    /** Searchable SKUs, by product and display order. */
    skus: () => db.prepare(`SELECT s.id, s.product_id, s.price_cents, s.inventory_status, s.is_preorder, s.is_coming_soon,
        s.shoppable, s.display_order
      FROM searchable_skus s ORDER BY s.product_id, s.display_order, s.id`).raw().iterate() as IterableIterator<SnapshotSkuRow>,
    /** Every indexed term and how many products hold it. */
    vocabulary: () => db.prepare('SELECT term, doc FROM product_search_vocab').raw().iterate() as IterableIterator<[string, number]>,
  };
}

export type SearchStore = ReturnType<typeof createSearchStore>;
