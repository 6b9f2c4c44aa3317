/**
 * Spelling suggestions from the index vocabulary (`product_search_vocab`, an fts5vocab table): candidates within
 * a small Damerau–Levenshtein distance (optimal string alignment: insert, delete, substitute, swap neighbours),
 * closest first, then the word found in more products. A word that begins an indexed term is unfinished, not
 * misspelt: it gets no suggestion, and is searched as a prefix instead (`completeUnfinished`).
 */
import type { SearchWord } from './search-term';
import type { SearchSnapshot } from './snapshot';
import { firstAtOrAfter } from './term-index';

/** Edits allowed for a word of this length: none below 3 letters, 1 up to 4, 2 above. */
export function allowedEdits(length: number): number {
  return length < 3 ? 0 : length <= 4 ? 1 : 2;
}

/** Optimal-string-alignment distance, or `max + 1` as soon as it must exceed `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const width = b.length + 1;
  let before = new Array<number>(width).fill(0);
  let previous = Array.from({ length: width }, (_, k) => k);
  let current = new Array<number>(width).fill(0);
  for (let x = 1; x <= a.length; x++) {
    current[0] = x;
    let rowMin = x;
    for (let y = 1; y <= b.length; y++) {
      const cost = a[x - 1] === b[y - 1] ? 0 : 1;
      let value = Math.min(previous[y]! + 1, current[y - 1]! + 1, previous[y - 1]! + cost);
      if (x > 1 && y > 1 && a[x - 1] === b[y - 2] && a[x - 2] === b[y - 1]) value = Math.min(value, before[y - 2]! + 1);
      current[y] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return previous[b.length]!;
}

interface WordSuggestion {
  term: string;
  distance: number;
  docs: number;
}

/** Vocabulary words close to `word`, best first; the word itself is never suggested. */
function suggestionsFor(snapshot: SearchSnapshot, word: string, limit = 3): WordSuggestion[] {
  const max = allowedEdits(word.length);
  if (max === 0 || !/^\p{L}+$/u.test(word)) return [];
  const found: WordSuggestion[] = [];
  for (const { term, docs } of snapshot.suggestible) {
    if (term === word || Math.abs(term.length - word.length) > max) continue;
    const distance = editDistance(word, term, max);
    if (distance <= max) found.push({ term, distance, docs });
  }
  found.sort((a, b) => a.distance - b.distance || b.docs - a.docs || (a.term < b.term ? -1 : 1));
  return found.slice(0, limit);
}

/** True when some indexed term other than `text` begins with it. */
function beginsLongerTerm(snapshot: SearchSnapshot, text: string): boolean {
  const sorted = snapshot.sortedTerms;
  let k = firstAtOrAfter(sorted, text);
  if (sorted[k] === text) k++;
  return k < sorted.length && sorted[k]!.startsWith(text);
}

/** A whole word (no wildcard) the index does not hold: as it stands, it matches nothing. */
const isUnindexed = (snapshot: SearchSnapshot, word: SearchWord) => !word.prefix && !snapshot.vocabulary.has(word.text);

/** An unindexed word that begins a longer indexed term ("lipst" of "lipstick"): the shopper is mid-word. */
const isUnfinishedWord = (snapshot: SearchSnapshot, word: SearchWord) =>
  isUnindexed(snapshot, word) && beginsLongerTerm(snapshot, word.text);

/**
 * A word is worth correcting when the index does not know it. Wildcard words are left alone, and so are unfinished
 * ones: a correction would replace "lipst" by the nearest short word ("first"); `completeUnfinished` finishes it.
 */
const isUnknownWord = (snapshot: SearchSnapshot, word: SearchWord) =>
  isUnindexed(snapshot, word) && !beginsLongerTerm(snapshot, word.text);

/**
 * The words as searched: each unfinished word, wherever it stands, becomes a prefix ("lipst matte" searches
 * `lipst* matte`). As typed it matches nothing, so this only adds what the shopper was typing; the client's wildcard
 * retry (docs/requirements.md §4.2) stars the last word only, and runs only when nothing is found, while a partial
 * match drops the unfinished word and finds the others' products of every kind (docs/decisions.md, "Unfinished words").
 */
export function completeUnfinished(snapshot: SearchSnapshot, words: readonly SearchWord[]): readonly SearchWord[] {
  if (!words.some((word) => isUnfinishedWord(snapshot, word))) return words;
  return words.map((word) => (isUnfinishedWord(snapshot, word) ? { text: word.text, prefix: true } : word));
}

/**
 * Alternative spellings of a whole term: the first replaces every unknown word with its best suggestion, the
 * next ones use the second and third suggestions. Terms equal to the original are left out.
 */
export function alternativeTerms(snapshot: SearchSnapshot, words: readonly SearchWord[], count = 3): SearchWord[][] {
  const options = words.map((word) => (isUnknownWord(snapshot, word) ? suggestionsFor(snapshot, word.text, count) : []));
  if (options.every((list) => list.length === 0)) return [];
  const alternatives: SearchWord[][] = [];
  for (let rank = 0; rank < count; rank++) {
    let changed = false;
    const alternative = words.map((word, k) => {
      const list = options[k]!;
      const pick = list[Math.min(rank, list.length - 1)];
      if (!pick) return word;
      changed = true;
      return { text: pick.term, prefix: false };
    });
    const key = alternative.map((w) => w.text).join(' ');
    if (changed && !alternatives.some((a) => a.map((w) => w.text).join(' ') === key)) alternatives.push(alternative);
  }
  return alternatives;
}
