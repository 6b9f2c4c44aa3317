import {
  addRecentSearch,
  parseRecentSearches,
  RECENT_SEARCH_MAX_TERM_LENGTH,
  removeRecentSearch,
  RECENT_SEARCHES_MAX_COOKIE_LENGTH,
  serializeRecentSearches,
} from '../../src/store/recent-searches';

const cookieOf = (...terms: string[]) => encodeURIComponent(terms.join(':::'));

describe('recent-search cookie codec', () => {
  it('reads terms separated by ":::" in cookie order (newest first)', () => {
    expect(parseRecentSearches(cookieOf('red lipstick', 'mascara', 'spf 30'))).toEqual(['red lipstick', 'mascara', 'spf 30']);
  });

  it('writes terms joined by ":::", URL-encoded for the cookie', () => {
    const value = serializeRecentSearches(['red lipstick', 'mascara']);
    expect(value).toBe(encodeURIComponent('red lipstick:::mascara'));
    expect(value).not.toMatch(/[;,\s]/);
  });

  it('round-trips terms with characters that need encoding', () => {
    const terms = ['rosé & gold', 'lip; gloss', '100% matte', 'crème, "brûlée"'];
    expect(parseRecentSearches(serializeRecentSearches(terms))).toEqual(terms);
  });

  it('drops the oldest terms while the value is longer than a browser keeps in a cookie, never the newest', () => {
    // Ten long accented terms: each 100 code points, 6 bytes encoded for most of them (`é` is %C3%A9).
    const terms = Array.from({ length: 10 }, (_, i) => `${i} ${'é'.repeat(98)}`);
    const value = serializeRecentSearches(terms);
    expect(value.length).toBeLessThanOrEqual(RECENT_SEARCHES_MAX_COOKIE_LENGTH);
    const kept = parseRecentSearches(value);
    expect(kept).toEqual(terms.slice(0, kept.length));
    expect(kept.length).toBe(6);
  });

  it('drops a term with angle brackets from a hand-written cookie: it would search nothing', () => {
    expect(parseRecentSearches(encodeURIComponent(['lipstick', '<img src=x onerror=alert(1)>', 'a > b', 'mascara'].join(':::')))).toEqual(['lipstick', 'mascara']);
  });

  it('gives no terms for an absent or empty cookie', () => {
    expect(parseRecentSearches(null)).toEqual([]);
    expect(parseRecentSearches(undefined)).toEqual([]);
    expect(parseRecentSearches('')).toEqual([]);
  });

  it('keeps every other term when one has an escape that is not UTF-8, reading it as Latin-1 as the bag cookie does', () => {
    // The legacy site wrote "crème" in Latin-1 (cr%E8me); before, the whole cookie read as no terms.
    expect(parseRecentSearches(`${cookieOf('mascara', '')}cr%E8me${cookieOf('', 'blush')}`)).toEqual(['mascara', 'crème', 'blush']);
    // A value cut short in the middle of the last term's escapes: the terms before it are whole.
    expect(parseRecentSearches(`${cookieOf('rosé', 'serum', '')}%E0%A4%A`)).toEqual(['rosé', 'serum', 'à¤%A']);
    // Terms are split before they are decoded, so a Latin-1 byte beside the separator leaves the next term's UTF-8 alone.
    expect(parseRecentSearches(`cr%E8${cookieOf('', 'éclat')}`)).toEqual(['crè', 'éclat']);
    // A cookie written with its colons left as they are reads the same.
    expect(parseRecentSearches('cr%E8me:::blush')).toEqual(['crème', 'blush']);
  });

  it('drops empty entries and case-insensitive duplicates when reading, keeping the first', () => {
    expect(parseRecentSearches(cookieOf('Mascara', '', '  ', 'mascara', 'blush', 'MASCARA'))).toEqual(['Mascara', 'blush']);
  });

  it('takes control characters out of the terms it reads, so they are not written back', () => {
    expect(parseRecentSearches(`lip%00stick${cookieOf('', '')}%01${cookieOf('', 'blush')}`)).toEqual(['lipstick', 'blush']);
  });

  it('collapses whitespace and cuts over-long terms when reading', () => {
    const long = 'x'.repeat(RECENT_SEARCH_MAX_TERM_LENGTH + 50);
    expect(parseRecentSearches(cookieOf('  red \t  lipstick ', long))).toEqual(['red lipstick', 'x'.repeat(RECENT_SEARCH_MAX_TERM_LENGTH)]);
  });
});

