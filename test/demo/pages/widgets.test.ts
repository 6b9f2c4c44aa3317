import { describe, expect, it } from '@jest/globals';
import catalogue from '../../../demo/pages/widgets-catalogue.json';
import { useTestApp, Visitor } from '../helpers/test-app';

const t = useTestApp();

describe('GET /widgets', () => {
  it('lists every declared island with its props table and live examples, the product ones on the bestsellers', async () => {
    const body = (await t.app.inject({ url: '/widgets' })).body;
    const names = catalogue.islands.map((island) => island.name);
    expect(names).toEqual(expect.arrayContaining(['product-card', 'loyalty-join', 'user-fields']));
    expect([...body.matchAll(/<h2 id="widget-([a-z-]+)">/g)].map((m) => m[1])).toEqual(names);
    expect([...body.matchAll(/<li data-island="([a-z-]+)"><a href="#widget-\1">/g)].map((m) => m[1])).toEqual(names);
    const bestsellers = t.app.storefront.catalog.bestsellers(8);
    expect(body).toContain(`<div data-widget="product-card" data-props='{"productId":"PROD${bestsellers[0]!.id}","categoryId":"CAT${bestsellers[0]!.categoryId}"}'></div>`);
    expect(body).toContain(`<div data-widget="waitlist-form" data-props='{"title":"Join the holiday waitlist","headingLevel":3}'></div>`);
    expect(body).toContain(`<div class="widget-example__live"><div data-widget="waitlist-popup" data-props='{"productId":"PROD12"}'></div></div>`);
    expect(body).toContain(`data-props='{"productIds":${JSON.stringify(bestsellers.map((p) => `PROD${p.id}`))},"pageSize":4,"label":"Bestsellers"}'`);
    // Each table scrolls sideways in its own region, named by its caption, that the keyboard reaches.
    expect(body).toContain('<div class="widget-props-scroll" role="region" tabindex="0" aria-labelledby="props-product-card"><table class="widget-props">\n      <caption id="props-product-card">Props of product-card</caption>');
    expect(body).toContain('<tr><th scope="row"><code>productId</code></th><td>string</td><td>yes</td><td>—</td><td>any</td><td>the product&#39;s id, <code>PROD345</code> or <code>345</code></td></tr>');
    expect(body).toContain('<tr><th scope="row"><code>variant</code></th><td>string</td><td>no</td><td><code>sticky</code></td><td><code>sticky</code>, <code>nav</code></td>');
  });

  it('shows a sold-out shade, a failure example and the page-driven states as links', async () => {
    const body = (await t.app.inject({ url: '/widgets' })).body;
    const soldOut = t.app.storefront.catalog.soldOutSku()!;
    expect(soldOut.inventoryStatus).toBe(7);
    expect(body).toContain(`<h4>Sold out</h4>\n      <div class="widget-example__live"><div data-widget="add-to-bag" data-props='{"productId":"PROD${soldOut.productId}","skuId":"SKU${soldOut.id}"}'></div></div>`);
    const failure = body.split('data-example="failure"')[1]!.split('</div>\n    </div>')[0]!;
    expect(failure).toContain('<h4>A failure</h4>');
    expect(failure).toContain(`<div id="widget-failure-example" data-widget="product-card" data-props='{"productID":"PROD${t.app.storefront.catalog.bestsellers(1)[0]!.id}"}'>`);
    expect(body.match(/data-example="failure"/g)).toHaveLength(1);
    expect(body).toContain('<a href="/esearch?search=zzxq">no results for “zzxq”</a>');
  });

  it('copies the documented host of waitlist-popup (bare) and lists every snippet that is not a host, beside the examples', async () => {
    const body = (await t.app.inject({ url: '/widgets' })).body;
    const section = (name: string) => body.split(`id="widget-${name}"`)[1]!.split('</section>')[0]!;
    const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
    const snippets = (name: string) => catalogue.islands.find((island) => island.name === name)!.snippets;
    const copied = (name: string) => [...section(name).matchAll(/<pre class="widget-example__markup" id="([^"]+)"[^>]*><code>([^]*?)<\/code><\/pre>/g)].map((m) => [m[1], m[2]]);
    expect(snippets('waitlist-popup')[0]).toBe('<div data-widget="waitlist-popup"></div>');
    expect(copied('waitlist-popup')).toEqual([
      ['markup-waitlist-popup', escape(snippets('waitlist-popup')[0]!)],
      ['markup-waitlist-popup-page-config', escape(snippets('waitlist-popup')[1]!)],
    ]);
    expect(section('waitlist-popup')).toContain('<p>In the page config:</p>');
    expect(copied('pwp-popup')).toEqual([['markup-pwp-popup-script', escape(snippets('pwp-popup')[0]!)]]);
    expect(copied('waitlist-form').map(([id]) => id)).toEqual(['markup-waitlist-form', 'markup-waitlist-form-script']);
    expect(copied('waitlist-form')[1]![1]).toBe(escape(snippets('waitlist-form')[1]!));
    expect(section('pwp-popup')).toContain('<p>From a page script:</p>');
  });

  it('drops the accordion and the date picker in live; back-to-top is the layout\'s own, once per page', async () => {
    const body = (await t.app.inject({ url: '/widgets' })).body;
    const section = (name: string) => body.split(`id="widget-${name}"`)[1]!.split('</section>')[0]!;
    expect(section('accordion')).toContain('<div class="widget-example__live"><div data-widget="accordion" data-props=\'{"allowMultiple": true}\'>\n  <h4>Delivery</h4>');
    // The birthday takes no day after the shopper's today: the server's, plus a day for a shopper east of UTC.
    const max = /<input id="w-birthday" name="birthday" type="date" autocomplete="bday" max="(\d{4}-\d\d-\d\d)">/.exec(section('date-picker'))?.[1];
    expect([new Date().toISOString().slice(0, 10), new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)]).toContain(max); // read after the page: midnight may have passed
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

  it('loads its own script (no inline script), carries the catalogue data as JSON, and has the try-it box', async () => {
    const response = await t.app.inject({ url: '/widgets' });
    expect(response.body).toContain('<script type="module" src="/static/widgets-catalogue.js"></script>');
    const data = JSON.parse(/<script type="application\/json" id="widget-catalogue-data">([^<]*)<\/script>/.exec(response.body)![1]!);
    expect(data.islands.map((i: { name: string }) => i.name)).toEqual(catalogue.islands.map((i) => i.name));
    expect(response.body).toContain('<label for="try-it-markup">');
    const script = await t.app.inject({ url: '/static/widgets-catalogue.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
  });

  it('carries debug: true in its page config with ?debug=on, so problems show beside their hosts', async () => {
    const config = (url: string) => t.app.inject({ url }).then((r) => JSON.parse(/<script type="application\/json" data-storefront-config>([^<]*)<\/script>/.exec(r.body)![1]!).debug);
    expect(await config('/widgets')).toBe(false);
    expect(await config('/widgets?debug=on')).toBe(true);
  });

  it('keeps the react build on its links to the pages where an island lives elsewhere', async () => {
    const body = (await t.app.inject({ url: '/widgets?flavour=react' })).body;
    expect(body).toContain('<a href="/esearch?search=lipstick&amp;flavour=react">results for “lipstick”</a>');
    expect(body).toContain('<a href="/video?flavour=react">video page</a>');
    expect(body).toContain('<a href="/video/fallback?flavour=react">the fallback page</a>');
  });

  it('says whether the visitor is signed in, and offers to sign in when not', async () => {
    expect((await t.app.inject({ url: '/widgets' })).body).toContain('You are signed out: the examples show what a guest sees; <a href="/account/signin.tmpl?return_url=%2Fwidgets">sign in</a>');
    const visitor = new Visitor(t.app);
    await visitor.signIn('member@example.com');
    expect((await visitor.get('/widgets')).body).toContain('You are signed in as member@example.com');
  });
});
