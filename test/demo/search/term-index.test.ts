import { describe, expect, it } from '@jest/globals';
import { parseEndecaRequest } from '../../../demo/search/endeca-params';
import { createSearchEngine } from '../../../demo/search/search-engine';
import { createSearchStore, SEARCH_COLUMN_WEIGHTS, SEARCH_COLUMNS } from '../../../demo/search/search-store';
import { matchExpression, searchInterfaceColumns, type SearchWord } from '../../../demo/search/search-term';
import { buildTermIndex, indexAnswers, matchIndex, type TermIndex } from '../../../demo/search/term-index';
import { LEGACY } from '../helpers/search-client';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();
const store = () => createSearchStore(t.app.storefront.db);
const vocabulary = () => new Map([...store().vocabulary()]);
const build = () => buildTermIndex(store().indexedRows(), vocabulary(), SEARCH_COLUMNS, SEARCH_COLUMN_WEIGHTS)!;
const word = (text: string, prefix = false): SearchWord => ({ text, prefix });

/** What FTS5 answers for the same words: rowids ascending and bm25 scores, as the search store hands them over. */
function fromFts5(words: SearchWord[], mode: 'all' | 'any', columns: string | null) {
  const { ids, scores } = store().match(matchExpression(words, mode, columns), true);
  return { ids: ids === '' ? [] : ids.split(' ').map(Number), scores: scores === '' ? [] : scores.split(' ').map(Number) };
}

function fromIndex(index: TermIndex, words: SearchWord[], mode: 'all' | 'any', columns: string | null) {
  const found = matchIndex(index, words, mode, columns === null ? null : columns.slice(1, -1).split(' '), store().idf);
  return { ids: Array.from(found.rows, (row) => index.rowId[row]!), scores: Array.from(found.scores!) };
}

describe('term index', () => {
  const interfaces = ['all', 'name', 'description', 'shade', 'category'].map(searchInterfaceColumns);

  it('matches and scores every indexed word, in every search interface, exactly as FTS5 (bm25 bit for bit)', () => {
    const index = build();
    const terms = [...vocabulary().keys()];
    expect(terms.length).toBeGreaterThan(300);
    let compared = 0;
    for (const term of terms) {
      for (const columns of interfaces) {
        const expected = fromFts5([word(term)], 'all', columns);
        expect({ term, columns, ...fromIndex(index, [word(term)], 'all', columns) }).toEqual({ term, columns, ...expected });
        compared += expected.ids.length;
      }
    }
    expect(compared).toBe(4696);
  });

  it('matches prefixes, several words (all and any) and a repeated word exactly as FTS5', () => {
    const index = build();
    const terms = [...vocabulary().keys()].filter((term) => /^[a-z]{4,}$/.test(term));
    const prefixes = [...new Set(terms.flatMap((term) => [term.slice(0, 1), term.slice(0, 2), term.slice(0, 3)]))];
    const cases: Array<[SearchWord[], 'all' | 'any']> = [
      ...prefixes.map((prefix) => [[word(prefix, true)], 'all'] as [SearchWord[], 'all']),
      ...terms.slice(0, 60).flatMap((term, k) => {
        const words = [word(term), word(terms[k + 7]!), word(terms[k + 13]!.slice(0, 2), true)];
        return [[words, 'all'], [words, 'any'], [words.slice(0, 2), 'all']] as Array<[SearchWord[], 'all' | 'any']>;
      }),
      [[word('lipstick'), word('lipstick')], 'all'],
      [[word('matte'), word('zzqqxx')], 'any'],
      [[word('matte'), word('zzqqxx')], 'all'],
      [[word('zzq', true)], 'all'],
    ];
    let matched = 0;
    for (const [words, mode] of cases) {
      for (const columns of [interfaces[0]!, interfaces[1]!]) {
        const expected = fromFts5(words, mode, columns);
        expect({ words, mode, columns, ...fromIndex(index, words, mode, columns) }).toEqual({ words, mode, columns, ...expected });
        if (expected.ids.length > 0) matched++;
      }
    }
    expect(matched).toBe(637);
  });

  it('answers only plain ASCII words, the ones the tokenizer keeps as they are', () => {
    expect(indexAnswers([word('lipstick'), word('spf30'), word('li', true)])).toBe(true);
    expect(indexAnswers([word('lipstick'), word('crème')])).toBe(false);
    expect(indexAnswers([word('ｌｉｐ')])).toBe(false);
  });

  it('is not built over text that is not ASCII, or that disagrees with the FTS5 vocabulary', () => {
    const rows = [[1, 'Rose Lipstick', 'Lipstick'], [2, 'Nude gloss', 'Lip Gloss']];
    const words = new Map([['rose', 1], ['lipstick', 1], ['nude', 1], ['gloss', 1], ['lip', 1]]);
    const index = buildTermIndex(rows, words, ['name', 'category'], [10, 6])!;
    expect(index.rowLength).toEqual(Int32Array.from([3, 4]));
    expect(index.averageLength).toBe(3.5);
    expect(Array.from(index.terms.get('gloss')!.rows)).toEqual([1]);
    expect(Array.from(index.terms.get('gloss')!.counts)).toEqual([1, 1]);
    expect(Array.from(index.terms.get('lipstick')!.counts)).toEqual([1, 1]);
    expect(index.sorted).toEqual(['gloss', 'lip', 'lipstick', 'nude', 'rose']);
    expect(buildTermIndex([[1, 'Crème rose', '']], new Map([['creme', 1], ['rose', 1]]), ['name', 'category'], [10, 6])).toBeNull();
    expect(buildTermIndex(rows, new Map([...words, ['gloss', 2]]), ['name', 'category'], [10, 6])).toBeNull();
    expect(buildTermIndex(rows, new Map([...words, ['blush', 1]]), ['name', 'category'], [10, 6])).toBeNull();
    const { lip: _lip, ...withoutLip } = Object.fromEntries(words);
    expect(buildTermIndex(rows, new Map(Object.entries(withoutLip)), ['name', 'category'], [10, 6])).toBeNull();
  });
});