describe('addRecentSearch', () => {
  it('puts the new term first', () => {
    expect(addRecentSearch(['mascara', 'blush'], 'serum', 10)).toEqual(['serum', 'mascara', 'blush']);
  });

  it('moves a repeated term to the front, matching case-insensitively and keeping the new spelling', () => {
    expect(addRecentSearch(['mascara', 'Red Lipstick', 'blush'], 'red lipstick', 10)).toEqual(['red lipstick', 'mascara', 'blush']);
  });

  it('keeps at most max terms, dropping the oldest', () => {
    expect(addRecentSearch(['c', 'b', 'a'], 'd', 3)).toEqual(['d', 'c', 'b']);
    expect(addRecentSearch(['c', 'b', 'a'], 'd', 1)).toEqual(['d']);
  });

  it('keeps nothing for a max of 0 or less', () => {
    expect(addRecentSearch(['a'], 'b', 0)).toEqual([]);
    expect(addRecentSearch(['a'], 'b', -1)).toEqual([]);
  });

  it('refuses a term holding the ":::" separator, leaving the list as it was', () => {
    expect(addRecentSearch(['mascara'], 'lip:::gloss', 10)).toEqual(['mascara']);
  });

  it('refuses an empty or blank term', () => {
    expect(addRecentSearch(['mascara'], '', 10)).toEqual(['mascara']);
    expect(addRecentSearch(['mascara'], '   ', 10)).toEqual(['mascara']);
  });

  it('takes control characters out of a term, keeping its words, and white space ones as spaces', () => {
    expect(addRecentSearch(['mascara'], 'lip\u0000stick', 10)).toEqual(['lipstick', 'mascara']);
    expect(addRecentSearch([], '\u0007red\u001b \u007flip\u0085stick\u009f', 10)).toEqual(['red lipstick']);
    expect(addRecentSearch([], 'red\tlip\nstick', 10)).toEqual(['red lip stick']);
    expect(serializeRecentSearches(addRecentSearch([], 'lip\u0000stick', 10))).toBe('lipstick');
  });

  it('refuses a term of nothing but control characters, leaving the list as it was', () => {
    expect(addRecentSearch(['mascara'], '\u0000\u0001', 10)).toEqual(['mascara']);
  });

  it('trims and collapses whitespace in the new term', () => {
    expect(addRecentSearch([], '  red   lipstick  ', 10)).toEqual(['red lipstick']);
  });

  it(`cuts a long term to ${RECENT_SEARCH_MAX_TERM_LENGTH} characters`, () => {
    const [term] = addRecentSearch([], 'a'.repeat(300), 10);
    expect(term).toHaveLength(RECENT_SEARCH_MAX_TERM_LENGTH);
  });

  // Found by test/store/recent-searches.property.test.ts: 99 letters + ' :Nj' was kept ending in a space, and a
  // term cut on a colon lost it on the way back through the cookie.
  it('trims a term again after the cut, so a cut on a space or a colon does not end it', () => {
    const letters = 'a'.repeat(RECENT_SEARCH_MAX_TERM_LENGTH - 1);
    expect(addRecentSearch([], `${letters} :Nj`, 9)).toEqual([letters]);
    expect(addRecentSearch([], `${letters}:x`, 9)).toEqual([letters]);
    expect(parseRecentSearches(cookieOf(`${letters}:x`, 'gloss'))).toEqual([letters, 'gloss']);
  });

  // Found by test/store/recent-searches.property.test.ts: ('', -2) kept all but the last two terms.
  it('keeps no terms for a max below 1, whether or not the term has words', () => {
    expect(addRecentSearch(['mascara', 'blush', 'serum'], '', -2)).toEqual([]);
    expect(addRecentSearch(['mascara', 'blush', 'serum'], 'gloss', -2)).toEqual([]);
  });

  it('does not change the list it was given', () => {
    const terms = ['mascara', 'blush'];
    addRecentSearch(terms, 'serum', 1);
    expect(terms).toEqual(['mascara', 'blush']);
  });

  it('gives back through the cookie exactly the list it made, also for terms that start or end with ":"', () => {
    let terms: string[] = [];
    for (const term of ['gloss', 'shade:', ':matte', 'spf: 30']) {
      terms = addRecentSearch(terms, term, 10);
      expect(parseRecentSearches(serializeRecentSearches(terms))).toEqual(terms);
    }
  });
});

describe('removeRecentSearch', () => {
  it('removes a term in any case, keeping the others in order', () => {
    expect(removeRecentSearch(['Mascara', 'blush', 'serum'], 'mascara')).toEqual(['blush', 'serum']);
    expect(removeRecentSearch(['Mascara', 'blush', 'serum'], 'BLUSH')).toEqual(['Mascara', 'serum']);
    expect(removeRecentSearch(['Mascara', 'blush'], 'toner')).toEqual(['Mascara', 'blush']);
    expect(removeRecentSearch([], 'toner')).toEqual([]);
  });
});
