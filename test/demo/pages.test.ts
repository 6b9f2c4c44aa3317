import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { CONTENT_SECURITY_POLICY } from '../../demo/http/security-headers';
import { createTestApp, Visitor } from './test-app';

let app: FastifyInstance;
let close: () => Promise<void>;
beforeAll(async () => ({ app, close } = await createTestApp()));
afterAll(async () => close());

const EXPECTED_CSP = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; media-src 'self' blob:; "
  + "connect-src 'self'; font-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-src 'self'; frame-ancestors 'self'";

describe('pages', () => {
  it.each(['/', '/product/3', '/products/PROD3', '/account/signin.tmpl', '/cart', '/no/such/page'])(
    '%s has the security headers, the page skeleton and no inline script or style', async (url) => {
      const response = await app.inject({ url });
      expect(response.headers['content-security-policy']).toBe(EXPECTED_CSP);
      expect(CONTENT_SECURITY_POLICY).toBe(EXPECTED_CSP);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      const body = response.body;
      expect(body.startsWith('<!doctype html>\n<html lang="en">')).toBe(true);
      expect(body).toMatch(/<title>[^<]+<\/title>/);
      for (const landmark of ['<header', '<main id="main"', '<footer', 'href="#main"']) expect(body).toContain(landmark);
      expect(body).toContain('<div data-widget="csr-header"></div>');
      expect(body).toContain('<script type="application/json" data-storefront-config>{"locale":"en_US","pathPrefix":"/","brandPrefix":"demo","apiPrefix":"api","debug":false,"rpc":{"url_params":""},"metricsFunction":"cmCreateElementTag"}</script>');
      expect(body).toContain('<script type="module" src="/dist/preact/storefront.js"></script>');
      expect(body).not.toMatch(/<style|style="|<script>|<script(?![^>]*(type="module" src=|type="application\/json"))/);
      const ids = [...body.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
      expect(new Set(ids).size).toBe(ids.length);
    });

  it('home shows 24 bestseller tiles ordered by review count', async () => {
    const body = (await app.inject({ url: '/' })).body;
    const links = [...body.matchAll(/class="product-tile__link" href="\/product\/(\d+)"/g)].map((m) => Number(m[1]));
    expect(links).toHaveLength(24);
    const reviews = app.storefront.catalog.productsById(links).map((p) => p.reviewCount);
    expect(reviews).toEqual([...reviews].sort((a, b) => b - a));
  });

  it('loads the react build and keeps the flavour on internal links and forms', async () => {
    const body = (await app.inject({ url: '/?flavour=react' })).body;
    expect(body).toContain('<script type="module" src="/dist/react/storefront.js"></script>');
    expect(body).toContain('href="/account/signin.tmpl?flavour=react#sign-in"');
    expect(body).toContain('href="/cart?flavour=react"');
    expect(body).toContain('<input type="hidden" name="flavour" value="react">');
    expect(body).toMatch(/href="\/product\/\d+\?flavour=react"/);
  });

  it('renders a product page with canonical link, price, shades and rating', async () => {
    const product = app.storefront.catalog.productById(1)!;
    const response = await app.inject({ url: '/products/PROD1' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<link rel="canonical" href="/product/1">');
    expect(response.body).toContain(`<h1>${product.name}</h1>`);
    expect(response.body).toContain('class="shade-list"');
    expect(response.body).toMatch(/Rated \d\.\d out of 5|No reviews yet/);
    expect(response.body).toMatch(/\$\d+\.\d\d/);
  });

  it('answers unknown products and pages with a styled 404', async () => {
    for (const url of ['/product/999999', '/product/abc', '/nowhere']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('<h1>Page not found</h1>');
    }
  });

  it('escapes a hostile query string and path', async () => {
    const attack = '"><script>alert(1)</script>';
    const search = await app.inject({ url: `/?search=${encodeURIComponent(attack)}` });
    expect(search.body).not.toContain('<script>alert(1)');
    expect(search.body).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    const path = await app.inject({ url: `/x${encodeURIComponent(attack)}` });
    expect(path.body).not.toContain('<script>alert(1)');
    const signin = await app.inject({ url: `/account/signin.tmpl?return_url=${encodeURIComponent(`/a${attack}`)}` });
    expect(signin.body).not.toContain('<script>alert(1)');
  });

  it('answers an unreadable form body with a styled error page, never a stack', async () => {
    const response = await app.inject({
      method: 'POST', url: '/account/signin.tmpl', headers: { 'content-type': 'application/json' }, payload: '{"broken',
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<main id="main"');
    expect(response.body).not.toMatch(/at .*\.(js|ts):\d+/);
  });

  it('shows the signed-in header with a sign-out form', async () => {
    const visitor = new Visitor(app);
    await visitor.signIn('member@example.com');
    const body = (await visitor.get('/')).body;
    expect(body).toContain('Hi, Ana');
    expect(body).toContain('action="/account/signout.tmpl"');
  });
});

describe('media and health', () => {
  it('serves deterministic, cacheable SVG images', async () => {
    const first = await app.inject({ url: '/media/product/PROD1.svg' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toContain('image/svg+xml');
    expect(first.headers['cache-control']).toContain('max-age=');
    expect(first.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    const sku = app.storefront.catalog.productById(1)!.skus[0]!;
    const skuImage = await app.inject({ url: `/media/sku/SKU${sku.id}.svg` });
    expect(skuImage.body).toContain(`fill="${sku.hex!.split(',')[0]}"`);
    expect((await app.inject({ url: '/media/product/PROD1.svg' })).body).toBe(first.body);
    const revalidated = await app.inject({ url: '/media/product/1.svg', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(revalidated.statusCode).toBe(304);
    expect((await app.inject({ url: '/media/sku/SKU99999999.svg' })).statusCode).toBe(404);
  });

  it('answers /healthz', async () => {
    const response = await app.inject({ url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('ok');
  });
});
