// The Endeca search request (docs/wire-formats.md "Endeca search", "Request").
import { SEARCH_SORTS, type SearchSort } from '../../src/model/search';
import { buildEndecaQuery, cleanSearchTerm, endecaUrl, idList, sortFromKey, sortKey } from '../../src/rpc/endeca-query';

/** The record filter of docs/requirements.md §9 for en_US. */
const EN_US_RECORD_FILTER = 'AND(rec_type:product,locale:en_US,NOT(s_INVENTORY_STATUS:5),NOT(s_discontinued:1))';

const query = (overrides: Partial<Parameters<typeof buildEndecaQuery>[0]> = {}) =>
  buildEndecaQuery({ term: 'lipstick', locale: 'en_US', ...overrides });

/** True when `text` holds half of a UTF-16 surrogate pair (which no URL encoder can encode faithfully). */
const hasLoneSurrogate = (text: string) => /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text);

describe('cleanSearchTerm', () => {
  it.each([
    ['<script>alert(1)</script>'],
    ['"><img src=x onerror=alert(1)>'],
    ['lipstick <b>'],
    ['a > b'],
    ['<'],
  ])('treats %j as empty (docs/requirements.md §5: angle brackets)', (raw) => {
    expect(cleanSearchTerm(raw)).toBe('');
  });

  it('trims and collapses runs of whitespace (tabs, newlines) to one space', () => {
    expect(cleanSearchTerm('  lip \t\n  gloss   ')).toBe('lip gloss');
  });

  it('keeps the case and punctuation the shopper typed', () => {
    expect(cleanSearchTerm("L'Oréal \"Rouge\" -matte")).toBe("L'Oréal \"Rouge\" -matte");
  });

  it('cuts a 1,000-character term to 200 characters', () => {
    expect(cleanSearchTerm('x'.repeat(1000))).toBe('x'.repeat(200));
    expect(cleanSearchTerm('x'.repeat(200))).toBe('x'.repeat(200));
  });

  it('does not leave a trailing space where the cut falls after a space', () => {
    expect(cleanSearchTerm(`${'y'.repeat(199)} ${'z'.repeat(800)}`)).toBe('y'.repeat(199));
  });

  it('never cuts an emoji in half at the 200-character limit', () => {
    // 199 letters then an emoji (two UTF-16 units): a cut at 200 units keeps only its first half, which
    // encodeURIComponent rejects (URIError) and URLSearchParams sends as U+FFFD.
    const cleaned = cleanSearchTerm(`${'a'.repeat(199)}😀${'b'.repeat(800)}`);
    expect(hasLoneSurrogate(cleaned)).toBe(false);
    expect(() => encodeURIComponent(cleaned)).not.toThrow();
    expect(cleaned).toBe(`${'a'.repeat(199)}😀`);
  });

  it('drops control characters other than white space (NUL, ESC, DEL, C1), which show as nothing or as boxes', () => {
    expect(cleanSearchTerm('lip\u0000stick\u001b\u007f\u0085\u009f red')).toBe('lipstick red');
    expect(cleanSearchTerm('lip \u0000 stick\u0007')).toBe('lip stick');
    expect(cleanSearchTerm('\u0000\u0001')).toBe('');
  });

  it('keeps bidi and zero-width format characters (a zero-width joiner holds an emoji together)', () => {
    expect(cleanSearchTerm('\u202ekcitspil')).toBe('\u202ekcitspil');
    expect(cleanSearchTerm('👩\u200d🎤')).toBe('👩\u200d🎤');
  });

  it('returns an empty term for whitespace only', () => {
    expect(cleanSearchTerm(' \t\n ')).toBe('');
  });
});

