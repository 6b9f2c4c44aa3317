import { describe, expect, it, jest } from '@jest/globals';
import { SESSION_IDLE_MS } from '../../../demo/auth/session-store';
import { decodeFeUserCart } from '../../../demo/cookies/fe-user-cart';
import { addToBag, rpcCall, submitForm } from '../helpers/rpc-client';
import { createTestApp, formBody, setCookie, useTestApp, Visitor } from '../helpers/test-app';
import { orderableSkuIds } from '../helpers/test-catalog';

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
    const { db, carts, sessions } = t.app.storefront;
    const sessionId = t.app.unsignCookie(decodeURIComponent(visitor.jar.get('sfi_session')!)).value!;
    // A guest's session row is written with its bag.
    sessions.persist(sessions.guest(sessionId));
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

// Anonymous clients must not grow the database (docs/security.md, "Database growth from anonymous clients").
describe('guest sessions', () => {
  const sessionRows = () => t.app.storefront.db.prepare('SELECT id, csrf_token AS csrfToken FROM sessions ORDER BY id').all();
  const rpcPost = (calls: unknown[], cookie?: string) => t.app.inject({
    method: 'POST', url: '/rpc/jsonrpc.tmpl',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
    payload: formBody({ JSONRPC: JSON.stringify(calls) }),
  });

  it('stores no row for a cookieless page, 404 or read-only RPC call, yet gives it session and CSRF cookies', async () => {
    const before = sessionRows();
    const answers = [];
    for (const url of ['/', '/cart', '/account/signin.tmpl', '/product/1', '/category/1', '/esearch?search=lip', '/no-such-page']) {
      answers.push(await t.app.inject({ url }));
    }
    answers.push(await rpcPost([
      { method: 'prodcat', id: 1, params: [{ products: ['PROD1'], product_fields: ['PROD_RGN_NAME'], sku_fields: [] }] },
      { method: 'trans.get', id: 2, params: [{ trans_fields: ['TRANS_ID'], payment_fields: [], order_fields: ['items'] }] },
      { method: 'user.fullData', id: 3, params: [{}] },
      { method: 'csrf.getToken', id: 4, params: [] },
    ]));
    expect(answers.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200, 200, 404, 200]);
    for (const response of answers) {
      expect(setCookie(response, 'sfi_session')?.value).toMatch(/^[A-Za-z0-9_-]{32}\.[A-Za-z0-9_%+/=-]+$/);
      expect(setCookie(response, 'csrftoken')?.value).toMatch(/^[A-Za-z0-9_-]{32}$/);
    }
    expect(answers.at(-1)!.json().map((entry: { error?: unknown }) => entry.error)).toEqual([undefined, undefined, undefined, undefined]);
    expect(sessionRows()).toEqual(before);
  });

  it('keeps the guest’s id and token from request to request and writes its row with the first bag', async () => {
    const before = sessionRows().length;
    const visitor = new Visitor(t.app);
    await visitor.get('/');
    const cookie = visitor.jar.get('sfi_session');
    const token = visitor.csrfToken;
    const again = await visitor.get('/cart');
    expect([setCookie(again, 'sfi_session'), setCookie(again, 'csrftoken')]).toEqual([undefined, undefined]);
    expect((await rpcCall(visitor, 'csrf.getToken', [])).result!.value).toEqual({ token });
    expect(sessionRows()).toHaveLength(before);

    // A refused add stores nothing either.
    expect((await addToBag(visitor, 987654, 1)).entry.error?.data.messages[0].key).toBe('cart.sku.unknown');
    expect(sessionRows()).toHaveLength(before);

    const sessionId = t.app.unsignCookie(decodeURIComponent(cookie!)).value!;
    const [skuId] = orderableSkuIds(t.app.storefront.db);
    expect((await addToBag(visitor, skuId!, 1)).entry.result!.value.items_count).toBe(1);
    expect(sessionRows()).toHaveLength(before + 1);
    expect(sessionRows()).toContainEqual({ id: sessionId, csrfToken: token });
    await addToBag(visitor, skuId!, 1);
    expect(sessionRows()).toHaveLength(before + 1);
    expect([visitor.jar.get('sfi_session'), visitor.csrfToken]).toEqual([cookie, token]);
  });

  it('writes a guest’s row with its first favorite, not with a removal of nothing', async () => {
    const before = sessionRows().length;
    const visitor = await Visitor.arrived(t.app);
    const remove = await submitForm(visitor, { _SUBMIT: 'alter_collection', action: 'delete', SKU_BASE_ID: 3 });
    expect(remove.entry.result!.value.KEY).toBe('SKU_NOT_IN_COLLECTION');
    expect(sessionRows()).toHaveLength(before);
    const add = await submitForm(visitor, { _SUBMIT: 'alter_collection', action: 'add', SKU_BASE_ID: 3 });
    expect(add.entry.result!.value.KEY).toBe('SUCCESS.ADD_SKU.COLLECTION.SAVE');
    expect(sessionRows()).toHaveLength(before + 1);
  });

  it('leaves no row behind a sign-out', async () => {
    const visitor = new Visitor(t.app);
    await visitor.signIn('shopper@example.com');
    const before = sessionRows().length;
    const response = await visitor.postForm('/account/signout.tmpl', { _TOKEN: visitor.csrfToken });
    expect(response.statusCode).toBe(303);
    expect(sessionRows()).toHaveLength(before - 1);
    expect((await visitor.get('/')).body).toContain('js-return-user-link');
  });
});

describe('idle sessions', () => {
  it('are purged every sessionPurgeIntervalMs while the server runs; the interval stops with the app', async () => {
    // Only the interval is faked: the rest of the app runs on real time.
    jest.useFakeTimers({
      doNotFake: ['Date', 'hrtime', 'nextTick', 'performance', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame',
        'requestIdleCallback', 'cancelIdleCallback', 'setImmediate', 'clearImmediate', 'setTimeout', 'clearTimeout'],
    });
    try {
      const { app, close } = await createTestApp({ sessionPurgeIntervalMs: 60_000 });
      const { db } = app.storefront;
      const insert = db.prepare("INSERT INTO sessions (id, csrf_token, created_at, last_seen_at) VALUES (?, 't', ?, ?)");
      const idleSince = Date.now() - SESSION_IDLE_MS - 1;
      insert.run('idle', idleSince, idleSince);
      insert.run('recent', Date.now(), Date.now());
      const ids = () => db.prepare('SELECT id FROM sessions ORDER BY id').pluck().all();
      expect(jest.getTimerCount()).toBe(1);
      jest.advanceTimersByTime(59_999);
      expect(ids()).toEqual(['idle', 'recent']);
      jest.advanceTimersByTime(1);
      expect(ids()).toEqual(['recent']);
      await close();
      expect(jest.getTimerCount()).toBe(0);
    } finally {
      jest.useRealTimers();
    }
  });
});
