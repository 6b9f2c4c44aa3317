import { describe, expect, it } from '@jest/globals';
import { addToBag } from '../helpers/rpc-client';
import { useTestApp, Visitor } from '../helpers/test-app';

const t = useTestApp();

const SIGN_IN = '/account/signin.tmpl?return_url=%2Fcheckout%2Findex.tmpl#sign-in';

async function guestWithBag(): Promise<Visitor> {
  const visitor = await Visitor.arrived(t.app);
  // SKU 1: the Peony Affair shade of product 1, $36.50.
  await addToBag(visitor, 1, 2);
  return visitor;
}

describe('GET /checkout/index.tmpl', () => {
  it('lets a guest check out as a guest while anonymousCheckout is on: what they would buy, and no order placed', async () => {
    const response = await (await guestWithBag()).get('/checkout/index.tmpl?guest=1');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<h1 id="checkout-title">Check out as a guest</h1>');
    expect(response.body).toContain('<p>2 items, subtotal $73.00.</p>');
    expect(response.body).toContain('<p>This demo storefront ends here: no order is placed and nothing is charged.</p>');
    expect(response.body).toContain('<a href="/cart">Back to your bag</a>');
  });

  it('sends a guest to sign in when the page turns anonymousCheckout off, or without ?guest=1', async () => {
    const visitor = await guestWithBag();
    for (const url of ['/checkout/index.tmpl?guest=1&anonymousCheckout=off', '/checkout/index.tmpl']) {
      const response = await visitor.get(url);
      expect([response.statusCode, response.headers.location]).toEqual([303, SIGN_IN]);
    }
  });

  it('lets a signed-in shopper check out (not as a guest), and brings them back after signing in', async () => {
    const visitor = await guestWithBag();
    const signedIn = await visitor.signIn('shopper@example.com', 'password', '/checkout/index.tmpl');
    expect([signedIn.statusCode, signedIn.headers.location]).toEqual([303, '/checkout/index.tmpl']);
    const response = await visitor.get('/checkout/index.tmpl?guest=1');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<h1 id="checkout-title">Check out</h1>');
    expect(response.body).toContain('<p>2 items, subtotal $73.00.</p>');
  });

  it('sends an empty bag back to the bag, keeping the flavour', async () => {
    const response = await new Visitor(t.app).get('/checkout/index.tmpl?guest=1&flavour=react');
    expect([response.statusCode, response.headers.location]).toEqual([303, '/cart?flavour=react']);
  });
});
