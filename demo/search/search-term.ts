/**
 * User text → FTS5 query. Nothing the shopper types reaches FTS5 syntax: the text is split into words here and
 * each word is quoted, so quotes, NEAR(, AND/OR/NOT, `-`, `^`, `name:` and `*` are just characters.
 */

/** Words beyond this many are dropped; longer words are cut. Bounds the work one request can cause. */
const MAX_TERM_WORDS = 16;
const MAX_WORD_LENGTH = 64;

export interface SearchWord {
  text: string;
  /** Written with a trailing `*`: matches any word starting with `text`. */
  prefix: boolean;
}

export interface SearchTerm {
  /** The term as received (trimmed), echoed back as "Search Term". Empty when there is none. */
  raw: string;
  words: SearchWord[];
}

// Letters and digits, the characters FTS5's unicode61 tokenizer keeps in a token; everything else separates words.
const WORD = /[\p{L}\p{N}\p{M}]+(\*?)/gu;
// C0/C1 controls (NUL included), bidi and zero-width format characters.
const INVISIBLE = /[\p{Cc}\p{Cf}]/gu;

export function parseSearchTerm(value: string): SearchTerm {
  // docs/requirements.md §5: a term containing an angle bracket is treated as empty.
  if (/[<>]/.test(value)) return { raw: '', words: [] };
  const raw = value.replace(INVISIBLE, '').replace(/\s+/g, ' ').trim().slice(0, 1000);
  const normalised = raw.normalize('NFKC').toLowerCase();
  const words: SearchWord[] = [];
  for (const match of normalised.matchAll(WORD)) {
    if (words.length === MAX_TERM_WORDS) break;
    const text = match[0].replace(/\*$/, '').slice(0, MAX_WORD_LENGTH);
    words.push({ text, prefix: match[1] === '*' });
  }
  return { raw, words };
}

/** The words joined by single spaces, prefix marks kept: the form corrections and pivot links use. */
export function termText(words: readonly SearchWord[]): string {
  return words.map((w) => w.text + (w.prefix ? '*' : '')).join(' ');
}

/** The words as one lower-case phrase without wildcards: the form keyword redirects are stored in. */
export function redirectKey(words: readonly SearchWord[]): string {
  return words.map((w) => w.text).join(' ');
}

/** FTS5 columns a search interface (`Ntk`) searches; null = all columns. A Map: `__proto__` is no interface. */
const SEARCH_INTERFACES: ReadonlyMap<string, string | null> = new Map(Object.entries({
  all: null,
  p_prod_rgn_name: '{name}',
  name: '{name}',
  p_description: '{short_desc description}',
  description: '{short_desc description}',
  s_shadename: '{shades}',
  shade: '{shades}',
  c_category_name: '{category}',
  category: '{category}',
}));

export function searchInterfaceColumns(ntk: string): string | null {
  return SEARCH_INTERFACES.get(ntk.toLowerCase()) ?? null;
}

const quote = (word: SearchWord) => `"${word.text.replace(/"/g, '""')}"${word.prefix ? '*' : ''}`;

/** An FTS5 MATCH expression: every word (`all`) or any word (`any`), optionally limited to some columns. */
export function matchExpression(words: readonly SearchWord[], mode: 'all' | 'any', columns: string | null): string {
  const body = words.map(quote).join(mode === 'all' ? ' AND ' : ' OR ');
  return columns ? `${columns} : (${body})` : body;
}
