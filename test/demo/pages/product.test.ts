import { describe, expect, it } from '@jest/globals';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();

describe('GET /product/:id', () => {
  it('renders a product page with canonical link, price, shades and rating', async () => {
    const response = await t.app.inject({ url: '/products/PROD1' });
    expect(response.statusCode).toBe(200);
    const body = response.body;
    // Product 1 of the test catalog: a lipstick in three shades at $36.50, rated 3.2656 from 2,402 reviews.
    expect(body).toContain('<title>Luminous Silk Liquid Matte Lipstick | Lumière Beauty</title>');
    expect(body).toContain('<link rel="canonical" href="/product/1">');
    expect(body).toContain('<h1>Luminous Silk Liquid Matte Lipstick</h1>');
    expect(body).toContain('<p class="rating">Rated 3.3 out of 5 · 2,402 reviews</p>');
    expect(body).toContain('<p class="product-detail__price">$36.50</p>');
    expect(body).toContain('<h2 id="shades-title">Shades <span class="count">(3)</span></h2>');
    expect([...body.matchAll(/<span class="shade-list__name">([^<]*)<\/span>/g)].map((m) => m[1]))
      .toEqual(['Peony Affair', 'Poppy Whisper', 'Nude Crush']);
  });

  it('lists each shade\'s picture for the page\'s own script, which only a product with shades carries', async () => {
    const body = (await t.app.inject({ url: '/product/1' })).body;
    const pictures = JSON.parse(/<script type="application\/json" id="shade-pictures">([^<]*)<\/script>/.exec(body)?.[1] ?? 'null');
    expect(Object.values(pictures).map((p: any) => p.alt)).toEqual(['Peony Affair', 'Poppy Whisper', 'Nude Crush'].map((shade) => `Luminous Silk Liquid Matte Lipstick, ${shade}`));
    for (const [skuId, { src }] of Object.entries(pictures as Record<string, { src: string }>)) {
      expect(src).toBe(`/media/sku/${skuId}.svg`);
      expect((await t.app.inject({ url: src })).statusCode).toBe(200);
    }
    expect(body).toContain('<script src="/static/product-page.js" defer></script>');
    expect((await t.app.inject({ url: '/static/product-page.js' })).statusCode).toBe(200);
    // Product 3, a mascara: one picture, no script.
    const unshaded = (await t.app.inject({ url: '/product/3' })).body;
    expect(unshaded).not.toContain('shade-pictures');
    expect(unshaded).not.toContain('product-page.js');
  });

  it('carries the waitlist popup host on every product page (the page config says where it shows)', async () => {
    for (const url of ['/product/1', '/product/12']) {
      const body = (await t.app.inject({ url })).body;
      expect([...body.matchAll(/<div data-widget="waitlist-popup"><\/div>/g)]).toHaveLength(1);
    }
  });

  it('puts details, how to use and ingredients in an accordion host, server-rendered', async () => {
    const body = (await t.app.inject({ url: '/product/1' })).body;
    const accordion = /<div class="product-accordion" data-widget="accordion">([\s\S]*?)\n        <\/div>/.exec(body)?.[1] ?? '';
    expect([...accordion.matchAll(/<h2>([^<]+)<span class="product-accordion__icon"><\/span><\/h2>/g)].map((m) => m[1])).toEqual(['Details', 'How to use', 'Ingredients']);
    expect(accordion).toContain('<p class="product-detail__description">');
    expect(accordion).toContain('<p>Line the lips from the centre outwards, then fill in. Blot and apply a second coat for a deeper colour.</p>');
    expect([...accordion.matchAll(/<li>([^<]+)<\/li>/g)].map((m) => m[1])).toEqual(['Ricinus communis (castor) seed oil', 'Candelilla wax', 'Shea butter', 'Tocopherol', 'Iron oxides']);
  });

  it('suggests up to four other live products of the category, most reviewed first', async () => {
    const related = async (id: number) => {
      const body = (await t.app.inject({ url: `/product/${id}` })).body;
      const section = /<section class="related"[\s\S]*?<\/section>/.exec(body)?.[0] ?? '';
      return [...section.matchAll(/"productId":"PROD(\d+)"/g)].map((m) => Number(m[1]));
    };
    // Lipsticks by review count: 35, 1, 23, 25, 32, 50, 16, 37.
    expect(await related(1)).toEqual([35, 23, 25, 32]);
    expect(await related(35)).toEqual([1, 23, 25, 32]);
  });

  it('lists the products of a kit', async () => {
    const body = (await t.app.inject({ url: '/product/12' })).body;
    expect([...body.matchAll(/<li><a href="\/product\/(\d+)">/g)].map((m) => Number(m[1]))).toEqual([14, 48, 50]);
    expect(body).toContain('<p class="rating">No reviews yet</p>');
  });

  it('says a discontinued product is discontinued', async () => {
    expect((await t.app.inject({ url: '/product/3' })).body).toContain('<p class="notice" role="note">This product has been discontinued.</p>');
  });

  it('serves the shipping fragment the buy box links to', async () => {
    const response = await t.app.inject({ url: '/info/shipping.tmpl' });
    expect([response.statusCode, response.headers['cache-control']]).toEqual([200, 'no-store']);
    expect(response.body.startsWith('<section class="info-fragment">')).toBe(true);
  });
});
