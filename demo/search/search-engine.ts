/**
 * Runs one search: full-text match (bm25 ranking; term-index.ts, else FTS5) → records of docs/requirements.md §9 only → `Nr`/`Nf` filters →
 * selected dimension values → refinement counts → sort → page. Returns typed results whose page is not read from
 * the catalog yet: endeca-response.ts reads it slice by slice (`readPage`) while it writes the wire shape, so a
 * view-all never reads thousands of products in one go.
 */
import type { CatalogStore, ProductRecord, SkuRecord } from '../catalog/catalog-store';
import { DIMENSION_KEYS, type DimensionKey } from './dimensions';
import type { EndecaRequest, SortField } from './endeca-params';
import { compileFilters, filterLocale, wantsContentRecords, type FilterContext, type RecordPredicate } from './record-filter';
import { NO_RESULTS_ZONE, type ContentZone } from './search-content';
import type { SearchContentStore } from './search-content-store';
import { matchExpression, redirectKey, termText, type SearchWord } from './search-term';
import { SEARCH_COLUMN_WEIGHTS, SEARCH_COLUMNS, type SearchStore } from './search-store';
import { alternativeTerms, completeUnfinished } from './spelling';
import { loadSearchSnapshot, productIndex, type DimensionValue } from './snapshot';
import { buildTermIndex, indexAnswers, matchIndex, type TermIndex } from './term-index';

/** Locales the (single-language) catalog is served in; records carry the one asked for. */
const SEARCH_LOCALES: ReadonlySet<string> = new Set(['en_US', 'en_GB']);
const DEFAULT_LOCALE = 'en_US';
const MATCH_CACHE_SIZE = 256;
/** Dimension value ids stay below this (5 dimensions × 1000). */
const VALUE_ID_LIMIT = 6000;
/**
 * One-word terms and prefixes matching at least this many products get a `Summary` at start; below it, a first
 * query costs well under a millisecond of engine time anyway.
 */
const SUMMARY_MIN_PRODUCTS = 1000;
/** Products of a summary's top: the first 10 pages of 10. */
const SUMMARY_TOP = 100;
/** The summary key of navigation without a term (no FTS expression is empty). */
const NAVIGATION = '';

/** Full-text matches among searchable products: dense indexes ascending, with bm25 scores when ranking needs them. */
interface Match {
  index: Int32Array;
  score: Float64Array | null;
  /** SKU records of each match, counted the first time a search filters nothing out of it, and their sum. */
  records?: Int32Array;
  totalRecords?: number;
  /** Refinement counts over the whole match (nothing filtered out, nothing selected), by products and by records. */
  counts?: { products?: Int32Array; records?: Int32Array };
}

/**
 * What the first pages of a broad one-word term (or of navigation without a term) need, computed at start
 * (docs/decisions.md, "Search-server performance"): totals, refinement counts and the best-ranked products.
 */
interface Summary {
  products: number;
  records: number;
  /** Refinement counts over the whole match, by products and by records, in `countedValues` order. */
  productCounts: Int32Array;
  recordCounts: Int32Array;
  /** Dense indexes of the first products (`SUMMARY_TOP`) in result order (relevance, else product id), and their records. */
  top: Int32Array;
  topRecords: Int32Array;
}

/** A search's outcome: the candidates kept (positions), refinement counts, and the totals. */
interface Outcome {
  candidates: Candidates;
  kept: Int32Array;
  counts: Int32Array;
  /** Products found (all of them, when `kept` holds only a precomputed top). */
  found: number;
  /** Records found, when known without summing over `kept`. */
  records: number | null;
}

/** Products left after filters and selections, with how many of their records (SKUs) qualify. */
interface Candidates {
  index: Int32Array;
  records: Int32Array;
  score: Float64Array | null;
  length: number;
  /** Set when the candidates are a whole match, unfiltered. */
  match?: Match;
}

/**
 * One entry of a page before it is read from the catalog: a product (dense index) and the positions, among its
 * searchable SKUs, of the records shown. A flat record is an entry with one position; an aggregate lists every
 * record it shows (none with `Np=0`). `representative` is the position of the entry's first record that passes the
 * filters (display order): an aggregate's own properties are that record's (docs/wire-formats.md).
 */
