import { describe, expect, it } from '@jest/globals';
import { decodeFeUserCart } from '../../../demo/cookies/fe-user-cart';
import { setCookie, useTestApp, Visitor } from '../helpers/test-app';

const t = useTestApp();

async function userCookie(visitor: Visitor, url = '/') {
  const response = await visitor.get(url);
  const cookie = setCookie(response, 'FE_USER_CART');
  // Readable by the bundle (no HttpOnly), for 30 days.
  expect(cookie?.attributes).toEqual(['Max-Age=2592000', 'Path=/', 'SameSite=Lax']);
  return { raw: cookie!.value, fields: decodeFeUserCart(cookie!.value), response };
}

describe('FE_USER_CART on page responses', () => {
  it('describes an anonymous visitor with no bag exactly', async () => {
    const { raw } = await userCookie(new Visitor(t.app));
    expect(raw).toBe(encodeURIComponent('signed_in:0&csr_logged_in:0&item_count:&is_loyalty_member:0'));
  });

  it('describes a signed-in shopper', async () => {
    const visitor = new Visitor(t.app);
    await visitor.signIn('shopper@example.com');
    const { raw } = await userCookie(visitor);
    expect(raw).toBe(encodeURIComponent('signed_in:1&csr_logged_in:0&item_count:0&is_loyalty_member:0&first_name:Sam'));
  });

  it('marks a loyalty member', async () => {
    const visitor = new Visitor(t.app);
    await visitor.signIn('member@example.com');
    const { fields } = await userCookie(visitor);
    expect(fields).toEqual({ signed_in: '1', csr_logged_in: '0', item_count: '0', is_loyalty_member: '1', first_name: 'Ana' });
  });

  it('marks a customer-service representative', async () => {
    const visitor = new Visitor(t.app);
    await visitor.signIn('csr@example.com');
    const { fields } = await userCookie(visitor, '/product/1');
    expect(fields).toMatchObject({ signed_in: '1', csr_logged_in: '1', first_name: 'Chris' });
  });

  it('counts the quantities in the bag, on the header too', async () => {
    const visitor = new Visitor(t.app);
    await visitor.get('/');
    const { db, carts } = t.app.storefront;
    const sessionId = t.app.unsignCookie(decodeURIComponent(visitor.jar.get('sfi_session')!)).value!;
    const cartId = carts.getOrCreateCartId({ sessionId });
    const insert = db.prepare('INSERT INTO cart_lines (cart_id, sku_id, qty, added_at) VALUES (?, ?, ?, ?)');
    insert.run(cartId, 1, 2, Date.now());
    insert.run(cartId, 2, 1, Date.now());
    const { fields, response } = await userCookie(visitor);
    expect(fields.item_count).toBe('3');
    expect(response.body).toContain('<span data-widget="cart-count"><span class="sfi-cart-count">3</span></span>');

    // Signing in carries the guest bag over to the account.
    await visitor.signIn('shopper@example.com');
    expect((await userCookie(visitor)).fields.item_count).toBe('3');
  });

  it('sets LOCALE only when absent', async () => {
    const visitor = new Visitor(t.app);
    const first = await visitor.get('/');
    expect(setCookie(first, 'LOCALE')?.value).toBe('en_US');
    const second = await visitor.get('/');
    expect(setCookie(second, 'LOCALE')).toBeUndefined();
  });
});
