// The results page's state in its URL (docs/requirements.md §2, docs/decisions.md "URL state"): `search`
// holds the term, `qs` an Endeca fragment of refinements, page and order; other parameters are kept.
import { SEARCH_SORTS, type SearchQuery } from '../../../src/model/search';
import { readNavState, SORT_OPTIONS, writeNavState } from '../../../src/widgets/search-results/nav-state';

const state = (overrides: Partial<SearchQuery> = {}): SearchQuery => ({
  term: 'lipstick',
  selected: [],
  page: 1,
  sort: 'relevance',
  viewAll: false,
  expanded: [],
  ...overrides,
});
/** The state of a results page whose `qs` holds `fragment` (as a link in an Endeca answer writes it). */
const withFragment = (fragment: string) => readNavState(`?${new URLSearchParams({ search: 'lip', qs: fragment })}`);

describe('readNavState', () => {
  it('reads the term from `search` and the rest from `qs`, ignoring other parameters', () => {
    expect(readNavState('?search=lip%20gloss&qs=N%3D4001%26Nao%3D10&flavour=react')).toEqual(
      state({ term: 'lip gloss', selected: ['4001'], page: 2 }),
    );
  });

  it('reads an empty state from an empty query', () => {
    expect(readNavState('')).toEqual(state({ term: '' }));
  });

  it('reads selections, expanded dimensions, page and sort from the fragment', () => {
    expect(withFragment('N=4001+4102&Ne=5000&Nao=20&Ns=p_PRICE|0')).toEqual(
      state({ term: 'lip', selected: ['4001', '4102'], expanded: ['5000'], page: 3, sort: 'price-asc' }),
    );
  });

  it('accepts a leading `?` and the percent-encoded form of the links in an answer', () => {
    expect(withFragment('?N=4001%204102&Ns=p_PRICE%7C1')).toEqual(state({ term: 'lip', selected: ['4001', '4102'], sort: 'price-desc' }));
  });

  it('gives the first page, nothing selected, relevance for an empty fragment', () => {
    expect(withFragment('')).toEqual(state({ term: 'lip' }));
  });

  it.each([
    ['0', 1],
    ['9', 1],
    ['10', 2],
    ['25', 3],
    ['90', 10],
    ['-10', 1],
    ['abc', 1],
  ])('reads Nao=%s as page %i (10 results a page)', (nao, page) => {
    expect(withFragment(`Nao=${nao}`).page).toBe(page);
  });

  it('drops ids that are not numbers, the root id 0 and repeats', () => {
    expect(withFragment('N=4001+abc+0+4001+4102;DROP+-3').selected).toEqual(['4001']);
    expect(withFragment('N=0').selected).toEqual([]);
    expect(withFragment('Ne=5000+5000+x').expanded).toEqual(['5000']);
  });

  it('reads view-all from recs_per_page:10000, always as page 1', () => {
    expect(withFragment('M=recs_per_page:10000&Nao=40')).toMatchObject({ viewAll: true, page: 1 });
    expect(withFragment('M=host:mdex|port:15000|recs_per_page:10000').viewAll).toBe(true);
    expect(withFragment('M=recs_per_page:10&Nao=40')).toMatchObject({ viewAll: false, page: 5 });
  });

  it.each(['p_PRICE|2', 'p_PRICE', 'p_PRICE|0&x', '<script>|0', 'p_PRICE|0||', "p_PRICE|0'--"])('reads the unknown sort %j as relevance', (sort) => {
    expect(withFragment(`Ns=${encodeURIComponent(sort)}`).sort).toBe('relevance');
  });

  it.each([
    ['p_TOTAL_REVIEW_COUNT|1', 'bestsellers'],
    ['p_PRICE|0', 'price-asc'],
    ['p_PRICE|1', 'price-desc'],
    ['p_AVERAGE_RATING|1', 'rating'],
    ['p_PROD_RGN_NAME|0', 'name'],
    ['p_DATE_CREATED|1', 'newest'],
  ])('reads the sort key %j as %j', (key, sort) => {
    expect(withFragment(`Ns=${encodeURIComponent(key)}`).sort).toBe(sort);
  });
});

