import { describe, expect, it } from '@jest/globals';
import { decodeFeUserCart } from '../../../demo/cookies/fe-user-cart';
import { addToBag } from '../helpers/rpc-client';
import { useTestApp, Visitor } from '../helpers/test-app';

const t = useTestApp();

/** Each line as [sku, quantity in its field, price]. */
const linesOf = (body: string) => [...body.matchAll(/name="sku" value="(\d+)">[\s\S]*?name="qty"[^>]*value="([^"]*)"[\s\S]*?<\/form><\/td>\s*<td>(\$[\d.,]+)<\/td>/g)]
  .map((m) => [m[1], m[2], m[3]]);
const itemCountCookie = (visitor: Visitor) => decodeFeUserCart(visitor.jar.get('FE_USER_CART') ?? '').item_count;

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
    expect(linesOf(body)).toEqual([['1', '2', '$73.00'], ['4', '1', '$49.00']]);
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

describe('POST /cart: changing a line or removing it from the bag page', () => {
  async function guestWith(...skus: Array<[number, number]>): Promise<Visitor> {
    const visitor = await Visitor.arrived(t.app);
    for (const [sku, qty] of skus) await addToBag(visitor, sku, qty);
    return visitor;
  }
  const change = (visitor: Visitor, fields: Record<string, string>, url = '/cart') => visitor.postForm(url, { _TOKEN: visitor.csrfToken, ...fields });

  it('gives each line a named quantity field with Update and Remove', async () => {
    const body = (await (await guestWith([1, 2])).get('/cart')).body;
    expect(body).toContain('<label class="visually-hidden" for="cart-qty-1">Quantity of');
    expect(body).toMatch(/<input id="cart-qty-1" name="qty" type="number" inputmode="numeric" min="1" max="10" step="1" required\s+value="2" aria-invalid="false">/);
    expect(body).toMatch(/name="action" value="update">Update<span class="visually-hidden"> [^<]+<\/span><\/button>/);
    expect(body).toMatch(/name="action" value="delete">Remove<span class="visually-hidden"> [^<]+<\/span><\/button>/);
  });

  it('leaves the field\'s checks to the page (novalidate): quantity 0 gets the bag\'s own words, not the browser\'s bubble', async () => {
    const body = (await (await guestWith([1, 2])).get('/cart')).body;
    expect(body.match(/<form method="post" action="\/cart" class="cart-line-form"[^>]*>/g)).toEqual(['<form method="post" action="/cart" class="cart-line-form" novalidate>']);
  });

  it('sets a quantity, goes back to the bag (303) and writes the new count to FE_USER_CART', async () => {
    const visitor = await guestWith([1, 2], [4, 1]);
    const response = await change(visitor, { action: 'update', sku: '1', qty: '5' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/cart');
    expect(itemCountCookie(visitor)).toBe('6');
    expect(linesOf((await visitor.get('/cart')).body)).toEqual([['1', '5', '$182.50'], ['4', '1', '$49.00']]);
  });

  it('removes a line; removing the last one leaves an empty bag and a count of 0', async () => {
    const visitor = await guestWith([1, 2], [4, 1]);
    expect((await change(visitor, { action: 'delete', sku: '1' })).statusCode).toBe(303);
    expect(linesOf((await visitor.get('/cart')).body)).toEqual([['4', '1', '$49.00']]);
    expect(itemCountCookie(visitor)).toBe('1');
    await change(visitor, { action: 'delete', sku: '4' });
    expect((await visitor.get('/cart')).body).toContain('<p>Your bag is empty.</p>');
    expect(itemCountCookie(visitor)).toBe('0');
  });

  it('keeps the react flavour on the way back', async () => {
    const visitor = await guestWith([1, 1]);
    const response = await change(visitor, { action: 'delete', sku: '1' }, '/cart?flavour=react');
    expect(response.headers.location).toBe('/cart?flavour=react');
  });

  it.each([
    ['0', 'Enter a quantity from 1 to 10, or remove the item.', 400],
    ['11', 'Enter a quantity from 1 to 10, or remove the item.', 400],
    ['2.5', 'Enter a quantity from 1 to 10, or remove the item.', 400],
    ['lots', 'Enter a quantity from 1 to 10, or remove the item.', 400],
    ['', 'Enter a quantity from 1 to 10, or remove the item.', 400],
  ])('refuses the quantity %j: the bag is unchanged, the reason is beside the line and the typed value stays', async (qty, message, status) => {
    const visitor = await guestWith([1, 2]);
    const response = await change(visitor, { action: 'update', sku: '1', qty });
    expect(response.statusCode).toBe(status);
    expect(response.body).toContain(`<ul><li><a href="#cart-qty-1">${message}</a></li></ul>`);
    expect(response.body).toMatch(new RegExp(`id="cart-qty-1"[^>]*value="${qty.replace('.', '\\.')}" aria-invalid="true" aria-describedby="cart-qty-1-error">`));
    expect(response.body).toContain(`<p class="cart-line-form__error" id="cart-qty-1-error">${message}</p>`);
    expect(itemCountCookie(visitor)).toBe('2');
    expect(linesOf((await visitor.get('/cart')).body)).toEqual([['1', '2', '$73.00']]);
  });

  it('says so when the line is gone (another tab removed it) and changes nothing', async () => {
    const visitor = await guestWith([1, 2], [4, 1]);
    await change(visitor, { action: 'delete', sku: '4' });
    const response = await change(visitor, { action: 'update', sku: '4', qty: '3' });
    expect(response.statusCode).toBe(409);
    expect(response.body).toContain('<ul><li>This item is no longer in your bag. Please refresh the page.</li></ul>');
    expect(response.body).not.toContain('href="#cart-qty-4"');
    expect(linesOf((await visitor.get('/cart')).body)).toEqual([['1', '2', '$73.00']]);
  });

  it('refuses a form without the session\'s token (403) and changes nothing', async () => {
    const visitor = await guestWith([1, 2]);
    const response = await visitor.postForm('/cart', { _TOKEN: 'forged', action: 'delete', sku: '1' });
    expect(response.statusCode).toBe(403);
    expect(linesOf((await visitor.get('/cart')).body)).toEqual([['1', '2', '$73.00']]);
  });

  it('answers 400 with the bag for an unknown action or a missing SKU', async () => {
    const visitor = await guestWith([1, 2]);
    expect((await change(visitor, { action: 'empty', sku: '1' })).statusCode).toBe(400);
    expect((await change(visitor, { action: 'delete', sku: '' })).statusCode).toBe(400);
    expect(linesOf((await visitor.get('/cart')).body)).toEqual([['1', '2', '$73.00']]);
  });

  it('changes only the signed-in shopper\'s own bag', async () => {
    const owner = new Visitor(t.app);
    await owner.signIn('shopper@example.com');
    await addToBag(owner, 1, 1);
    const before = linesOf((await owner.get('/cart')).body);
    expect(before.map(([sku]) => sku)).toContain('1');
    const other = await guestWith([4, 1]);
    expect((await change(other, { action: 'delete', sku: '1' })).statusCode).toBe(303);
    expect(linesOf((await owner.get('/cart')).body)).toEqual(before);
  });
});

describe('POST /cart: the bag page says what became of a change, once, and takes focus there without script', () => {
  const change = (visitor: Visitor, fields: Record<string, string>) => visitor.postForm('/cart', { _TOKEN: visitor.csrfToken, ...fields });
  const titleOf = (body: string) => /<title>([^<]*)<\/title>/.exec(body)?.[1];
  const CONFIRMATION = /<div class="form-confirmation" role="status" tabindex="-1" autofocus><p>([^<]*)<\/p><\/div>/;
  // SKU 1: the Peony Affair shade of product 1.
  const NAME = 'Luminous Silk Liquid Matte Lipstick, Peony Affair, 3.5 g';

  it('says the new quantity after an Update, at the top, in the title too; the next visit says nothing', async () => {
    const visitor = await Visitor.arrived(t.app);
    await addToBag(visitor, 1, 2);
    const response = await change(visitor, { action: 'update', sku: '1', qty: '3' });
    expect(response.headers.location).toBe('/cart');
    const body = (await visitor.get('/cart')).body;
    expect(CONFIRMATION.exec(body)?.[1]).toBe(`Quantity of ${NAME} is now 3.`);
    expect(body).toMatch(/<h1 id="cart-title">Your bag<\/h1>\s*<div class="form-confirmation"/);
    expect(titleOf(body)).toBe('Your bag: quantity changed | Lumière Beauty');
    const again = (await visitor.get('/cart')).body;
    expect(again).not.toContain('form-confirmation');
    expect(titleOf(again)).toBe('Your bag | Lumière Beauty');
  });

  it('says what was removed, also when it was the last line; a line another tab removed first is no error', async () => {
    const visitor = await Visitor.arrived(t.app);
    await addToBag(visitor, 1, 2);
    await change(visitor, { action: 'delete', sku: '1' });
    const body = (await visitor.get('/cart')).body;
    expect(CONFIRMATION.exec(body)?.[1]).toBe(`Removed ${NAME} from your bag.`);
    expect(body).toContain('<p>Your bag is empty.</p>');
    expect(titleOf(body)).toBe('Your bag: item removed | Lumière Beauty');
    await change(visitor, { action: 'delete', sku: '1' });
    const gone = (await visitor.get('/cart')).body;
    expect(CONFIRMATION.exec(gone)?.[1]).toBe('That item is no longer in your bag.');
    expect(titleOf(gone)).toBe('Your bag: item already removed | Lumière Beauty');
  });

  it('keeps the confirmation for the bag page and its session: another page, visitor or the flavour switch do not change that', async () => {
    const visitor = await Visitor.arrived(t.app);
    const other = await Visitor.arrived(t.app);
    await addToBag(visitor, 1, 2);
    await change(visitor, { action: 'delete', sku: '1' });
    expect((await visitor.get('/')).body).not.toContain('form-confirmation');
    expect((await other.get('/cart')).body).not.toContain('form-confirmation');
    expect(CONFIRMATION.exec((await visitor.get('/cart?flavour=react')).body)?.[1]).toBe(`Removed ${NAME} from your bag.`);
  });

  it('escapes the item name it says', async () => {
    const visitor = await Visitor.arrived(t.app);
    const rename = t.app.storefront.db.prepare('UPDATE products SET name = ? WHERE id = 1');
    rename.run('<img src=x onerror=alert(1)>');
    try {
      await addToBag(visitor, 1, 1);
      await change(visitor, { action: 'update', sku: '1', qty: '2' });
      expect(CONFIRMATION.exec((await visitor.get('/cart')).body)?.[1]).toBe('Quantity of &lt;img src=x onerror=alert(1)&gt;, Peony Affair, 3.5 g is now 2.');
    } finally {
      rename.run(NAME.split(',')[0]);
    }
  });

  it('puts focus on the error summary of a refused change, titled so; a refused change after a done one shows only why', async () => {
    const visitor = await Visitor.arrived(t.app);
    await addToBag(visitor, 1, 2);
    await change(visitor, { action: 'update', sku: '1', qty: '3' });
    const response = await change(visitor, { action: 'update', sku: '1', qty: '0' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toMatch(/<div class="form-errors" role="alert" tabindex="-1" autofocus>\s*<p>Your bag was not changed\.<\/p>/);
    expect(response.body).not.toContain('form-confirmation');
    expect(response.body.match(/\bautofocus\b/g)).toHaveLength(1);
    expect(titleOf(response.body)).toBe('Your bag: not changed | Lumière Beauty');
    expect((await visitor.get('/cart')).body).not.toContain('form-confirmation');
  });
});
