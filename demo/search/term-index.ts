/**
 * The full-text index held in memory: for every term of `product_search`, the rows that hold it and how often in
 * each column. Built once at start from the text FTS5 indexed (read back from the FTS5 table itself), it answers
 * a match and its bm25 scores in a pass over the terms' postings, where FTS5's `bm25()` reads every matching row's
 * position lists and size (74 ms to a second for the broadest terms of 50,000 products, docs/decisions.md).
 *
 * It answers exactly as FTS5 does, or not at all:
 * - only while every indexed text is ASCII, where FTS5's `unicode61` tokenizer (remove_diacritics 2) is plain:
 *   tokens are runs of `[a-z0-9]` after lower-casing. A catalog with other text gets no index (`null`).
 * - only for words of `[a-z0-9]` (quoted single-token phrases, optionally prefixes); any other word goes to FTS5.
 * - bm25 as FTS5's `fts5Bm25Function` computes it, operation for operation (k1 1.2, b 0.75, IDF
 *   `log((N - n + 0.5) / (n + 0.5))`, at least 1e-6; frequencies are column weights summed per hit; D the row's
 *   token count), the IDF's logarithm taken by SQLite (`ln`), so the same libm rounds it. The test of this file
 *   checks the scores bit for bit against FTS5.
 */
import type { SearchWord } from './search-term';

/** bm25 constants of FTS5 (fts5_aux.c). */
const K1 = 1.2;
const B = 0.75;
const ASCII_WORD = /^[a-z0-9]+$/;

/**
 * Rows (positions in rowid order) holding a term, and its hit count per column: `counts[k * columns + c]`; and its
 * frequency with every column weighted (`weighted[k]`, what a search of all columns sums), null when a value is
 * not exact in a float32. The weights are small multiples of 0.5 and the counts integers, so these sums are exact
 * in any order: the same doubles the per-column loop gives.
 */
interface Postings {
  rows: Int32Array;
  counts: Uint8Array | Uint16Array;
  weighted: Float32Array | null;
}

export interface TermIndex {
  /** FTS5 rowid (product id) of each row, ascending. */
  rowId: Int32Array;
  /** Tokens in each row, every column counted. */
  rowLength: Int32Array;
  averageLength: number;
  columns: readonly string[];
  weights: readonly number[];
  terms: Map<string, Postings>;
  /** Every term, sorted: a prefix's terms are a run of it. */
  sorted: string[];
}

/** A postings list while the index is built, sized from the term's row count in FTS5's vocabulary. */
class PostingsBuilder {
  readonly rows: Int32Array;
  readonly counts: Uint16Array;
  length = 0;
  max = 0;
  constructor(readonly columns: number, capacity: number) {
    this.rows = new Int32Array(capacity);
    this.counts = new Uint16Array(capacity * columns);
  }
  /** False when the row is one more than FTS5 counts for the term, or a count does not fit. */
  add(row: number, counts: Uint32Array, from: number): boolean {
    if (this.length === this.rows.length) return false;
    this.rows[this.length] = row;
    for (let c = 0; c < this.columns; c++) {
      const count = counts[from + c]!;
      if (count > 0xffff) return false;
      this.counts[this.length * this.columns + c] = count;
      if (count > this.max) this.max = count;
    }
    this.length++;
    return true;
  }
  done(weights: readonly number[]): Postings {
    const counts = this.max <= 0xff ? Uint8Array.from(this.counts) : this.counts;
    let weighted: Float32Array | null = new Float32Array(this.length);
    for (let k = 0; k < this.length && weighted; k++) {
      let f = 0;
      for (let c = 0; c < this.columns; c++) f += weights[c]! * this.counts[k * this.columns + c]!;
      if (Math.fround(f) === f) weighted[k] = f;
      else weighted = null;
    }
    return { rows: this.rows, counts, weighted };
  }
}

/**
 * Builds the index from the indexed rows (`[rowid, ...column texts]`, rowid ascending) and FTS5's vocabulary (each
 * term and the number of rows holding it). Null when some text is not ASCII (the tokenizer would fold it in ways
 * this index does not copy) or when what it reads disagrees with the vocabulary in any term or count.
 */
