// Properties of the URL helper (docs/security.md; docs/decisions.md "Property tests"): any value a server, a prop or
// a page hands over either comes back as a URL on this origin or an allowed host, over http(s), or is refused;
// nothing throws. The results page URL carries any term so that the page reads the same term back.
import fc from 'fast-check';
import { safeRedirectPath, safeUrl, sameSiteUrl, searchPageUrl } from '../../src/ui/urls';
import { anyJson, anyText, checkProperty, usvText } from '../helpers/property';

const BASES = ['https://shop.example/en-gb/product/1?x=1', 'http://localhost:3000/', 'https://shop.example:8443/a/b/'];
const HOSTS = ['cdn.example.com', 'media.example.com:8443'];

/** URLs as they arrive: the dangerous shapes, near misses of the allowed ones, and anything at all. */
const url = fc.oneof(
  fc
    .tuple(
      fc.constantFrom('', 'https:', 'http:', 'HTTPS:', 'javascript:', 'JaVaScRiPt:', 'java\tscript:', 'data:', 'vbscript:', 'blob:', 'file:', 'ftp:', ' https:', 'https;'),
      fc.constantFrom('', '//', '/', '\\\\', '/\\', '\\/', '///', '/\t/', '/%2F', '%2F%2F'),
      fc.constantFrom('', 'shop.example', 'shop.example:8443', 'localhost:3000', 'cdn.example.com', 'CDN.EXAMPLE.COM', 'media.example.com:8443', 'media.example.com', 'evil.test', 'shop.example.evil.test', 'shop.example@evil.test', 'evil.test\\@shop.example', '[::1]'),
      fc.constantFrom('', '/', '/cart', '/a?b=c#d', '?q=1', '#x', '/\u0000', '/ x', '/%0a', 'alert(1)', ',<svg onload=alert(1)>'),
    )
    .map((parts) => parts.join('')),
  anyText(10),
  fc.constantFrom('/', '//', '/cart', 'cart', '#top', '?q=1', '.', '..', '/..//evil.test', '\u2028/x', '/x\u00a0'),
);

const isHttp = (u: URL) => u.protocol === 'http:' || u.protocol === 'https:';
const TRICKS = /[\\\s\u0000-\u001f\u007f]/;

describe('safeUrl, sameSiteUrl and safeRedirectPath, for any value', () => {
  it('safeUrl gives an http(s) URL on this origin or an allowed host, or undefined; never throws', () => {
    checkProperty(
      fc.property(fc.oneof(url, anyJson(1)), fc.constantFrom(...BASES), fc.constantFrom([], HOSTS), (value, base, hosts) => {
        const result = safeUrl(value, hosts, base);
        if (result === undefined) return;
        expect(typeof value).toBe('string');
        expect(TRICKS.test(result) || result.startsWith('//')).toBe(false);
        const resolved = new URL(result, base);
        expect(isHttp(resolved)).toBe(true);
        expect(resolved.origin === new URL(base).origin || hosts.includes(resolved.host)).toBe(true);
        if ((value as string).startsWith('/')) expect(result).toBe(value);
        else expect(result).toBe(resolved.href);
      }),
    );
  });

  it('sameSiteUrl gives a URL on this origin or null; safeRedirectPath a path of this origin or null', () => {
    checkProperty(
      fc.property(url, fc.constantFrom(...BASES), (value, base) => {
        const origin = new URL(base).origin;
        const same = sameSiteUrl(value, base);
        if (same) expect(isHttp(same) && same.origin === origin).toBe(true);
        const path = safeRedirectPath(value, base);
        if (path !== null) {
          expect(path).toBe(value);
          expect(path.startsWith('/') && !path.startsWith('//') && !TRICKS.test(path)).toBe(true);
          expect(new URL(path, base).origin).toBe(origin);
        }
      }),
    );
  });

  it('refuses every URL that is not http(s), whatever its case or padding', () => {
    checkProperty(
      fc.property(fc.constantFrom('javascript:', 'data:', 'vbscript:', 'blob:', 'file:'), anyText(4), fc.constantFrom(...BASES), (scheme, rest, base) => {
        for (const variant of [scheme, scheme.toUpperCase(), ` ${scheme}`, scheme.replace(':', '\t:')]) {
          expect(safeUrl(variant + rest, HOSTS, base)).toBeUndefined();
          expect(sameSiteUrl(variant + rest, base)).toBeNull();
        }
      }),
    );
  });
});

describe('searchPageUrl, for any term', () => {
  // Terms come from the URL, the recent-search cookie and the search box (USVStrings), or from Endeca's suggestions,
  // which the normaliser makes well-formed (docs/decisions.md "Property tests").
  it('never throws, and the results page reads the term back', () => {
    checkProperty(
      fc.property(fc.constantFrom('/', '/en-gb/'), usvText(20), (prefix, term) => {
        const result = searchPageUrl(prefix, term);
        const parsed = new URL(result, 'https://shop.example/');
        expect(parsed.pathname).toBe(`${prefix}esearch`);
        expect([...parsed.searchParams.keys()]).toEqual(['search']);
        expect(parsed.searchParams.get('search')).toBe(term);
      }),
    );
  });
});
