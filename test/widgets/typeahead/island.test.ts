// The typeahead's host props: a prop that becomes part of a URL is checked as the page config's is
// (config/page-config.ts normalisePathPrefix), so "See all" never leaves the site.
import island from '../../../src/widgets/typeahead/island';
import { searchPageUrl } from '../../../src/ui/urls';

const pathPrefixOf = (pathPrefix: unknown) => island.parseProps!({ pathPrefix }).pathPrefix;

describe('typeahead props', () => {
  it('takes no pathPrefix as "use the page config\'s"', () => {
    expect(island.parseProps!({})).toEqual({ label: 'Search products', placeholder: 'Search products', pathPrefix: null, initialTerm: '' });
  });

  it.each([
    ['en-gb', '/en-gb/'],
    ['/shop/uk/', '/shop/uk/'],
    ['//shop//uk//', '/shop/uk/'],
  ])('normalises pathPrefix %j to %j', (raw, expected) => {
    expect(pathPrefixOf(raw)).toBe(expected);
  });

  it.each(['//evil.example', '\\evil.example', '/\\evil.example/', 'https://evil.example/', 'javascript:alert(1)//', '../admin', '/a b/', '/%2e%2e/'])(
    'turns pathPrefix %j into "/", so "See all" stays on the site',
    (raw) => {
      const prefix = pathPrefixOf(raw)!;
      expect(prefix).toBe('/');
      expect(new URL(searchPageUrl(prefix, 'lip'), 'https://shop.test/').origin).toBe('https://shop.test');
    },
  );

  it('takes control characters out of initialTerm, and keeps the rest as the page wrote it', () => {
    expect(island.parseProps!({ initialTerm: 'lip\u0000stick\u001b \u0085red' }).initialTerm).toBe('lipstick red');
    expect(island.parseProps!({ initialTerm: '  Crème  rouge ' }).initialTerm).toBe('  Crème  rouge ');
  });
});
