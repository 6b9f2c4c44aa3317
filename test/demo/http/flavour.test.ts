// The demo's flavour switch (demo/http/flavour.ts): `?flavour=react` loads the react build and is remembered for the
// browser session, so a link without it (one an island drew) stays in that build; `?flavour=preact` forgets it.
import { describe, expect, it } from '@jest/globals';
import { setCookie, useTestApp, Visitor } from '../helpers/test-app';

const t = useTestApp();
const build = (body: string) => /<script type="module" src="\/dist\/(\w+)\/storefront\.js"/.exec(body)?.[1];

describe('the flavour switch', () => {
  it('loads preact with no flavour asked and sets no flavour cookie', async () => {
    const response = await new Visitor(t.app).get('/product/3');
    expect(build(response.body)).toBe('preact');
    expect(setCookie(response, 'sfi_flavour')).toBeUndefined();
  });

  it('remembers ?flavour=react for the browser session: a link without it (an island\'s) still loads react', async () => {
    const visitor = new Visitor(t.app);
    const asked = await visitor.get('/?flavour=react');
    expect(build(asked.body)).toBe('react');
    expect(setCookie(asked, 'sfi_flavour')).toEqual({ name: 'sfi_flavour', value: 'react', attributes: ['Path=/', 'HttpOnly', 'SameSite=Lax'] });
    const followed = await visitor.get('/product/3');
    expect(build(followed.body)).toBe('react');
    expect(followed.body).toMatch(/href="\/cart\?flavour=react"/);
    expect(setCookie(followed, 'sfi_flavour')).toBeUndefined(); // set once, not on every page
  });

  it('forgets it on ?flavour=preact', async () => {
    const visitor = new Visitor(t.app);
    await visitor.get('/?flavour=react');
    const back = await visitor.get('/category/1?flavour=preact');
    expect(build(back.body)).toBe('preact');
    expect(setCookie(back, 'sfi_flavour')?.attributes).toContain('Max-Age=0');
    expect(visitor.jar.get('sfi_flavour')).toBeUndefined();
    expect(build((await visitor.get('/product/3')).body)).toBe('preact');
  });

  it('takes the URL over the cookie, and nothing but "react" from the cookie', async () => {
    const remembered = await t.app.inject({ url: '/product/3?flavour=preact', headers: { cookie: 'sfi_flavour=react' } });
    expect(build(remembered.body)).toBe('preact');
    const forged = await t.app.inject({ url: '/product/3', headers: { cookie: 'sfi_flavour=vue' } });
    expect(build(forged.body)).toBe('preact');
  });
});
