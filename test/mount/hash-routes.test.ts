// Which dialog a URL hash opens (docs/requirements.md §2.2): pure routing, no page.
import { routeForHash, type HashPage } from '../../src/mount/hash-routes';
import { TRIGGER_HASH } from '../../src/mount/hash-triggers';

const TRIGGERS = ['#sign-in', '#new-account', '#blue_ocean', '#blue_ocean_women', '#blue_ocean_men', '#foundation_finder'];

function page(overrides: Partial<HashPage> = {}): HashPage {
  return { hasElement: () => false, link: () => null, path: '/product/3?x=1', ...overrides };
}

describe('routeForHash', () => {
  it.each([
    ['#blue_ocean', 'quiz'],
    ['#blue_ocean_women', 'quiz-women'],
    ['#blue_ocean_men', 'quiz-men'],
    ['#foundation_finder', 'foundation-finder'],
  ])('%s opens the overlay-link preset %s', (hash, preset) => {
    expect(routeForHash(hash, page())).toEqual({ preset });
  });

  it('#sign-in and #new-account open what the page\'s links open, showing only their form, titled by the link', () => {
    const links: Record<string, { href: string; text: string }> = {
      'js-return-user-link': { href: 'http://shop.test/account/signin.tmpl?return_url=%2Fcart#sign-in', text: 'Sign in' },
      'js-new-account-link': { href: 'http://shop.test/account/signin.tmpl?return_url=%2Fcart', text: 'Register' },
    };
    const withLinks = page({ link: (className) => links[className] ?? null });
    expect(routeForHash('#sign-in', withLinks)).toEqual({ url: 'http://shop.test/account/signin.tmpl?return_url=%2Fcart#sign-in', title: 'Sign in' });
    expect(routeForHash('#new-account', withLinks)).toEqual({ url: 'http://shop.test/account/signin.tmpl?return_url=%2Fcart#new-account', title: 'Register' });
  });

  it('without those links (a signed-in page), the sign-in page\'s forms, coming back to this page', () => {
    expect(routeForHash('#sign-in', page())).toEqual({ url: '/account/signin.tmpl?return_url=%2Fproduct%2F3%3Fx%3D1#sign-in', title: 'Sign in' });
    expect(routeForHash('#new-account', page({ link: () => ({ href: '/account/signin.tmpl', text: '' }) }))).toEqual({
      url: '/account/signin.tmpl#new-account',
      title: 'Create account',
    });
  });

  it('a hash that names an element of the page is an anchor, not a trigger (the sign-in page holds both forms)', () => {
    const onSigninPage = page({ hasElement: (id) => id === 'sign-in' || id === 'new-account' });
    expect(routeForHash('#sign-in', onSigninPage)).toBeNull();
    expect(routeForHash('#new-account', onSigninPage)).toBeNull();
    expect(routeForHash('#blue_ocean', onSigninPage)).toEqual({ preset: 'quiz' });
  });

  it.each(['', '#', '#main', '#Blue_Ocean', '#blue_ocean_kids', '#sign-in?x', '#constructor', '#__proto__', '#toString'])('%j opens nothing', (hash) => {
    expect(routeForHash(hash, page())).toBeNull();
  });

  it('boot\'s pattern names exactly the hashes routing opens, so the dialogs load for those and only those', () => {
    for (const hash of TRIGGERS) expect([hash, TRIGGER_HASH.test(hash), routeForHash(hash, page()) !== null]).toEqual([hash, true, true]);
    for (const hash of ['#blue_ocean_', '#sign-in-x', '#xsign-in', '#foundation', '#new_account', '#'])
      expect([hash, TRIGGER_HASH.test(hash), routeForHash(hash, page())]).toEqual([hash, false, null]);
  });
});
