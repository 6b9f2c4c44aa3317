import { describe, expect, it } from '@jest/globals';
import { postRawBody } from '../helpers/rpc-client';
import { formBody, useTestApp, Visitor } from '../helpers/test-app';

const t = useTestApp();

describe('transport failures', () => {
  it('answers a body over the limit with JSON, not HTML', async () => {
    const { status, error } = await postRawBody(t.app, formBody({ JSONRPC: JSON.stringify([{ method: 'x', params: ['a'.repeat(300 * 1024)] }]) }));
    expect(status).toBe(413);
    expect(error.message).toMatch(/larger than/);
  });

  it('answers the wrong content type with JSON', async () => {
    const { status, error } = await postRawBody(t.app, '{"JSONRPC":"[]"}', 'text/xml');
    expect(status).toBe(415);
    expect(error.message).toMatch(/x-www-form-urlencoded/);
  });
});

describe('calls from pages of another origin', () => {
  /** Rows offers.apply writes: the offers applied and the points history. */
  const writes = () => ['loyalty_offers_applied', 'loyalty_history'].map((table) => t.app.storefront.db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get());
  const APPLY = [{ method: 'offers.apply', id: 1, params: [{ offer_code: 'lyl_social_fb', do_not_defer_messages: 1 }] }];

  async function member(): Promise<Visitor> {
    const visitor = new Visitor(t.app);
    expect((await visitor.signIn('member@example.com')).statusCode).toBe(303);
    return visitor;
  }
  const call = (visitor: Visitor, headers: Record<string, string>) => t.app.inject({
    method: 'POST', url: '/rpc/jsonrpc.tmpl', payload: formBody({ JSONRPC: JSON.stringify(APPLY) }),
    headers: { cookie: visitor.jar.header(), 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });

  it.each([
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site (a sibling subdomain)', { 'sec-fetch-site': 'same-site' }],
    ['an Origin of another host, without Sec-Fetch-Site', { origin: 'https://evil.example' }],
    ['an Origin of another port', { origin: 'http://localhost:81' }],
    ['Origin: null', { origin: 'null' }],
  ])('refuses %s with 403 before any call runs: offers.apply credits nothing', async (_label, headers) => {
    const visitor = await member();
    const before = writes();
    const response = await call(visitor, headers);
    expect(response.statusCode).toBe(403);
    expect(writes()).toEqual(before);
    expect(response.json()).toEqual([{ id: null, error: expect.objectContaining({ message: 'Calls from pages of another origin are refused.' }) }]);
    expect(response.json()[0].error.data.messages[0].key).toBe('rpc.cross_origin');
  });

  // After the refusals above (tests run in order): the first call that is taken is the one that applies the offer.
  it('takes calls from the page\'s own origin (by Sec-Fetch-Site or by Origin) and from clients that send neither', async () => {
    const visitor = await member();
    const applied = (headers: Record<string, string>) => call(visitor, headers).then((r) => [r.statusCode, r.json()[0].result.value.applied]);
    expect(await applied({ 'sec-fetch-site': 'same-origin', origin: 'http://localhost' })).toEqual([200, 1]);
    expect(await applied({ origin: 'http://localhost:80' })).toEqual([200, 0]);
    expect(await applied({ 'sec-fetch-site': 'none' })).toEqual([200, 0]);
    expect(await applied({})).toEqual([200, 0]);
  });
});
