import { describe, expect, it } from '@jest/globals';
import { ENDPOINT, LEGACY, productIds, searchClient, type Answer } from '../helpers/search-client';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();
const legacyQuery = new URLSearchParams({ ...LEGACY, M: 'recs_per_page:10' }).toString();

describe('search endpoint', () => {
  it.each(['%ED%A0%80', '%FF%FE', '%E0%A4%A', '%', '%%%', '%C0%BC'])('Ntt=%s (broken encoding) gives a normal answer', async (raw) => {
    const response = await t.app.inject({ url: `${ENDPOINT}?${legacyQuery}&Ntt=${raw}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toHaveProperty('MetaInfo');
  });
});

describe('content zones', () => {
  it.each(['12', '13', '14', '15', '16'])('serves zone %s as script-free HTML, with or without a path prefix', async (node) => {
    const html = t.app.storefront.db.prepare('SELECT html FROM content_zones WHERE id = ?').pluck().get(Number(node));
    for (const url of [`/api/endeca_content_result/${node}`, `/en-gb/api/endeca_content_result/${node}`]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toBe(html);
      expect(response.body).not.toMatch(/<script|javascript:|\son\w+=|style=/i);
    }
  });

  it('answers 404 for an unknown or malformed content zone', async () => {
    const answers = [];
    for (const url of ['/api/endeca_content_result/999', '/api/endeca_content_result/abc', '/en-gb/api/endeca_content_result/0']) {
      const response = await t.app.inject({ url });
      answers.push([response.statusCode, response.body]);
    }
    expect(answers).toEqual([
      [404, 'There is no content zone 999.'], [404, 'There is no content zone.'], [404, 'There is no content zone 0.'],
    ]);
  });
});

// One view-all must neither stall the server nor answer an unbounded body
// (docs/security.md, "One request must not stall the server").
describe('view-all answers are bounded', () => {
  const bounded = useTestApp({ searchAnswer: { maxBytes: 60_000 } });
  const full = searchClient(() => t.app);
  const cut = searchClient(() => bounded.app);

  async function boundedAnswer(query: string) {
    const response = await bounded.app.inject({ url: `${ENDPOINT}?${query}` });
    expect(response.statusCode).toBe(200);
    expect(Buffer.byteLength(response.body)).toBeLessThanOrEqual(60_000);
    return response.json() as Answer;
  }

  it('stops the products of a view-all before the byte limit, says how many it shows and links to the rest', async () => {
    const query = new URLSearchParams({ ...LEGACY, M: 'recs_per_page:10000' }).toString();
    const all = await full.searchQuery(query);
    expect(all.AggrRecords).toHaveLength(47);
    const answer = await boundedAnswer(query);
    // The first 10 products of the test catalog fit in 60,000 bytes, with the legacy query's links and refinements
    // (13 before aggregates carried their representative SKU's keys, docs/decisions.md).
    expect(productIds(answer)).toEqual(productIds(all).slice(0, 10));
    expect(answer.MetaInfo).toMatchObject({
      'Total Number of Matching Aggregate Records': '47', 'Starting Record Number': '1', 'Ending Record Number': '10',
    });
    expect(answer.MetaInfo['Next Page Link']).toMatch(/(^|&)Nao=10(&|$)/);
    const rest = await cut.searchQuery(answer.MetaInfo['Next Page Link']);
    // The next answer goes on from the 11th product (and holds 13 this time: they happen to be smaller).
    expect(productIds(rest)).toEqual(productIds(all).slice(10, 23));
  });

  it('stops flat records the same way (the bare request: recs_per_page:10000 and nothing else)', async () => {
    const all = await full.searchQuery('M=recs_per_page:10000');
    expect(all.Records).toHaveLength(170);
    const answer = await boundedAnswer('M=recs_per_page:10000');
    const skuIds = (a: Answer) => a.Records.map((r) => r.Properties.s_SKU_ID);
    // 32 of the 170 records fit.
    expect(skuIds(answer)).toEqual(skuIds(all).slice(0, 32));
    expect(answer.MetaInfo).toMatchObject({ 'Total Number of Matching Records': '170', 'Ending Record Number': '32' });
    expect(answer.MetaInfo['Next Page Link']).toBe('M=recs_per_page%3A10000&Nao=32');
  });
});

describe('view-all answers leave the event loop free', () => {
  // A slice of work waits for the next turn of the event loop after every batch of 16 products, whatever the clock says.
  const sliced = useTestApp({ searchAnswer: { sliceMs: 0 } });

  it('lets the event loop turn between slices of a view-all, and answers /healthz meanwhile; the view-all is whole', async () => {
    const query = new URLSearchParams({ ...LEGACY, M: 'recs_per_page:10000' }).toString();
    // Counts turns of the event loop (an immediate that queues itself runs once per turn) while the requests run.
    let turns = 0;
    let counting = true;
    const count = () => {
      turns++;
      if (counting) setImmediate(count);
    };
    setImmediate(count);
    const [big, small] = await Promise.all([sliced.app.inject({ url: `${ENDPOINT}?${query}` }), sliced.app.inject({ url: '/healthz' })]);
    counting = false;
    // One turn for the search, then one after each batch of 16 of the 47 products (an answer built in one go: none).
    expect(turns).toBe(4);
    expect([small.statusCode, small.body]).toEqual([200, 'ok']);
    expect(big.statusCode).toBe(200);
    expect(big.json()).toEqual(await searchClient(() => t.app).searchQuery(query));
  });
});