export interface PageEntry { i: number; shown: number[]; representative: number }

/**
 * A page entry read from the catalog: the product, its searchable SKUs (display order), the SKUs shown and the
 * representative SKU (null if it has left the catalog since the snapshot was taken).
 */
export interface PageItem { product: ProductRecord; skus: SkuRecord[]; shown: SkuRecord[]; representative: SkuRecord | null }

export interface SearchResult {
  /** Words actually searched (the correction when auto-correct applied); empty for navigation. */
  searchedWords: SearchWord[];
  correctedTerm: string | null;
  didYouMean: string[];
  totalRecords: number;
  totalAggregates: number;
  /** The page in result order: aggregates with `Nu`, else flat records (one SKU each). */
  page: PageEntry[];
  contentRecords: ContentZone[];
  selected: DimensionValue[];
  refinements: Array<{ dimension: DimensionKey; values: Array<{ value: DimensionValue; count: number }> }>;
  dimensionMatches: Array<{ dimension: DimensionKey; values: Array<{ value: DimensionValue; count: number }> }>;
  redirectUrl: string | null;
  spotlights: ContentZone[];
  locale: string;
}

export interface SearchEngineOptions {
  /** Match sets of this many recent FTS expressions are kept (paging, sorting and refining reuse them); 0 = none. */
  matchCacheSize?: number;
  /** `false`: every match from FTS5, none from the in-memory term index (the tests compare the two). */
  termIndex?: boolean;
  /**
   * Which one-word terms get a precomputed summary (at least `minProducts` products; `Infinity`: none, navigation
   * included) and how many products its top holds. Default `SUMMARY_MIN_PRODUCTS`, `SUMMARY_TOP`.
   */
  summaries?: { minProducts: number; top: number };
}

/** The stores search reads: full text and snapshot rows, catalog records for the page shown, content zones. */
export interface SearchEngineStores {
  store: SearchStore;
  catalog: CatalogStore;
  content: SearchContentStore;
}

