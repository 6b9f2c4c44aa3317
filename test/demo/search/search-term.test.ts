import { describe, expect, it } from '@jest/globals';
import { AGGREGATES, LEGACY, meta, searchClient, type Answer } from '../helpers/search-client';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();
const { search, searchQuery } = searchClient(() => t.app);
const total = (answer: Answer) => meta(answer, AGGREGATES);
const legacyQuery = new URLSearchParams({ ...LEGACY, M: 'recs_per_page:10' }).toString();

const HOSTILE_TERMS = [
  '"', '""', '"lipstick', 'lipstick"', "'", 'NEAR(', 'NEAR(lipstick matte, 2)', 'lipstick AND', 'AND', 'OR', 'NOT', 'lipstick OR matte',
  'NOT lipstick', '-', '-lipstick', 'lipstick -matte', '*', '**', 'lip**', '*lip', '^', '^lipstick', 'name:', 'name:lipstick',
  '{name}: lipstick', 'name : lipstick', '(', ')', '((((', 'lipstick)', '+', ':', ';', '\\', '%', '%00', '\u0000', 'lip\u0000stick',
  '\u0001\u0002\u001b[31m', '\t\n\r', 'a'.repeat(1000), 'lipstick '.repeat(120), '💄', '💄 lipstick', '👩🏽‍🎤', 'أحمر شفاه', 'שפתון',
  '\u202Elipstick\u202C', 'lip\u200Bstick', 'ｌｉｐｓｔｉｃｋ', 'lípstíck', '<script>alert(1)</script>', '"><img src=x onerror=alert(1)>',
  'lipstick<', '>', 'SELECT * FROM products', "'; DROP TABLE products; --", 'x'.repeat(5000), 'and', 'or not near',
];

describe('hostile search terms', () => {
  it.each(HOSTILE_TERMS.map((term) => [JSON.stringify(term).slice(0, 60), term]))('Ntt=%s gives a normal answer', async (_label, term) => {
    const body = await searchQuery(`${legacyQuery}&Ntt=${encodeURIComponent(term.toLowerCase()).replace(/%20/g, '+')}`);
    // A full first page, or every match when there are fewer than 10.
    expect(body.MetaInfo[AGGREGATES]).toMatch(/^\d+$/);
    expect(body.AggrRecords).toHaveLength(Math.min(10, total(body)));
  });

  it('treats a term with angle brackets as no term, and one without words as matching nothing', async () => {
    const angled = await searchQuery(`${legacyQuery}&Ntt=${encodeURIComponent('<b>lipstick</b>')}`);
    expect(total(angled)).toBe(47);
    expect(angled['Search Info']).toEqual({});
    expect(total(await searchQuery(`${legacyQuery}&Ntt=-`))).toBe(0);
  });

  it('reads quotes and operators as plain words', async () => {
    expect(total(await search({ Ntt: 'lipstick' }))).toBe(12);
    expect(total(await search({ Ntt: '"lipstick"' }))).toBe(12);
    expect(total(await search({ Ntt: 'name:lipstick' }))).toBe(12);
    // "and" is a word of product copy like any other: 9 of the 12 say it too.
    expect(total(await search({ Ntt: 'lipstick AND', Ntx: 'mode matchall' }))).toBe(9);
    expect(total(await search({ Ntt: 'lipstick and', Ntx: 'mode matchall' }))).toBe(9);
  });
});

describe('words', () => {
  it('matches whole words, and prefixes only with a trailing *', async () => {
    // "lip" is a word of the index: without `*` it finds the 5 products that say "lip", not the 12 lipsticks. (A word
    // the index does not hold that begins one, "lipst", is completed instead: spelling.test.ts.)
    expect(total(await search({ Ntt: 'lip', Ntx: 'mode matchall' }))).toBe(5);
    const prefixed = await search({ Ntt: 'lip*' });
    expect(total(prefixed)).toBe(12);
    expect(prefixed['Search Info'].all['Search Term']).toBe('lip*');
    expect(total(await search({ Ntt: 'LIPSTICK' }))).toBe(12);
  });

  it('searches one interface with Ntk', async () => {
    const byName = await search({ Ntt: 'lipstick', Ntk: 'p_PROD_RGN_NAME', M: 'recs_per_page:10000' });
    expect(total(byName)).toBe(8);
    expect(byName.AggrRecords.every((a) => /lipstick/i.test(a.Properties.p_PROD_RGN_NAME!))).toBe(true);
    expect(byName['Search Info']).toHaveProperty('p_PROD_RGN_NAME');
  });
});
