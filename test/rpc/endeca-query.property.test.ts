// Properties of the Endeca request and of the `qs` fragment (docs/requirements.md §5, §7; docs/wire-formats.md;
// docs/decisions.md "Property tests"): any fragment reads as a navigation the first page's defaults fill; fragment
// → navigation → fragment → navigation round-trips; any term and navigation give a request whose parameters
// say only what the search may say.
import fc from 'fast-check';
import { SEARCH_PAGE_SIZE, SEARCH_VIEW_ALL_PAGE_SIZE } from '../../src/config/search';
import { SEARCH_SORTS, type SearchNavigation } from '../../src/model/search';
import { parseEndecaFragment, toEndecaFragment } from '../../src/rpc/endeca-fragment';
import { buildEndecaQuery, cleanSearchTerm, sortFromKey, sortKey } from '../../src/rpc/endeca-query';
import { anyText, checkProperty, usvText } from '../helpers/property';

const digits = fc.oneof(
  fc.integer({ min: 0, max: 99999 }).map(String),
  fc.constantFrom('0', '007', '-1', '1.5', '1e3', '9'.repeat(30), '9'.repeat(400), ' 20', '20 '),
);

/** A fragment as links and hand-edited URLs carry it: known parameters with plausible or garbled values. */
const fragment = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .record(
        {
          N: fc.array(fc.oneof(digits, usvText(2)), { maxLength: 4 }).chain((ids) => fc.constantFrom(' ', '+', ',').map((sep) => ids.join(sep))),
          Ne: fc.array(digits, { maxLength: 3 }).map((ids) => ids.join(' ')),
          Nao: digits,
          Ns: fc.oneof(fc.constantFrom(...SEARCH_SORTS.map((s) => sortKey(s)), 'p_PRICE|2', 'x|1'), usvText(3)),
          M: fc.oneof(fc.constantFrom('recs_per_page:10', 'recs_per_page:10000', 'recs_per_page:99999', 'recs_per_page:'), digits.map((d) => `recs_per_page:${d}`), usvText(3)),
        },
        { requiredKeys: [] },
      )
      .map((params) => new URLSearchParams(params as Record<string, string>).toString()),
  },
  { weight: 1, arbitrary: usvText(20) },
);

function expectNavigation(nav: SearchNavigation): void {
  expect(Number.isSafeInteger(nav.page) && nav.page >= 1).toBe(true);
  expect(SEARCH_SORTS).toContain(nav.sort);
  for (const ids of [nav.selected, nav.expanded]) {
    expect(ids.every((id) => /^\d+$/.test(id) && id !== '0')).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  }
  if (nav.viewAll) expect(nav.page).toBe(1);
}

/** A navigation as the results page holds it. */
const navigation: fc.Arbitrary<SearchNavigation> = fc
  .record({
    selected: fc.uniqueArray(fc.integer({ min: 1, max: 99999 }).map(String), { maxLength: 4 }),
    page: fc.integer({ min: 1, max: 100000 }),
    sort: fc.constantFrom(...SEARCH_SORTS),
    viewAll: fc.boolean(),
    expanded: fc.uniqueArray(fc.integer({ min: 1, max: 99999 }).map(String), { maxLength: 3 }),
  })
  .map((nav) => (nav.viewAll ? { ...nav, page: 1 } : nav));

describe('the qs fragment, for any text', () => {
  it('reads as a navigation: a safe whole page from 1, a known sort, distinct non-zero ids', () => {
    checkProperty(fc.property(fragment, (text) => expectNavigation(parseEndecaFragment(text))));
  });

  it('round-trips: fragment → navigation → fragment → the same navigation', () => {
    checkProperty(
      fc.property(fragment, (text) => {
        const nav = parseEndecaFragment(text);
        expect(parseEndecaFragment(toEndecaFragment(nav))).toEqual(nav);
      }),
    );
  });

  it('writes any navigation so that it reads back unchanged', () => {
    checkProperty(fc.property(navigation, (nav) => expect(parseEndecaFragment(toEndecaFragment(nav))).toEqual(nav)));
  });
});

describe('the Endeca request, for any term and any navigation read from a fragment', () => {
  it('cleans the term: trimmed, one space between words, at most 200 code points, empty when it holds < or >', () => {
    checkProperty(
      fc.property(anyText(60), (raw) => {
        const term = cleanSearchTerm(raw);
        expect(term).toBe(term.trim());
        expect(term).not.toMatch(/\s\s|[<>]|[^\P{Cc}\s]/u);
        expect(Array.from(term).length).toBeLessThanOrEqual(200);
        if (/[<>]/.test(raw)) expect(term).toBe('');
      }),
    );
  });

  it('asks for a page of the right size at a whole offset, known dimension ids and sort, the term lower-cased', () => {
    checkProperty(
      fc.property(usvText(20), fragment, fc.boolean(), fc.constantFrom('en_US', 'en_GB', 'fr_FR'), (term, text, wildcard, locale) => {
        const nav = parseEndecaFragment(text);
        const params = buildEndecaQuery({ ...nav, term, locale, wildcard });
        const size = nav.viewAll ? SEARCH_VIEW_ALL_PAGE_SIZE : SEARCH_PAGE_SIZE;
        expect(params.get('M')).toBe(`recs_per_page:${size}`);
        expect(params.get('Nao')).toBe(String((nav.page - 1) * size));
        expect(params.get('N')).toMatch(/^(\d+( \d+)*)?$/);
        expect(params.get('Ne') ?? '').toMatch(/^(\d+( \d+)*)?$/);
        expect(sortFromKey(params.get('Ns'))).toBe(nav.sort);
        const clean = cleanSearchTerm(term).toLowerCase();
        expect(params.get('Ntt')).toBe(clean && wildcard && !clean.endsWith('*') ? `${clean}*` : clean);
        expect(params.get('Nr')).toBe(`AND(rec_type:product,locale:${locale},NOT(s_INVENTORY_STATUS:5),NOT(s_discontinued:1))`);
      }),
    );
  });
});
