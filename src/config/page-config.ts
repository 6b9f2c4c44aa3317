// Page configuration: `<script type="application/json" data-storefront-config>` (docs/architecture.md).
import { resolveFlags, type FeatureFlags } from './flags';
import { resolveLocale } from './locale';
import { RECENT_SEARCHES_DEFAULT_MAX } from './constants';

export interface PageConfig {
  locale: string;
  /** Always starts and ends with `/`. */
  pathPrefix: string;
  brandPrefix: string;
  apiPrefix: string;
  flags: FeatureFlags;
  /** Query string appended to every JSON-RPC request, without a leading `?`. */
  rpcUrlParams: string;
  /** Name of the page's metric tagging function (a global). */
  metricsFunction: string;
  recentSearchesMax: number;
  /** Hosts besides the page's own that links and images may point at (`cdn.example.com`, `media.example.com:8443`). */
  linkHosts: string[];
  /** The waitlist popup and form (docs/requirements.md §5.3, §3.6; docs/decisions.md "Waitlist"). */
  waitlist: WaitlistConfig;
  debug: boolean;
}

/** The page's waitlist campaign: on which product pages the popup shows, until when, and what sign-ups say. */
export interface WaitlistConfig {
  /** Product pages the popup shows on (`PROD345`); none by default, so it shows nowhere. */
  productIds: string[];
  /** The popup shows only before this moment (ms since the epoch); null (none or unreadable) means it never shows. */
  endDate: number | null;
  /** Sent as `EVENT_ID` with a sign-up from the popup or a page's form. */
  eventId: string;
  /** Sent as `REQUEST_TYPE` with a sign-up from the popup or a page's form. */
  requestType: string;
}

/** `REQUEST_TYPE` of a campaign sign-up when the page config names none (docs/decisions.md "Waitlist"). */
const WAITLIST_DEFAULT_REQUEST_TYPE = 'WAITLIST';

export const CONFIG_SELECTOR = 'script[type="application/json"][data-storefront-config]';

/** `en-gb`, `/en-gb/`, `en-gb/` → `/en-gb/` (repeated slashes collapsed); anything but path characters gives `/`. */
export function normalisePathPrefix(value: unknown): string {
  if (typeof value !== 'string' || !/^[\w\-/]*$/.test(value)) return '/';
  const trimmed = value.replace(/\/{2,}/g, '/').replace(/^\/|\/$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}

function identifier(value: unknown, fallback: string): string {
  return typeof value === 'string' && /^[A-Za-z_$][\w$]*$/.test(value) ? value : fallback;
}

function slug(value: unknown, fallback: string): string {
  return typeof value === 'string' && /^[\w-]+$/.test(value) ? value : fallback;
}

/** Host names (with an optional port), lower-cased; anything else in the list is dropped. */
function hostList(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const valid = (host: unknown): host is string => {
    const match = typeof host === 'string' ? /^[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?(?::(\d{1,5}))?$/i.exec(host) : null;
    return !!match && (match[1] === undefined || Number(match[1]) <= 65535);
  };
  return value.filter(valid).map((host) => host.toLowerCase());
}

/** A short code for the wire (`EVENT_ID`, `REQUEST_TYPE`): letters, digits, `_`, `-`, `.`, up to 64; numbers taken as text. */
function code(value: unknown, fallback: string): string {
  const text = typeof value === 'number' && Number.isInteger(value) && value >= 0 ? String(value) : value;
  return typeof text === 'string' && /^[\w.-]{1,64}$/.test(text) ? text : fallback;
}

/**
 * `2030-01-01` (the first moment of that day in the shopper's time zone, as the legacy `new Date(y, m, d)`) or a
 * date and time with its offset (`2030-01-01T00:00:00Z`, `...+01:00`) → ms since the epoch; anything else → null.
 */
function parseEndDate(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (day) {
    const [year, month, date] = [Number(day[1]), Number(day[2]) - 1, Number(day[3])];
    const local = new Date(year, month, date);
    return local.getFullYear() === year && local.getMonth() === month && local.getDate() === date ? local.getTime() : null;
  }
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/.test(value)) return null;
  const time = Date.parse(value);
  return Number.isFinite(time) ? time : null;
}

/** Product ids (`PROD345` or `345`, string or number) → `PROD345`, each once; anything else is dropped. */
function productIdList(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const ids = value
    .map((id) => (typeof id === 'number' && Number.isInteger(id) && id > 0 ? String(id) : id))
    .map((id) => (typeof id === 'string' ? /^(?:PROD)?(\d{1,12})$/i.exec(id.trim()) : null))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => `PROD${match[1]}`);
  return [...new Set(ids)];
}

function resolveWaitlist(raw: unknown): WaitlistConfig {
  const source = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  return {
    productIds: productIdList(source.productIds),
    endDate: parseEndDate(source.endDate),
    eventId: code(source.eventId, ''),
    requestType: code(source.requestType, WAITLIST_DEFAULT_REQUEST_TYPE),
  };
}

/** Builds a config from parsed JSON; anything missing or of the wrong type takes its default (docs/requirements.md §9). */
export function resolvePageConfig(raw: unknown, cookieLocale?: string | null): PageConfig {
  const source = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const rpc = (source.rpc && typeof source.rpc === 'object' ? source.rpc : {}) as Record<string, unknown>;
  const max = source.recentSearchesMax;
  return {
    locale: resolveLocale(typeof source.locale === 'string' ? source.locale : null, cookieLocale),
    pathPrefix: normalisePathPrefix(source.pathPrefix),
    brandPrefix: slug(source.brandPrefix, 'demo'),
    apiPrefix: slug(source.apiPrefix, 'api'),
    flags: resolveFlags(source.flags),
    rpcUrlParams: typeof rpc.url_params === 'string' ? rpc.url_params.replace(/^\?/, '') : '',
    metricsFunction: identifier(source.metricsFunction, 'cmCreateElementTag'),
    recentSearchesMax:
      typeof max === 'number' && Number.isInteger(max) && max > 0 ? max : RECENT_SEARCHES_DEFAULT_MAX,
    linkHosts: hostList(source.linkHosts),
    waitlist: resolveWaitlist(source.waitlist),
    debug: source.debug === true,
  };
}

/** Reads the page's config element. Bad JSON is reported once and the defaults are used. */
export function readPageConfig(doc: Document, cookieLocale?: string | null): PageConfig {
  const element = doc.querySelector(CONFIG_SELECTOR);
  let raw: unknown = {};
  if (element?.textContent?.trim()) {
    try {
      raw = JSON.parse(element.textContent);
    } catch (error) {
      console.warn('[storefront-islands] The page config (script[data-storefront-config]) is not valid JSON; using defaults.', error);
    }
  }
  return resolvePageConfig(raw, cookieLocale);
}