export function buildTermIndex(rows: Iterable<Array<number | string | null>>, vocabulary: ReadonlyMap<string, number>,
  columns: readonly string[], weights: readonly number[]): TermIndex | null {
  const width = columns.length;
  const builders = new Map<string, PostingsBuilder>();
  for (const [term, docs] of vocabulary) builders.set(term, new PostingsBuilder(width, docs));
  const rowIds: number[] = [];
  const lengths: number[] = [];
  let totalLength = 0;
  // The row being read: its distinct tokens (in first-seen order) and their counts per column.
  const slotOf = new Map<string, number>();
  let scratch = new Uint32Array(64 * width);
  for (const row of rows) {
    const r = rowIds.length;
    rowIds.push(row[0] as number);
    slotOf.clear();
    let length = 0;
    for (let c = 0; c < width; c++) {
      const text = ((row[c + 1] ?? '') as string).toLowerCase();
      let start = -1;
      for (let at = 0; at <= text.length; at++) {
        const code = at < text.length ? text.charCodeAt(at) : 32;
        if (code > 0x7f) return null;
        if ((code >= 97 && code <= 122) || (code >= 48 && code <= 57)) {
          if (start < 0) start = at;
          continue;
        }
        if (start < 0) continue;
        const token = text.slice(start, at);
        start = -1;
        length++;
        let slot = slotOf.get(token);
        if (slot === undefined) {
          slot = slotOf.size;
          slotOf.set(token, slot);
          if ((slot + 1) * width > scratch.length) {
            const grown = new Uint32Array(scratch.length * 2);
            grown.set(scratch);
            scratch = grown;
          }
          scratch.fill(0, slot * width, (slot + 1) * width);
        }
        scratch[slot * width + c]!++;
      }
    }
    for (const [token, slot] of slotOf) if (!builders.get(token)?.add(r, scratch, slot * width)) return null;
    lengths.push(length);
    totalLength += length;
  }
  const terms = new Map<string, Postings>();
  for (const [term, builder] of builders) {
    if (builder.length !== builder.rows.length) return null;
    terms.set(term, builder.done(weights));
  }
  return {
    rowId: Int32Array.from(rowIds),
    rowLength: Int32Array.from(lengths),
    // As FTS5: (double)nToken / (double)nRow.
    averageLength: rowIds.length === 0 ? 0 : totalLength / rowIds.length,
    columns,
    weights,
    terms,
    sorted: [...terms.keys()].sort(),
  };
}

/** True when the index answers these words exactly (each a plain ASCII token, as the tokenizer would keep it). */
export const indexAnswers = (words: readonly SearchWord[]) => words.every((word) => ASCII_WORD.test(word.text));

/** Position of the first of the sorted strings that is not below `text` (the length when none): where the run of
 * strings beginning with `text` starts. A binary search, log2(n) comparisons. */
export function firstAtOrAfter(sorted: readonly string[], text: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (sorted[mid]! < text) low = mid + 1;
    else high = mid;
  }
  return low;
}

function termsOf(index: TermIndex, word: SearchWord): Postings[] {
  if (!word.prefix) {
    const postings = index.terms.get(word.text);
    return postings ? [postings] : [];
  }
  const found: Postings[] = [];
  for (let k = firstAtOrAfter(index.sorted, word.text); k < index.sorted.length && index.sorted[k]!.startsWith(word.text); k++) found.push(index.terms.get(index.sorted[k]!)!);
  return found;
}

/** What a match gives: matching rows ascending (positions in `rowId`), with bm25 scores when asked. */
export interface IndexMatch {
  rows: Int32Array;
  scores: Float64Array | null;
}

/**
 * Rows matching every word (`all`) or any (`any`), in the given columns (null = all), as `{cols} : ("w1" AND "w2"*)`
 * would in FTS5; with `idf(n, N)` for ranking (the IDF of a phrase found in n of N rows), their bm25 scores.
 */
