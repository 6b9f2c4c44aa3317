import { CONFIG_SELECTOR, readPageConfig, resolvePageConfig } from '../../src/config/page-config';
import { DEFAULT_FLAGS } from '../../src/config/flags';
import { RECENT_SEARCHES_DEFAULT_MAX } from '../../src/config/constants';

const SPEC_DEFAULTS = {
  locale: 'en_US',
  pathPrefix: '/',
  brandPrefix: 'demo',
  apiPrefix: 'api',
  flags: {
    checkoutSamples: true,
    offerEntryField: true,
    anonymousCheckout: true,
    giftCards: true,
    waitlistNotification: true,
    favorites: true,
    loyalty: true,
    autoReplenishment: false,
    optInPreCheck: false,
    legalCheckbox: false,
    searchType: 'endeca',
  },
  rpcUrlParams: '',
  metricsFunction: 'cmCreateElementTag',
  recentSearchesMax: RECENT_SEARCHES_DEFAULT_MAX,
  linkHosts: [],
  waitlist: undefined,
  debug: false,
};

describe('resolvePageConfig', () => {
  it('gives the §9 defaults (docs/requirements.md) for an empty config', () => {
    expect(resolvePageConfig({})).toEqual(SPEC_DEFAULTS);
  });

  it('gives the defaults for input that is not an object', () => {
    for (const raw of [null, undefined, 'config', 42, true]) expect(resolvePageConfig(raw)).toEqual(SPEC_DEFAULTS);
  });

  it('takes every field a page sets', () => {
    const config = resolvePageConfig({
      locale: 'fr_FR',
      pathPrefix: '/fr-fr/',
      brandPrefix: 'mybrand',
      apiPrefix: 'api-v2',
      flags: { loyalty: false, legalCheckbox: true },
      rpc: { url_params: 'site=uk&lang=en' },
      metricsFunction: 'myTagger',
      recentSearchesMax: 4,
      linkHosts: ['cdn.example.com', 'Media.Example.com:8443'],
      waitlist: { productIds: ['PROD12', '17'], endDate: '2030-01-01T00:00:00Z', eventId: 'HOLIDAY_2030', requestType: 'CHRISTMAS' },
      debug: true,
    });
    expect(config).toEqual({
      locale: 'fr_FR',
      pathPrefix: '/fr-fr/',
      brandPrefix: 'mybrand',
      apiPrefix: 'api-v2',
      flags: { ...DEFAULT_FLAGS, loyalty: false, legalCheckbox: true },
      rpcUrlParams: 'site=uk&lang=en',
      metricsFunction: 'myTagger',
      recentSearchesMax: 4,
      linkHosts: ['cdn.example.com', 'media.example.com:8443'],
      waitlist: { productIds: ['PROD12', '17'], endDate: '2030-01-01T00:00:00Z', eventId: 'HOLIDAY_2030', requestType: 'CHRISTMAS' },
      debug: true,
    });
  });

  it('ignores fields of the wrong type and keeps the default for each', () => {
    const config = resolvePageConfig({
      locale: 12,
      pathPrefix: ['en'],
      brandPrefix: 7,
      apiPrefix: { a: 1 },
      flags: 'all-on',
      rpc: 'site=uk',
      metricsFunction: 3,
      recentSearchesMax: '5',
      linkHosts: 'cdn.example.com',
      debug: 'yes',
    });
    expect(config).toEqual(SPEC_DEFAULTS);
  });

  it('refuses values that would be unsafe in URLs or as a global name', () => {
    const config = resolvePageConfig({
      pathPrefix: '../admin',
      brandPrefix: 'a/b',
      apiPrefix: 'api?x=1',
      metricsFunction: 'alert(1)',
    });
    expect(config.pathPrefix).toBe('/');
    expect(config.brandPrefix).toBe('demo');
    expect(config.apiPrefix).toBe('api');
    expect(config.metricsFunction).toBe('cmCreateElementTag');
  });

  it.each([
    ['en-gb', '/en-gb/'],
    ['/en-gb', '/en-gb/'],
    ['en-gb/', '/en-gb/'],
    ['//en-gb//', '/en-gb/'],
    ['shop/uk', '/shop/uk/'],
    ['', '/'],
    ['/', '/'],
    ['///', '/'],
  ])('normalises pathPrefix %p to %p (always starts and ends with /)', (input, expected) => {
    expect(resolvePageConfig({ pathPrefix: input }).pathPrefix).toBe(expected);
  });

  it('keeps only host names (with an optional port) in linkHosts: no schemes, paths, wildcards or white space', () => {
    const config = resolvePageConfig({
      linkHosts: ['cdn.example.com', 'https://evil.test', 'evil.test/path', '*.example.com', ' spaced.test', 'a..', 7, 'x.test:99999', 'ok-1.test:8080'],
    });
    expect(config.linkHosts).toEqual(['cdn.example.com', 'ok-1.test:8080']);
  });

  it('reads url_params from rpc and drops a leading "?"', () => {
    expect(resolvePageConfig({ rpc: { url_params: '?site=uk&x=1' } }).rpcUrlParams).toBe('site=uk&x=1');
    expect(resolvePageConfig({ rpc: { url_params: 'site=uk' } }).rpcUrlParams).toBe('site=uk');
    expect(resolvePageConfig({ rpc: { url_params: 5 } }).rpcUrlParams).toBe('');
    expect(resolvePageConfig({ url_params: 'site=uk' }).rpcUrlParams).toBe('');
  });

  it('takes recentSearchesMax only as a positive integer', () => {
    expect(resolvePageConfig({ recentSearchesMax: 1 }).recentSearchesMax).toBe(1);
    expect(resolvePageConfig({ recentSearchesMax: 25 }).recentSearchesMax).toBe(25);
    for (const bad of [0, -3, 2.5, Number.NaN, '5', null]) {
      expect(resolvePageConfig({ recentSearchesMax: bad }).recentSearchesMax).toBe(RECENT_SEARCHES_DEFAULT_MAX);
    }
  });

  it('turns debug on only for the boolean true', () => {
    expect(resolvePageConfig({ debug: true }).debug).toBe(true);
    expect(resolvePageConfig({ debug: 1 }).debug).toBe(false);
    expect(resolvePageConfig({ debug: 'true' }).debug).toBe(false);
  });

  it('prefers the page locale, then the LOCALE cookie', () => {
    expect(resolvePageConfig({ locale: 'de_DE' }, 'fr_FR').locale).toBe('de_DE');
    expect(resolvePageConfig({}, 'fr-fr').locale).toBe('fr_FR');
    expect(resolvePageConfig({}, null).locale).toBe('en_US');
    expect(resolvePageConfig({ locale: 'gibberish' }).locale).toBe('en_GB');
  });
});