describe('buildEndecaQuery', () => {
  it('sends every parameter of the old client with its wire value', () => {
    const params = query({ term: 'Red Lipstick', selected: ['4001', '4102'], page: 3, sort: 'price-asc' });
    expect(Object.fromEntries(params)).toEqual({
      M: 'recs_per_page:10',
      N: '4001 4102',
      Nao: '20',
      Ntt: 'red lipstick',
      Ntk: 'all',
      Ntx: 'mode matchallpartial',
      Ntpc: '1',
      Ntpr: '1',
      Nty: '1',
      Ns: 'p_PRICE|0',
      Nu: 'p_PRODUCT_ID',
      Np: '2',
      Nf: 's_searchable|GT 0|p_shoppable|GT 0|p_displayable|GT 0',
      Nr: 'AND(rec_type:product,locale:en_US,NOT(s_INVENTORY_STATUS:5),NOT(s_discontinued:1))',
    });
  });

  it('encodes spaces as `+` on the wire, as the old client wrote them', () => {
    const wire = query({ selected: ['4001', '4102'] }).toString();
    expect(wire).toContain('N=4001+4102');
    expect(wire).toContain('Ntx=mode+matchallpartial');
    expect(wire).toContain('Nf=s_searchable%7CGT+0%7Cp_shoppable%7CGT+0%7Cp_displayable%7CGT+0');
  });

  it('defaults to page 1 of 10 records', () => {
    const params = query();
    expect(params.get('M')).toBe('recs_per_page:10');
    expect(params.get('Nao')).toBe('0');
  });

  it.each([
    [1, 10, '0'],
    [2, 10, '10'],
    [5, 10, '40'],
    [2, 24, '24'],
    [4, 24, '72'],
  ])('page %i of size %i starts at record offset %s', (page, pageSize, nao) => {
    const params = query({ page, pageSize });
    expect(params.get('Nao')).toBe(nao);
    expect(params.get('M')).toBe(`recs_per_page:${pageSize}`);
  });

  it.each([0, -3])('treats page %p as page 1', (page) => {
    expect(query({ page }).get('Nao')).toBe('0');
  });

  it('uses whole pages only (page 2.7 is page 2)', () => {
    expect(query({ page: 2.7 }).get('Nao')).toBe('10');
  });

  it('asks for 10000 records from offset 0 in view-all, whatever the page and size', () => {
    const params = query({ viewAll: true, page: 7, pageSize: 24 });
    expect(params.get('M')).toBe('recs_per_page:10000');
    expect(params.get('Nao')).toBe('0');
  });

  it('lower-cases the term and appends `*` only for the wildcard retry', () => {
    expect(query({ term: 'LipStick' }).get('Ntt')).toBe('lipstick');
    expect(query({ term: 'LipStick', wildcard: true }).get('Ntt')).toBe('lipstick*');
    expect(query({ term: 'lipstick', wildcard: false }).get('Ntt')).toBe('lipstick');
  });

  it('does not double a `*` the term already ends with', () => {
    expect(query({ term: 'lip*', wildcard: true }).get('Ntt')).toBe('lip*');
  });

  it('sends an empty term (never a lone `*`) for a term with angle brackets, even as a wildcard retry', () => {
    expect(query({ term: '<script>alert(1)</script>' }).get('Ntt')).toBe('');
    expect(query({ term: '"><img src=x onerror=alert(1)>', wildcard: true }).get('Ntt')).toBe('');
    expect(query({ term: '   ', wildcard: true }).get('Ntt')).toBe('');
  });

  it('sends the cleaned term: whitespace collapsed and at most 200 characters', () => {
    expect(query({ term: '  Lip   GLOSS\t' }).get('Ntt')).toBe('lip gloss');
    expect(query({ term: 'Q'.repeat(1000) }).get('Ntt')).toBe('q'.repeat(200));
  });

  it('joins selected dimension value ids with `+` and drops every id that is not a number', () => {
    const params = query({ selected: ['4001', 'abc', '4102&Nr=x', '', ' 12', '-5', '4003'] });
    expect(params.get('N')).toBe('4001 4003');
    expect(params.getAll('Nr')).toEqual([EN_US_RECORD_FILTER]);
  });

  it('sends no Ne when no expanded id is a number', () => {
    expect(query({ expanded: ['abc', ''] }).has('Ne')).toBe(false);
    expect(query({ expanded: ['abc', '5000'] }).get('Ne')).toBe('5000');
  });

  it('sends an empty N when nothing is selected', () => {
    expect(query().get('N')).toBe('');
    expect(query({ selected: [] }).get('N')).toBe('');
  });

  it.each<[SearchSort, string | null]>([
    ['relevance', null],
    ['bestsellers', 'p_TOTAL_REVIEW_COUNT|1'],
    ['price-asc', 'p_PRICE|0'],
    ['price-desc', 'p_PRICE|1'],
    ['rating', 'p_AVERAGE_RATING|1'],
    ['name', 'p_PROD_RGN_NAME|0'],
    ['newest', 'p_DATE_CREATED|1'],
  ])('sends sort %j as Ns %j', (sort, ns) => {
    expect(query({ sort }).get('Ns')).toBe(ns);
  });

  it('sends no Ns when no sort is given', () => {
    expect(query().has('Ns')).toBe(false);
  });

  it.each(['p_PRICE|0', 'p_PRICE|0&Nr=AND(locale:fr_FR)', '<script>|0', 'price', ''])(
    'sends no Ns for a sort that is not one of SEARCH_SORTS (%j), and never a second Nr',
    (sort) => {
      const params = query({ sort: sort as SearchSort });
      expect(params.has('Ns')).toBe(false);
      expect(params.getAll('Nr')).toEqual([EN_US_RECORD_FILTER]);
    },
  );

  it('sends Ne naming the expanded dimensions, space-joined (`+` on the wire), numbers only', () => {
    const params = query({ expanded: ['5000', 'abc', '6000', '6000&N=1', ''] });
    expect(params.get('Ne')).toBe('5000 6000');
    expect(params.toString()).toContain('Ne=5000+6000');
    expect(params.getAll('N')).toEqual(['']);
  });

  it('sends no Ne when no dimension is expanded', () => {
    expect(query().has('Ne')).toBe(false);
    expect(query({ expanded: [] }).has('Ne')).toBe(false);
  });

  it('rolls records up per product, all SKUs by default or one representative on request', () => {
    expect(query().get('Nu')).toBe('p_PRODUCT_ID');
    expect(query().get('Np')).toBe('2');
    expect(query({ oneRecordPerProduct: true }).get('Np')).toBe('1');
  });

  it('filters records per docs/requirements.md §9 in the requested locale', () => {
    const params = query({ locale: 'en_GB' });
    expect(params.get('Nr')).toBe('AND(rec_type:product,locale:en_GB,NOT(s_INVENTORY_STATUS:5),NOT(s_discontinued:1))');
    expect(params.get('Nf')).toBe('s_searchable|GT 0|p_shoppable|GT 0|p_displayable|GT 0');
  });
});

