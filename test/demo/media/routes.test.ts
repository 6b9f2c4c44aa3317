import { describe, expect, it } from '@jest/globals';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();

describe('media', () => {
  it('serves deterministic, cacheable SVG images', async () => {
    const first = await t.app.inject({ url: '/media/product/PROD1.svg' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(first.headers['cache-control']).toBe('public, max-age=86400');
    expect(first.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(first.body).toContain('<title>Luminous Silk Liquid Matte Lipstick</title>');
    const hex = t.app.storefront.db.prepare('SELECT hex FROM skus WHERE id = 1').pluck().get() as string;
    const skuImage = await t.app.inject({ url: '/media/sku/SKU1.svg' });
    expect(skuImage.body).toContain(`fill="${hex.split(',')[0]}"`);
    expect(skuImage.body).toContain('<title>Luminous Silk Liquid Matte Lipstick, Peony Affair, 3.5 g</title>');
    expect((await t.app.inject({ url: '/media/product/PROD1.svg' })).body).toBe(first.body);
    const revalidated = await t.app.inject({ url: '/media/product/1.svg', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(revalidated.statusCode).toBe(304);
  });

  it('answers 404 for an unknown or malformed image', async () => {
    for (const url of ['/media/sku/SKU99999999.svg', '/media/product/PROD99999.svg', '/media/product/x.svg', '/media/product/PROD1.png']) {
      expect((await t.app.inject({ url })).statusCode).toBe(404);
    }
  });
});
