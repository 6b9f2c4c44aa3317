// Purchase with purchase (docs/requirements.md §4): qualifier matching, arming on a cart update, showing
// on the next add, once.
import type { Cart, CartItem, PwpOffer } from '../../src/model/cart';
import { markPopupShown } from '../../src/store/popup-cookies';
import { armedPwp, armFromCart, pwpQualifies, pwpToShowAfterAdd } from '../../src/store/pwp-arming';
import { clearCookies, forgetPageSingletons } from '../helpers/reset';

const pwp = (qualifiers: Partial<PwpOffer['qualifiers']> = {}, active = true): PwpOffer => ({
  id: 'pwp-1', active, qualifiers: { categories: [], products: [], skus: [], path: '', ...qualifiers }, popupImages: ['/gift.svg'], offerText: 'Offer',
});
const line = (path: string): CartItem => ({
  path,
  skuBaseId: Number(/SKU(\d+)/.exec(path)?.[1] ?? 0),
  productId: `PROD${/PROD(\d+)/.exec(path)?.[1]}`,
  qty: 1,
});
const cart = (paths: string[], offer: PwpOffer | null = null): Cart => ({ itemCount: paths.length, items: paths.map(line), pwp: offer });

beforeEach(() => {
  clearCookies();
  forgetPageSingletons();
});
afterEach(clearCookies);

describe('pwpQualifies', () => {
  it('matches a bag line by category, product or SKU (from its CAT..PROD..SKU.. path)', () => {
    const bag = cart(['CAT1PROD3SKU12']);
    expect(pwpQualifies(pwp({ categories: ['CAT1'] }), bag, '/')).toBe(true);
    expect(pwpQualifies(pwp({ products: ['PROD3'] }), bag, '/')).toBe(true);
    expect(pwpQualifies(pwp({ skus: ['SKU12'] }), bag, '/')).toBe(true);
  });

  it('matches a line by its own product and SKU base id when its path names neither', () => {
    const bag: Cart = { itemCount: 1, items: [{ path: '', skuBaseId: 12, productId: 'PROD3', qty: 1 }], pwp: null };
    expect(pwpQualifies(pwp({ products: ['PROD3'] }), bag, '/')).toBe(true);
    expect(pwpQualifies(pwp({ skus: ['SKU12'] }), bag, '/')).toBe(true);
    expect(pwpQualifies(pwp({ categories: ['CAT1'] }), bag, '/')).toBe(false);
  });

  it('does not match an id that only starts the same (CAT1 is not CAT12)', () => {
    expect(pwpQualifies(pwp({ categories: ['CAT1'], products: ['PROD3'], skus: ['SKU1'] }), cart(['CAT12PROD34SKU123']), '/')).toBe(false);
  });

  it('matches the page path by its prefix, at a path boundary', () => {
    const empty = cart([]);
    expect(pwpQualifies(pwp({ path: '/lipstick' }), empty, '/lipstick')).toBe(true);
    expect(pwpQualifies(pwp({ path: '/lipstick/' }), empty, '/lipstick')).toBe(true);
    expect(pwpQualifies(pwp({ path: '/lipstick' }), empty, '/lipstick/matte')).toBe(true);
    expect(pwpQualifies(pwp({ path: '/lipstick' }), empty, '/lipsticks')).toBe(false);
    expect(pwpQualifies(pwp({ path: '' }), empty, '/')).toBe(false);
  });

  it('never qualifies when inactive or absent', () => {
    expect(pwpQualifies(pwp({ categories: ['CAT1'] }, false), cart(['CAT1PROD3SKU12']), '/')).toBe(false);
    expect(pwpQualifies(null, cart(['CAT1PROD3SKU12']), '/')).toBe(false);
  });
});

describe('armFromCart', () => {
  const offer = pwp({ categories: ['CAT1'] });

  it('arms the offer of a qualifying bag, shared by every island of the page', () => {
    armFromCart(cart(['CAT1PROD3SKU12'], offer), '/');
    expect(armedPwp().get()).toBe(offer);
  });

  it('leaves it unarmed for no bag, a bag that does not qualify, or an offer already shown', () => {
    armFromCart(null, '/');
    armFromCart(cart(['CAT7PROD8SKU30'], offer), '/');
    markPopupShown('pwp-1');
    armFromCart(cart(['CAT1PROD3SKU12'], offer), '/');
    expect(armedPwp().get()).toBeNull();
  });
});

describe('pwpToShowAfterAdd', () => {
  const offer = pwp({ categories: ['CAT1'] });

  it('arms on the add that qualifies and shows on the next one, once', () => {
    const first = cart(['CAT1PROD3SKU12'], offer);
    expect(pwpToShowAfterAdd(cart([]), first, '/')).toBeNull();
    expect(armedPwp().get()).toBe(offer);
    const second = cart(['CAT1PROD3SKU12', 'CAT7PROD8SKU30'], offer);
    expect(pwpToShowAfterAdd(first, second, '/')).toBe(offer);
    expect(armedPwp().get()).toBeNull();
  });

  it('shows on the first add when the bag the page loaded with already qualified', () => {
    const loaded = cart(['CAT1PROD3SKU12'], offer);
    expect(pwpToShowAfterAdd(loaded, cart(['CAT1PROD3SKU12', 'CAT7PROD8SKU30'], offer), '/')).toBe(offer);
  });

  it('hands an offer to one add only, even before its popup has shown and written the cookie', () => {
    // Two shades added from a quick view: the popup waits for the dialog to close, so no cookie yet.
    const loaded = cart(['CAT1PROD3SKU12'], offer);
    const afterFirst = cart(['CAT1PROD3SKU12', 'CAT1PROD3SKU13'], offer);
    const afterSecond = cart(['CAT1PROD3SKU12', 'CAT1PROD3SKU13', 'CAT1PROD3SKU14'], offer);
    expect(pwpToShowAfterAdd(loaded, afterFirst, '/')).toBe(offer);
    expect(pwpToShowAfterAdd(afterFirst, afterSecond, '/')).toBeNull();
    expect(pwpToShowAfterAdd(afterSecond, afterSecond, '/')).toBeNull();
    expect(armedPwp().get()).toBeNull();
  });

  it('stays quiet once the popup cookie says it was shown', () => {
    markPopupShown('pwp-1');
    const first = cart(['CAT1PROD3SKU12'], offer);
    expect(pwpToShowAfterAdd(null, first, '/')).toBeNull();
    expect(pwpToShowAfterAdd(first, first, '/')).toBeNull();
  });

  it('does not arm for an inactive offer or a bag that does not qualify', () => {
    expect(pwpToShowAfterAdd(null, cart(['CAT7PROD8SKU30'], offer), '/')).toBeNull();
    expect(pwpToShowAfterAdd(null, cart(['CAT1PROD3SKU12'], { ...offer, active: false }), '/')).toBeNull();
    expect(armedPwp().get()).toBeNull();
  });
});
