import { describe, expect, it } from '@jest/globals';
import { addToBag } from '../helpers/rpc-client';
import { useTestApp, Visitor } from '../helpers/test-app';

const t = useTestApp();

describe('GET /cart', () => {
  it('says an empty bag is empty', async () => {
    const body = (await new Visitor(t.app).get('/cart')).body;
    expect(body).toContain('<p>Your bag is empty.</p>');
    expect(body).not.toContain('cart-table');
  });

  it('lists the lines with their variants and the subtotal', async () => {
    const visitor = await Visitor.arrived(t.app);
    // SKU 1: the Peony Affair shade of product 1, $36.50; SKU 4: a shade of foundation 2, $49.00.
    await addToBag(visitor, 1, 2);
    await addToBag(visitor, 4, 1);
    const body = (await visitor.get('/cart')).body;
    expect([...body.matchAll(/<td>(\d+)<\/td>\s*<td>(\$[\d.,]+)<\/td>/g)].map((m) => [m[1], m[2]])).toEqual([['2', '$73.00'], ['1', '$49.00']]);
    expect(body).toContain('<span class="cart-table__variant">Peony Affair</span>');
    expect(body).toContain('<tfoot><tr><th scope="row" colspan="2">Subtotal</th><td>$122.00</td></tr></tfoot>');
  });
});

describe('GET /cart: the ways on to checkout and the guest-checkout flag (docs/requirements.md §6, §9.1)', () => {
  const GUEST_LINK = '<a class="button button--secondary" href="/checkout/index.tmpl?guest=1">Check out as a guest</a>';
  const SIGN_IN_LINK = '<a class="button" href="/account/signin.tmpl?return_url=%2Fcheckout%2Findex.tmpl#sign-in">Sign in to check out</a>';
  const configOf = (body: string) => JSON.parse(/<script type="application\/json" data-storefront-config>(.*?)<\/script>/.exec(body)![1]!);

  async function guestWithBag(): Promise<Visitor> {
    const visitor = await Visitor.arrived(t.app);
    await addToBag(visitor, 1, 1);
    return visitor;
  }

  it('offers a guest both signing in and checking out as a guest while anonymousCheckout is on (its default)', async () => {
    const body = (await (await guestWithBag()).get('/cart')).body;
    expect(body).toContain(SIGN_IN_LINK);
    expect(body).toContain(GUEST_LINK);
    expect(configOf(body).flags).toEqual({ waitlistNotification: true });
  });

  it('leaves guest checkout out with ?anonymousCheckout=off, and says so in the page config', async () => {
    const body = (await (await guestWithBag()).get('/cart?anonymousCheckout=off')).body;
    expect(body).toContain(SIGN_IN_LINK);
    expect(body).not.toContain('Check out as a guest');
    expect(configOf(body).flags).toEqual({ waitlistNotification: true, anonymousCheckout: false });
  });

  it('shows it with ?anonymousCheckout=on, and ignores a value it does not know', async () => {
    const visitor = await guestWithBag();
    const on = (await visitor.get('/cart?anonymousCheckout=on')).body;
    expect(on).toContain(GUEST_LINK);
    expect(configOf(on).flags).toEqual({ waitlistNotification: true, anonymousCheckout: true });
    const junk = (await visitor.get('/cart?anonymousCheckout=nope')).body;
    expect(junk).toContain(GUEST_LINK);
    expect(configOf(junk).flags).toEqual({ waitlistNotification: true });
  });

  it('keeps the flavour on the checkout links', async () => {
    const body = (await (await guestWithBag()).get('/cart?flavour=react')).body;
    expect(body).toContain('href="/checkout/index.tmpl?guest=1&amp;flavour=react">Check out as a guest</a>');
    expect(body).toContain('href="/account/signin.tmpl?return_url=%2Fcheckout%2Findex.tmpl&amp;flavour=react#sign-in">Sign in to check out</a>');
  });

  it('offers a signed-in shopper checkout, never as a guest', async () => {
    const visitor = new Visitor(t.app);
    await visitor.signIn('shopper@example.com');
    await addToBag(visitor, 1, 1);
    const body = (await visitor.get('/cart')).body;
    expect(body).toContain('<p class="cart-checkout"><a class="button" href="/checkout/index.tmpl">Check out</a></p>');
    expect(body).not.toContain('Check out as a guest');
    expect(body).not.toContain('Sign in to check out');
  });

  it('offers no checkout for an empty bag', async () => {
    const body = (await new Visitor(t.app).get('/cart')).body;
    expect(body).not.toContain('cart-checkout');
  });
});
