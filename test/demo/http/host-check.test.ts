import { describe, expect, it } from '@jest/globals';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();

describe('the request\'s host', () => {
  // The Loyalty page built its share links with `new URL` from the host, which threw: a 500 for each of these.
  it.each(['a b', '[::1', '%', 'shop.example/path', 'user@shop.example', 'shop.example:99999x'])(
    'a Host of %j is refused with a plain 400 before any route runs', async (host) => {
      for (const url of ['/healthz', '/account/loyalty/index.tmpl', '/rpc/jsonrpc.tmpl']) {
        const response = await t.app.inject({ url, headers: { host } });
        expect([response.statusCode, response.headers['content-type'], response.body])
          .toEqual([400, 'text/plain; charset=utf-8', 'Bad Request: the Host header does not name a host.']);
        expect(response.headers['x-content-type-options']).toBe('nosniff');
      }
    });

  it.each(['localhost', 'localhost:8080', '127.0.0.1:3000', '[::1]:8080', 'shop.example.com', 'SHOP.example.com.'])(
    'a Host of %j is served', async (host) => {
      const response = await t.app.inject({ url: '/healthz', headers: { host } });
      expect([response.statusCode, response.body]).toEqual([200, 'ok']);
    });
});
