import { describe, expect, it } from '@jest/globals';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();

describe('GET /widgets', () => {
  it('shows every island live next to its host markup, the product ones on the bestsellers', async () => {
    const body = (await t.app.inject({ url: '/widgets' })).body;
    expect([...body.matchAll(/<h2 id="widget-([a-z-]+)">/g)].map((m) => m[1])).toEqual([
      'cart-count', 'csr-header', 'typeahead', 'recent-searches', 'product-card', 'add-to-bag', 'favorite', 'product-grid', 'overlay-link',
      'waitlist-form', 'waitlist-popup',
      'back-to-top', 'accordion', 'date-picker',
      'quiz', 'foundation-finder', 'account-form',
      'loyalty-join', 'loyalty-nav', 'loyalty-offers', 'user-fields',
      'video-player',
    ]);
    const bestsellers = t.app.storefront.catalog.bestsellers(8);
    expect(body).toContain(`<div data-widget="product-card" data-props='{"productId":"PROD${bestsellers[0]!.id}","categoryId":"CAT${bestsellers[0]!.categoryId}"}'></div>`);
    expect(body).toContain(`<div data-widget="waitlist-form" data-props='{"title":"Join the holiday waitlist","headingLevel":3}'></div>`);
    expect(body).toContain(`<div data-widget="waitlist-popup" data-props='{"productId":"PROD12"}'></div>`);
    expect(body).toContain(`data-props='{"productIds":${JSON.stringify(bestsellers.map((p) => `PROD${p.id}`))},"pageSize":4,"label":"Bestsellers"}'`);
  });

  it('drops the accordion and the date picker in live; back-to-top is the layout\'s own, once per page', async () => {
    const body = (await t.app.inject({ url: '/widgets' })).body;
    const section = (name: string) => body.split(`id="widget-${name}"`)[1]!.split('</section>')[0]!;
    expect(section('accordion')).toContain('<div class="widget-example__live"><div data-widget="accordion" data-props=\'{"allowMultiple": true}\'>\n  <h3>Delivery</h3>');
    expect(section('date-picker')).toContain('<input id="w-birthday" name="birthday" type="date" autocomplete="bday">');
    expect(section('back-to-top')).toContain('<p class="widget-example__live">Every page of this site has one at the end of its body');
    expect(section('back-to-top')).not.toContain('<div data-widget');
    expect(body.match(/<div data-widget="back-to-top"><\/div>/g)).toHaveLength(1);
  });

  it('shows the quiz over the bestsellers, the finder\'s preset link and the account form', async () => {
    const body = (await t.app.inject({ url: '/widgets' })).body;
    const quiz = JSON.parse(/<div data-widget="quiz" data-props='([^']*)'><\/div>/.exec(body)![1]!);
    const bestsellers = t.app.storefront.catalog.bestsellers(8);
    expect(quiz.candidates.map((c: { productId: string }) => c.productId)).toEqual(bestsellers.slice(0, 4).map((p) => `PROD${p.id}`));
    expect(quiz.quiz.questions.map((q: { prompt: string }) => q.prompt)).toEqual(['Which finish do you like?', 'What is your skin like?']);
    expect(body).toContain('<a href="/category/2" data-widget="overlay-link" data-prop-preset="foundation-finder" data-prop-label="Find your foundation shade">Find your foundation shade</a>');
    expect(body).toContain('<div data-widget="account-form" data-props=\'{"form":"signin","returnUrl":"/widgets"}\'></div>');
  });
});