export function createSearchEngine({ store, catalog, content }: SearchEngineStores, options: SearchEngineOptions = {}) {
  const matchCacheSize = options.matchCacheSize ?? MATCH_CACHE_SIZE;
  const { minProducts, top: summaryTop } = options.summaries ?? { minProducts: SUMMARY_MIN_PRODUCTS, top: SUMMARY_TOP };
  const snapshot = loadSearchSnapshot(store);
  /** 0, 1, 2, …: every candidate kept, without a list built per search. */
  const identity = Int32Array.from({ length: snapshot.size }, (_, k) => k);
  const termIndex = options.termIndex === false ? null : buildTermIndex(store.indexedRows(), snapshot.vocabulary, SEARCH_COLUMNS, SEARCH_COLUMN_WEIGHTS);
  /** Dense snapshot index of each term-index row's product; -1 when it has no searchable SKU. */
  const productOfRow = termIndex && Int32Array.from(termIndex.rowId, (id) => productIndex(snapshot, id));
  const matchCache = new Map<string, Match>();
  const filterContext: FilterContext = { snapshot, locales: SEARCH_LOCALES, domains: new Map() };

  /**
   * The products matching `words` (docs/decisions.md, "Search at 50,000 products"): from the in-memory term index
   * when it answers these words exactly, else from FTS5; cached per FTS5 expression either way.
   */
  function runMatch(words: readonly SearchWord[], mode: 'all' | 'any', columns: string | null, ranked: boolean): Match {
    const expression = matchExpression(words, mode, columns);
    const cached = matchCache.get(expression);
    if (cached && (cached.score || !ranked)) {
      matchCache.delete(expression);
      matchCache.set(expression, cached);
      return cached;
    }
    const match = termIndex && indexAnswers(words) ? indexMatch(termIndex, words, mode, columns, ranked) : ftsMatch(expression, ranked);
    matchCache.set(expression, match);
    if (matchCache.size > matchCacheSize) matchCache.delete(matchCache.keys().next().value as string);
    return match;
  }

  function indexMatch(index: TermIndex, words: readonly SearchWord[], mode: 'all' | 'any', columns: string | null, ranked: boolean): Match {
    const found = matchIndex(index, words, mode, columns === null ? null : columns.slice(1, -1).split(' '), ranked ? store.idf : null);
    const dense = new Int32Array(found.rows.length);
    const score = found.scores ? new Float64Array(found.rows.length) : null;
    let n = 0;
    for (let k = 0; k < found.rows.length; k++) {
      const i = productOfRow![found.rows[k]!]!;
      if (i < 0) continue;
      dense[n] = i;
      if (score) score[n] = found.scores![k]!;
      n++;
    }
    return { index: dense.slice(0, n), score: score ? score.slice(0, n) : null };
  }

  function ftsMatch(expression: string, ranked: boolean): Match {
    let ids = '';
    let scores = '';
    try {
      ({ ids, scores } = store.match(expression, ranked));
    } catch {
      // The expression is built from quoted words only, so this should not happen; if it does, it matches nothing.
    }
    const idList = ids === '' ? [] : ids.split(' ');
    const scoreList = ranked && scores !== '' ? scores.split(' ') : [];
    const index = new Int32Array(idList.length);
    const score = ranked ? new Float64Array(idList.length) : null;
    let n = 0;
    for (let k = 0; k < idList.length; k++) {
      const i = productIndex(snapshot, Number(idList[k]));
      if (i < 0) continue;
      index[n] = i;
      if (score) score[n] = Number(scoreList[k]);
      n++;
    }
    return { index: index.slice(0, n), score: score ? score.slice(0, n) : null };
  }

  /** Applies the record predicate; per product, how many SKU records pass. */
  function filterMatch(match: Match | null, predicate: RecordPredicate): Candidates {
    const length = match ? match.index.length : snapshot.size;
    if (match && predicate === true) {
      // Nothing to filter (the storefront's own filters fold to this): the match itself, with its record counts.
      // Its refinement counts, once counted, are kept with it (`select`).
      if (!match.records) {
        match.records = new Int32Array(length);
        for (let k = 0; k < length; k++) match.records[k] = snapshot.skuStart[match.index[k]! + 1]! - snapshot.skuStart[match.index[k]!]!;
      }
      return { index: match.index, records: match.records, score: match.score, length, match };
    }
    const index = new Int32Array(length);
    const records = new Int32Array(length);
    const score = match?.score ? new Float64Array(length) : null;
    let n = 0;
    if (predicate === false) return { index, records, score, length: 0 };
    for (let k = 0; k < length; k++) {
      const i = match ? match.index[k]! : k;
      const first = snapshot.skuStart[i]!;
      const end = snapshot.skuStart[i + 1]!;
      let count = end - first;
      if (predicate !== true) {
        if (predicate.level === 'product') count = predicate.test(i, -1) ? count : 0;
        else {
          count = 0;
          for (let j = first; j < end; j++) if (predicate.test(i, j)) count++;
        }
      }
      if (count === 0) continue;
      index[n] = i;
      records[n] = count;
      if (score) score[n] = match!.score![k]!;
      n++;
    }
    return { index, records, score, length: n };
  }

  function selectionsByDimension(selected: readonly DimensionValue[]): Map<DimensionKey, Set<number>> {
    const byDimension = new Map<DimensionKey, Set<number>>();
    for (const value of selected) {
      const set = byDimension.get(value.dimension) ?? new Set<number>();
      set.add(value.id);
      byDimension.set(value.dimension, set);
    }
    return byDimension;
  }

  /**
   * Refinement counts over every candidate, in every dimension: by products, or by records. One pass per dimension
   * column over typed arrays (the broadest terms count about 47,000 products).
   */
  function countAll(candidates: Candidates, unitIsProduct: boolean): Int32Array {
    const counts = new Int32Array(VALUE_ID_LIMIT);
    const { index, records, length } = candidates;
    for (const key of DIMENSION_KEYS) {
      const column = snapshot.dimension[key];
      if (unitIsProduct) {
        for (let k = 0; k < length; k++) {
          const value = column[index[k]!]!;
          counts[value] = counts[value]! + 1;
        }
      } else {
        for (let k = 0; k < length; k++) {
          const value = column[index[k]!]!;
          counts[value] = counts[value]! + records[k]!;
        }
      }
    }
    return counts;
  }

  /**
   * Keeps candidates that have one of the selected values in every dimension with a selection (values of one
   * dimension are alternatives), and counts refinements: a dimension's values are counted over the candidates
   * that pass the selections of every other dimension, so counts say what selecting the value would give.
   */
  function select(candidates: Candidates, selected: readonly DimensionValue[], unitIsProduct: boolean) {
    const selections = [...selectionsByDimension(selected)];
    const columns = selections.map(([dimension]) => snapshot.dimension[dimension]);
    const allColumns = DIMENSION_KEYS.map((key) => snapshot.dimension[key]);
    if (selections.length === 0) {
      // Nothing selected (most searches): every candidate is kept and counted in every dimension; over a whole
      // match, counted once and kept with it.
      const kept = identity.subarray(0, candidates.length);
      const unit = unitIsProduct ? 'products' : 'records';
      const known = candidates.match?.counts?.[unit];
      if (known) return { kept, counts: known };
      const counts = countAll(candidates, unitIsProduct);
      if (candidates.match) (candidates.match.counts ??= {})[unit] = counts;
      return { kept, counts };
    }
    const kept = new Int32Array(candidates.length);
    let n = 0;
    const counts = new Int32Array(VALUE_ID_LIMIT);
    for (let k = 0; k < candidates.length; k++) {
      const i = candidates.index[k]!;
      let failed = -1;
      let failures = 0;
      for (let d = 0; d < selections.length; d++) {
        if (!selections[d]![1].has(columns[d]![i]!)) {
          failures++;
          failed = d;
        }
      }
      if (failures > 1) continue;
      const unit = unitIsProduct ? 1 : candidates.records[k]!;
      if (failures === 1) {
        const value = columns[failed]![i]!;
        counts[value] = counts[value]! + unit;
        continue;
      }
      kept[n++] = k;
      for (const column of allColumns) counts[column[i]!] = counts[column[i]!]! + unit;
    }
    return { kept: kept.subarray(0, n), counts };
  }

  function compare(field: SortField, i: number, j: number): number {
    switch (field) {
      case 'price': return snapshot.priceMin[i]! - snapshot.priceMin[j]!;
      case 'rating': return snapshot.rating[i]! - snapshot.rating[j]!;
      case 'reviews': return snapshot.reviewCount[i]! - snapshot.reviewCount[j]!;
      case 'name': return snapshot.nameRank[i]! - snapshot.nameRank[j]!;
      default: return snapshot.created[i]! - snapshot.created[j]!;
    }
  }

  /** The first `needed` of `kept` (candidate positions) in result order. */
  function order(request: EndecaRequest, candidates: Candidates, kept: Int32Array, needed: number): number[] {
    const { sorts } = request;
    const score = candidates.score;
    if (sorts.length === 0 && score) return bestScores(kept, needed, score, candidates.index);
    const before = (a: number, b: number): number => {
      const i = candidates.index[a]!;
      const j = candidates.index[b]!;
      for (const sort of sorts) {
        const difference = compare(sort.field, i, j);
        if (difference !== 0) return sort.descending ? -difference : difference;
      }
      if (score) {
        const difference = score[a]! - score[b]!; // bm25: lower is better
        if (difference !== 0) return difference;
      }
      return i - j;
    };
    if (sorts.length === 0 && !score) return Array.from(kept.subarray(0, needed)); // already in product id order
    return topK(kept, needed, before);
  }

  /** Reads page entries from the catalog, in order; an entry whose product or SKU has gone is left out. */
  function readPage(entries: readonly PageEntry[]): PageItem[] {
    const products = catalog.productsById(entries.map(({ i }) => snapshot.productId[i]!));
    const byId = new Map(products.map((product) => [product.id, product]));
    const items: PageItem[] = [];
    for (const { i, shown, representative } of entries) {
      const product = byId.get(snapshot.productId[i]!);
      if (!product) continue;
      const skuById = new Map(product.skus.map((sku) => [sku.id, sku]));
      const first = snapshot.skuStart[i]!;
      const searchable: Array<SkuRecord | undefined> = [];
      for (let j = first; j < snapshot.skuStart[i + 1]!; j++) searchable.push(skuById.get(snapshot.skuId[j]!));
      const shownSkus = shown.map((n) => searchable[n]).filter((sku): sku is SkuRecord => sku !== undefined);
      items.push({
        product, skus: searchable.filter((sku): sku is SkuRecord => sku !== undefined), shown: shownSkus,
        representative: searchable[representative] ?? null,
      });
    }
    return items;
  }

  const passes = (predicate: RecordPredicate, i: number, j: number) =>
    predicate === true || (predicate !== false && predicate.test(i, j));

  /** Positions of the product's searchable SKUs that pass the record filter, in display order. */
  function passingPositions(predicate: RecordPredicate, i: number): number[] {
    const first = snapshot.skuStart[i]!;
    const positions: number[] = [];
    for (let n = 0; n < snapshot.skuStart[i + 1]! - first; n++) if (passes(predicate, i, first + n)) positions.push(n);
    return positions;
  }

  function page(request: EndecaRequest, candidates: Candidates, kept: Int32Array, predicate: RecordPredicate): PageEntry[] {
    const { offset, pageSize, rollup } = request;
    if (rollup) {
      return order(request, candidates, kept, offset + pageSize).slice(offset).map((k) => {
        const i = candidates.index[k]!;
        const positions = passingPositions(predicate, i);
        const shown = request.recordsPerAggregate === 0 ? [] : request.recordsPerAggregate === 1 ? positions.slice(0, 1) : positions;
        return { i, shown, representative: positions[0]! };
      });
    }
    // Flat records: the SKUs of one product stay together, in display order.
    const chosen = order(request, candidates, kept, offset + pageSize);
    let skipped = 0;
    const wanted: PageEntry[] = [];
    for (const k of chosen) {
      const i = candidates.index[k]!;
      const count = snapshot.skuStart[i + 1]! - snapshot.skuStart[i]!;
      for (let n = 0; n < count && wanted.length < pageSize; n++) {
        if (!passes(predicate, i, snapshot.skuStart[i]! + n)) continue;
        if (skipped < offset) skipped++;
        else wanted.push({ i, shown: [n], representative: n });
      }
      if (wanted.length === pageSize) break;
    }
    return wanted;
  }

  function refinementsFrom(counts: Int32Array, selected: readonly DimensionValue[]) {
    const chosen = new Set(selected.map((value) => value.id));
    return DIMENSION_KEYS.map((dimension) => ({
      dimension,
      values: snapshot.valuesByDimension[dimension]
        .filter((value) => counts[value.id]! > 0 && !chosen.has(value.id))
        .map((value) => ({ value, count: counts[value.id]! })),
    })).filter((entry) => entry.values.length > 0);
  }

  function dimensionSearch(request: EndecaRequest, counts: Int32Array) {
    if (!request.dimensionSearch) return [];
    const words = request.dimensionSearch.term.words.map((w) => w.text);
    if (words.length === 0) return [];
    return DIMENSION_KEYS.map((dimension) => ({
      dimension,
      values: snapshot.valuesByDimension[dimension].filter((value) => {
        const tokens = value.name.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
        const hit = (word: string) => tokens.some((token) => token.startsWith(word));
        return counts[value.id]! > 0 && (request.dimensionSearch!.any ? words.some(hit) : words.every(hit));
      }).map((value) => ({ value, count: counts[value.id]! })),
    })).filter((entry) => entry.values.length > 0);
  }

  function zonesFor(words: readonly SearchWord[], found: number): ContentZone[] {
    const texts = new Set(words.map((w) => w.text));
    return content.zones().filter((zone) => (zone.zone === NO_RESULTS_ZONE ? found === 0
      : zone.keywords.length === 0 || zone.keywords.some((keyword) => texts.has(keyword))));
  }

  /** One record by id (`R`): `SKU123`, `123` or `PROD12` (its first record). */
  function recordById(id: string): { i: number; n: number } | null {
    const product = /^PROD(\d{1,9})$/i.exec(id);
    if (product) {
      const i = productIndex(snapshot, Number(product[1]));
      return i < 0 ? null : { i, n: 0 };
    }
    const sku = /^(?:SKU)?(\d{1,9})$/i.exec(id);
    if (!sku) return null;
    const wanted = Number(sku[1]);
    const j = snapshot.skuId.indexOf(wanted);
    if (j < 0) return null;
    let low = 0;
    let high = snapshot.size - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (snapshot.skuStart[mid]! <= j) low = mid;
      else high = mid - 1;
    }
    return { i: low, n: j - snapshot.skuStart[low]! };
  }

  function search(request: EndecaRequest): SearchResult {
    const selected = request.selected.map((id) => snapshot.dimensionValues.get(id)).filter((v): v is DimensionValue => !!v);
    const requestedLocale = filterLocale(request.recordFilter);
    const locale = requestedLocale && SEARCH_LOCALES.has(requestedLocale) ? requestedLocale : DEFAULT_LOCALE;
    const predicate = compileFilters(filterContext, request.recordFilter, request.ranges);
    const words = request.term.words;
    const result: SearchResult = {
      searchedWords: words, correctedTerm: null, didYouMean: [], totalRecords: 0, totalAggregates: 0, page: [],
      contentRecords: [], selected, refinements: [], dimensionMatches: [],
      redirectUrl: request.hasTerm ? content.redirectFor(redirectKey(words)) : null, spotlights: [], locale,
    };

    if (wantsContentRecords(request.recordFilter)) {
      result.contentRecords = zonesFor(words, 1).filter((zone) => zone.zone !== NO_RESULTS_ZONE || !request.hasTerm);
      result.totalRecords = result.contentRecords.length;
      return result;
    }

    if (request.recordId !== null) {
      const found = recordById(request.recordId);
      if (found && passes(predicate, found.i, snapshot.skuStart[found.i]! + found.n)) {
        result.page = [{ i: found.i, shown: [found.n], representative: found.n }];
        result.totalRecords = 1;
        result.totalAggregates = 1;
      }
      return result;
    }

    const unitIsProduct = request.rollup;
    // A precomputed summary answers when nothing is filtered out, selected or sorted, and the page lies in its top.
    const summarised = (key: string): Outcome | null => {
      const summary = summaries.get(key);
      if (!summary || predicate !== true || selected.length > 0 || request.sorts.length > 0) return null;
      if (request.offset + request.pageSize > summary.top.length && summary.top.length < summary.products) return null;
      const candidates: Candidates = { index: summary.top, records: summary.topRecords, score: null, length: summary.top.length };
      const counts = new Int32Array(VALUE_ID_LIMIT);
      const compact = unitIsProduct ? summary.productCounts : summary.recordCounts;
      for (let v = 0; v < countedValues.length; v++) counts[countedValues[v]!] = compact[v]!;
      return { candidates, kept: identity.subarray(0, summary.top.length), counts, found: summary.products, records: summary.records };
    };
    const outcomeOf = (candidates: Candidates): Outcome => {
      const { kept, counts } = select(candidates, selected, unitIsProduct);
      return { candidates, kept, counts, found: kept.length, records: null };
    };
    // Scores are wanted with a sort too: its ties go to relevance (demo/search/README.md, `Ns`), whatever the match
    // cache holds (a sorted search used to match unranked when nothing was cached, so its ties went to product id).
    // Unfinished words are searched as prefixes ("lipst matte" as `lipst* matte`; docs/decisions.md, "Unfinished
    // words"), in every attempt: as typed, corrected, any word, did-you-mean.
    const attempt = (attemptWords: readonly SearchWord[], mode: 'all' | 'any', needScores = true): Outcome => {
      const searched = completeUnfinished(snapshot, attemptWords);
      if (request.columns === null && searched.length === 1) {
        const known = summarised(matchExpression(searched, mode, null));
        if (known) return known;
      }
      return outcomeOf(filterMatch(runMatch(searched, mode, request.columns, needScores), predicate));
    };

    let outcome: Outcome;
    if (!request.hasTerm) {
      outcome = summarised(NAVIGATION) ?? outcomeOf(filterMatch(null, predicate));
    } else if (words.length === 0) {
      // A term with no searchable word in it (`-`, `*`, emoji only): nothing matches.
      outcome = outcomeOf(filterMatch({ index: new Int32Array(0), score: null }, predicate));
    } else {
      const correction = alternativeTerms(snapshot, words, 1)[0] ?? null;
      const plans: Array<{ words: readonly SearchWord[]; mode: 'all' | 'any'; corrected: boolean }> = [
        { words, mode: request.matchMode === 'any' ? 'any' : 'all', corrected: false },
      ];
      if (correction) plans.push({ words: correction, mode: request.matchMode === 'any' ? 'any' : 'all', corrected: true });
      if (request.matchMode === 'allThenPartial' && words.length > 1) {
        plans.push({ words, mode: 'any', corrected: false });
        if (correction) plans.push({ words: correction, mode: 'any', corrected: true });
      }
      outcome = attempt(plans[0]!.words, plans[0]!.mode);
      for (const plan of plans.slice(1)) {
        if (outcome.found > 0) break;
        const next = attempt(plan.words, plan.mode);
        if (next.found === 0) continue;
        outcome = next;
        result.searchedWords = [...plan.words];
        if (plan.corrected) result.correctedTerm = termText(plan.words);
      }
      if (request.didYouMean) {
        const original = termText(words);
        for (const alternative of alternativeTerms(snapshot, words, 3)) {
          const text = termText(alternative);
          if (text === original || text === result.correctedTerm) continue;
          if (attempt(alternative, 'all', false).found > 0) result.didYouMean.push(text);
        }
      }
    }

    const { candidates, kept, counts, found } = outcome;
    result.totalAggregates = found;
    result.totalRecords = outcome.records ?? recordTotal(candidates, kept);
    result.refinements = refinementsFrom(counts, selected);
    result.dimensionMatches = dimensionSearch(request, counts);
    result.spotlights = zonesFor(result.searchedWords, found);
    result.page = page(request, candidates, kept, predicate);
    return result;
  }

  /** Records of the kept candidates; for a whole match, summed once and kept with it. */
  function recordTotal(candidates: Candidates, kept: Int32Array): number {
    const whole = candidates.match && kept.length === candidates.length ? candidates.match : null;
    if (whole?.totalRecords !== undefined) return whole.totalRecords;
    let total = 0;
    for (let k = 0; k < kept.length; k++) total += candidates.records[kept[k]!]!;
    if (whole) whole.totalRecords = total;
    return total;
  }

  function summaryOf(candidates: Candidates): Summary {
    const kept = identity.subarray(0, candidates.length);
    const chosen = candidates.score ? bestScores(kept, summaryTop, candidates.score, candidates.index) : Array.from(kept.subarray(0, summaryTop));
    const compact = (counts: Int32Array) => Int32Array.from(countedValues, (id) => counts[id]!);
    return {
      products: candidates.length,
      records: recordTotal(candidates, kept),
      productCounts: compact(countAll(candidates, true)),
      recordCounts: compact(countAll(candidates, false)),
      top: Int32Array.from(chosen, (k) => candidates.index[k]!),
      topRecords: Int32Array.from(chosen, (k) => candidates.records[k]!),
    };
  }

  /**
   * Summaries of navigation and of every one-word term or prefix (all columns) matching at least
   * `SUMMARY_MIN_PRODUCTS` products, from the term index: a word and a prefix whose words are only that word match
   * alike (term-index.ts), so they share one.
   */
  function buildSummaries(): Map<string, Summary> {
    const built = new Map<string, Summary>();
    if (minProducts === Infinity) return built;
    built.set(NAVIGATION, summaryOf(filterMatch(null, true)));
    if (!termIndex) return built;
    const { sorted, terms } = termIndex;
    // Each prefix of each term, and the run of sorted terms it covers.
    const runs = new Map<string, { from: number; to: number }>();
    sorted.forEach((term, k) => {
      for (let length = 1; length <= term.length; length++) {
        const run = runs.get(term.slice(0, length));
        if (run) run.to = k + 1;
        else runs.set(term.slice(0, length), { from: k, to: k + 1 });
      }
    });
    const byRun = new Map<string, Summary | null>();
    const summaryFor = (word: SearchWord, from: number, to: number) => {
      const key = `${from}:${to}`;
      if (!byRun.has(key)) {
        let rows = 0;
        for (let k = from; k < to; k++) rows += terms.get(sorted[k]!)!.rows.length;
        byRun.set(key, rows < minProducts ? null : summaryOf(filterMatch(indexMatch(termIndex, [word], 'all', null, true), true)));
      }
      const summary = byRun.get(key);
      if (summary) built.set(matchExpression([word], 'all', null), summary);
    };
    sorted.forEach((term, k) => summaryFor({ text: term, prefix: false }, k, k + 1));
    for (const [prefix, { from, to }] of runs) summaryFor({ text: prefix, prefix: true }, from, to);
    return built;
  }

  /** Every dimension value id, in the order summaries keep their counts. */
  const countedValues = Int32Array.from(snapshot.dimensionValues.keys()).sort();
  const summaries = buildSummaries();

  return { search, readPage, snapshot };
}

