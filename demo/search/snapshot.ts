import { categoryValueId, DIMENSION_KEYS, dimensionOfValue, priceBandId, type DimensionKey } from './dimensions';
import type { SearchStore } from './search-store';

export interface DimensionValue {
  id: number;
  dimension: DimensionKey;
  name: string;
}

/** SKU flag bits in `SearchSnapshot.skuFlags`. */
export const SKU_FLAG = { preOrder: 1, comingSoon: 2, shoppable: 4, orderable: 8 } as const;

/**
 * A read-only, column-wise copy of what search filters, counts and sorts on: the products that have at least one
 * SKU of the `searchable_skus` view (docs/requirements.md §9), and those SKUs. Products are addressed by a dense
 * index `i`, their SKUs by `j` in `skuStart[i] .. skuStart[i + 1]` (display order). Loaded once when the server
 * starts, like an Endeca index; full-text matching and ranking use FTS5's index (term-index.ts, search-store.ts).
 */
export interface SearchSnapshot {
  size: number;
  productId: Int32Array;
  /** Product id → dense index + 1; 0 = not searchable. */
  indexOfProduct: Int32Array;
  categoryId: Int32Array;
  /** Dimension value id per product and dimension; 0 = no value. */
  dimension: Record<DimensionKey, Int32Array>;
  priceMin: Int32Array;
  priceMax: Int32Array;
  rating: Float64Array;
  reviewCount: Int32Array;
  /** YYYYMMDD. */
  created: Int32Array;
  /** Position of the product's name in alphabetical order. */
  nameRank: Int32Array;
  miscFlag: Int32Array;
  /** Bit 1 shaded, 2 sized, 4 kit. */
  productFlags: Uint8Array;
  skuStart: Int32Array;
  skuId: Int32Array;
  skuPrice: Int32Array;
  skuStatus: Int32Array;
  skuFlags: Uint8Array;
  skuDisplayOrder: Int32Array;
  dimensionValues: Map<number, DimensionValue>;
  /** Values per dimension in display order. */
  valuesByDimension: Record<DimensionKey, DimensionValue[]>;
  /** Every indexed term and the number of products containing it. */
  vocabulary: Map<string, number>;
  /** Words a correction may suggest: letters only, three or more. */
  suggestible: Array<{ term: string; docs: number }>;
  /** Every indexed term in code-unit order: the terms a prefix begins are a run of it (found by binary search). */
  sortedTerms: string[];
}

