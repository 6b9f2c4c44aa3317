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
    expect(texts(body, /<li class="loyalty-offer" data-offer="([^"]+)" data-points="\d+">\s*<strong>([^<]+)<\/strong>[\s\S]*?<span class="loyalty-offer__state">([^<]+)<\/span>/g)).toEqual([
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
    // The navigation and the share links as the islands draw them, so nothing moves when they mount.
    expect(body).toContain('<nav class="sfi-loyalty-nav" aria-label="Loyalty account"><ul class="sfi-loyalty-nav__list"><li><a class="sfi-loyalty-nav__link" href="/account/loyalty/index.tmpl" aria-current="location">Overview</a></li><li><a class="sfi-loyalty-nav__link" href="#offers">Offers</a></li>');
    expect(body).toContain('<div data-widget="loyalty-offers"><script type="application/json">{"url":"/","text":"My beauty favourites from Lumière Beauty"}</script><div class="sfi-loyalty-offers">');
    const shares = [...body.matchAll(/<a class="sfi-loyalty-offers__link sfi-loyalty-offers__link--(\w+)" href="([^"]+)" target="_blank" rel="noopener noreferrer">([^<]+)<span class="visually-hidden"> \(opens in a new window\)<\/span><\/a>/g)]
      .map((m) => [m[1], m[2]!.replace(/&amp;/g, '&'), m[3]]);
    expect(shares).toEqual([
      ['facebook', 'https://www.facebook.com/sharer/sharer.php?u=http%3A%2F%2Flocalhost%2F', 'Share on Facebook'],
      ['twitter', 'https://twitter.com/intent/tweet?url=http%3A%2F%2Flocalhost%2F&text=My+beauty+favourites+from+Lumi%C3%A8re+Beauty', 'Share on Twitter'],
      ['pinterest', 'https://www.pinterest.com/pin/create/button/?url=http%3A%2F%2Flocalhost%2F&description=My+beauty+favourites+from+Lumi%C3%A8re+Beauty', 'Share on Pinterest'],
    ]);
    expect(body).not.toContain('data-widget="loyalty-join"');
    // What the page's own script needs to follow a share (sfi:loyalty:offer) without a reload: the tiers, each offer's
    // points, and the script itself (a file of this site: the CSP allows no inline script).
    expect(body).toContain('<script type="application/json" id="loyalty-tiers">[{"name":"Member","minPoints":0},{"name":"Silver","minPoints":500},{"name":"Gold","minPoints":1000},{"name":"Platinum","minPoints":2500}]</script>');
    expect(texts(body, /<li class="loyalty-offer" data-offer="([^"]+)" data-points="(\d+)">/g)).toEqual([['lyl_social_fb', '50'], ['lyl_social_twitter', '50'], ['lyl_social_pinterest', '50']]);
    expect(body).toContain('<script src="/static/loyalty-account.js" defer></script>');
  });

  it('shows what an applied offer added: points, the offer received, the history line', async () => {
    const visitor = new Visitor(t.app);
    await visitor.signIn('member@example.com');
    await rpcCall(visitor, 'offers.apply', [{ offer_code: 'lyl_social_pinterest', do_not_defer_messages: 1 }]);
    const body = (await visitor.get(PATH)).body;
    expect(body).toContain('<span data-user-field="loyaltyPoints">1,300</span>');
    expect(body).toMatch(/data-offer="lyl_social_pinterest" data-points="50">[\s\S]*?<span class="loyalty-offer__state">Received<\/span>/);
    expect(body).toMatch(/<td>Pinterest share<\/td>\s*<td>\+50<\/td>/);
  });

  it('offers a signed-in shopper who is not a member the join forms (navigation and sticky)', async () => {
    const visitor = new Visitor(t.app);
    await visitor.signIn('shopper@example.com');
    const body = (await visitor.get(PATH)).body;
    expect(body).toContain('<title>Loyalty | Lumière Beauty</title>');
    expect(body).not.toContain('loyalty-account.js');
    // Each host holds the island's form as the island draws it, which posts to this page without the script.
    for (const [variant, title] of [['nav', 'Become a Loyalty member'], ['sticky', 'Join Loyalty']]) {
      const form = new RegExp(`data-prop-variant="${variant}"><form method="post" action="/account/loyalty/index.tmpl" class="sfi-loyalty-join sfi-loyalty-join--${variant}" aria-labelledby="loyalty-join-${variant}-title" novalidate>([\\s\\S]*?)</form>`).exec(body)?.[1] ?? '';
      expect(form).toContain(`<input type="hidden" name="_TOKEN" value="${visitor.csrfToken}"><input type="hidden" name="variant" value="${variant}">`);
      expect(form).toContain(`<p id="loyalty-join-${variant}-title" class="sfi-loyalty-join__title">${title}</p>`);
      expect(form).toContain(`<label for="loyalty-join-${variant}-birthday">Birthday (optional, mm/dd/yyyy)</label><input id="loyalty-join-${variant}-birthday" type="text" name="birthday" autocomplete="bday" inputmode="numeric" placeholder="mm/dd/yyyy" value="">`);
      expect(form).toContain(`<input id="loyalty-join-${variant}-agree" type="checkbox" name="agree" value="1"><label for="loyalty-join-${variant}-agree">I agree to the Loyalty program terms and conditions.</label>`);
      expect(form).toContain('<button type="submit" class="sfi-loyalty-join__button">Join now</button>');
      expect(form).not.toContain('sfi-loyalty-join__error');
    }
    expect(texts(body, /<li><strong>(\w+)<\/strong>: from ([\d,]+) points<\/li>/g)).toEqual([['Member', '0'], ['Silver', '500'], ['Gold', '1,000'], ['Platinum', '2,500']]);
    expect(body).not.toContain('loyalty-offer__state');
    expect(body).not.toContain('data-user-field="loyaltyPoints"');
  });

  it('offers an anonymous visitor the join forms, with sign-in links that come back to each form', async () => {
    const body = (await new Visitor(t.app).get(PATH)).body;
    expect(body).toContain('<div class="sfi-loyalty-join sfi-loyalty-join--nav" role="group" aria-labelledby="loyalty-join-nav-title"><p id="loyalty-join-nav-title" class="sfi-loyalty-join__title">Become a Loyalty member</p><p>Earn points on every purchase, and more when you share your favourites.</p><a class="sfi-loyalty-join__button" href="/account/signin.tmpl?return_url=%2Faccount%2Floyalty%2Findex.tmpl%23loyalty-join-nav">Sign in to join</a></div>');
    expect(body).toContain('<a class="sfi-loyalty-join__button" href="/account/signin.tmpl?return_url=%2Faccount%2Floyalty%2Findex.tmpl%23loyalty-join-sticky">Sign in to join</a>');
    expect(body).not.toContain('<form method="post" action="/account/loyalty/index.tmpl"');
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

describe(`POST ${PATH} (the join form without the script)`, () => {
  const post = (visitor: Visitor, fields: Record<string, string>, url = PATH) => visitor.postForm(url, { _TOKEN: visitor.csrfToken, ...fields });
  const member = async (visitor: Visitor) => (await visitor.get(PATH)).body.includes('<title>Your Loyalty rewards');
  /** A new shopper (not a member), signed in: each test its own, as joining cannot be undone. */
  let shoppers = 0;
  const newShopper = async () => {
    const visitor = await Visitor.arrived(t.app, '/account/signin.tmpl');
    const email = `joiner${++shoppers}@example.com`;
    await visitor.postForm('/account/signin.tmpl', { action: 'create', _TOKEN: visitor.csrfToken, first_name: 'Jo', email, password: 'correct horse battery' });
    return visitor;
  };

  it('joins a signed-in shopper who ticked the agreement, with the birthday typed, and comes back to the account (303)', async () => {
    const visitor = await newShopper();
    const response = await post(visitor, { variant: 'sticky', birthday: '07/04/1990', agree: '1' }, `${PATH}?flavour=react`);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`${PATH}?flavour=react`);
    const body = (await visitor.get(PATH)).body;
    expect(body).toContain('<p class="loyalty-birthday">Birthday: July 4</p>');
    expect(decodeURIComponent(visitor.jar.get('FE_USER_CART') ?? '')).toContain('is_loyalty_member:1');
  });

  it('refuses a form without the agreement ticked (400): says why in the form it came from, keeps the birthday typed', async () => {
    const visitor = await newShopper();
    const response = await post(visitor, { variant: 'sticky', birthday: '07/04/1990' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('<title>Loyalty: not joined | Lumière Beauty</title>');
    expect(response.body).toContain('name="birthday" autocomplete="bday" inputmode="numeric" placeholder="mm/dd/yyyy" value="07/04/1990">');
    expect(response.body).toContain('<input id="loyalty-join-sticky-agree" type="checkbox" name="agree" value="1" aria-invalid="true" aria-describedby="loyalty-join-sticky-error" autofocus>');
    expect(response.body).toContain('<p id="loyalty-join-sticky-error" class="sfi-loyalty-join__error">Please tick the box to agree to the Loyalty terms and conditions.</p>');
    expect(response.body).not.toContain('loyalty-join-nav-error');
    expect(await member(visitor)).toBe(false);
  });

  it('refuses a birthday that is no date or in the future (400), on the birthday field, with what was typed', async () => {
    const visitor = await newShopper();
    const refused = await post(visitor, { variant: 'nav', birthday: '13/45/1990', agree: '1' });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('value="13/45/1990" aria-invalid="true" aria-describedby="loyalty-join-nav-error" autofocus>');
    expect(refused.body).toContain('<p id="loyalty-join-nav-error" class="sfi-loyalty-join__error">Please enter your birthday as mm/dd/yyyy, for example 03/14/1990.</p>');
    // A date with more after it is refused whole, not cut to the date it begins with.
    const longer = await post(visitor, { variant: 'nav', birthday: '01/01/19901', agree: '1' });
    expect(longer.statusCode).toBe(400);
    expect(longer.body).toContain('value="01/01/19901" aria-invalid="true"');
    const future = await post(visitor, { variant: 'nav', birthday: '01/01/2999', agree: '1' });
    expect(future.body).toContain('Please enter a birthday from 01/01/1900 up to today, or leave it empty.');
    expect(await member(visitor)).toBe(false);
  });

  it('sends a visitor to sign in and back to the form; refuses a form without the session\'s token (403)', async () => {
    const visitor = await Visitor.arrived(t.app);
    const response = await post(visitor, { variant: 'nav', agree: '1' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/account/signin.tmpl?return_url=%2Faccount%2Floyalty%2Findex.tmpl%23loyalty-join-nav');
    const shopper = await newShopper();
    expect((await shopper.postForm(PATH, { _TOKEN: 'not-the-token', variant: 'nav', agree: '1' })).statusCode).toBe(403);
    expect(await member(shopper)).toBe(false);
  });
});