export type SearchEngine = ReturnType<typeof createSearchEngine>;

/**
 * Relevance order without a comparator: the `k` positions of `kept` with the lowest bm25 `score` (ties → lower
 * dense `index`, the product id order), best first. A sorted buffer of `k` when `k` is small next to the list.
 */
function bestScores(kept: Int32Array, k: number, score: Float64Array, index: Int32Array): number[] {
  const before = (a: number, b: number) => score[a]! - score[b]! || index[a]! - index[b]!;
  if (k <= 0) return [];
  if (k * 4 >= kept.length) return Array.from(kept).sort(before).slice(0, k);
  const best = new Int32Array(k);
  let n = 0;
  for (let at = 0; at < kept.length; at++) {
    const item = kept[at]!;
    const s = score[item]!;
    if (n === k) {
      const worst = best[k - 1]!;
      if (s > score[worst]! || (s === score[worst]! && index[item]! >= index[worst]!)) continue;
    } else n++;
    // Insertion: shift worse items right; the buffer's last slot is dropped when full.
    let slot = n - 1;
    while (slot > 0) {
      const other = best[slot - 1]!;
      if (score[other]! < s || (score[other]! === s && index[other]! < index[item]!)) break;
      best[slot] = other;
      slot--;
    }
    best[slot] = item;
  }
  return Array.from(best.subarray(0, n));
}

