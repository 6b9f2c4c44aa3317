import { describe, expect, it } from '@jest/globals';
import { addToBag, submitForm, transGet } from '../helpers/rpc-client';
import { setCookie, useTestApp, Visitor } from '../helpers/test-app';
import { orderableSkuIds } from '../helpers/test-catalog';

const t = useTestApp();

describe('GET /account/signin.tmpl', () => {
  it('renders both forms with their anchors, labels and the CSRF token', async () => {
    const visitor = new Visitor(t.app);
    const response = await visitor.get('/account/signin.tmpl');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('id="sign-in"');
    expect(response.body).toContain('id="new-account"');
    for (const id of ['signin-email', 'signin-password', 'create-first-name', 'create-email', 'create-password']) {
      expect(response.body).toContain(`<label for="${id}">`);
      expect(response.body).toContain(`id="${id}"`);
    }
    expect(visitor.csrfToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(response.body.match(new RegExp(`name="_TOKEN" value="${visitor.csrfToken}"`, 'g'))).toHaveLength(2);
  });
});

describe('the forms in the dialog (#sign-in, #new-account, the header links)', () => {
  const hosts = (body: string) => [...body.matchAll(/<div data-overlay-widget="account-form" data-props="([^"]*)">/g)]
    .map((m) => JSON.parse(m[1]!.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&')));

  it('wraps each form in an account-form host for the dialog only (data-overlay-widget): the page keeps its own forms', async () => {
    const body = (await t.app.inject({ url: '/account/signin.tmpl?return_url=%2Fproduct%2F3' })).body;
    expect(hosts(body)).toEqual([
      { form: 'signin', action: '/account/signin.tmpl', returnUrl: '/product/3' },
      { form: 'create', action: '/account/signin.tmpl', returnUrl: '/product/3', passwordHint: 'At least 8 characters; avoid common passwords.' },
    ]);
    expect(body).not.toContain('data-widget="account-form"');
    expect(body.match(/<form method="post" action="\/account\/signin.tmpl" class="stacked-form">/g)).toHaveLength(2);
    expect(body).toMatch(/<section id="sign-in"[^>]*>\s*<h2 id="sign-in-title">Returning customer<\/h2>\s*<div data-overlay-widget="account-form"/);
    expect(body).toMatch(/<section id="new-account"[^>]*>\s*<h2 id="new-account-title">New customer<\/h2>\s*<div data-overlay-widget="account-form"/);
  });

  it('posts where the page\'s forms post (the react flavour kept)', async () => {
    const body = (await t.app.inject({ url: '/account/signin.tmpl?flavour=react' })).body;
    expect(hosts(body).map((props) => [props.action, props.returnUrl])).toEqual([['/account/signin.tmpl?flavour=react', '/'], ['/account/signin.tmpl?flavour=react', '/']]);
  });
});

describe('sign in', () => {
  it('signs in, rotates the session and redirects to a same-site return_url', async () => {
    const visitor = new Visitor(t.app);
    await visitor.get('/account/signin.tmpl');
    const guestSession = visitor.jar.get('sfi_session');
    const response = await visitor.postForm('/account/signin.tmpl', {
      action: 'signin', email: 'Shopper@Example.com ', password: 'password', _TOKEN: visitor.csrfToken, return_url: '/product/3?x=1',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/product/3?x=1');
    const sessionCookie = setCookie(response, 'sfi_session');
    expect(sessionCookie?.value).not.toBe(guestSession);
    expect(sessionCookie?.attributes).toEqual(['Max-Age=2592000', 'Path=/', 'HttpOnly', 'SameSite=Lax']);
    const home = await visitor.get('/');
    expect(home.body).toContain('Hi, <span data-user-field="firstName">Sam</span>');
    expect(home.body).not.toContain('js-return-user-link');
  });

  it('ignores a return_url on another site', async () => {
    for (const returnUrl of ['https://evil.example/', '//evil.example/x', '/\\evil.example']) {
      const response = await new Visitor(t.app).signIn('shopper@example.com', 'password', returnUrl);
      expect(response.headers.location).toBe('/');
    }
  });

  // The return URL is judged after normalisation, as the browser follows it
  // (docs/security.md, "Redirects after sign-in").
  it.each([
    ['/..//evil.example', '/'],
    ['/./\\evil.example', '/'],
    ['/%2e%2e//evil.example', '/'],
    ['/%2E%2E//evil.example', '/'],
    ['/.%2e//evil.example', '/'],
    ['/.//evil.example', '/'],
    ['/a/../..//evil.example', '/'],
    ['/%2e%2e/%2e%2e//evil.example', '/'],
    ['/..\\evil.example', '/'],
    ['/\t/evil.example', '/'],
    ['/\\t/evil.example', '/'],
    ['/\n/evil.example', '/'],
    ['/\r\n//evil.example', '/'],
    ['/\u0000//evil.example', '/'],
    ['/%5cevil.example', '/%5cevil.example'],
    ['/%5c%5cevil.example', '/%5c%5cevil.example'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    ['/%09/evil.example', '/%09/evil.example'],
    ['/product/3/../4?x=//evil.example#//evil.example', '/product/4?x=//evil.example#//evil.example'],
  ])('return_url %j → Location %j, a same-site path', async (returnUrl, location) => {
    const response = await new Visitor(t.app).signIn('shopper@example.com', 'password', returnUrl);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(location);
    expect(new URL(String(response.headers.location), 'https://shop.example').origin).toBe('https://shop.example');
  });

  it('keeps a return_url of up to 2,048 characters, and no longer', async () => {
    const longest = `/${'a'.repeat(2047)}`;
    expect((await new Visitor(t.app).signIn('shopper@example.com', 'password', longest)).headers.location).toBe(longest);
    expect((await new Visitor(t.app).signIn('shopper@example.com', 'password', `${longest}a`)).headers.location).toBe('/');
  });

  it('keeps the react flavour through the redirect', async () => {
    const visitor = new Visitor(t.app);
    await visitor.get('/account/signin.tmpl?flavour=react');
    const response = await visitor.postForm('/account/signin.tmpl?flavour=react', {
      action: 'signin', email: 'shopper@example.com', password: 'password', _TOKEN: visitor.csrfToken,
    });
    expect(response.headers.location).toBe('/?flavour=react');
  });

  it('re-renders with a clear error, keeping the email but never the password', async () => {
    const response = await new Visitor(t.app).signIn('shopper@example.com', 'wrong-secret-123');
    expect(response.statusCode).toBe(401);
    expect(response.body).toContain('The email address or password is incorrect');
    expect(response.body).toContain('value="shopper@example.com"');
    expect(response.body).not.toContain('wrong-secret-123');
    expect(response.body).toMatch(/<div class="form-errors" role="alert" tabindex="-1" autofocus id="sign-in-errors">\s*<p>Please correct the following:<\/p>/);
    expect(response.body.match(/\bautofocus\b/g)).toHaveLength(1);
    expect(/<title>([^<]*)<\/title>/.exec(response.body)?.[1]).toBe('Sign in: not signed in | Lumière Beauty');
  });

  it('gives the same answer for an unknown email', async () => {
    const response = await new Visitor(t.app).signIn('nobody@example.com', 'password');
    expect(response.statusCode).toBe(401);
    expect(response.body).toContain('The email address or password is incorrect');
  });

  it('asks for both fields when one is empty', async () => {
    const response = await new Visitor(t.app).signIn('shopper@example.com', '');
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Enter your email address and your password.');
  });
});

describe('create account', () => {
  async function create(fields: Record<string, string>) {
    const visitor = new Visitor(t.app);
    await visitor.get('/account/signin.tmpl');
    const response = await visitor.postForm('/account/signin.tmpl', { action: 'create', _TOKEN: visitor.csrfToken, ...fields });
    return { visitor, response };
  }

  it('creates the account and signs the new user in', async () => {
    const { visitor, response } = await create({ first_name: 'Lea', email: 'lea@example.com', password: 'correct horse battery' });
    expect(response.statusCode).toBe(303);
    const home = await visitor.get('/');
    expect(home.body).toContain('Hi, <span data-user-field="firstName">Lea</span>');
    const again = await new Visitor(t.app).signIn('lea@example.com', 'correct horse battery');
    expect(again.statusCode).toBe(303);
  });

  it('refuses an email that already has an account', async () => {
    const { response } = await create({ first_name: 'Sam', email: 'SHOPPER@example.com', password: 'another good pass' });
    expect(response.statusCode).toBe(409);
    expect(response.body).toContain('An account already exists for this email address');
    expect(response.body).toContain('value="shopper@example.com"');
    expect(response.body).not.toContain('another good pass');
  });

  it('refuses short and common passwords', async () => {
    const short = await create({ first_name: 'Al', email: 'al@example.com', password: 'abc' });
    expect(short.response.statusCode).toBe(400);
    expect(short.response.body).toContain('at least 8 characters');
    const common = await create({ first_name: 'Al', email: 'al@example.com', password: 'password' });
    expect(common.response.body).toContain('too easy to guess');
  });

  it('refuses a malformed email and a missing first name, listing both', async () => {
    const { response } = await create({ first_name: ' ', email: 'not-an-email', password: 'correct horse battery' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Enter your first name.');
    expect(response.body).toContain('Enter an email address like name@example.com.');
    expect(response.body).toContain('value="not-an-email"');
    expect(response.body).toMatch(/<div class="form-errors" role="alert" tabindex="-1" autofocus id="new-account-errors">/);
    expect(/<title>([^<]*)<\/title>/.exec(response.body)?.[1]).toBe('Sign in: account not created | Lumière Beauty');
    // Each problem links to its field, and only those fields are marked and described by the summary.
    expect(response.body).toContain('<a href="#create-first-name">Enter your first name.</a>');
    expect(response.body).toContain('<a href="#create-email">Enter an email address like name@example.com.</a>');
    expect(marks(response.body, 'create-first-name')).toEqual({ invalid: 'true', describedBy: 'new-account-errors' });
    expect(marks(response.body, 'create-email')).toEqual({ invalid: 'true', describedBy: 'new-account-errors' });
    expect(marks(response.body, 'create-password')).toEqual({ invalid: 'false', describedBy: 'create-password-hint' });
  });

  it('marks the password alone for a password it refuses, and the email alone for one that has an account', async () => {
    const short = await create({ first_name: 'Al', email: 'al@example.com', password: 'abc' });
    expect(marks(short.response.body, 'create-password')).toEqual({ invalid: 'true', describedBy: 'new-account-errors create-password-hint' });
    expect(marks(short.response.body, 'create-email').invalid).toBe('false');
    expect(marks(short.response.body, 'create-first-name').invalid).toBe('false');
    const taken = await create({ first_name: 'Sam', email: 'shopper@example.com', password: 'another good pass' });
    expect(marks(taken.response.body, 'create-email')).toEqual({ invalid: 'true', describedBy: 'new-account-errors' });
    expect(marks(taken.response.body, 'create-password').invalid).toBe('false');
  });
});

/** An input's aria-invalid and aria-describedby, as the page writes them. */
function marks(body: string, id: string): { invalid?: string; describedBy?: string } {
  const input = new RegExp(`<input id="${id}"[^>]*>`).exec(body)?.[0] ?? '';
  return { invalid: /aria-invalid="([^"]*)"/.exec(input)?.[1], describedBy: /aria-describedby="([^"]*)"/.exec(input)?.[1] };
}

describe('CSRF protection', () => {
  it('rejects a form without the token with a 403 page', async () => {
    const visitor = new Visitor(t.app);
    await visitor.get('/account/signin.tmpl');
    const response = await visitor.postForm('/account/signin.tmpl', { action: 'signin', email: 'shopper@example.com', password: 'password' });
    expect(response.statusCode).toBe(403);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('This form has expired');
  });

  it('rejects a token from another session', async () => {
    const other = new Visitor(t.app);
    await other.get('/');
    const visitor = new Visitor(t.app);
    await visitor.get('/account/signin.tmpl');
    const response = await visitor.postForm('/account/signin.tmpl', {
      action: 'signin', email: 'shopper@example.com', password: 'password', _TOKEN: other.csrfToken,
    });
    expect(response.statusCode).toBe(403);
  });

  it('protects sign-out too', async () => {
    const visitor = new Visitor(t.app);
    await visitor.signIn('shopper@example.com');
    expect((await visitor.postForm('/account/signout.tmpl', {})).statusCode).toBe(403);
    expect((await visitor.get('/')).body).toContain('Hi, <span data-user-field="firstName">Sam</span>');
  });
});

describe('sign out', () => {
  it('ends the session and returns home as a guest', async () => {
    const visitor = new Visitor(t.app);
    await visitor.signIn('member@example.com');
    await visitor.get('/');
    const response = await visitor.postForm('/account/signout.tmpl', { _TOKEN: visitor.csrfToken });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/');
    const home = await visitor.get('/');
    expect(home.body).toContain('js-return-user-link');
    expect(home.body).not.toContain('Hi, <span data-user-field="firstName">Ana</span>');
  });
});

describe('guest bag merge on sign-in', () => {
  it('adds quantities up to the line maximum of 10 and keeps the guest-only lines', async () => {
    const [lipstick, other] = [orderableSkuIds(t.app.storefront.db, 'p.category_id = 1')[0]!, orderableSkuIds(t.app.storefront.db, 'p.category_id <> 1')[0]!];
    const member = new Visitor(t.app);
    await member.signIn('shopper@example.com');
    await addToBag(member, lipstick, 6);
    const guest = await Visitor.arrived(t.app);
    await addToBag(guest, lipstick, 7);
    await addToBag(guest, other, 2);
    await guest.signIn('shopper@example.com');
    const bag = await transGet(guest);
    expect(bag.order.items.map((item: any) => [item.SKU_BASE_ID, item.qty])).toEqual([[lipstick, 10], [other, 2]]);
  });
});

describe('guest favorites merge on sign-in', () => {
  const save = async (visitor: Visitor, skuId: number, collectionId = '') => {
    if (!visitor.jar.get('csrftoken')) await visitor.get('/');
    const { entry } = await submitForm(visitor, { _SUBMIT: 'alter_collection', action: 'add', SKU_BASE_ID: skuId, COLLECTION_ID: collectionId });
    expect(entry.result!.data.ac_results[0].result.KEY).toBe('SUCCESS.ADD_SKU.COLLECTION.SAVE');
  };

  it('joins the account\'s lists: the account\'s first, then the guest\'s in the order saved, once each; the guest rows go', async () => {
    const [a, b, c, d] = orderableSkuIds(t.app.storefront.db, '1 = 1').slice(0, 4) as [number, number, number, number];
    const member = new Visitor(t.app);
    await member.signIn('shopper@example.com');
    await save(member, a);
    await save(member, b);
    const guest = await Visitor.arrived(t.app);
    await save(guest, c);
    await save(guest, b);
    await save(guest, d, 'gifts');
    const guestId = guest.jar.get('sfi_session')!;
    await guest.signIn('shopper@example.com');
    const { favorites, users } = t.app.storefront;
    const owner = { userId: users.findByEmail('shopper@example.com')!.id };
    expect(favorites.skuIds(owner)).toEqual([a, b, c]);
    expect(favorites.skuIds(owner, 'gifts')).toEqual([d]);
    expect(favorites.skuIds({ sessionId: guestId })).toEqual([]);
    // And the page says so: the favorites page lists the guest's save for the signed-in shopper.
    const page = await guest.get('/account/favorites.tmpl');
    expect(page.body).toContain(`name="sku" value="${c}"`);
  });
});