export function loadSearchSnapshot(store: SearchStore): SearchSnapshot {
  const dimensionValues = new Map<number, DimensionValue>();
  const valueIdByName = Object.fromEntries(DIMENSION_KEYS.map((key) => [key, new Map<string, number>()])) as Record<DimensionKey, Map<string, number>>;
  const valuesByDimension = Object.fromEntries(DIMENSION_KEYS.map((key) => [key, [] as DimensionValue[]])) as Record<DimensionKey, DimensionValue[]>;
  for (const [id, name] of store.dimensionValues()) {
    const dimension = dimensionOfValue(id);
    if (!dimension) continue;
    const value = { id, dimension, name };
    dimensionValues.set(id, value);
    valueIdByName[dimension].set(name, id);
    valuesByDimension[dimension].push(value);
  }

  const products = store.products();
  const size = products.length;
  const maxId = size === 0 ? 0 : products[size - 1]![0];
  const snapshot: SearchSnapshot = {
    size,
    productId: new Int32Array(size),
    indexOfProduct: new Int32Array(maxId + 1),
    categoryId: new Int32Array(size),
    dimension: Object.fromEntries(DIMENSION_KEYS.map((key) => [key, new Int32Array(size)])) as Record<DimensionKey, Int32Array>,
    priceMin: new Int32Array(size),
    priceMax: new Int32Array(size),
    rating: new Float64Array(size),
    reviewCount: new Int32Array(size),
    created: new Int32Array(size),
    nameRank: new Int32Array(size),
    miscFlag: new Int32Array(size),
    productFlags: new Uint8Array(size),
    skuStart: new Int32Array(size + 1),
    skuId: new Int32Array(0),
    skuPrice: new Int32Array(0),
    skuStatus: new Int32Array(0),
    skuFlags: new Uint8Array(0),
    skuDisplayOrder: new Int32Array(0),
    dimensionValues,
    valuesByDimension,
    vocabulary: new Map(),
    suggestible: [],
    sortedTerms: [],
  };

  let skuTotal = 0;
  products.forEach((row, i) => {
    const [id, categoryId, finish, skinType, coverage, rating, reviews, misc, created, , flags, min, max, skus] = row;
    snapshot.productId[i] = id;
    snapshot.indexOfProduct[id] = i + 1;
    snapshot.categoryId[i] = categoryId;
    snapshot.dimension.category[i] = categoryValueId(categoryId);
    snapshot.dimension.finish[i] = valueIdByName.finish.get(finish) ?? 0;
    snapshot.dimension.skinType[i] = valueIdByName.skinType.get(skinType) ?? 0;
    snapshot.dimension.coverage[i] = coverage === null ? 0 : valueIdByName.coverage.get(coverage) ?? 0;
    snapshot.dimension.price[i] = priceBandId(min);
    snapshot.priceMin[i] = min;
    snapshot.priceMax[i] = max;
    snapshot.rating[i] = rating;
    snapshot.reviewCount[i] = reviews;
    snapshot.created[i] = Number(created.slice(0, 10).replace(/-/g, '')) || 0;
    snapshot.miscFlag[i] = misc;
    snapshot.productFlags[i] = flags;
    snapshot.skuStart[i] = skuTotal;
    skuTotal += skus;
  });
  snapshot.skuStart[size] = skuTotal;
  const byName = products.map((row, i) => ({ name: row[9].toLowerCase(), i })).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.i - b.i));
  byName.forEach(({ i }, rank) => { snapshot.nameRank[i] = rank; });

  snapshot.skuId = new Int32Array(skuTotal);
  snapshot.skuPrice = new Int32Array(skuTotal);
  snapshot.skuStatus = new Int32Array(skuTotal);
  snapshot.skuFlags = new Uint8Array(skuTotal);
  snapshot.skuDisplayOrder = new Int32Array(skuTotal);
  let j = 0;
  for (const [id, , price, status, preOrder, comingSoon, shoppable, displayOrder] of store.skus()) {
    // The view already holds only shoppable-or-coming-soon SKUs of live products; isShoppable/isOrderable follow
    // demo/catalog/sku-availability.ts.
    const orderable = shoppable === 1 && (status === 1 || (status === 3 && preOrder === 1));
    const isShoppable = orderable || (shoppable === 1 && status === 2);
    snapshot.skuId[j] = id;
    snapshot.skuPrice[j] = price;
    snapshot.skuStatus[j] = status;
    snapshot.skuFlags[j] = (preOrder ? SKU_FLAG.preOrder : 0) | (comingSoon ? SKU_FLAG.comingSoon : 0)
      | (isShoppable ? SKU_FLAG.shoppable : 0) | (orderable ? SKU_FLAG.orderable : 0);
    snapshot.skuDisplayOrder[j] = displayOrder;
    j++;
  }

  for (const [term, docs] of store.vocabulary()) {
    snapshot.vocabulary.set(term, docs);
    if (/^\p{L}{3,}$/u.test(term)) snapshot.suggestible.push({ term, docs });
  }
  snapshot.sortedTerms = [...snapshot.vocabulary.keys()].sort();
  return snapshot;
}

/** Dense index of a product id, or -1 when the product has no searchable SKU. */
export function productIndex(snapshot: SearchSnapshot, productId: number): number {
  return Number.isInteger(productId) && productId > 0 && productId < snapshot.indexOfProduct.length
    ? snapshot.indexOfProduct[productId]! - 1 : -1;
}
