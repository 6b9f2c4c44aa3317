import { describe, expect, it } from '@jest/globals';
import { parseEndecaRequest } from '../../../demo/search/endeca-params';
import { AGGREGATES, ENDPOINT, LEGACY, meta, RECORDS, searchClient } from '../helpers/search-client';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();
const { searchQuery } = searchClient(() => t.app);
const legacyQuery = new URLSearchParams({ ...LEGACY, M: 'recs_per_page:10' }).toString();

describe('garbled parameters', () => {
  it.each([
    'N=abc', 'N=-1', 'N=1001+%2B%2B+', 'N=0', 'Ne=x', 'Nao=-5', 'Nao=abc', 'Nao=99999999999999', 'M=recs_per_page%3Aabc', 'M=recs_per_page%3A0',
    'M=%7C%7C%7C', 'Ns=p_PRICE%7C9', 'Ns=%7C%7C%7C%7C', 'Ns=p_PRICE', 'Nf=junk', 'Nf=s_PRICE%7CBTWN+a+b', 'Nf=s_PRICE%7CGT', 'Nr=AND(',
    'Nr=NOT(a%3Ab%2Cc%3Ad)', 'Nr=AND(unknown%3A1)', 'Nr=' + 'AND('.repeat(500), 'Nr=rec_type%3Acontent', 'Np=7', 'Nu=foo', 'R=xyz', 'R=',
    'D=%3C%3E', 'D=%22', 'Dx=nonsense', 'Ntk=nope', 'Ntx=mode+matchboolean', 'Ntt=a&Ntt=b', 'Nty=yes', 'L=whatever', 'unknown=1',
  ])('%s falls back to defaults', async (params) => {
    const answer = await searchQuery(`${legacyQuery}&${params}`);
    expect(answer.MetaInfo[RECORDS]).toMatch(/^\d+$/);
  });

  it('reads odd values as their defaults, never throwing', () => {
    const request = parseEndecaRequest({ M: 'recs_per_page:0', Nao: '-5', N: '0 abc 1001 1001', Np: '7', Nu: 'foo', Ntx: 'mode matchboolean', Ns: 'p_NOPE|1||p_PRICE|1', Ntt: ['a', 'b'] });
    expect(request).toMatchObject({
      pageSize: 10, offset: 0, selected: [1001], recordsPerAggregate: 2, rollup: false, matchMode: 'all',
      sorts: [{ key: 'p_PRICE', field: 'price', descending: true }], hasTerm: true, term: { raw: 'a' },
    });
    expect(parseEndecaRequest({ M: 'recs_per_page:99999999', Nao: '99999999999999' })).toMatchObject({ pageSize: 10000, offset: 0 });
  });

  it('answers without any parameter at all: every searchable SKU, flat', async () => {
    const response = await t.app.inject({ url: ENDPOINT });
    const body = response.json();
    expect([meta(body, AGGREGATES), meta(body, RECORDS), body.Records.length]).toEqual([47, 170, 10]);
  });
});
