import { parseFragment, readNavState, safeRedirectPath, SORT_OPTIONS, toFragment, writeNavState, type NavState } from '../../src/widgets/search-results/nav-state';
import { pageWindow } from '../../src/widgets/search-results/search-results';

const state = (overrides: Partial<NavState> = {}): NavState => ({ term: 'lipstick', selected: [], page: 1, sort: '', viewAll: false, ...overrides });

describe('parseFragment', () => {
  it('reads selections, page, and sort from an Endeca fragment', () => {
    expect(parseFragment('N=4001+4102&Nao=20&Ns=p_PRICE|0', 'lip')).toEqual({
      term: 'lip',
      selected: ['4001', '4102'],
      page: 3,
      sort: 'p_PRICE|0',
      viewAll: false,
    });
  });

  it('accepts a leading `?` and the percent-encoded form of the links in an answer', () => {
    expect(parseFragment('?N=4001%204102&Ns=p_PRICE%7C1', 'lip')).toMatchObject({ selected: ['4001', '4102'], sort: 'p_PRICE|1' });
  });

  it('gives the first page, nothing selected, relevance for an empty fragment', () => {
    expect(parseFragment('', 'lip')).toEqual(state({ term: 'lip' }));
  });

  it.each([
    ['0', 1],
    ['9', 1],
    ['10', 2],
    ['25', 3],
    ['90', 10],
    ['-10', 1],
    ['abc', 1],
  ])('reads Nao=%s as page %i (page size 10)', (nao, page) => {
    expect(parseFragment(`Nao=${nao}`, 'lip').page).toBe(page);
  });

  it('reads Nao with a given page size', () => {
    expect(parseFragment('Nao=48', 'lip', 24).page).toBe(3);
  });

  it('drops ids that are not numbers, the root id 0 and repeats', () => {
    expect(parseFragment('N=4001+abc+0+4001+4102;DROP+-3', 'lip').selected).toEqual(['4001']);
    expect(parseFragment('N=0', 'lip').selected).toEqual([]);
  });

  it('reads view-all from recs_per_page:10000, always as page 1', () => {
    expect(parseFragment('M=recs_per_page:10000&Nao=40', 'lip')).toMatchObject({ viewAll: true, page: 1 });
    expect(parseFragment('M=host:mdex|port:15000|recs_per_page:10000', 'lip').viewAll).toBe(true);
    expect(parseFragment('M=recs_per_page:10&Nao=40', 'lip')).toMatchObject({ viewAll: false, page: 5 });
  });

  it.each(['p_PRICE|2', 'p_PRICE', 'p_PRICE|0&x', '<script>|0', 'p_PRICE|0||', "p_PRICE|0'--"])('drops an invalid sort %j', (sort) => {
    expect(parseFragment(`Ns=${encodeURIComponent(sort)}`, 'lip').sort).toBe('');
  });

  it('keeps every sort the page offers', () => {
    for (const { value } of SORT_OPTIONS.filter((o) => o.value)) {
      expect(parseFragment(`Ns=${encodeURIComponent(value)}`, 'lip').sort).toBe(value);
    }
  });
});

describe('toFragment', () => {
  it('writes an empty fragment for the default state', () => {
    expect(toFragment(state())).toBe('');
  });

  it('writes N, Nao and Ns as the Endeca links do', () => {
    expect(toFragment(state({ selected: ['4001', '4102'], page: 3, sort: 'p_PRICE|0' }))).toBe('N=4001+4102&Nao=20&Ns=p_PRICE%7C0');
  });

  it('writes view-all as recs_per_page:10000 without an offset', () => {
    const fragment = new URLSearchParams(toFragment(state({ viewAll: true, page: 4 })));
    expect(fragment.get('M')).toBe('recs_per_page:10000');
    expect(fragment.has('Nao')).toBe(false);
  });

  it.each([
    state(),
    state({ selected: ['4001'] }),
    state({ selected: ['4001', '4102', '5003'], page: 7, sort: 'p_AVERAGE_RATING|1||p_PROD_RGN_NAME|0' }),
    state({ page: 2 }),
    state({ viewAll: true, sort: 'p_PRICE|1', selected: ['4001'] }),
  ])('round-trips %j through parseFragment', (original) => {
    expect(parseFragment(toFragment(original), original.term)).toEqual(original);
  });

  it('round-trips with a page size other than 10', () => {
    const original = state({ page: 4 });
    expect(parseFragment(toFragment(original, 24), original.term, 24)).toEqual(original);
  });
});

describe('readNavState / writeNavState', () => {
  it('reads the term from `search` and the rest from `qs`', () => {
    expect(readNavState('?search=lip%20gloss&qs=N%3D4001%26Nao%3D10&flavour=react')).toEqual({
      term: 'lip gloss',
      selected: ['4001'],
      page: 2,
      sort: '',
      viewAll: false,
    });
  });

  it('reads an empty state from an empty query', () => {
    expect(readNavState('')).toEqual(state({ term: '' }));
  });

  it('keeps unrelated parameters such as flavour=react', () => {
    const search = writeNavState(state({ term: 'lip gloss', page: 2 }), '?flavour=react&utm_source=mail');
    const params = new URLSearchParams(search);
    expect(search.startsWith('?')).toBe(true);
    expect(params.get('flavour')).toBe('react');
    expect(params.get('utm_source')).toBe('mail');
    expect(params.get('search')).toBe('lip gloss');
    expect(params.get('qs')).toBe('Nao=10');
  });

  it('replaces the old term and state, and drops qs when the state needs none', () => {
    const search = writeNavState(state({ term: 'blush' }), '?search=lip&qs=Nao%3D30&flavour=react');
    const params = new URLSearchParams(search);
    expect(params.getAll('search')).toEqual(['blush']);
    expect(params.has('qs')).toBe(false);
    expect(params.get('flavour')).toBe('react');
  });

  it.each([
    state({ term: 'lip & gloss #1 +matte' }),
    state({ term: 'rouge', selected: ['4001', '4102'], page: 3, sort: 'p_PRICE|1' }),
    state({ term: 'ルージュ', viewAll: true }),
  ])('round-trips %j through the page URL', (original) => {
    expect(readNavState(writeNavState(original, '?flavour=preact'))).toEqual(original);
  });
});

describe('safeRedirectPath', () => {
  it.each(['/gift_cards/index.tmpl', '/', '/esearch?search=gift%20card', '/uk/gift_cards/index.tmpl#top'])('follows the same-site path %j', (url) => {
    expect(safeRedirectPath(url)).toBe(url);
  });

  it.each([
    '//evil.com',
    '//evil.com/gift_cards/index.tmpl',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'https://evil.com',
    'http://evil.com/',
    '/\\evil',
    '/\\/evil.com',
    '\\\\evil.com',
    '/\t/evil.com',
    '/\n/evil.com',
    ' /gift_cards/index.tmpl',
    'gift_cards/index.tmpl',
    'data:text/html,<script>alert(1)</script>',
    '',
  ])('refuses %j', (url) => {
    expect(safeRedirectPath(url)).toBeNull();
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
