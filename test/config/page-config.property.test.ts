// Properties of the page config (docs/requirements.md §9; docs/decisions.md "Property tests"): any JSON, any
// element text and any LOCALE cookie give a complete config without throwing; each field holds only what it may,
// and anything missing or of the wrong type takes its default.
import fc from 'fast-check';
import { DEFAULT_FLAGS } from '../../src/config/flags';
import { normalisePathPrefix, readPageConfig, resolvePageConfig, type PageConfig } from '../../src/config/page-config';
import { anyJson, anyText, checkProperty, usvText, wireValue } from '../helpers/property';

const field = fc.oneof(wireValue, fc.constantFrom('en-gb', '/en-gb/', 'en_GB', 'fr-ca', 'EN_us', 'x', 'demo', 'api-v2', 'cmCreateElementTag', '$tag', '1tag', 'a b'));
const config = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record(
      {
        locale: field,
        pathPrefix: fc.oneof(field, fc.constantFrom('//a//b//', 'a/b', '/', '', '../x', '/a?b')),
        brandPrefix: field,
        apiPrefix: field,
        flags: fc.oneof(fc.dictionary(fc.oneof(fc.constantFrom(...Object.keys(DEFAULT_FLAGS)), fc.string({ maxLength: 6 })), fc.oneof(fc.boolean(), wireValue), { maxKeys: 4 }), wireValue),
        rpc: fc.oneof(fc.record({ url_params: field }), wireValue),
        metricsFunction: field,
        recentSearchesMax: fc.oneof(fc.integer({ min: -3, max: 30 }), fc.double(), field),
        linkHosts: fc.oneof(fc.array(fc.oneof(fc.constantFrom('cdn.example.com', 'CDN.Example.com:8443', 'a:65536', 'a:0', '-a.com', 'a..b', 'x.com/', 'http://x.com'), field), { maxLength: 4 }), field),
        waitlist: anyJson(2),
        debug: fc.oneof(fc.boolean(), field),
      },
      { requiredKeys: [] },
    ),
  },
  { weight: 1, arbitrary: anyJson(3) },
);
const cookieLocale = fc.oneof(fc.constantFrom(null, undefined, '', 'fr_FR', 'de-de', 'xx'), usvText(4));

function expectWellFormed(c: PageConfig): void {
  expect(c.locale).toMatch(/^[a-z]{2,3}_[A-Z]{2}$/);
  expect(c.pathPrefix).toMatch(/^\/([\w-]+\/)*$/);
  expect(c.brandPrefix).toMatch(/^[\w-]+$/);
  expect(c.apiPrefix).toMatch(/^[\w-]+$/);
  expect(Object.keys(c.flags).sort()).toEqual(Object.keys(DEFAULT_FLAGS).sort());
  expect(c.flags.searchType).toBe('endeca');
  for (const [key, value] of Object.entries(c.flags)) if (key !== 'searchType') expect(typeof value).toBe('boolean');
  expect(c.rpcUrlParams.startsWith('?')).toBe(false);
  expect(c.metricsFunction).toMatch(/^[A-Za-z_$][\w$]*$/);
  expect(Number.isInteger(c.recentSearchesMax) && c.recentSearchesMax > 0).toBe(true);
  for (const host of c.linkHosts) {
    expect(host).toBe(host.toLowerCase());
    const port = /:(\d+)$/.exec(host)?.[1];
    expect(port === undefined || Number(port) <= 65535).toBe(true);
  }
  expect(typeof c.debug).toBe('boolean');
}

describe('page config, for any JSON and any LOCALE cookie', () => {
  it('resolves to a complete, well-formed config without throwing', () => {
    checkProperty(fc.property(config, cookieLocale, (raw, cookie) => expectWellFormed(resolvePageConfig(raw, cookie))));
  });

  it('takes each default (those of an empty config) when the JSON is not an object', () => {
    checkProperty(
      fc.property(fc.oneof(wireValue, fc.array(anyJson(1))).filter((v) => v === null || typeof v !== 'object' || Array.isArray(v)), (raw) => {
        expect(resolvePageConfig(raw)).toEqual(resolvePageConfig({}));
      }),
    );
  });

  it('keeps a page flag only when it is a known flag given as a boolean', () => {
    checkProperty(
      fc.property(fc.dictionary(fc.oneof(fc.constantFrom(...Object.keys(DEFAULT_FLAGS)), fc.string({ maxLength: 6 })), fc.oneof(fc.boolean(), wireValue), { maxKeys: 5 }), (flags) => {
        const resolved = resolvePageConfig({ flags }).flags as unknown as Record<string, unknown>;
        for (const [key, fallback] of Object.entries(DEFAULT_FLAGS)) {
          const given = Object.hasOwn(flags, key) ? flags[key] : undefined;
          expect(resolved[key]).toBe(key !== 'searchType' && typeof given === 'boolean' ? given : fallback);
        }
      }),
    );
  });

  it('normalises a path prefix idempotently', () => {
    checkProperty(
      fc.property(fc.oneof(field, anyText(8)), (value) => {
        const once = normalisePathPrefix(value);
        expect(normalisePathPrefix(once)).toBe(once);
      }),
    );
  });

  it('reads any text in the config element, warning once for text that is not JSON', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      checkProperty(
        fc.property(fc.oneof(config.map((c) => JSON.stringify(c)), anyText(20)), cookieLocale, (text, cookie) => {
          document.body.innerHTML = '';
          const element = document.createElement('script');
          element.type = 'application/json';
          element.setAttribute('data-storefront-config', '');
          element.textContent = text;
          document.body.append(element);
          warn.mockClear();
          expectWellFormed(readPageConfig(document, cookie));
          let json = true;
          try {
            JSON.parse(text);
          } catch {
            json = false;
          }
          expect(warn).toHaveBeenCalledTimes(json || !text.trim() ? 0 : 1);
        }),
        100,
      );
    } finally {
      warn.mockRestore();
      document.body.innerHTML = '';
    }
  });
});
