import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from './test-app';

let app: FastifyInstance;
let close: () => Promise<void>;
beforeAll(async () => ({ app, close } = await createTestApp()));
afterAll(async () => close());

const ENDPOINT = '/enrpc/JSONControllerServlet.do';
const LEGACY = 'Ntk=all&Ntx=mode+matchallpartial&Nty=1&Nu=p_PRODUCT_ID&Np=2&M=recs_per_page%3A10'
  + '&Nr=AND(rec_type%3Aproduct%2Clocale%3Aen_US%2CNOT(s_INVENTORY_STATUS%3A5)%2CNOT(s_discontinued%3A1))';

async function answer(query: string) {
  const response = await app.inject({ url: `${ENDPOINT}?${query}` });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = response.json() as { MetaInfo: Record<string, unknown>; AggrRecords: unknown[]; 'Search Info': any };
  expect(body.MetaInfo).toHaveProperty('Total Number of Matching Records');
  return body;
}

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
    const body = await answer(`${LEGACY}&Ntt=${encodeURIComponent(term.toLowerCase()).replace(/%20/g, '+')}`);
    expect(Array.isArray(body.AggrRecords)).toBe(true);
  });

  it.each(['%ED%A0%80', '%FF%FE', '%E0%A4%A', '%', '%%%', '%C0%BC'])('Ntt=%s (broken encoding) gives a normal answer', async (raw) => {
    const response = await app.inject({ url: `${ENDPOINT}?${LEGACY}&Ntt=${raw}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveProperty('MetaInfo');
  });

  it('treats a term with angle brackets as no term, and one without words as matching nothing', async () => {
    const all = await answer(LEGACY);
    const angled = await answer(`${LEGACY}&Ntt=${encodeURIComponent('<b>lipstick</b>')}`);
    expect(angled.MetaInfo['Total Number of Matching Records']).toBe(all.MetaInfo['Total Number of Matching Records']);
    expect(angled['Search Info']).toEqual({});
    expect((await answer(`${LEGACY}&Ntt=-`)).MetaInfo['Total Number of Matching Records']).toBe('0');
  });

  it('reads quotes and operators as plain words', async () => {
    const plain = await answer(`${LEGACY}&Ntt=lipstick`);
    const quoted = await answer(`${LEGACY}&Ntt=${encodeURIComponent('"lipstick"')}`);
    expect(quoted.MetaInfo['Total Number of Matching Aggregate Records']).toBe(plain.MetaInfo['Total Number of Matching Aggregate Records']);
    const operator = await answer(`${LEGACY}&Ntt=${encodeURIComponent('lipstick AND')}&Ntx=mode+matchall`);
    const word = await answer(`${LEGACY}&Ntt=lipstick+and&Ntx=mode+matchall`);
    expect(operator.MetaInfo['Total Number of Matching Aggregate Records']).toBe(word.MetaInfo['Total Number of Matching Aggregate Records']);
    expect((await answer(`${LEGACY}&Ntt=${encodeURIComponent('name:lipstick')}`)).MetaInfo['Total Number of Matching Aggregate Records'])
      .toBe(plain.MetaInfo['Total Number of Matching Aggregate Records']);
  });
});

describe('garbled parameters', () => {
  it.each([
    'N=abc', 'N=-1', 'N=1001+%2B%2B+', 'N=0', 'Ne=x', 'Nao=-5', 'Nao=abc', 'Nao=99999999999999', 'M=recs_per_page%3Aabc', 'M=recs_per_page%3A0',
    'M=%7C%7C%7C', 'Ns=p_PRICE%7C9', 'Ns=%7C%7C%7C%7C', 'Ns=p_PRICE', 'Nf=junk', 'Nf=s_PRICE%7CBTWN+a+b', 'Nf=s_PRICE%7CGT', 'Nr=AND(',
    'Nr=NOT(a%3Ab%2Cc%3Ad)', 'Nr=AND(unknown%3A1)', 'Nr=' + 'AND('.repeat(500), 'Nr=rec_type%3Acontent', 'Np=7', 'Nu=foo', 'R=xyz', 'R=',
    'D=%3C%3E', 'D=%22', 'Dx=nonsense', 'Ntk=nope', 'Ntx=mode+matchboolean', 'Ntt=a&Ntt=b', 'Nty=yes', 'L=whatever', 'unknown=1',
  ])('%s falls back to defaults', async (params) => {
    await answer(`${LEGACY}&${params}`);
  });

  it('answers without any parameter at all', async () => {
    const body = await answer('');
    expect(Number(body.MetaInfo['Total Number of Matching Records'])).toBeGreaterThan(0);
  });
});
