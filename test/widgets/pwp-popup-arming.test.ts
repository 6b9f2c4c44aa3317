// Purchase with purchase (spec §4): qualifier matching, arming on a cart update, showing on the next add.
import { armedPwp, pwpQualifies, pwpToShowAfterAdd } from '../../src/store/pwp-arming';
import { markPopupShown } from '../../src/store/popup-cookies';
import type { Cart, CartItem, PwpBlock } from '../../src/rpc/types';
import { clearCookies } from '../store/reset';

const pwp = (qualifiers: Partial<PwpBlock['qualifiers']> = {}, active: 0 | 1 = 1): PwpBlock => ({
  id: 'pwp-1', active, qualifiers: { categories: [], products: [], skus: [], path: '', ...qualifiers }, popup_images: ['/gift.svg'], offer_text: 'Offer',
});
const line = (sku: string): CartItem => ({ sku, SKU_BASE_ID: Number(/SKU(\d+)/.exec(sku)?.[1] ?? 0), PRODUCT_ID: `PROD${/PROD(\d+)/.exec(sku)?.[1]}`, qty: 1 });
const cart = (skus: string[], block?: PwpBlock): Cart => ({ TRANS_ID: 1, items_count: skus.length, order: { items: skus.map(line), samples: [], offerCodes: [] }, ...(block ? { pwp: block } : {}) });

beforeEach(() => {
  clearCookies();
  armedPwp().set(null);
});
afterEach(clearCookies);

describe('pwpQualifies', () => {
  it('matches a bag line by category, product or SKU (from its CAT..PROD..SKU.. path)', () => {
    const bag = cart(['CAT1PROD3SKU12']);
    expect(pwpQualifies(pwp({ categories: ['CAT1'] }), bag, '/')).toBe(true);
    expect(pwpQualifies(pwp({ products: ['PROD3'] }), bag, '/')).toBe(true);
    expect(pwpQualifies(pwp({ skus: ['SKU12'] }), bag, '/')).toBe(true);
  });

  it('does not match an id that only starts the same (CAT1 is not CAT12)', () => {
    expect(pwpQualifies(pwp({ categories: ['CAT1'], products: ['PROD3'], skus: ['SKU1'] }), cart(['CAT12PROD34SKU123']), '/')).toBe(false);
  });

  it('matches the page path by its prefix, at a path boundary', () => {
    const empty = cart([]);
    expect(pwpQualifies(pwp({ path: '/lipstick' }), empty, '/lipstick')).toBe(true);
    expect(pwpQualifies(pwp({ path: '/lipstick' }), empty, '/lipstick/matte')).toBe(true);
    expect(pwpQualifies(pwp({ path: '/lipstick' }), empty, '/lipsticks')).toBe(false);
    expect(pwpQualifies(pwp({ path: '' }), empty, '/')).toBe(false);
  });

  it('never qualifies when inactive or absent', () => {
    expect(pwpQualifies(pwp({ categories: ['CAT1'] }, 0), cart(['CAT1PROD3SKU12']), '/')).toBe(false);
    expect(pwpQualifies(undefined, cart(['CAT1PROD3SKU12']), '/')).toBe(false);
  });
});

describe('pwpToShowAfterAdd', () => {
  const offer = pwp({ categories: ['CAT1'] });

  it('arms on the add that qualifies and shows on the next one, once', () => {
    const first = cart(['CAT1PROD3SKU12'], offer);
    expect(pwpToShowAfterAdd(cart([]), first, '/')).toBeNull();
    expect(armedPwp().get()?.id).toBe('pwp-1');
    const second = cart(['CAT1PROD3SKU12', 'CAT7PROD8SKU30'], offer);
    expect(pwpToShowAfterAdd(first, second, '/')).toEqual(offer);
    expect(armedPwp().get()).toBeNull();
  });

  it('shows on the first add when the bag the page loaded with already qualified', () => {
    const loaded = cart(['CAT1PROD3SKU12'], offer);
    expect(pwpToShowAfterAdd(loaded, cart(['CAT1PROD3SKU12', 'CAT7PROD8SKU30'], offer), '/')?.id).toBe('pwp-1');
  });

  it('stays quiet once the popup cookie says it was shown', () => {
    markPopupShown('pwp-1');
    const first = cart(['CAT1PROD3SKU12'], offer);
    expect(pwpToShowAfterAdd(null, first, '/')).toBeNull();
    expect(pwpToShowAfterAdd(first, first, '/')).toBeNull();
  });

  it('does not arm for an inactive block or a bag that does not qualify', () => {
    expect(pwpToShowAfterAdd(null, cart(['CAT7PROD8SKU30'], offer), '/')).toBeNull();
    expect(pwpToShowAfterAdd(null, cart(['CAT1PROD3SKU12'], { ...offer, active: 0 }), '/')).toBeNull();
    expect(armedPwp().get()).toBeNull();
  });
});
