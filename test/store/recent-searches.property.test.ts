// Properties of the recent-search cookie codec (docs/requirements.md §2, §9; docs/decisions.md "Property tests"):
// any cookie value reads without throwing into clean, distinct terms; parse → serialize → parse gives the same
// terms; any term the shopper searches for is remembered without throwing.
import fc from 'fast-check';
import {
  addRecentSearch,
  parseRecentSearches,
  RECENT_SEARCH_MAX_TERM_LENGTH,
  serializeRecentSearches,
} from '../../src/store/recent-searches';
import { checkProperty, usvText } from '../helpers/property';

/** Terms about as long as the longest kept, with spaces and colons where the cut may fall. */
const longTerm = fc
  .tuple(fc.integer({ min: 95, max: 101 }), fc.constantFrom(' ', ':', ' :', '\t', 'x'), fc.string({ unit: 'grapheme-ascii', maxLength: 5 }))
  .map(([length, at, rest]) => 'a'.repeat(length) + at + rest);

/** A cookie value: terms joined by `:::` and URL-encoded, or anything else a cookie may hold (a USVString). */
const cookieValue = fc.oneof(
  usvText(30),
  fc.array(fc.oneof(usvText(8), longTerm), { maxLength: 12 }).map((terms) => encodeURIComponent(terms.join(':::'))),
);

function expectCleanTerms(terms: readonly string[]): void {
  const keys = terms.map((term) => term.toLowerCase());
  expect(new Set(keys).size).toBe(terms.length);
  for (const term of terms) {
    expect(term).not.toBe('');
    expect(term).not.toContain(':::');
    expect(term).not.toMatch(/^[\s:]|[\s:]$/);
    expect(term).not.toMatch(/[\0-\x08\x0e-\x1f\x7f-\x9f]/);
    expect(Array.from(term).length).toBeLessThanOrEqual(RECENT_SEARCH_MAX_TERM_LENGTH);
  }
}

describe('recent-search codec, for any cookie value', () => {
  it('parses without throwing into non-empty, trimmed, distinct terms of at most the longest length', () => {
    checkProperty(fc.property(fc.oneof(cookieValue, fc.constantFrom(null, undefined)), (value) => expectCleanTerms(parseRecentSearches(value))));
  });

  it('round-trips: parse → serialize → parse gives the same terms', () => {
    checkProperty(
      fc.property(cookieValue, (value) => {
        const terms = parseRecentSearches(value);
        expect(parseRecentSearches(serializeRecentSearches(terms))).toEqual(terms);
      }),
    );
  });

  it('keeps every term when another, anywhere in the cookie, holds an escape that is not UTF-8', () => {
    checkProperty(
      fc.property(cookieValue, fc.nat(12), fc.constantFrom('%E0%A4%A', 'cr%E8me', '%FF', 'lip%C3', '%C3%A9%E8'), (value, at, bad) => {
        const terms = parseRecentSearches(value);
        const encoded = terms.map((term) => encodeURIComponent(term));
        encoded.splice(at, 0, bad);
        const read = parseRecentSearches(encoded.join('%3A%3A%3A')).map((term) => term.toLowerCase());
        for (const term of terms) expect(read).toContain(term.toLowerCase());
      }),
    );
  });
});

describe('remembering a search, for any term the shopper types', () => {
  // The term comes from the results page's URL (a USVString, docs/decisions.md "Property tests").
  it('never throws, and the cookie it writes reads back as the same terms', () => {
    checkProperty(
      fc.property(cookieValue, fc.oneof(usvText(20), longTerm), fc.integer({ min: -2, max: 12 }), (value, term, max) => {
        const next = addRecentSearch(parseRecentSearches(value), term, max);
        expectCleanTerms(next);
        expect(next.length).toBeLessThanOrEqual(Math.max(0, max));
        expect(parseRecentSearches(serializeRecentSearches(next))).toEqual(next);
      }),
    );
  });

  it('puts a term with words first, and keeps the others in order without its case-insensitive duplicate', () => {
    checkProperty(
      fc.property(cookieValue, fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 30 }).filter((t) => /[a-z0-9]/i.test(t) && !t.includes(':::') && !/[<>]/.test(t)), fc.integer({ min: 1, max: 12 }), (value, term, max) => {
        const before = parseRecentSearches(value);
        const next = addRecentSearch(before, term, max);
        const first = next[0]!;
        expect(first.toLowerCase()).toBe(parseRecentSearches(encodeURIComponent(term))[0]!.toLowerCase());
        expect(next.slice(1)).toEqual(before.filter((t) => t.toLowerCase() !== first.toLowerCase()).slice(0, max - 1));
      }),
    );
  });

  it('leaves the list as it was for a term with angle brackets, which searches nothing', () => {
    checkProperty(
      fc.property(cookieValue, fc.tuple(fc.string({ maxLength: 10 }), fc.constantFrom('<', '>'), fc.string({ maxLength: 10 })), fc.integer({ min: 1, max: 12 }), (value, [a, bracket, b], max) => {
        const before = parseRecentSearches(value);
        expect(addRecentSearch(before, `${a}${bracket}${b}`, max)).toEqual(before.slice(0, max));
      }),
    );
  });
});