/** The `k` smallest items by `compare`, sorted; a bounded heap when `k` is small next to the list. */
function topK(items: Int32Array, k: number, compare: (a: number, b: number) => number): number[] {
  if (k <= 0) return [];
  if (k * 4 >= items.length) return Array.from(items).sort(compare).slice(0, k);
  const heap: number[] = []; // max-heap: the worst kept item on top
  const up = (at: number) => {
    while (at > 0) {
      const parent = (at - 1) >> 1;
      if (compare(heap[at]!, heap[parent]!) <= 0) break;
      [heap[at], heap[parent]] = [heap[parent]!, heap[at]!];
      at = parent;
    }
  };
  const down = (at: number) => {
    for (;;) {
      const left = at * 2 + 1;
      const right = left + 1;
      let largest = at;
      if (left < heap.length && compare(heap[left]!, heap[largest]!) > 0) largest = left;
      if (right < heap.length && compare(heap[right]!, heap[largest]!) > 0) largest = right;
      if (largest === at) return;
      [heap[at], heap[largest]] = [heap[largest]!, heap[at]!];
      at = largest;
    }
  };
  for (const item of items) {
    if (heap.length < k) {
      heap.push(item);
      up(heap.length - 1);
    } else if (compare(item, heap[0]!) < 0) {
      heap[0] = item;
      down(0);
    }
  }
  return heap.sort(compare);
}
