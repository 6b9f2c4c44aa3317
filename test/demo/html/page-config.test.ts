import { describe, expect, it } from '@jest/globals';
import { MISC_FLAGS } from '../../../demo/catalog/types';
import { debugOn, flagOverrides, guestCheckoutOn, jsonForScript, PAGE_CONFIG, pageConfig } from '../../../demo/html/page-config';
import { useTestApp } from '../helpers/test-app';

describe('jsonForScript', () => {
  it('keeps JSON in a script element from closing it, and line separators from ending a string', () => {
    expect(jsonForScript({ a: '</script><script>', b: 'x\u2028y\u2029z' }).toString())
      .toBe('{"a":"\\u003c/script>\\u003cscript>","b":"x\\u2028y\\u2029z"}');
  });
});

describe('PAGE_CONFIG waitlist (docs/decisions.md "Waitlist")', () => {
  const t = useTestApp();

  it('names 11 real products, the holiday gift sets and limited editions, and an end date ahead of today', () => {
    const ids = PAGE_CONFIG.waitlist.productIds.map((id) => Number(id.slice(4)));
    const products = t.app.storefront.catalog.productsById(ids);
    expect(products.map((p) => [p.id, p.isKit || p.miscFlag === MISC_FLAGS.limitedEdition])).toEqual(ids.map((id) => [id, true]));
    expect(ids).toHaveLength(11);
    expect(Date.parse(PAGE_CONFIG.waitlist.endDate)).toBeGreaterThan(Date.now());
    expect(PAGE_CONFIG.flags.waitlistNotification).toBe(true);
  });
});

describe('flag switches (docs/requirements.md §9.1 feature flags)', () => {
  it('reads a §9 flag named as a query parameter, on or off', () => {
    expect(flagOverrides({ anonymousCheckout: 'off', loyalty: 'on', favorites: '0', legalCheckbox: 'true' })).toEqual({
      anonymousCheckout: false, loyalty: true, favorites: false, legalCheckbox: true,
    });
  });

  it('ignores other parameters, other values and repeated parameters', () => {
    expect(flagOverrides({ search: 'off', searchType: 'off', anonymousCheckout: 'maybe', loyalty: ['off', 'on'], flavour: 'react' })).toEqual({});
    expect(flagOverrides(undefined)).toEqual({});
  });

  it('offers guest checkout unless the page switches anonymousCheckout off (its §9.1 default is on)', () => {
    expect(guestCheckoutOn({})).toBe(true);
    expect(guestCheckoutOn({ anonymousCheckout: 'on' })).toBe(true);
    expect(guestCheckoutOn({ anonymousCheckout: 'off' })).toBe(false);
    expect(guestCheckoutOn({ anonymousCheckout: 'sometimes' })).toBe(true);
  });

  it("puts the switched flags over the demo's own in the page config", () => {
    expect(pageConfig({})).toBe(PAGE_CONFIG);
    expect(pageConfig({ anonymousCheckout: false })).toEqual({ ...PAGE_CONFIG, flags: { waitlistNotification: true, anonymousCheckout: false } });
    expect(pageConfig({ waitlistNotification: false })).toEqual({ ...PAGE_CONFIG, flags: { waitlistNotification: false } });
    expect(pageConfig({}, true)).toEqual({ ...PAGE_CONFIG, debug: true });
  });
});

describe('?debug=on (docs/decisions.md "Merchandiser catalogue")', () => {
  it('turns the page config\'s debug on for that page only when asked, on', () => {
    expect([debugOn({ debug: 'on' }), debugOn({ debug: '1' }), debugOn({ debug: 'off' }), debugOn({ debug: ['on'] }), debugOn({}), debugOn(undefined)]).toEqual([true, true, false, false, false, false]);
  });
});
