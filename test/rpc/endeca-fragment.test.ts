// Endeca query-string fragments (src/rpc/endeca-fragment.ts): the results page's `qs` URL parameter and
// the links of an answer (docs/wire-formats.md; docs/decisions.md "URL state").
import { SEARCH_SORTS, type SearchNavigation } from '../../src/model/search';
import { parseEndecaFragment, toEndecaFragment } from '../../src/rpc/endeca-fragment';

const FIRST_PAGE: SearchNavigation = { selected: [], page: 1, sort: 'relevance', viewAll: false, expanded: [] };
const nav = (overrides: Partial<SearchNavigation> = {}): SearchNavigation => ({ ...FIRST_PAGE, ...overrides });

describe('parseEndecaFragment', () => {
  it('reads the first page of everything from an empty fragment', () => {
    expect(parseEndecaFragment('')).toEqual(FIRST_PAGE);
    expect(parseEndecaFragment('?')).toEqual(FIRST_PAGE);
  });

  it('reads selections, expanded dimensions, the page and the sort', () => {
    expect(parseEndecaFragment('N=4001+4102&Ne=5000&Nao=20&Ns=p_PRICE|0')).toEqual({
      selected: ['4001', '4102'],
      page: 3,
      sort: 'price-asc',
      viewAll: false,
      expanded: ['5000'],
    });
  });

  it('takes a leading ? and the encoded forms a URL gives (%7C, %20, %3A)', () => {
    expect(parseEndecaFragment('?N=4001%204102&Ns=p_PRICE%7C1&Ne=5000+6000')).toEqual(
      nav({ selected: ['4001', '4102'], sort: 'price-desc', expanded: ['5000', '6000'] }),
    );
  });

  it('reads the links of an Endeca answer, ignoring the parameters it does not keep', () => {
    expect(parseEndecaFragment('Ntt=lipstick&N=4102+4001&Ntk=all&Nty=1')).toEqual(nav({ selected: ['4102', '4001'] }));
  });

  it('keeps numeric ids only, each once, and never the root id 0', () => {
    expect(parseEndecaFragment('N=4001+abc+4001+0+-5+4102+4a&Ne=0+5000+5000')).toEqual(nav({ selected: ['4001', '4102'], expanded: ['5000'] }));
  });

  it.each([
    ['Nao=0', 1],
    ['Nao=10', 2],
    ['Nao=25', 3],
    ['Nao=90', 10],
    ['Nao=-10', 1],
    ['Nao=abc', 1],
    ['Nao=', 1],
  ])('reads %s as page %i of 10', (fragment, page) => {
    expect(parseEndecaFragment(fragment).page).toBe(page);
  });

  it('pages by the page size it is given', () => {
    expect(parseEndecaFragment('Nao=48', 24).page).toBe(3);
    expect(parseEndecaFragment('Nao=47', 24).page).toBe(2);
  });

  it('reads view-all from recs_per_page of 10000 or more, always on page 1', () => {
    expect(parseEndecaFragment('M=recs_per_page:10000&Nao=50')).toEqual(nav({ viewAll: true }));
    expect(parseEndecaFragment('M=recs_per_page%3A20000')).toEqual(nav({ viewAll: true }));
    expect(parseEndecaFragment('M=host:mdex|port:15000|recs_per_page:10000')).toEqual(nav({ viewAll: true }));
    expect(parseEndecaFragment('M=recs_per_page:10&Nao=10')).toEqual(nav({ page: 2 }));
    expect(parseEndecaFragment('M=recs_per_page:abc')).toEqual(FIRST_PAGE);
  });

  it('reads an unknown or compound sort as relevance', () => {
    expect(parseEndecaFragment('Ns=p_PRICE|2').sort).toBe('relevance');
    expect(parseEndecaFragment('Ns=p_AVERAGE_RATING|1||p_PROD_RGN_NAME|0').sort).toBe('relevance');
    expect(parseEndecaFragment('Ns=').sort).toBe('relevance');
  });

  it('never throws on garbage', () => {
    expect(parseEndecaFragment('%E0%A4%A&N=%&&=&Nao=1e999')).toEqual(FIRST_PAGE);
  });

  // Found by test/rpc/endeca-query.property.test.ts: Nao=999…9 (30 nines) read as page 1e29, which wrote back as
  // another offset.
  it('reads an offset past the safe integers as the first page', () => {
    expect(parseEndecaFragment(`Nao=${'9'.repeat(30)}`)).toEqual(FIRST_PAGE);
    expect(parseEndecaFragment(`Nao=${Number.MAX_SAFE_INTEGER - 1}`).page).toBe(900719925474100);
  });
});

describe('toEndecaFragment', () => {
  it("gives '' for the first page of everything", () => {
    expect(toEndecaFragment(FIRST_PAGE)).toBe('');
  });

  it('writes N, Ne, Nao and Ns, in that order, as a URL encodes them', () => {
    expect(toEndecaFragment(nav({ selected: ['4001', '4102'], expanded: ['5000'], page: 3, sort: 'price-asc' }))).toBe(
      'N=4001+4102&Ne=5000&Nao=20&Ns=p_PRICE%7C0',
    );
  });

  it('writes view-all as recs_per_page:10000, with no offset', () => {
    expect(toEndecaFragment(nav({ viewAll: true, page: 4 }))).toBe('M=recs_per_page%3A10000');
  });

  it('offsets by the page size it is given', () => {
    expect(toEndecaFragment(nav({ page: 3 }), 24)).toBe('Nao=48');
  });

  it('leaves out ids that are not numbers', () => {
    expect(toEndecaFragment(nav({ selected: ['4001', 'x&Nr=1'], expanded: ['abc', '5000'] }))).toBe('N=4001&Ne=5000');
  });

  it('leaves out N and Ne altogether when none of their ids is a number', () => {
    expect(toEndecaFragment(nav({ selected: ['x'], expanded: ['abc'] }))).toBe('');
    expect(toEndecaFragment(nav({ selected: ['x'], expanded: ['abc'], page: 2 }))).toBe('Nao=10');
  });

  it.each(SEARCH_SORTS.filter((sort) => sort !== 'relevance'))('round-trips sort %j', (sort) => {
    expect(parseEndecaFragment(toEndecaFragment(nav({ sort })))).toEqual(nav({ sort }));
  });

  it.each<[string, SearchNavigation]>([
    ['the first page', FIRST_PAGE],
    ['selections on page 2', nav({ selected: ['4001', '4102'], page: 2 })],
    ['expanded dimensions sorted by name', nav({ expanded: ['5000', '6000'], sort: 'name' })],
    ['view-all with a sort', nav({ viewAll: true, sort: 'newest', selected: ['4001'] })],
    ['everything', nav({ selected: ['4001'], expanded: ['5000'], page: 7, sort: 'rating' })],
  ])('round-trips %s', (_label, state) => {
    expect(parseEndecaFragment(toEndecaFragment(state))).toEqual(state);
  });
});
