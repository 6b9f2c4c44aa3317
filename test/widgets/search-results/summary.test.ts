// The words at the top of the results page (docs/requirements.md §2) and the page numbers under them.
import { headingText, pageCount, pageWindow, quoted, summaryText } from '../../../src/widgets/search-results/summary';
import { searchProduct, searchResults } from '../../helpers/endeca-fixtures';

const found = (totalProducts: number, overrides: Parameters<typeof searchResults>[0] = {}) =>
  searchResults({ products: totalProducts ? [searchProduct(1)] : [], totalProducts, ...overrides });

describe('summaryText', () => {
  it.each([
    [12, '12 results for “lipstick”'],
    [1, '1 result for “lipstick”'],
    [0, '0 results for “lipstick”'],
  ])('%i found → %j', (total, text) => {
    expect(summaryText(found(total), 'lipstick')).toBe(text);
  });

  it('names the corrected term when the engine searched that instead', () => {
    expect(summaryText(found(3, { correctedTerm: 'lipstick' }), 'lipstik')).toBe('3 results for “lipstick”');
  });

  it('names the typed term when the correction found nothing either', () => {
    expect(summaryText(found(0, { correctedTerm: 'lipstick' }), 'lipstik')).toBe('0 results for “lipstik”');
  });
});

// /esearch?search=%E2%80%AEkcitspil (U+202E, right-to-left override, never closed) turned the closing quote around
// with the term: the heading read as `0 results for “”lipstick`. The term is isolated: only it turns.
describe('quoted', () => {
  it('isolates a term holding a bidi embedding, override or isolate, so its closing quote stays after it', () => {
    expect(summaryText(found(0), '\u202ekcitspil')).toBe('0 results for “\u2068\u202ekcitspil\u2069”');
    expect(headingText(null, false, 'a\u202bb')).toBe('Searching for “\u2068a\u202bb\u2069”…');
    expect(headingText(null, true, '\u2067x')).toBe('Search for “\u2068\u2067x\u2069”');
    expect(quoted('lip\u202dstick')).toBe('“\u2068lip\u202dstick\u2069”');
  });

  it('leaves every other term as typed, zero-width joiners and right-to-left letters included', () => {
    expect(quoted('👩\u200d🎤')).toBe('“👩\u200d🎤”');
    expect(quoted('أحمر شفاه')).toBe('“أحمر شفاه”');
  });
});

describe('headingText', () => {
  it('is the summary once results are in', () => {
    expect(headingText(found(2), false, 'blush')).toBe('2 results for “blush”');
    expect(headingText(found(2), true, 'blush')).toBe('2 results for “blush”');
  });

  it('says a search is running before the first results', () => {
    expect(headingText(null, false, 'blush')).toBe('Searching for “blush”…');
  });

  it('names the search alone when it failed before any results came', () => {
    expect(headingText(null, true, 'blush')).toBe('Search for “blush”');
  });
});

describe('pageCount (10 results a page, docs/requirements.md §9)', () => {
  it.each([
    [0, 1],
    [1, 1],
    [10, 1],
    [11, 2],
    [95, 10],
    [100, 10],
    [101, 11],
  ])('%i results make %i pages', (total, pages) => {
    expect(pageCount(total, false)).toBe(pages);
  });

  it('is one page in view-all', () => {
    expect(pageCount(95, true)).toBe(1);
    expect(pageCount(0, true)).toBe(1);
  });
});

describe('pageWindow', () => {
  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [3, 6, [1, 2, 3, 4, 5, 6]],
    [1, 20, [1, 2, 3, 0, 20]],
    [6, 20, [1, 0, 4, 5, 6, 7, 8, 0, 20]],
    [10, 20, [1, 0, 8, 9, 10, 11, 12, 0, 20]],
    [20, 20, [1, 0, 18, 19, 20]],
    [4, 20, [1, 2, 3, 4, 5, 6, 0, 20]],
    [17, 20, [1, 0, 15, 16, 17, 18, 19, 20]],
  ])('page %i of %i shows %j (0 = gap)', (current, pages, expected) => {
    expect(pageWindow(current, pages)).toEqual(expected);
  });

  it('always shows the first, last and current page, in order, each once', () => {
    for (let pages = 1; pages <= 30; pages++) {
      for (let current = 1; current <= pages; current++) {
        const shown = pageWindow(current, pages);
        const numbers = shown.filter((p) => p !== 0);
        expect(numbers[0]).toBe(1);
        expect(numbers[numbers.length - 1]).toBe(pages);
        expect(numbers).toContain(current);
        expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
        expect(new Set(numbers).size).toBe(numbers.length);
        // a gap stands between two shown pages and never follows another gap
        shown.forEach((p, i) => {
          if (p === 0) expect(shown[i - 1]! > 0 && shown[i + 1]! > 0 && shown[i + 1]! - shown[i - 1]! > 1).toBe(true);
        });
      }
    }
  });
});
