import { describe, expect, it } from '@jest/globals';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { parseTrustProxy } from '../../../demo/http/trust-proxy';
import { formBody, setCookie, useTestApp } from '../helpers/test-app';

// Secure cookies over HTTPS (docs/security.md, "Proxies and HTTPS"), including behind a proxy trusted with
// TRUST_PROXY.
const COOKIES = ['sfi_session', 'csrftoken', 'LOCALE', 'FE_USER_CART'];
/** Which of the visitor cookies a response sets carry Secure. */
const secureCookies = (response: LightMyRequestResponse) =>
  COOKIES.map((name) => [name, setCookie(response, name)?.attributes.includes('Secure')]);
const everyCookie = (secure: boolean) => COOKIES.map((name) => [name, secure]);

const firstVisit = (app: FastifyInstance, remoteAddress: string, headers: Record<string, string> = {}) =>
  app.inject({ url: '/', remoteAddress, headers });

describe('behind a trusted proxy (TRUST_PROXY=127.0.0.1)', () => {
  const t = useTestApp({ trustProxy: parseTrustProxy('127.0.0.1') });

  it('sets every cookie Secure when the proxy says the request came over HTTPS', async () => {
    const response = await firstVisit(t.app, '127.0.0.1', { 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.4' });
    expect(secureCookies(response)).toEqual(everyCookie(true));
    expect(setCookie(response, 'sfi_session')!.attributes).toEqual(['Max-Age=2592000', 'Path=/', 'HttpOnly', 'Secure', 'SameSite=Lax']);
  });

  it('sets no cookie Secure over plain HTTP', async () => {
    expect(secureCookies(await firstVisit(t.app, '127.0.0.1'))).toEqual(everyCookie(false));
    expect(secureCookies(await firstVisit(t.app, '127.0.0.1', { 'x-forwarded-proto': 'http' }))).toEqual(everyCookie(false));
  });

  it('believes no X-Forwarded-Proto from an address that is not the proxy', async () => {
    expect(secureCookies(await firstVisit(t.app, '203.0.113.9', { 'x-forwarded-proto': 'https' }))).toEqual(everyCookie(false));
  });
});

describe('rate limits behind a trusted proxy', () => {
  const t = useTestApp({ trustProxy: '127.0.0.1', rateLimit: { signin: { max: 1, windowMs: 60_000 } } });
  const attempt = (forwardedFor: string) => t.app.inject({
    method: 'POST', url: '/account/signin.tmpl', remoteAddress: '127.0.0.1',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': forwardedFor },
    payload: formBody({ action: 'signin', email: 'shopper@example.com', password: 'guess' }),
  });

  it('count each client the proxy names, not the proxy', async () => {
    expect([(await attempt('198.51.100.1')).statusCode, (await attempt('198.51.100.2')).statusCode]).toEqual([403, 403]);
    expect((await attempt('198.51.100.1')).statusCode).toBe(429);
  });
});

describe('with no proxy trusted (the default)', () => {
  const t = useTestApp();

  it('ignores X-Forwarded-Proto: no Secure cookie over plain HTTP', async () => {
    expect(secureCookies(await firstVisit(t.app, '127.0.0.1', { 'x-forwarded-proto': 'https' }))).toEqual(everyCookie(false));
  });
});

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['true', true],
    ['127.0.0.1', '127.0.0.1'],
    [' 10.0.0.0/8 , ::1 ,loopback', '10.0.0.0/8,::1,loopback'],
    ['fd00::/8,uniquelocal,linklocal', 'fd00::/8,uniquelocal,linklocal'],
  ])('%j → trustProxy %j', (value, expected) => {
    expect(parseTrustProxy(value)).toBe(expected);
  });

  it.each(['1', 'yes', '10.0.0.0/33', '::1/129', '10.0.0.1/8/8', 'proxy.example', ',', '127.0.0.1,nope'])('refuses %j', (value) => {
    expect(() => parseTrustProxy(value)).toThrow(`TRUST_PROXY must be true, false, or the proxies' addresses, ranges (10.0.0.0/8) or loopback, linklocal, uniquelocal separated by commas; got ${JSON.stringify(value.trim())}.`);
  });
});

describe('calls from the page\'s own origin behind a trusted proxy (TRUST_PROXY=127.0.0.1)', () => {
  const t = useTestApp({ trustProxy: parseTrustProxy('127.0.0.1') });
  /** An RPC batch as a browser without Sec-Fetch-Site sends it: only its Origin says where the page is. */
  const rpcFrom = (remoteAddress: string, headers: Record<string, string>) => t.app.inject({
    method: 'POST', url: '/rpc/jsonrpc.tmpl', remoteAddress,
    headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'app.internal:8080', ...headers },
    payload: formBody({ JSONRPC: JSON.stringify([{ method: 'csrf.getToken', id: 1, params: [{}] }]) }),
  }).then((response) => response.statusCode);

  it('judges the Origin against the host the proxy says the shopper asked for (X-Forwarded-Host), not its own Host', async () => {
    expect(await rpcFrom('127.0.0.1', { origin: 'https://shop.example', 'x-forwarded-host': 'shop.example', 'x-forwarded-proto': 'https' })).toBe(200);
    expect(await rpcFrom('127.0.0.1', { origin: 'https://evil.example', 'x-forwarded-host': 'shop.example', 'x-forwarded-proto': 'https' })).toBe(403);
  });

  it('believes no X-Forwarded-Host from an address that is not the proxy', async () => {
    expect(await rpcFrom('203.0.113.9', { origin: 'https://shop.example', 'x-forwarded-host': 'shop.example' })).toBe(403);
    expect(await rpcFrom('203.0.113.9', { origin: 'http://app.internal:8080' })).toBe(200);
  });
});
