// The share links of the loyalty offers: each network's share page, checked against that host alone.
import { PropsError } from '../../../src/ui/island-props';
import { mediaToShare, pageToShare, parseLoyaltyOffersProps, shareLink, SOCIAL_NETWORKS } from '../../../src/widgets/loyalty-offers/share-links';

const PAGE = { url: 'https://shop.test/product/12?shade=2', text: 'My favourite & best', media: 'https://cdn.shop.test/p12.jpg' };

describe('shareLink', () => {
  it('builds the Facebook, Twitter and Pinterest share pages with the page encoded, and names each offer', () => {
    expect(SOCIAL_NETWORKS.map((network) => shareLink(network, PAGE))).toEqual([
      { network: 'facebook', name: 'Facebook', offerCode: 'lyl_social_fb', href: 'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fshop.test%2Fproduct%2F12%3Fshade%3D2' },
      { network: 'twitter', name: 'Twitter', offerCode: 'lyl_social_twitter', href: 'https://twitter.com/intent/tweet?url=https%3A%2F%2Fshop.test%2Fproduct%2F12%3Fshade%3D2&text=My+favourite+%26+best' },
      {
        network: 'pinterest',
        name: 'Pinterest',
        offerCode: 'lyl_social_pinterest',
        href: 'https://www.pinterest.com/pin/create/button/?url=https%3A%2F%2Fshop.test%2Fproduct%2F12%3Fshade%3D2&media=https%3A%2F%2Fcdn.shop.test%2Fp12.jpg&description=My+favourite+%26+best',
      },
    ]);
  });

  it('leaves out empty parts', () => {
    expect(shareLink('pinterest', { url: 'https://shop.test/', text: '', media: '' }).href).toBe('https://www.pinterest.com/pin/create/button/?url=https%3A%2F%2Fshop.test%2F');
    expect(shareLink('twitter', { url: 'https://shop.test/', text: '', media: '' }).href).toBe('https://twitter.com/intent/tweet?url=https%3A%2F%2Fshop.test%2F');
  });

  it('cannot be steered to another host by what it shares', () => {
    const hostile = { url: 'https://evil.test/@www.facebook.com/#x', text: '\u0000 javascript:alert(1)', media: '' };
    for (const network of SOCIAL_NETWORKS) expect(new URL(shareLink(network, hostile).href!).host).toBe(shareLink(network, PAGE).href!.split('/')[2]);
  });
});

describe('pageToShare and mediaToShare', () => {
  it('shares the url prop, else this page without its hash', () => {
    expect(pageToShare('https://shop.test/', 'https://shop.test/account/loyalty/index.tmpl#offers')).toBe('https://shop.test/');
    expect(pageToShare('', 'https://shop.test/account/loyalty/index.tmpl?flavour=react#offers')).toBe('https://shop.test/account/loyalty/index.tmpl?flavour=react');
  });

  it('takes an image of this site or a link host, made absolute; anything else is left out', () => {
    const here = 'https://shop.test/product/1';
    expect(mediaToShare('/media/p1.svg', [], here)).toBe('https://shop.test/media/p1.svg');
    expect(mediaToShare('https://cdn.shop.test/p1.jpg', ['cdn.shop.test'], here)).toBe('https://cdn.shop.test/p1.jpg');
    expect(mediaToShare('https://cdn.shop.test/p1.jpg', [], here)).toBe('');
    expect(mediaToShare('javascript:alert(1)', [], here)).toBe('');
    expect(mediaToShare('', [], here)).toBe('');
  });
});

describe('parseLoyaltyOffersProps', () => {
  it('takes a same-site url (made absolute), a text and a media', () => {
    expect(parseLoyaltyOffersProps({})).toEqual({ url: '', text: '', media: '' });
    expect(parseLoyaltyOffersProps({ url: '/product/3', text: ' Hi ', media: '/m.png' })).toEqual({ url: 'http://localhost/product/3', text: 'Hi', media: '/m.png' });
  });

  it('refuses a url of another site', () => {
    expect(() => parseLoyaltyOffersProps({ url: 'https://evil.test/' })).toThrow(new PropsError('prop "url" must be a page of this site, got "https://evil.test/"'));
    expect(() => parseLoyaltyOffersProps({ url: 'javascript:alert(1)' })).toThrow(PropsError);
  });
});