describe('writeNavState', () => {
  it('writes only `search` for the first page of everything', () => {
    expect(writeNavState(state(), '')).toBe('?search=lipstick');
  });

  it('writes N, Nao and Ns into `qs` as the Endeca links do', () => {
    const search = writeNavState(state({ selected: ['4001', '4102'], page: 3, sort: 'price-asc' }), '');
    expect(search).toBe('?search=lipstick&qs=N%3D4001%2B4102%26Nao%3D20%26Ns%3Dp_PRICE%257C0');
    expect(new URLSearchParams(search).get('qs')).toBe('N=4001+4102&Nao=20&Ns=p_PRICE%7C0');
  });

  it('writes view-all as recs_per_page:10000 without an offset, and expanded dimensions as Ne', () => {
    const qs = new URLSearchParams(new URLSearchParams(writeNavState(state({ viewAll: true, page: 4, expanded: ['5000'] }), '')).get('qs')!);
    expect([...qs.entries()]).toEqual([
      ['Ne', '5000'],
      ['M', 'recs_per_page:10000'],
    ]);
  });

  it('keeps unrelated parameters such as flavour=react', () => {
    expect(writeNavState(state({ term: 'lip gloss', page: 2 }), '?flavour=react&utm_source=mail')).toBe(
      '?flavour=react&utm_source=mail&search=lip+gloss&qs=Nao%3D10',
    );
  });

  it('leaves out control characters the term came with from a link, and keeps the rest as it was', () => {
    expect(writeNavState(state({ term: 'lip\u0000stick\u001f', page: 2 }), '?search=lip%00stick%1F')).toBe('?search=lipstick&qs=Nao%3D10');
    expect(writeNavState(state({ term: '  Lip  Gloss ' }), '')).toBe('?search=++Lip++Gloss+');
  });

  it('replaces the old term and state, and drops qs when the state needs none', () => {
    expect(writeNavState(state({ term: 'blush' }), '?search=lip&qs=Nao%3D30&flavour=react')).toBe('?search=blush&flavour=react');
  });

  it.each([
    state(),
    state({ selected: ['4001'] }),
    state({ selected: ['4001', '4102', '5003'], page: 7, sort: 'rating' }),
    state({ page: 2 }),
    state({ viewAll: true, sort: 'price-desc', selected: ['4001'] }),
    state({ expanded: ['5000', '6000'], selected: ['4001'], page: 2 }),
    state({ term: 'lip & gloss #1 +matte' }),
    state({ term: 'rouge', selected: ['4001', '4102'], page: 3, sort: 'price-desc' }),
    state({ term: 'ルージュ', viewAll: true }),
  ])('round-trips %j through the page URL', (original) => {
    expect(readNavState(writeNavState(original, '?flavour=preact'))).toEqual(original);
  });

  it('round-trips every sort the page offers', () => {
    for (const { value } of SORT_OPTIONS) expect(readNavState(writeNavState(state({ sort: value }), '')).sort).toBe(value);
  });
});

describe('SORT_OPTIONS', () => {
  it('lists every order a shopper can sort by, relevance first, with its label', () => {
    expect(SORT_OPTIONS.map((o) => [o.value, o.label])).toEqual([
      ['relevance', 'Most relevant'],
      ['bestsellers', 'Best sellers'],
      ['price-asc', 'Price: low to high'],
      ['price-desc', 'Price: high to low'],
      ['rating', 'Top rated'],
      ['name', 'Name: A to Z'],
      ['newest', 'Newest'],
    ]);
    expect(SORT_OPTIONS.map((o) => o.value)).toEqual([...SEARCH_SORTS]);
  });
});
