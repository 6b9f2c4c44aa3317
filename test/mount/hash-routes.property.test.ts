// Properties of hash routing (docs/requirements.md §2.2; docs/decisions.md "Property tests"): any hash on any page
// routes without throwing; only the six known names open anything, and what they open comes back to the page.
import fc from 'fast-check';
import { SIGN_IN_PATH } from '../../src/config/constants';
import { routeForHash, type HashPage } from '../../src/mount/hash-routes';
import { checkProperty, usvText } from '../helpers/property';

const PRESETS: Record<string, string> = { blue_ocean: 'quiz', blue_ocean_women: 'quiz-women', blue_ocean_men: 'quiz-men', foundation_finder: 'foundation-finder' };
const ACCOUNT = ['sign-in', 'new-account'];
const NAMES = [...Object.keys(PRESETS), ...ACCOUNT];

/** A hash as location.hash gives it: a known name (sometimes close to one), or anything. */
const hash = fc.oneof(
  fc.constantFrom(...NAMES).chain((name) => fc.constantFrom(`#${name}`, name, `#${name} `, `#${name.toUpperCase()}`, `##${name}`, `#${name}#x`)),
  fc.constantFrom('', '#', '#__proto__', '#constructor', '#toString', '#hasOwnProperty'),
  usvText(8).map((text) => `#${text}`),
);

/** A page: which ids it has, its account links (href with or without a hash), and its path. */
const page = fc.record({
  ids: fc.uniqueArray(fc.oneof(fc.constantFrom(...NAMES), usvText(3)), { maxLength: 3 }),
  link: fc.option(fc.record({ href: fc.oneof(fc.constantFrom('https://shop.example/account/signin.tmpl', '/a#b#c', ''), usvText(6)), text: fc.oneof(fc.constant(''), usvText(4)) })),
  path: fc.oneof(fc.constantFrom('/', '/product/3?x=1&y=2', '/search?q=a%20b'), usvText(10)),
});

const pageOf = ({ ids, link, path }: { ids: string[]; link: { href: string; text: string } | null; path: string }): HashPage => ({
  hasElement: (id) => ids.includes(id),
  link: () => link,
  path,
});

describe('routeForHash, for any hash on any page', () => {
  it('opens nothing unless the hash is exactly one of the six names and no element of the page has that id', () => {
    checkProperty(
      fc.property(hash, page, (h, p) => {
        const name = h.replace(/^#/, '');
        const route = routeForHash(h, pageOf(p));
        if (!NAMES.includes(name) || p.ids.includes(name)) expect(route).toBeNull();
        else expect(route).not.toBeNull();
      }),
    );
  });

  it('opens a quiz or the finder by preset, and a sign-in form at a URL whose only hash is the name', () => {
    checkProperty(
      fc.property(hash, page, (h, p) => {
        const name = h.replace(/^#/, '');
        const route = routeForHash(h, pageOf(p));
        if (!route) return;
        if (name in PRESETS && Object.hasOwn(PRESETS, name)) {
          expect(route).toEqual({ preset: PRESETS[name] });
          return;
        }
        const url = route.url as string;
        expect(url.endsWith(`#${name}`)).toBe(true);
        expect(url.indexOf('#')).toBe(url.length - name.length - 1);
        expect(typeof route.title === 'string' && route.title !== '').toBe(true);
        if (p.link) expect(url).toBe(`${p.link.href.replace(/#.*$/, '')}#${name}`);
        else expect(new URL(url, 'https://shop.example/').searchParams.get('return_url')).toBe(p.path);
        if (!p.link) expect(url.startsWith(`${SIGN_IN_PATH}?return_url=`)).toBe(true);
      }),
    );
  });
});
