import { describe, expect, it } from '@jest/globals';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();

describe('GET /widgets', () => {
  it('shows every island live next to its host markup, the product ones on the bestsellers', async () => {
    const body = (await t.app.inject({ url: '/widgets' })).body;
    expect([...body.matchAll(/<h2 id="widget-([a-z-]+)">/g)].map((m) => m[1])).toEqual([
      'cart-count', 'csr-header', 'typeahead', 'recent-searches', 'product-card', 'add-to-bag', 'favorite', 'product-grid', 'overlay-link',
      'loyalty-join', 'loyalty-nav', 'loyalty-offers', 'user-fields',
    ]);
    const bestsellers = t.app.storefront.catalog.bestsellers(8);
    expect(body).toContain(`<div data-widget="product-card" data-props='{"productId":"PROD${bestsellers[0]!.id}","categoryId":"CAT${bestsellers[0]!.categoryId}"}'></div>`);
    expect(body).toContain(`data-props='{"productIds":${JSON.stringify(bestsellers.map((p) => `PROD${p.id}`))},"pageSize":4,"label":"Bestsellers"}'`);
  });
});
