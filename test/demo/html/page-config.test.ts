import { describe, expect, it } from '@jest/globals';
import { flagOverrides, guestCheckoutOn, jsonForScript, pageConfig } from '../../../demo/html/page-config';

describe('jsonForScript', () => {
  it('keeps JSON in a script element from closing it, and line separators from ending a string', () => {
    expect(jsonForScript({ a: '</script><script>', b: 'x\u2028y\u2029z' }).toString())
      .toBe('{"a":"\\u003c/script>\\u003cscript>","b":"x\\u2028y\\u2029z"}');
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

  it('puts the switched flags in the page config, and only then', () => {
    expect(pageConfig({})).toEqual({
      locale: 'en_US', pathPrefix: '/', brandPrefix: 'demo', apiPrefix: 'api', debug: false, rpc: { url_params: '' }, metricsFunction: 'cmCreateElementTag',
    });
    expect(pageConfig({ anonymousCheckout: false })).toEqual({
      locale: 'en_US', pathPrefix: '/', brandPrefix: 'demo', apiPrefix: 'api', debug: false, rpc: { url_params: '' }, metricsFunction: 'cmCreateElementTag',
      flags: { anonymousCheckout: false },
    });
  });
});
