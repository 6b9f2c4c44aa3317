// Where links and navigations may go (src/ui/urls.ts; docs/decisions.md "Keyword redirects", "Modal loader").
import { isPlainClick, safeRedirectPath, safeUrl, sameSiteUrl, searchPageUrl } from '../../src/ui/urls';

describe('searchPageUrl (docs/requirements.md §2)', () => {
  it.each([
    ['/', 'lipstick', '/esearch?search=lipstick'],
    ['/en-gb/', 'red lipstick', '/en-gb/esearch?search=red%20lipstick'],
    ['/', 'a&b=c#d', '/esearch?search=a%26b%3Dc%23d'],
    ['/', 'crème', '/esearch?search=cr%C3%A8me'],
    ['/', '', '/esearch?search='],
  ])('(%j, %j) → %j', (pathPrefix, term, expected) => {
    expect(searchPageUrl(pathPrefix, term)).toBe(expected);
  });
});

describe('sameSiteUrl', () => {
  const BASE = 'https://shop.test/en-gb/product/1';

  it('judges each call by its own base, one after another (the page origin is remembered per base)', () => {
    expect(sameSiteUrl('https://shop.test/a', BASE)?.href).toBe('https://shop.test/a');
    expect(sameSiteUrl('https://shop.test/a', 'https://other.test/')).toBeNull();
    expect(sameSiteUrl('https://other.test/a', 'https://other.test/x')?.href).toBe('https://other.test/a');
    expect(sameSiteUrl('https://other.test/a', BASE)).toBeNull();
    expect(sameSiteUrl('/a', 'not a URL')).toBeNull();
    expect(sameSiteUrl('https://shop.test/b', BASE)?.href).toBe('https://shop.test/b');
  });

  it.each([
    ['/cart', 'https://shop.test/cart'],
    ['details?tab=2', 'https://shop.test/en-gb/product/details?tab=2'],
    ['https://shop.test/a#b', 'https://shop.test/a#b'],
    ['HTTPS://SHOP.TEST/a', 'https://shop.test/a'],
    ['#reviews', 'https://shop.test/en-gb/product/1#reviews'],
  ])('resolves %j on this origin to %j', (href, expected) => {
    expect(sameSiteUrl(href, BASE)?.href).toBe(expected);
  });

  it.each([
    'https://evil.test/cart',
    '//evil.test/cart',
    '/\\evil.test/cart',
    'http://shop.test/cart',
    'https://shop.test:8443/cart',
    'https://sub.shop.test/cart',
    'javascript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'mailto:ana@example.com',
    'http://[::1',
    '',
    null,
    undefined,
  ])('refuses %p', (href) => {
    expect(sameSiteUrl(href, BASE)).toBeNull();
  });

  it("resolves against the page's own address by default", () => {
    expect(sameSiteUrl('/cart')?.href).toBe(new URL('/cart', location.href).href);
    expect(sameSiteUrl('https://evil.test/cart')).toBeNull();
  });
});

describe('safeRedirectPath (docs/wire-formats.md "Supplemental Objects")', () => {
  it.each(['/', '/gift_cards/index.tmpl', '/search?q=a&b=c#top', '/a/%2F/b'])('takes the same-site path %j as it is', (url) => {
    expect(safeRedirectPath(url)).toBe(url);
  });

  it.each([
    '//evil.test',
    '//evil.test/path',
    '/\\evil.test',
    '/\\/evil.test',
    '/a\\b',
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'https://evil.test/',
    'https://shop.test/gift_cards',
    'http:/evil.test',
    'gift_cards/index.tmpl',
    ' /gift_cards',
    '/gift cards',
    '/\t/evil.test',
    '/\n/evil.test',
    '',
  ])('refuses %j', (url) => {
    expect(safeRedirectPath(url)).toBeNull();
  });
});

describe('isPlainClick', () => {
  const click = (init: MouseEventInit = {}) => new MouseEvent('click', { button: 0, cancelable: true, ...init });

  it('takes a primary-button click without modifiers', () => {
    expect(isPlainClick(click())).toBe(true);
  });

  it.each<[string, MouseEventInit]>([
    ['meta (new tab on macOS)', { metaKey: true }],
    ['ctrl (new tab)', { ctrlKey: true }],
    ['shift (new window)', { shiftKey: true }],
    ['alt (download)', { altKey: true }],
    ['the middle button', { button: 1 }],
    ['the secondary button', { button: 2 }],
  ])('leaves a click with %s to the browser', (_label, init) => {
    expect(isPlainClick(click(init))).toBe(false);
  });

  it('leaves a click another handler already took to that handler', () => {
    const event = click();
    event.preventDefault();
    expect(isPlainClick(event)).toBe(false);
  });

  it('reads plain objects shaped like a click too', () => {
    const plain = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };
    expect(isPlainClick(plain)).toBe(true);
    expect(isPlainClick({ ...plain, ctrlKey: true })).toBe(false);
  });
});

describe('safeUrl (docs/security.md "The bundle")', () => {
  const BASE = 'https://shop.test/en-gb/product/1';

  it.each([
    ['/product/345', '/product/345'],
    ['/media/p.svg?v=2#x', '/media/p.svg?v=2#x'],
    ['details', 'https://shop.test/en-gb/product/details'],
    ['https://shop.test/product/2', 'https://shop.test/product/2'],
    ['https://cdn.shop.test/img/1.jpg', 'https://cdn.shop.test/img/1.jpg'],
    ['http://CDN.shop.test/img/1.jpg', 'http://cdn.shop.test/img/1.jpg'],
  ])('lets %j through as %j (same site, or a host the page config names)', (url, expected) => {
    expect(safeUrl(url, ['cdn.shop.test'], BASE)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    '\u0001javascript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'vbscript:msgbox(1)',
    'blob:https://shop.test/1',
    'mailto:ana@example.com',
    '//evil.test/product',
    '/\\evil.test/product',
    '\\\\evil.test',
    '/\t/evil.test',
    '/\n/evil.test',
    'https://evil.test/product',
    'https://cdn.shop.test.evil.test/x',
    'https://shop.test@evil.test/x',
    'http://[::1',
    '',
    null,
    undefined,
    42,
    { href: '/x' },
  ])('refuses %p', (url) => {
    expect(safeUrl(url, ['cdn.shop.test'], BASE)).toBeUndefined();
  });

  it('allows no other host unless the page config names it', () => {
    expect(safeUrl('https://cdn.shop.test/img/1.jpg', [], BASE)).toBeUndefined();
  });

  it("resolves against the page's own address by default", () => {
    expect(safeUrl('/cart')).toBe('/cart');
    expect(safeUrl('javascript:alert(1)')).toBeUndefined();
  });
});
