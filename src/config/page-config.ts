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
  /**
   * The waitlist campaign as the page wrote it: the waitlist islands read it through `waitlistPopupConfig()`
   * (config/waitlist.ts) and `waitlistCampaign()` (config/waitlist-campaign.ts), which check it and fill the
   * defaults, so that code loads with them and stays out of boot.
   */
  waitlist: unknown;
  debug: boolean;
}

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
    waitlist: source.waitlist,
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