describe('search with and without the term index', () => {
  const engines = () => {
    const stores = { store: store(), catalog: t.app.storefront.catalog, content: t.app.storefront.searchContent };
    return [createSearchEngine(stores), createSearchEngine(stores, { termIndex: false })] as const;
  };

  // [parameters, products found]: each case finds something, so "alike" is never two empty answers.
  it.each([
    [{ Ntt: 'lipstick' }, 12],
    [{ Ntt: 'matte lipstick', M: 'recs_per_page:10000' }, 10],
    [{ Ntt: 'lip*' }, 12],
    [{ Ntt: 'l*', Ns: 'p_PRICE|0', M: 'recs_per_page:30', Nao: '10' }, 44],
    [{ Ntt: 'matte zzqqxx', Ntx: 'mode matchany' }, 11],
    [{ Ntt: 'matte zzqqxx' }, 11],
    [{ Ntt: 'lipstik' }, 12],
    [{ Ntt: 'rose', Ntk: 's_SHADENAME', Nu: '' }, 2],
    [{ Ntt: 'lipstick', Ntk: 'p_PROD_RGN_NAME', N: '1001' }, 8],
    [{ Ntt: 'Crème rose' }, 4],
  ])('answers %j alike (%d products)', (params, products) => {
    const request = parseEndecaRequest({ ...LEGACY, M: 'recs_per_page:100', ...params });
    const [indexed, fts5] = engines();
    const answer = indexed.search(request);
    expect(answer.totalAggregates).toBe(products);
    expect(answer).toEqual(fts5.search(request));
    expect(indexed.readPage(answer.page)).toEqual(fts5.readPage(answer.page));
  });

  it('finds what the index does not answer (a word the tokenizer folds) through FTS5', () => {
    const [indexed] = engines();
    const request = (term: string) => parseEndecaRequest({ ...LEGACY, Ntt: term });
    expect(indexed.search(request('lipstíck')).totalAggregates).toBe(12);
    expect(indexed.search(request('lipstíck')).page).toEqual(indexed.search(request('lipstick')).page);
  });
});
