// Which loyalty navigation link is current (docs/requirements.md §2.1; docs/decisions.md "Loyalty and user fields").
import { PropsError } from '../../../src/ui/island-props';
import { currentLinkIndex, parseLoyaltyNavProps } from '../../../src/widgets/loyalty-nav/nav-links';

const LINKS = [
  { href: '/account/loyalty/index.tmpl', label: 'Overview' },
  { href: '#offers', label: 'Offers' },
  { href: '#history', label: 'History' },
];
const PAGE = 'https://shop.test/account/loyalty/index.tmpl';

describe('currentLinkIndex', () => {
  it.each([
    ['#offers', 1],
    ['#history', 2],
    ['', 0],
    ['#main', 0],
    ['#HISTORY', 0],
  ])('with the hash %j, link %i', (hash, expected) => {
    expect(currentLinkIndex(LINKS, `${PAGE}${hash}`)).toBe(expected);
  });

  it('matches a path link with a hash, and keeps the query in the comparison', () => {
    const links = [{ href: '/account/loyalty/index.tmpl?flavour=react', label: 'Overview' }, { href: '/account/loyalty/index.tmpl?flavour=react#offers', label: 'Offers' }];
    expect(currentLinkIndex(links, `${PAGE}?flavour=react#offers`)).toBe(1);
    expect(currentLinkIndex(links, `${PAGE}?flavour=react`)).toBe(0);
    expect(currentLinkIndex(links, PAGE)).toBe(-1);
  });

  it('finds this page when its URL carries parameters the links do not name (a campaign link)', () => {
    expect(currentLinkIndex(LINKS, `${PAGE}?utm_source=email`)).toBe(0);
    expect(currentLinkIndex(LINKS, `${PAGE}?utm_source=email#history`)).toBe(2);
    const paths = [{ href: '/account/loyalty/index.tmpl', label: 'Overview' }, { href: '/account/loyalty/index.tmpl#offers', label: 'Offers' }];
    expect(currentLinkIndex(paths, `${PAGE}?utm_source=email&utm_campaign=spring#offers`)).toBe(1);
    expect(currentLinkIndex(paths, `${PAGE}?utm_source=email#main`)).toBe(0);
  });

  it('prefers the link naming more of the page\'s parameters, and refuses one whose value differs', () => {
    const tabs = [
      { href: '/account/loyalty/index.tmpl', label: 'Overview' },
      { href: '/account/loyalty/index.tmpl?tab=history', label: 'History' },
      { href: '/account/loyalty/index.tmpl?tab=offers', label: 'Offers' },
    ];
    expect(currentLinkIndex(tabs, `${PAGE}?tab=history&utm_source=email`)).toBe(1);
    expect(currentLinkIndex(tabs, `${PAGE}?tab=points`)).toBe(0);
    expect(currentLinkIndex(tabs, `${PAGE}?tab=offers`)).toBe(2);
  });

  it('has no current link on another page, or when only hash links miss', () => {
    expect(currentLinkIndex(LINKS.slice(1), `${PAGE}#points`)).toBe(-1);
    expect(currentLinkIndex(LINKS.slice(1), PAGE)).toBe(-1);
    expect(currentLinkIndex([{ href: '/account/index.tmpl', label: 'Account' }], PAGE)).toBe(-1);
  });
});

describe('parseLoyaltyNavProps', () => {
  it('takes a label (default "Loyalty") and the links', () => {
    expect(parseLoyaltyNavProps({ links: LINKS })).toEqual({ label: 'Loyalty', links: LINKS });
    expect(parseLoyaltyNavProps({ label: ' Account ', links: [{ href: ' #a ', label: ' A ' }] })).toEqual({ label: 'Account', links: [{ href: '#a', label: 'A' }] });
  });

  it.each([
    [{}, 'prop "links" must be a list of {"href", "label"} with at least one link'],
    [{ links: [] }, 'prop "links" must be a list of {"href", "label"} with at least one link'],
    [{ links: ['#a'] }, 'links[0] must be {"href": "...", "label": "..."} with both filled in'],
    [{ links: [{ href: '#a' }] }, 'links[0] must be {"href": "...", "label": "..."} with both filled in'],
    [{ links: [{ href: '#a', label: 'A' }, { href: 'javascript:alert(1)', label: 'B' }] }, 'links[1].href must be a "#section" or a path on this site, got "javascript:alert(1)"'],
    [{ links: [{ href: 'https://evil.test/', label: 'B' }] }, 'links[0].href must be a "#section" or a path on this site, got "https://evil.test/"'],
  ])('refuses %j', (raw, message) => {
    expect(() => parseLoyaltyNavProps(raw)).toThrow(new PropsError(message));
  });
});
