import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { DEFAULT_RATE_LIMITS } from '../../../demo/http/rate-limits';
import { ENDPOINT, LEGACY } from '../helpers/search-client';
import { addToBag, submitForm } from '../helpers/rpc-client';
import { formBody, useTestApp, Visitor } from '../helpers/test-app';

// Per-client limits (docs/security.md, "Floods and password guessing"). Only Date is faked: the limiter counts
// windows with Date.now(), so the window is exactly 60 s from the first request and a jump of the clock ends it.
beforeEach(() => {
  jest.useFakeTimers({
    doNotFake: ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame',
      'requestIdleCallback', 'cancelIdleCallback', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval',
      'setTimeout', 'clearTimeout'],
  });
});
afterEach(() => {
  jest.useRealTimers();
});

const signinPost = (app: FastifyInstance, fields: Record<string, string>, extra: Partial<InjectOptions> = {}) => app.inject({
  method: 'POST', url: '/account/signin.tmpl', payload: formBody(fields),
  ...extra, headers: { 'content-type': 'application/x-www-form-urlencoded', ...extra.headers },
});
// No CSRF token: refused with 403 at once, without a scrypt run, but counted like any attempt.
const attempt = (app: FastifyInstance, extra: Partial<InjectOptions> = {}) =>
  signinPost(app, { action: 'signin', email: 'shopper@example.com', password: 'guess' }, extra);

describe('sign-in and account creation', () => {
  const t = useTestApp({ rateLimit: { signin: { max: 3, windowMs: 60_000 } } });
  /** Uses up the 3 attempts of an address (each test has its own). */
  const exhaust = async (remoteAddress: string) => {
    for (let i = 0; i < 3; i++) expect((await attempt(t.app, { remoteAddress })).statusCode).toBe(403);
  };

  it('answers the attempt over the limit with 429, Retry-After and a page that says when to try again', async () => {
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await attempt(t.app)).statusCode);
    expect(statuses).toEqual([403, 403, 403]);
    const limited = await attempt(t.app);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('60');
    expect(limited.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(limited.body).toContain('<h1>Too many attempts</h1>');
    expect(limited.body).toContain('Please try again in 60 seconds.');
    // Creating an account is the same form post, so the same count.
    const create = await signinPost(t.app, { action: 'create', first_name: 'Robin', email: 'robin@example.com', password: 'three unrelated words' });
    expect([create.statusCode, create.headers['retry-after']]).toEqual([429, '60']);
    // Another address has its own count.
    expect((await attempt(t.app, { remoteAddress: '192.0.2.7' })).statusCode).toBe(403);
  });

  it('answers a JSON client in JSON', async () => {
    await exhaust('192.0.2.20');
    const limited = await attempt(t.app, { remoteAddress: '192.0.2.20', headers: { accept: 'application/json' } });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('60');
    expect(limited.json()).toEqual({ error: 'Too many requests from your address. Try again in 60 seconds.', retryAfter: 60 });
  });

  it('lets the address in again once the window is over', async () => {
    await exhaust('192.0.2.30');
    expect((await attempt(t.app, { remoteAddress: '192.0.2.30' })).statusCode).toBe(429);
    jest.setSystemTime(Date.now() + 59_999);
    expect((await attempt(t.app, { remoteAddress: '192.0.2.30' })).statusCode).toBe(429);
    jest.setSystemTime(Date.now() + 1);
    expect((await attempt(t.app, { remoteAddress: '192.0.2.30' })).statusCode).toBe(403);
  });
});

describe('search', () => {
  const t = useTestApp({ rateLimit: { search: { max: 3, windowMs: 60_000 }, largeSearch: { max: 1 } } });
  const searchUrl = (pageSize: number) => `${ENDPOINT}?${new URLSearchParams({ ...LEGACY, Ntt: 'lip', M: `recs_per_page:${pageSize}` })}`;

  it('answers a search over the limit with 429 JSON and Retry-After; view-alls are counted apart', async () => {
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await t.app.inject({ url: searchUrl(5) })).statusCode);
    expect(statuses).toEqual([200, 200, 200]);
    const limited = await t.app.inject({ url: searchUrl(5) });
    expect([limited.statusCode, limited.headers['retry-after']]).toEqual([429, '60']);
    expect(limited.headers['content-type']).toMatch(/^application\/json/);
    expect(limited.json()).toEqual({ error: 'Too many searches from your address. Try again in 60 seconds.' });
    expect((await t.app.inject({ url: searchUrl(10000) })).statusCode).toBe(200);
    const secondViewAll = await t.app.inject({ url: searchUrl(10000) });
    expect([secondViewAll.statusCode, secondViewAll.headers['retry-after']]).toEqual([429, '60']);
  });
});

