// The loyalty account index (docs/requirements.md §2.1): a member sees points, tier, offers and history from the
// database; a signed-in shopper and an anonymous visitor are offered the join form.
import { describe, expect, it } from '@jest/globals';
import { rpcCall } from '../helpers/rpc-client';
import { useTestApp, Visitor } from '../helpers/test-app';

const t = useTestApp();
const PATH = '/account/loyalty/index.tmpl';

const texts = (body: string, pattern: RegExp) => [...body.matchAll(pattern)].map((m) => m.slice(1).map((s) => s.replace(/\s+/g, ' ').trim()));

describe(`GET ${PATH}`, () => {
  it('shows a member their points, tier, next tier, birthday, offers and history', async () => {
    const visitor = new Visitor(t.app);
    await visitor.signIn('member@example.com');
    const response = await visitor.get(PATH);
    expect(response.statusCode).toBe(200);
    const body = response.body;
    expect(body).toContain('<title>Your Loyalty rewards | Lumière Beauty</title>');
    expect(body).toContain('<p class="loyalty-points"><span data-user-field="loyaltyPoints">1,250</span> points</p>');
    expect(body).toContain('<p class="loyalty-tier">Tier: <strong>Gold</strong></p>');
    expect(body).toContain('<p class="loyalty-next">1,250 points to Platinum.</p>');
    expect(body).toContain('<p class="loyalty-birthday">Birthday: March 3</p>');
    expect(texts(body, /<li class="loyalty-offer" data-offer="([^"]+)">\s*<strong>([^<]+)<\/strong>[\s\S]*?<span class="loyalty-offer__state">([^<]+)<\/span>/g)).toEqual([
      ['lyl_social_fb', 'Facebook share', 'Available'],
      ['lyl_social_twitter', 'Twitter share', 'Available'],
      ['lyl_social_pinterest', 'Pinterest share', 'Available'],
    ]);
    expect(texts(body, /<tr>\s*<td><time datetime="([\d-]+)">([^<]+)<\/time><\/td>\s*<td>([^<]+)<\/td>\s*<td>([^<]+)<\/td><\/tr>/g)).toEqual([
      ['2025-03-03', 'Mar 3, 2025', 'Birthday bonus', '+200'],
      ['2025-01-14', 'Jan 14, 2025', 'Order 10877', '+630'],
      ['2024-11-02', 'Nov 2, 2024', 'Order 10231', '+420'],
      ['2024-11-02', 'Nov 2, 2024', 'Joined Loyalty', '0'],
    ]);
    expect(body).toContain('<div class="loyalty-nav" data-widget="loyalty-nav">');
    expect(body).toContain('{"label":"Loyalty account","links":[{"href":"/account/loyalty/index.tmpl","label":"Overview"},{"href":"#offers","label":"Offers"},{"href":"#history","label":"History"}]}');
    expect(body).toContain('<div data-widget="loyalty-offers"><script type="application/json">{"url":"/","text":"My beauty favourites from Lumière Beauty"}</script></div>');
    expect(body).not.toContain('data-widget="loyalty-join"');
  });

  it('shows what an applied offer added: points, the offer received, the history line', async () => {
    const visitor = new Visitor(t.app);
    await visitor.signIn('member@example.com');
    await rpcCall(visitor, 'offers.apply', [{ offer_code: 'lyl_social_pinterest', do_not_defer_messages: 1 }]);
    const body = (await visitor.get(PATH)).body;
    expect(body).toContain('<span data-user-field="loyaltyPoints">1,300</span>');
    expect(body).toMatch(/data-offer="lyl_social_pinterest">[\s\S]*?<span class="loyalty-offer__state">Received<\/span>/);
    expect(body).toMatch(/<td>Pinterest share<\/td>\s*<td>\+50<\/td>/);
  });

  it('offers a signed-in shopper who is not a member the join forms (navigation and sticky)', async () => {
    const visitor = new Visitor(t.app);
    await visitor.signIn('shopper@example.com');
    const body = (await visitor.get(PATH)).body;
    expect(body).toContain('<title>Loyalty | Lumière Beauty</title>');
    expect(body).toContain('<div id="loyalty-join-nav" data-widget="loyalty-join" data-prop-variant="nav"><p>Join Loyalty: earn points on every purchase.</p></div>');
    expect(body).toContain('<div id="loyalty-join-sticky" class="loyalty-sticky" data-widget="loyalty-join" data-prop-variant="sticky"><p>Join Loyalty: earn points on every purchase.</p></div>');
    expect(texts(body, /<li><strong>(\w+)<\/strong>: from ([\d,]+) points<\/li>/g)).toEqual([['Member', '0'], ['Silver', '500'], ['Gold', '1,000'], ['Platinum', '2,500']]);
    expect(body).not.toContain('loyalty-offer__state');
    expect(body).not.toContain('data-user-field="loyaltyPoints"');
  });

  it('offers an anonymous visitor the join forms, with sign-in links that come back to each form', async () => {
    const body = (await new Visitor(t.app).get(PATH)).body;
    expect(body).toContain('<a href="/account/signin.tmpl?return_url=%2Faccount%2Floyalty%2Findex.tmpl%23loyalty-join-nav">Sign in to join Loyalty</a>');
    expect(body).toContain('<a href="/account/signin.tmpl?return_url=%2Faccount%2Floyalty%2Findex.tmpl%23loyalty-join-sticky">Sign in to join Loyalty</a>');
    expect(body).not.toContain('data-widget="user-fields"');
  });

  it('keeps the react flavour in its links', async () => {
    const visitor = new Visitor(t.app);
    await visitor.signIn('member@example.com');
    const body = (await visitor.get(`${PATH}?flavour=react`)).body;
    expect(body).toContain('{"href":"/account/loyalty/index.tmpl?flavour=react","label":"Overview"}');
    expect(body).toMatch(/<script type="module" src="\/dist\/react\/storefront\.js" integrity="sha384-[A-Za-z0-9+/]{64}" crossorigin="anonymous"><\/script>/);
  });

  it('brings a visitor who signs in from it back to the form', async () => {
    const visitor = new Visitor(t.app);
    const response = await visitor.signIn('shopper@example.com', 'password', `${PATH}#loyalty-join-sticky`);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`${PATH}#loyalty-join-sticky`);
  });
});
