import { describe, expect, it } from '@jest/globals';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();

describe('GET /', () => {
  it('shows the 24 most-reviewed products that can be bought now, as product-card hosts', async () => {
    const body = (await t.app.inject({ url: '/' })).body;
    const links = [...body.matchAll(/class="product-tile__link" href="\/product\/(\d+)"/g)].map((m) => Number(m[1]));
    const expected = t.app.storefront.db.prepare(`SELECT p.id FROM products p WHERE p.discontinued = 0 AND EXISTS (
      SELECT 1 FROM skus s WHERE s.product_id = p.id AND s.shoppable = 1 AND s.inventory_status IN (1, 2))
      ORDER BY p.review_count DESC, p.id LIMIT 24`).pluck().all();
    expect(links).toEqual(expected);
    expect(links.slice(0, 3)).toEqual([7, 35, 21]);
    expect(body.match(/data-widget="product-card"/g)).toHaveLength(24);
  });

  it('loads the bundle with the classic loader, with its integrity, when asked with ?script=classic (any other value: the module)', async () => {
    const classic = (await t.app.inject({ url: '/?script=classic&flavour=react' })).body;
    expect(classic).toMatch(/<script src="\/dist\/react\/storefront\.loader\.js" defer integrity="sha384-[A-Za-z0-9+/]{64}" crossorigin="anonymous"><\/script>/);
    expect(classic).not.toContain('<script type="module"');
    for (const url of ['/', '/?script=module', '/?script=%3Cx%3E']) {
      const body = (await t.app.inject({ url })).body;
      expect(body).toMatch(/<script type="module" src="\/dist\/preact\/storefront\.js" integrity="sha384-/);
      expect(body).not.toContain('storefront.loader.js');
    }
  });

  it('links every category', async () => {
    const body = (await t.app.inject({ url: '/' })).body;
    expect([...body.matchAll(/<li><a href="\/category\/(\d+)">/g)].map((m) => Number(m[1])))
      .toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('links the quiz (in the dialog, its page for new tabs) and the foundation finder (a hash that opens it)', async () => {
    const body = (await t.app.inject({ url: '/' })).body;
    expect(body).toContain('<li><a href="/lcl/blue_ocean/quiz/welcome.html?womensQuiz" data-widget="overlay-link" data-prop-preset="quiz-women" data-prop-label="Take the makeup quiz">Take the makeup quiz</a></li>');
    expect(body).toContain('<li><a href="/lcl/blue_ocean/quiz/welcome.html?mensQuiz" data-widget="overlay-link" data-prop-preset="quiz-men" data-prop-label="Find your grooming routine">Find your grooming routine</a></li>');
    expect(body).toContain('<li><a href="/category/2#foundation_finder">Find your foundation shade</a></li>');
    expect((await t.app.inject({ url: '/?flavour=react' })).body).toContain('<li><a href="/category/2?flavour=react#foundation_finder">Find your foundation shade</a></li>');
    expect(body).toContain('<li><a href="/video">Watch the collection film</a></li>');
  });
});
