import { describe, expect, it } from '@jest/globals';
import { useTestApp, Visitor } from '../helpers/test-app';

const t = useTestApp();

describe('page layout', () => {
  it.each(['/', '/product/3', '/products/PROD3', '/category/1', '/account/signin.tmpl', '/cart', '/esearch', '/widgets', '/gift_cards/index.tmpl', '/no/such/page'])(
    '%s has the page skeleton and no inline script or style', async (url) => {
      const body = (await t.app.inject({ url })).body;
      expect(body.startsWith('<!doctype html>\n<html lang="en">')).toBe(true);
      expect(body).toMatch(/<title>[^<]+ \| Lumière Beauty<\/title>/);
      for (const landmark of ['<header', '<main id="main"', '<footer', 'href="#main"']) expect(body).toContain(landmark);
      expect(body).toContain('<div data-widget="csr-header"></div>');
      expect(body).toContain('<div data-widget="back-to-top"></div>\n</body>');
      expect(body).toContain('<script type="application/json" data-storefront-config>{"locale":"en_US","pathPrefix":"/","brandPrefix":"demo","apiPrefix":"api","debug":false,"rpc":{"url_params":""},"metricsFunction":"cmCreateElementTag",'
        + '"flags":{"waitlistNotification":true},"waitlist":{"productIds":["PROD12","PROD17","PROD18","PROD19","PROD21","PROD34","PROD37","PROD38","PROD39","PROD44","PROD46"],'
        + '"endDate":"2030-12-25","eventId":"HOLIDAY_2030","requestType":"CHRISTMAS"}}</script>');
      expect(body).toMatch(/<script type="module" src="\/dist\/preact\/storefront\.js" integrity="sha384-[A-Za-z0-9+/]{64}" crossorigin="anonymous"><\/script>/);
      expect(body).not.toMatch(/<style|style="|<script>|<script(?![^>]*(type="module" src=|type="application\/json"))/);
      const ids = [...body.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
      expect(new Set(ids).size).toBe(ids.length);
    });

  it('loads the react build and keeps the flavour on internal links and forms', async () => {
    const body = (await t.app.inject({ url: '/?flavour=react' })).body;
    expect(body).toMatch(/<script type="module" src="\/dist\/react\/storefront\.js" integrity="sha384-[A-Za-z0-9+/]{64}" crossorigin="anonymous"><\/script>/);
    expect(body).toContain('href="/account/signin.tmpl?flavour=react#sign-in"');
    expect(body).toContain('href="/cart?flavour=react"');
    expect(body).toContain('<input type="hidden" name="flavour" value="react">');
    expect(body).toMatch(/href="\/product\/\d+\?flavour=react"/);
  });

  it('the header\'s sign-in and new-account links open their form in the dialog, except on the sign-in page itself', async () => {
    const product = (await t.app.inject({ url: '/product/3?x=1' })).body;
    expect(product).toContain('<a href="/account/signin.tmpl?return_url=%2Fproduct%2F3%3Fx%3D1#sign-in" class="js-return-user-link" data-widget="overlay-link" data-prop-title="Sign in">Sign in</a>');
    expect(product).toContain('<a href="/account/signin.tmpl?return_url=%2Fproduct%2F3%3Fx%3D1#new-account" class="js-new-account-link" data-widget="overlay-link" data-prop-title="Create account">Create account</a>');
    const signin = (await t.app.inject({ url: '/account/signin.tmpl' })).body;
    expect(signin).toContain('<a href="/account/signin.tmpl#sign-in" class="js-return-user-link">Sign in</a>');
    expect(signin).toContain('<a href="/account/signin.tmpl#new-account" class="js-new-account-link">Create account</a>');
  });

  it('escapes a hostile query string and path', async () => {
    const attack = '"><script>alert(1)</script>';
    const search = await t.app.inject({ url: `/?search=${encodeURIComponent(attack)}` });
    expect(search.body).not.toContain('<script>alert(1)');
    expect(search.body).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    const path = await t.app.inject({ url: `/x${encodeURIComponent(attack)}` });
    expect(path.body).not.toContain('<script>alert(1)');
    const signin = await t.app.inject({ url: `/account/signin.tmpl?return_url=${encodeURIComponent(`/a${attack}`)}` });
    expect(signin.body).not.toContain('<script>alert(1)');
  });

  it('shows the signed-in header with a sign-out form', async () => {
    const visitor = new Visitor(t.app);
    await visitor.signIn('member@example.com');
    const body = (await visitor.get('/')).body;
    expect(body).toContain('Hi, <span data-user-field="firstName">Ana</span>');
    expect(body).toContain('<span data-widget="user-fields"></span>');
    expect(body).toContain('action="/account/signout.tmpl"');
    expect(body).toContain('<div data-widget="csr-header"></div>');
  });

  it('writes the representative bar into the csr-header host for a representative, as the island draws it', async () => {
    const visitor = new Visitor(t.app);
    await visitor.signIn('csr@example.com');
    const body = (await visitor.get('/product/3')).body;
    // The representative signed in with their own account (the header greets them by name), so they act for themselves.
    expect(body).toContain('Hi, <span data-user-field="firstName">Chris</span>');
    expect(body).toContain(`<div data-widget="csr-header"><section class="sfi-csr-header" aria-label="Customer service representative">
      <p><strong>Customer service mode.</strong> Representative <span class="sfi-csr-email">csr@example.com</span> is
        acting for <span class="sfi-csr-shopper">themselves</span>.</p>
    </section></div>`);
  });
});
