import { describe, expect, it } from '@jest/globals';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();

const gridProps = (body: string) => JSON.parse(/<script type="application\/json">(\{"productIds".*?)<\/script>/.exec(body)![1]!);
const tiles = (body: string) => [...body.matchAll(/class="product-tile__link" href="\/product\/(\d+)"/g)].map((m) => Number(m[1]));

describe('GET /category/:id', () => {
  it('lists the live products of the category, most reviewed first, as a product-grid host', async () => {
    const response = await t.app.inject({ url: '/category/CAT1' });
    expect(response.statusCode).toBe(200);
    const ids = [35, 1, 23, 25, 32, 50, 16, 37];
    expect(t.app.storefront.db.prepare('SELECT id FROM products WHERE category_id = 1 AND discontinued = 0 ORDER BY review_count DESC, id')
      .pluck().all()).toEqual(ids);
    expect(response.body).toContain('<h1>Lipstick</h1>');
    expect(response.body).toContain('<p class="category-count">8 products</p>');
    expect(response.body).toContain('<link rel="canonical" href="/category/1">');
    expect(gridProps(response.body)).toEqual({
      productIds: ids.map((id) => `PROD${id}`), categoryId: 'CAT1', pageSize: 12, headingLevel: 2, label: 'Lipstick',
    });
    expect(tiles(response.body)).toEqual(ids);
  });

  it('leaves discontinued products out', async () => {
    // Of the two mascaras, product 3 is discontinued.
    const body = (await t.app.inject({ url: '/category/3' })).body;
    expect(body).toContain('<p class="category-count">1 products</p>');
    expect(gridProps(body).productIds).toEqual(['PROD15']);
  });

  it('answers an unknown category with the styled 404', async () => {
    for (const url of ['/category/99', '/category/abc']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('<p>We could not find that category.</p>');
    }
  });
});