describe('endecaUrl', () => {
  it('targets the JSONControllerServlet endpoint by default with the built query', () => {
    const url = endecaUrl({ term: 'Lip', locale: 'en_US' });
    expect(url.startsWith('/enrpc/JSONControllerServlet.do?')).toBe(true);
    const params = new URLSearchParams(url.split('?')[1]);
    expect(params.get('Ntt')).toBe('lip');
    expect(params.get('M')).toBe('recs_per_page:10');
  });

  it('uses a given endpoint', () => {
    const url = new URL(endecaUrl({ term: 'lip', locale: 'en_US', wildcard: true }, 'http://shop.test/enrpc/JSONControllerServlet.do'));
    expect(url.origin + url.pathname).toBe('http://shop.test/enrpc/JSONControllerServlet.do');
    expect(url.searchParams.get('Ntt')).toBe('lip*');
  });
});

describe('sortKey and sortFromKey', () => {
  it.each(['constructor', 'toString', '__proto__', 'hasOwnProperty'])('gives no key for %j (an id that is not ours)', (name) => {
    expect(sortKey(name as SearchSort)).toBe('');
  });

  it.each([...SEARCH_SORTS])('round-trips %j through its Ns value', (sort) => {
    expect(sortFromKey(sortKey(sort))).toBe(sort);
  });

  it('gives every sort but relevance its own Ns value', () => {
    const keys = SEARCH_SORTS.map(sortKey);
    expect(keys[SEARCH_SORTS.indexOf('relevance')]).toBe('');
    expect(new Set(keys.filter(Boolean)).size).toBe(SEARCH_SORTS.length - 1);
  });

  it('reads relevance for no key, an empty key and a key no sort sends', () => {
    expect(sortFromKey(null)).toBe('relevance');
    expect(sortFromKey('')).toBe('relevance');
    expect(sortFromKey('p_PRICE|2')).toBe('relevance');
    expect(sortFromKey('p_AVERAGE_RATING|1||p_PROD_RGN_NAME|0')).toBe('relevance');
  });

  it('gives relevance an empty key when no sort is given', () => {
    expect(sortKey(undefined)).toBe('');
  });
});

describe('idList', () => {
  it('joins the numeric ids with spaces and drops the rest', () => {
    expect(idList(['4001', ' 12', '-5', '4a', '', '4003'])).toBe('4001 4003');
    expect(idList([])).toBe('');
    expect(idList(undefined)).toBe('');
  });
});
