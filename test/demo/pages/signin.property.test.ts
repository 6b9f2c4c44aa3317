// Properties of the sign-in forms under arbitrary input (docs/decisions.md "Property tests"): any fields, repeated or
// missing, with a good, wrong or missing token, get the form again with a 4xx (or 200), the expired-form page (403)
// or a 303 to a same-site path; never a 500.
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { anyText, checkAsyncProperty, usvText } from '../../helpers/property';
import { useTestApp, Visitor } from '../helpers/test-app';

const t = useTestApp();

const field = (known: string[]) => fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...known) }, { weight: 1, arbitrary: usvText(8) });
const FIELDS: Record<string, fc.Arbitrary<string>> = {
  action: field(['signin', 'create', '', 'SIGNIN', 'signout']),
  email: field(['shopper@example.com', 'Member@Example.com ', 'new.shopper@example.com', 'a@b', '', `${'x'.repeat(300)}@example.com`, 'a@b.c\u0000']),
  password: field(['password', 'wrong password', '', 'p'.repeat(129), 'correct horse battery staple', 'password\u0000']),
  first_name: field(['Sam', '', ' ', 'x'.repeat(200), '<b>Sam</b>']),
  return_url: field(['/', '/product/3?x=1', '//evil.example', '/..//evil.example', 'https://evil.example/', '/account/signin.tmpl', '/\\evil', '']),
};

let accounts = 0;
/** A sign-in or a new account that succeeds as it stands, with up to two fields changed or dropped; or fields at random. */
const fields = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .tuple(fc.constantFrom('signin', 'create'), fc.array(fc.constantFrom(...Object.keys(FIELDS)).chain((name) => fc.tuple(fc.constant(name), fc.option(FIELDS[name]!))), { maxLength: 2 }))
      .map(([action, changes]) => {
        const given: Record<string, string> = action === 'signin'
          ? { action, email: 'shopper@example.com', password: 'password', return_url: '/product/3' }
          : { action, email: `fuzz.${accounts++}@example.com`, password: 'correct horse battery staple', first_name: 'Sam' };
        for (const [name, value] of changes) if (value === null) delete given[name]; else given[name] = value;
        return given;
      }),
  },
  { weight: 1, arbitrary: fc.record(FIELDS, { requiredKeys: [] }) },
);

describe('POST /account/signin.tmpl, for any fields', () => {
  it('answers with the form (200/400/401/409), the expired-form page (403) or a 303 to a same-site path; never a 500', async () => {
    const statuses = new Set<number>();
    await checkAsyncProperty(
      fc.asyncProperty(
        fields,
        fc.constantFrom('valid', 'valid', 'wrong', 'missing'),
        fc.oneof({ weight: 3, arbitrary: fc.constant([]) }, { weight: 1, arbitrary: fc.array(fc.tuple(fc.constantFrom('action', 'email', 'password', '_TOKEN', 'return_url'), anyText(3)), { maxLength: 2 }) }),
        async (given, token, repeated) => {
          const visitor = await Visitor.arrived(t.app, '/account/signin.tmpl');
          const body = new URLSearchParams(given as Record<string, string>);
          if (token !== 'missing') body.set('_TOKEN', token === 'valid' ? visitor.csrfToken : 'x'.repeat(32));
          for (const [name, value] of repeated) body.append(name, value.replace(/[\ud800-\udfff]/g, ''));
          const response = await t.app.inject({
            method: 'POST',
            url: '/account/signin.tmpl',
            headers: { cookie: visitor.jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
            payload: body.toString(),
          });
          expect([200, 303, 400, 401, 403, 409]).toContain(response.statusCode);
          statuses.add(response.statusCode);
          if (response.statusCode === 303) {
            const location = String(response.headers.location);
            expect(location.startsWith('/') && !location.startsWith('//') && !location.includes('\\')).toBe(true);
            expect(new URL(location, 'http://storefront.invalid').origin).toBe('http://storefront.invalid');
          }
        },
      ),
      40,
    );
    // The generated fields reach every outcome: signed in or created, refused, wrong password, expired form.
    expect([...statuses].sort()).toEqual(expect.arrayContaining([303, 400, 401, 403]));
    // About 0.7 s on a quiet machine: most runs hash a password (scrypt, on purpose slow). Jest's 5 s default was
    // overrun once with the two cores at a load of 14–16.
  }, 20_000);

  it('answers a body that is not a form, or a broken one, with a 4xx page', async () => {
    const visitor = await Visitor.arrived(t.app, '/account/signin.tmpl');
    await checkAsyncProperty(
      fc.asyncProperty(
        fc.constantFrom('application/x-www-form-urlencoded', 'application/json', 'text/plain', 'multipart/form-data; boundary=x', ''),
        fc.oneof(anyText(30), fc.constantFrom('email=%E0%A4%A', '{"action":"signin"}', '=&=&', '_TOKEN[]=1&_TOKEN[]=2')),
        async (type, payload) => {
          const response = await t.app.inject({
            method: 'POST',
            url: '/account/signin.tmpl',
            headers: { cookie: visitor.jar.header(), ...(type ? { 'content-type': type } : {}) },
            payload,
          });
          expect(response.statusCode).toBeGreaterThanOrEqual(400);
          expect(response.statusCode).toBeLessThan(500);
        },
      ),
      40,
    );
  });
});
