import { raw, type SafeHtml } from './html';

/** The page configuration the bundle reads from `<script type="application/json" data-storefront-config>`. */
export const PAGE_CONFIG = {
  locale: 'en_US',
  pathPrefix: '/',
  brandPrefix: 'demo',
  apiPrefix: 'api',
  debug: false,
  rpc: { url_params: '' },
  metricsFunction: 'cmCreateElementTag',
  // "Notify me" on sold-out shades, and the waitlist popup on the holiday gift sets and limited editions until
  // Christmas 2030 (docs/decisions.md "Waitlist").
  flags: { waitlistNotification: true },
  waitlist: {
    productIds: ['PROD12', 'PROD17', 'PROD18', 'PROD19', 'PROD21', 'PROD34', 'PROD37', 'PROD38', 'PROD39', 'PROD44', 'PROD46'],
    endDate: '2030-12-25',
    eventId: 'HOLIDAY_2030',
    requestType: 'CHRISTMAS',
  },
} as const;

/**
 * The path prefixes the demo's site answers under (`/{pathPrefix}esearch`, docs/requirements.md §2.1): its pages' own,
 * and `/en-gb/`, the regional prefix docs/wire-formats.md and a host's `pathPrefix` prop use as the example. No other
 * first segment is a prefix (docs/decisions.md, "Results page prefixes").
 */
export const PATH_PREFIXES: readonly string[] = [PAGE_CONFIG.pathPrefix, '/en-gb/'];

/** The feature flags of docs/requirements.md §9.1 a demo page may switch (`searchType` is fixed). */
const FLAG_NAMES = ['checkoutSamples', 'offerEntryField', 'anonymousCheckout', 'giftCards', 'waitlistNotification', 'favorites', 'loyalty', 'autoReplenishment', 'optInPreCheck', 'legalCheckbox'] as const;

export type FlagName = (typeof FLAG_NAMES)[number];
export type FlagOverrides = Partial<Record<FlagName, boolean>>;

const FLAG_VALUES: Record<string, boolean> = { on: true, '1': true, true: true, off: false, '0': false, false: false };

/**
 * The demo's switch for a page's flags: a query parameter named for the flag, `on` or `off`
 * (`/cart?anonymousCheckout=off`). Anything else is ignored; the switch holds for that one page.
 */
export function flagOverrides(query: unknown): FlagOverrides {
  const overrides: FlagOverrides = {};
  if (!query || typeof query !== 'object') return overrides;
  for (const name of FLAG_NAMES) {
    const value = (query as Record<string, unknown>)[name];
    if (typeof value === 'string' && Object.hasOwn(FLAG_VALUES, value)) overrides[name] = FLAG_VALUES[value];
  }
  return overrides;
}

/** Whether a page offers guest checkout: its `anonymousCheckout` flag, on unless switched off (§6, §9.1). */
export function guestCheckoutOn(query: unknown): boolean {
  return flagOverrides(query).anonymousCheckout ?? true;
}

/** The page config a page carries: PAGE_CONFIG, with the flags the page switched over the demo's own. */
export function pageConfig(overrides: FlagOverrides, debug = false): Record<string, unknown> {
  const config = Object.keys(overrides).length > 0 ? { ...PAGE_CONFIG, flags: { ...PAGE_CONFIG.flags, ...overrides } } : PAGE_CONFIG;
  return debug ? { ...config, debug: true } : config;
}

/**
 * `?debug=on` turns the page config's `debug` on for that page: whoever previews it sees each host's problems as text
 * beside the host (docs/widgets.md).
 */
export function debugOn(query: unknown): boolean {
  const value = query && typeof query === 'object' ? (query as Record<string, unknown>).debug : undefined;
  return typeof value === 'string' && FLAG_VALUES[value] === true;
}

/** JSON safe to place inside a <script> element: `<` is escaped so no `</script>` can appear. */
export function jsonForScript(value: unknown): SafeHtml {
  return raw(JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029'));
}
