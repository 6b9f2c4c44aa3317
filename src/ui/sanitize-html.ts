// Server HTML (content zones, overlays, the generic modal loader, the bag overlay, the finder's option template)
// reaches the DOM only through here (docs/security.md "Nothing becomes markup unless it is sanitized"): the
// browser's own sanitizer where it has one (sanitize-native.ts), DOMPurify loaded in its own chunk where it has
// not (sanitize-purify.ts), both with the allowlist of html-allowlist.ts and finished alike.
// The result is TrustedHTML from the bundle's one Trusted Types policy, whose createHTML accepts nothing but the
// markup this module has just sanitized (a plain string where the browser has no Trusted Types).
import { finishClean, KEPT_ELEMENTS, keptAttributes, withoutReportedMarkup, type SanitizeOptions } from './html-allowlist';
import { nativeSanitizer, type CleanInto } from './sanitize-native';

export type { SanitizeOptions } from './html-allowlist';

/** The name of the bundle's Trusted Types policy; a page enforcing Trusted Types allows it (docs/security.md). */
const TRUSTED_TYPES_POLICY = 'storefront-islands';

/** Markup ready for `innerHTML` (dangerouslySetInnerHTML): TrustedHTML where the browser has Trusted Types. */
export type CleanHtml = string | TrustedHTML;

interface Policy {
  createHTML(html: string): TrustedHTML;
}
interface PolicyFactory {
  createPolicy(name: string, rules: { createHTML(html: string): string }): Policy;
}

/** The sanitized markup the policy may sign next; set only for the call that signs it. */
let signing: string | null = null;
/** Ours; null where the browser has no Trusted Types (plain strings); false where the page refused it. */
let policy: Policy | null | false | undefined;

function sign(html: string): CleanHtml {
  if (policy === undefined) {
    policy = null;
    const factory = (globalThis as { trustedTypes?: PolicyFactory }).trustedTypes;
    if (factory) {
      try {
        policy = factory.createPolicy(TRUSTED_TYPES_POLICY, {
          createHTML(value) {
            if (value !== signing) throw new TypeError(`${TRUSTED_TYPES_POLICY}: only sanitized markup becomes TrustedHTML`);
            return value;
          },
        });
      } catch {
        // The page's CSP does not allow our policy (or a second copy of the bundle made it). A plain string would
        // throw where the markup is set, failing the whole island: server HTML is not shown, and the view says so.
        policy = false;
      }
    }
  }
  if (policy === false) throw new TypeError(`server HTML not shown: Trusted Types refuse "${TRUSTED_TYPES_POLICY}"`);
  if (!policy) return html;
  signing = html;
  try {
    return policy.createHTML(html);
  } finally {
    signing = null;
  }
}

let loaded: CleanInto | undefined;

/** The sanitizer to use now: the native one, or DOMPurify once its chunk has arrived; undefined until then. */
function sanitizerNow(): CleanInto | undefined {
  return nativeSanitizer() ?? loaded;
}

function loadSanitizer(): Promise<CleanInto> {
  const now = sanitizerNow();
  if (now) return Promise.resolve(now);
  // No promise kept: the browser keeps an arrived module (uses while it loads share its one request). A failed one is
  // asked for at the next use, when the network may be back, under a URL of its own (`?retry=n`): some browsers keep a
  // failed module download for the page's life (Chromium before 156).
  return importPurify(purifyFailures ? `?retry=${purifyFailures}` : '').then(
    ({ purifier }) => (loaded ??= purifier(KEPT_ELEMENTS, keptAttributes)),
    (error: unknown) => {
      purifyFailures++;
      throw error;
    },
  );
}

let purifyFailures = 0;
/** `query` goes on the end of the chunk's URL in the build (rollup.config.mjs `retryableImports`); unbundled it is not used. */
const importPurify = (query: string) => import('./sanitize-purify');

function clean(cleanInto: CleanInto, html: string, options: SanitizeOptions): string {
  const box = cleanInto(withoutReportedMarkup(html), Boolean(options.islandHosts));
  if (typeof box !== 'object' || !box) throw new TypeError('the sanitizer returned no document');
  return finishClean(box, options);
}

/** `html` sanitized now, when a sanitizer is at hand (the native one, or DOMPurify loaded before); otherwise null. */
export function sanitizeHtmlNow(html: string, options: SanitizeOptions = {}): CleanHtml | null {
  const cleanInto = sanitizerNow();
  return cleanInto ? sign(clean(cleanInto, html, options)) : null;
}

/** `html` sanitized, once a sanitizer is at hand (DOMPurify's chunk loads the first time it is needed). */
export async function sanitizeHtml(html: string, options: SanitizeOptions = {}): Promise<CleanHtml> {
  return sign(clean(await loadSanitizer(), html, options));
}

/** `html` sanitized into an inert element to read, never to insert (the messages of a sign-in page's answer). */
export async function parseSanitized(html: string): Promise<Element> {
  const box = (await loadSanitizer())(withoutReportedMarkup(html), false);
  finishClean(box, {});
  return box;
}