export function matchIndex(index: TermIndex, words: readonly SearchWord[], mode: 'all' | 'any', columns: readonly string[] | null,
  idf: ((hits: number, rows: number) => number) | null): IndexMatch {
  const rowCount = index.rowId.length;
  const weight = Float64Array.from(index.columns, (name, c) => (columns === null || columns.includes(name) ? index.weights[c]! : 0));
  const postings = words.map((word) => termsOf(index, word));
  if (words.length === 1 && postings[0]!.length <= 1) return matchOne(index, postings[0]![0], weight, columns === null, idf);

  // Per word, its weighted frequency in each row (0 = no hit in the searched columns), and in how many rows it hits.
  const frequencies = frequencyTables(index, postings.length);
  const hits: number[] = [];
  for (const [p, lists] of postings.entries()) {
    const frequency = frequencies[p]!;
    let found = 0;
    for (const list of lists) {
      const f = frequenciesOf(list, weight, columns === null);
      const rows = list.rows;
      for (let k = 0; k < rows.length; k++) {
        if (f[k] === 0) continue;
        const r = rows[k]!;
        if (frequency[r] === 0) found++;
        frequency[r] = frequency[r]! + f[k]!;
      }
    }
    hits.push(found);
  }
  const matched = new Int32Array(rowCount);
  let n = 0;
  // Every word: the rows of the rarest word that is one term (its postings are in row order), kept when every other
  // word hits them too. Otherwise (any word, or only prefixes of several terms) every row is looked at.
  const rarest = mode === 'all' ? postings.reduce((best, lists, p) =>
    (lists.length === 1 && (best < 0 || hits[p]! < hits[best]!) ? p : best), -1) : -1;
  if (rarest >= 0) {
    const own = postings[rarest]![0]!.rows;
    const rarestFrequency = frequencies[rarest]!;
    for (let k = 0; k < own.length; k++) {
      const r = own[k]!;
      if (rarestFrequency[r] === 0) continue;
      let every = true;
      for (let p = 0; p < frequencies.length && every; p++) every = frequencies[p]![r] !== 0;
      if (every) matched[n++] = r;
    }
  } else {
    const all = mode === 'all';
    for (let r = 0; r < rowCount; r++) {
      let any = false;
      let every = true;
      for (let p = 0; p < frequencies.length; p++) {
        if (frequencies[p]![r] === 0) every = false;
        else any = true;
      }
      if (all ? every && any : any) matched[n++] = r;
    }
  }
  const rows = matched.slice(0, n);
  if (!idf) return { rows, scores: null };
  const idfs = hits.map((found) => idf(found, rowCount));
  const scores = new Float64Array(n);
  for (let k = 0; k < n; k++) {
    const r = rows[k]!;
    const length = index.rowLength[r]!;
    let score = 0.0;
    for (let p = 0; p < frequencies.length; p++) score += bm25Term(idfs[p]!, frequencies[p]![r]!, length, index.averageLength);
    scores[k] = -1.0 * score;
  }
  return { rows, scores };
}

/** Per index, per-row frequency tables reused by every search (one per word), handed out zeroed. */
const tables = new WeakMap<TermIndex, Float64Array[]>();

function frequencyTables(index: TermIndex, count: number): Float64Array[] {
  const kept = tables.get(index) ?? [];
  tables.set(index, kept);
  while (kept.length < count) kept.push(new Float64Array(index.rowId.length));
  const handed = kept.slice(0, count);
  for (const table of handed) table.fill(0);
  return handed;
}

/** One phrase's part of fts5Bm25Function's sum, operation for operation. */
const bm25Term = (idf: number, f: number, length: number, averageLength: number) =>
  idf * ((f * (K1 + 1.0)) / (f + K1 * (1 - B + B * length / averageLength)));

/**
 * A term's weighted frequency in each row of its postings: precomputed when every column is searched, else summed
 * column by column (0 = no hit in the searched columns).
 */
function frequenciesOf(postings: Postings, weight: Float64Array, everyColumn: boolean): Float32Array | Float64Array {
  if (everyColumn && postings.weighted) return postings.weighted;
  const width = weight.length;
  const { rows, counts } = postings;
  const frequency = new Float64Array(rows.length);
  for (let k = 0; k < rows.length; k++) {
    let f = 0;
    for (let c = 0; c < width; c++) f += weight[c]! * counts[k * width + c]!;
    frequency[k] = f;
  }
  return frequency;
}

/** One word of one term (the common case): straight from its postings, no per-row table. */
function matchOne(index: TermIndex, postings: Postings | undefined, weight: Float64Array, everyColumn: boolean,
  idf: ((hits: number, rows: number) => number) | null): IndexMatch {
  if (!postings) return { rows: new Int32Array(0), scores: idf ? new Float64Array(0) : null };
  const all = postings.rows;
  const weighted = frequenciesOf(postings, weight, everyColumn);
  const rows = new Int32Array(all.length);
  const frequency = new Float64Array(all.length);
  let n = 0;
  for (let k = 0; k < all.length; k++) {
    const f = weighted[k]!;
    if (f === 0) continue;
    rows[n] = all[k]!;
    frequency[n++] = f;
  }
  if (!idf) return { rows: rows.slice(0, n), scores: null };
  const phraseIdf = idf(n, index.rowId.length);
  const scores = new Float64Array(n);
  for (let k = 0; k < n; k++) scores[k] = -1.0 * (0.0 + bm25Term(phraseIdf, frequency[k]!, index.rowLength[rows[k]!]!, index.averageLength));
  return { rows: rows.slice(0, n), scores };
}
