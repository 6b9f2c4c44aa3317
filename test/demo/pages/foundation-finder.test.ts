import { describe, expect, it } from '@jest/globals';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();

const unescape = (value: string) => value.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

describe('GET /foundation_finder/frame.tmpl', () => {
  it('answers a bare fragment with the finder host: the questions from the database, one row per combination with a shade', async () => {
    const response = await t.app.inject({ url: '/foundation_finder/frame.tmpl' });
    expect([response.statusCode, response.headers['content-type'], response.headers['cache-control']]).toEqual([200, 'text/html; charset=utf-8', 'no-store']);
    expect(response.body.startsWith('<div class="finder-frame">')).toBe(true);
    expect(response.body).toContain('<p class="finder-frame__intro">Answer 4 questions and we will match you to one foundation and shade.</p>');
    expect(response.body).toContain('<p>The finder is loading. <a href="/category/2">Browse all foundations</a>.</p>');
    const props = JSON.parse(unescape(/data-widget="foundation-finder" data-props="([^"]*)"/.exec(response.body)![1]!));
    expect(props.optionUrl).toBe('/foundation_finder/option.tmpl');
    expect(props.questions).toEqual([
      { id: 'tone', prompt: 'Which best describes your skin tone?', help: 'Think of your skin in daylight, without makeup.', options: ['Fair', 'Light', 'Medium', 'Deep'] },
      { id: 'undertone', prompt: 'What is your undertone?', help: 'Veins that look blue or purple suggest cool; green suggests warm; a mix, neutral.', options: ['Cool', 'Neutral', 'Warm'] },
      { id: 'finish', prompt: 'Which finish do you prefer?', help: '', options: ['Matte', 'Natural', 'Satin', 'Radiant'] },
      { id: 'coverage', prompt: 'How much coverage do you like?', help: '', options: ['Sheer', 'Light', 'Medium', 'Buildable', 'Full'] },
    ]);
    // [skuId, productId, shades, tone, undertone, finish, coverage] (option indexes)
    expect(props.matches).toEqual([
      [11, 2, 1, 3, 0, 3, 1], [160, 41, 2, 3, 2, 0, 3], [10, 2, 1, 3, 2, 3, 1], [154, 41, 1, 0, 1, 0, 3], [155, 41, 1, 0, 2, 0, 3],
      [4, 2, 2, 0, 2, 3, 1], [156, 41, 1, 1, 0, 0, 3], [6, 2, 1, 1, 1, 3, 1], [157, 41, 1, 1, 2, 0, 3], [7, 2, 1, 1, 2, 3, 1],
      [158, 41, 1, 2, 0, 0, 3], [9, 2, 1, 2, 1, 3, 1], [159, 41, 1, 2, 2, 0, 3],
    ]);
  });
});

describe('GET /foundation_finder/option.tmpl', () => {
  it('answers one product and shade on its dashboard, with an add-to-bag host on that shade', async () => {
    for (const sku of ['SKU154', '154']) {
      const response = await t.app.inject({ url: `/foundation_finder/option.tmpl?sku=${sku}` });
      expect([response.statusCode, response.headers['cache-control']]).toEqual([200, 'no-store']);
      expect(response.body).toBe(`<section class="finder-option" aria-labelledby="finder-option-SKU154">
  <img class="finder-option__image" src="/media/sku/SKU154.svg" alt="" width="120" height="120">
  <div class="finder-option__body">
    <h4 id="finder-option-SKU154" class="finder-option__name"><a href="/product/41">Soft Focus Soft Matte Foundation</a></h4>
    <p class="finder-option__shade">Shade: <strong>1N2 Porcelain Neutral</strong></p>
    <dl class="finder-option__answers"><div><dt>Skin tone</dt><dd>Fair</dd></div><div><dt>Undertone</dt><dd>Neutral</dd></div><div><dt>Finish</dt><dd>Matte</dd></div><div><dt>Coverage</dt><dd>Buildable</dd></div></dl>
    <div class="finder-option__buy" data-widget="add-to-bag" data-props="{&quot;productId&quot;:&quot;PROD41&quot;,&quot;categoryId&quot;:&quot;CAT2&quot;,&quot;skuId&quot;:&quot;SKU154&quot;}"><p>$39.50</p></div>
  </div>
</section>`);
    }
    expect((await t.app.inject({ url: '/foundation_finder/option.tmpl?sku=154&flavour=react' })).body).toContain('<a href="/product/41?flavour=react">');
  });

  it.each(['', '?sku=', '?sku=SKU1', '?sku=999999', '?sku=abc', '?sku=SKU0', '?sku=1e3', '?sku[]=154'])('answers 404 for %j', async (query) => {
    const response = await t.app.inject({ url: `/foundation_finder/option.tmpl${query}` });
    expect([response.statusCode, response.body]).toEqual([404, '<section class="finder-option"><p>Sorry, this shade is no longer available.</p></section>']);
  });
});
