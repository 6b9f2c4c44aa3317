import { describe, expect, it } from '@jest/globals';
import { CONTENT_SECURITY_POLICY } from '../../../demo/http/security-headers';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();

const EXPECTED_CSP = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; media-src 'self' blob:; "
  + "connect-src 'self'; font-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-src 'self'; frame-ancestors 'self'; "
  + "require-trusted-types-for 'script'; trusted-types storefront-islands dompurify storefront-islands-loader";

describe('security headers', () => {
  it('is the strict policy pages are built for', () => {
    expect(CONTENT_SECURITY_POLICY).toBe(EXPECTED_CSP);
  });

  it.each(['/', '/product/3', '/products/PROD3', '/category/1', '/cart', '/esearch?search=lipstick', '/account/signin.tmpl', '/no/such/page'])(
    '%s carries the policy, nosniff and the referrer policy', async (url) => {
      const response = await t.app.inject({ url });
      expect([response.headers['content-security-policy'], response.headers['x-content-type-options'], response.headers['referrer-policy']])
        .toEqual([EXPECTED_CSP, 'nosniff', 'strict-origin-when-cross-origin']);
    });

  it('names the try-it box\'s Trusted Types policy on the catalogue page, and there only', async () => {
    for (const url of ['/widgets', '/widgets?flavour=react', '/widget%73', '/widget%73?flavour=react']) {
      const response = await t.app.inject({ url });
      expect(response.headers['content-security-policy']).toBe(`${EXPECTED_CSP} sfi-try-it`);
    }
    for (const url of ['/widgets/other', '/widgets%2F', '/Widgets']) {
      const other = await t.app.inject({ url });
      expect(other.headers['content-security-policy']).toBe(EXPECTED_CSP);
    }
  });

  it('leaves the page policy off answers that are not HTML', async () => {
    const search = await t.app.inject({ url: '/enrpc/JSONControllerServlet.do' });
    expect([search.headers['content-security-policy'], search.headers['x-content-type-options']]).toEqual([undefined, 'nosniff']);
    const image = await t.app.inject({ url: '/media/product/PROD1.svg' });
    expect(image.headers['content-security-policy']).toBe("default-src 'none'");
  });

  it.each(['/%', '/product/%', '/esearch/%zz'])('answers an address the router cannot read (%s) with a plain 400, its headers, and no echo of the path', async (url) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect([response.headers['x-content-type-options'], response.headers['referrer-policy'], response.headers['cache-control']])
      .toEqual(['nosniff', 'strict-origin-when-cross-origin', 'no-store']);
    expect(response.body).toBe('Bad Request: the address could not be read.');
  });

  it('answers a path part longer than the router takes with a plain 414, with the same headers', async () => {
    const response = await t.app.inject({ url: `/product/${'1'.repeat(150)}` });
    expect(response.statusCode).toBe(414);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect([response.headers['x-content-type-options'], response.headers['referrer-policy'], response.headers['cache-control']])
      .toEqual(['nosniff', 'strict-origin-when-cross-origin', 'no-store']);
    expect(response.body).toBe('URI Too Long: a part of the address is too long.');
  });
});