describe('readPageConfig', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  const addConfig = (text: string) => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.setAttribute('data-storefront-config', '');
    script.textContent = text;
    document.body.append(script);
    return script;
  };

  it('reads the page config element', () => {
    const script = addConfig(JSON.stringify({ pathPrefix: 'en-gb', rpc: { url_params: 'a=1' } }));
    expect(script.matches(CONFIG_SELECTOR)).toBe(true);
    const config = readPageConfig(document);
    expect(config.pathPrefix).toBe('/en-gb/');
    expect(config.rpcUrlParams).toBe('a=1');
    expect(warn).not.toHaveBeenCalled();
  });

  it('gives the defaults without a config element, without warning', () => {
    expect(readPageConfig(document)).toEqual(SPEC_DEFAULTS);
    expect(warn).not.toHaveBeenCalled();
  });

  it('ignores a JSON script that is not marked as the storefront config', () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.textContent = '{"pathPrefix":"other"}';
    document.body.append(script);
    expect(readPageConfig(document).pathPrefix).toBe('/');
  });

  it('warns once and uses the defaults for bad JSON', () => {
    addConfig('{"pathPrefix": "en-gb",');
    expect(readPageConfig(document)).toEqual(SPEC_DEFAULTS);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toContain('not valid JSON');
  });

  it('still uses the LOCALE cookie value when the JSON is bad', () => {
    addConfig('not json');
    expect(readPageConfig(document, 'fr_FR').locale).toBe('fr_FR');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('treats an empty config element as no config, without warning', () => {
    addConfig('   ');
    expect(readPageConfig(document)).toEqual(SPEC_DEFAULTS);
    expect(warn).not.toHaveBeenCalled();
  });
});