describe('JSON-RPC', () => {
  const t = useTestApp({ rateLimit: { rpc: { max: 2, windowMs: 60_000 } } });
  const call = () => t.app.inject({
    method: 'POST', url: '/rpc/jsonrpc.tmpl', headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: formBody({ JSONRPC: JSON.stringify([{ method: 'csrf.getToken', id: 1, params: [{}] }]) }),
  });

  it('answers a call over the limit with 429 and an error entry in the envelope', async () => {
    expect([(await call()).statusCode, (await call()).statusCode]).toEqual([200, 200]);
    const limited = await call();
    expect([limited.statusCode, limited.headers['retry-after']]).toEqual([429, '60']);
    const message = 'Too many requests from your address. Try again in 60 seconds.';
    expect(limited.json()).toEqual([{
      id: null,
      error: { code: 103, message, data: { messages: [{ text: message, display_locations: [], severity: 'ERROR', tags: [], key: 'rpc.http_429' }] } },
    }]);
  });
});

describe('waitlist sign-ups', () => {
  const t = useTestApp({ rateLimit: { waitlist: { max: 3, windowMs: 60_000 } } });
  const signUp = async (visitor: Visitor, n: number) => {
    await visitor.get('/'); // its session and CSRF token
    return submitForm(visitor, { _SUBMIT: 'waitlist', PC_EMAIL_ADDRESS: `someone+${n}@example.com`, REQUEST_TYPE: 'BIS' });
  };
  const rows = () => t.app.storefront.db.prepare('SELECT count(*) FROM waitlist_requests').pluck().get() as number;

  it('takes 3 a minute from an address, whatever its session, then says when to try again and writes nothing', async () => {
    const before = rows();
    // A new session per sign-up (a client that drops its cookies): the address is what counts.
    const outcomes = [];
    for (let n = 0; n < 4; n++) outcomes.push((await signUp(new Visitor(t.app), n)).entry);
    expect(outcomes.slice(0, 3).map((entry) => entry.result?.value.SUCCESS)).toEqual([1, 1, 1]);
    expect(outcomes[3]!.error?.code).toBe(102);
    expect(outcomes[3]!.error?.message).toBe('Too many sign-ups from your address. Try again in 60 seconds.');
    expect(outcomes[3]!.error?.data.messages[0].key).toBe('waitlist.too_many');
    expect(rows()).toBe(before + 3);
    // Other calls of the address are not held back; the next window takes sign-ups again.
    const shopper = new Visitor(t.app);
    await shopper.get('/');
    expect((await addToBag(shopper, 1)).entry.result).toBeDefined();
    jest.setSystemTime(Date.now() + 60_000);
    expect((await signUp(new Visitor(t.app), 9)).entry.result?.value.SUCCESS).toBe(1);
  });
});

describe('the defaults (as npm start runs)', () => {
  // No rateLimit option: buildApp's own default.
  const t = useTestApp({ rateLimit: undefined });

  it('limit sign-in to 10 attempts a minute per address', async () => {
    expect(DEFAULT_RATE_LIMITS.signin).toEqual({ max: 10, windowMs: 60_000 });
    expect(DEFAULT_RATE_LIMITS.waitlist).toEqual({ max: 10, windowMs: 60_000 });
    const statuses = [];
    for (let i = 0; i < 11; i++) statuses.push((await attempt(t.app)).statusCode);
    expect(statuses).toEqual([...Array(10).fill(403), 429]);
  });

  it('let a shopper type nonstop for a minute: a search every 175 ms, each retried once with a wildcard', async () => {
    const start = Date.now();
    const statuses = new Map<number, number>();
    for (let keystroke = 0; keystroke * 175 < 60_000; keystroke++) {
      jest.setSystemTime(start + keystroke * 175);
      for (const term of ['lip', 'lip*']) {
        const response = await t.app.inject({ url: `${ENDPOINT}?${new URLSearchParams({ ...LEGACY, Ntt: term, M: 'recs_per_page:5', Np: '1' })}` });
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      }
    }
    // 343 keystrokes in the minute, two searches each.
    expect([...statuses]).toEqual([[200, 686]]);
  }, 30_000); // 686 searches: about a second, more on a busy machine
});
