// The one allowlist of server HTML (docs/security.md "Nothing becomes markup unless it is sanitized"). Both
// sanitizers are built from these lists — the browser's own (Element.setHTML with a Sanitizer) and DOMPurify where
// the browser has none — and `finishClean` then applies, on both paths alike, what neither judges our way: URLs
// (by src/ui/urls.ts), elements unwrapped to their content, DOM clobbering and the island hosts a same-site page keeps.
import { safeUrl } from './urls';

/** Elements kept, with the attributes below (space-separated: fewer bytes). Anything else goes with its content. */
const ELEMENTS = (
  'a abbr address article aside b bdi bdo blockquote br caption cite code col colgroup data dd del ' +
  'details dfn div dl dt em figcaption figure footer h1 h2 h3 h4 h5 h6 header hgroup hr i img ins kbd ' +
  'label li main mark nav ol p pre q rp rt ruby s samp section small span strong sub summary sup table ' +
  'tbody td tfoot th thead time tr u ul var wbr'
).split(' ');

/**
 * Elements that go but leave their content in their place: a form's or a button's text still reads well, while the
 * control itself would post or act outside the island (the sign-in page's forms become an island, `account-form`).
 */
const UNWRAPPED_ELEMENTS = 'form fieldset legend button font center big tt nobr'.split(' ');

/**
 * Attributes kept on any kept element. `href`, `src` and `cite` are URLs, judged by URL_ATTRIBUTES. No `for`: no
 * control survives, so a label's `for` could only name one of the page's own, which a click on the label would press.
 */
const ATTRIBUTES = (
  'abbr alt aria-describedby aria-hidden aria-label aria-labelledby cite class colspan datetime ' +
  'decoding dir headers height href hreflang id lang loading open rel reversed role rowspan scope ' +
  'span src start title type value width'
).split(' ');

/** What each URL attribute points at: a link may go to any http(s) site, an image loads only where safeUrl allows. */
const URL_ATTRIBUTES: Readonly<Record<string, 'link' | 'image'>> = { href: 'link', cite: 'link', src: 'image' };

/** A `mailto:` or `tel:` address with none of the characters urls.ts refuses (white space, control, backslash). */
const ADDRESS = /^(?:mailto|tel):[^\\\s\u0000-\u001f\u007f]+$/i;

/**
 * Whether a URL attribute may stay, by the rules of urls.ts: an image where safeUrl would load one (this origin or
 * the page config's `linkHosts`); a link where safeUrl would follow it on its own host, i.e. an http(s) URL on any
 * site, a path or a `#fragment`, or else a `mailto:` or `tel:` address.
 */
function urlAllowed(url: string, kind: 'link' | 'image', linkHosts: readonly string[]): boolean {
  if (kind === 'image') return safeUrl(url, linkHosts) !== undefined;
  if (ADDRESS.test(url)) return true;
  try {
    return safeUrl(url, [new URL(url, location.href).host]) !== undefined;
  } catch {
    return false;
  }
}

/**
 * The island host attributes (docs/architecture.md "The island contract") a same-site page may keep, so islands in
 * it mount: the island's name, its props as JSON and when it mounts. Nothing else of the host contract passes: no
 * `data-prop-*`, no `data-widget-state`, no props script. `data-overlay-widget` names an island for the dialog only:
 * on its own page the element is left alone (its server content works there, e.g. a form), and here it becomes a
 * host (forms do not survive sanitising).
 */
const OVERLAY_HOST = 'data-overlay-widget';
const ISLAND_HOST_ATTRIBUTES = ['data-widget', 'data-props', 'data-hydrate', OVERLAY_HOST] as const;

export interface SanitizeOptions {
  /** Keep island hosts (ISLAND_HOST_ATTRIBUTES): for pages of this site that the shopper asked to see. */
  islandHosts?: boolean;
  /** Keep only the element with this id (a link's `#fragment`), when there is one. */
  fragment?: string;
  /** Hosts images may load from besides this page's origin (the page config's `linkHosts`). */
  linkHosts?: readonly string[];
}

/** Element names either sanitizer is told to keep; UNWRAPPED_ELEMENTS are unwrapped by finishClean. */
export const KEPT_ELEMENTS: readonly string[] = [...ELEMENTS, ...UNWRAPPED_ELEMENTS];

/** Attribute names either sanitizer is told to keep, with or without island hosts. */
export const keptAttributes = (islandHosts: boolean): string[] => [...ATTRIBUTES, ...(islandHosts ? ISLAND_HOST_ATTRIBUTES : [])];

/**
 * What Chromium reports as a CSP violation as soon as its parser meets it, even in an inert document: inline styles
 * and handlers, `<style>` elements and `<base>` (the last two only where DOMPurify parses, with DOMParser). They are
 * cut from the text before either sanitizer parses it, on both paths alike; the sanitizers still remove whatever
 * this misses, so this only keeps the page's violation reports quiet.
 */
const INLINE_STYLE_OR_HANDLER = /([\s/"'])(?:style|on[a-z]+)\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/gi;
const STYLE_OR_BASE = /<style\b[^]*?(?:<\/style\s*>|$)|<base\b[^>]*>?/gi;

export const withoutReportedMarkup = (html: string): string => html.replace(STYLE_OR_BASE, '').replace(INLINE_STYLE_OR_HANDLER, '$1');

/** An attribute value that could close a comment or a raw-text element if the markup were ever read as XML. */
const VALUE_BREAKOUT = /((--!?|])>)|<\/(style|script|title|xmp|textarea|noscript|iframe|noembed|noframes)/i;

/** An id the page's document or a form would expose as a property of its own (DOM clobbering). */
function clobbers(id: string): boolean {
  return id in document || id in document.createElement('form');
}

/**
 * What both sanitizers leave for us, on the element holding their output (in an inert document): values trimmed
 * (as DOMPurify does), URLs judged by urls.ts, clobbering ids and breakout values dropped, unwrapped elements
 * replaced by their content, overlay hosts made hosts; then the markup of the whole or of the `fragment` element.
 */
export function finishClean(box: Element, { islandHosts, fragment, linkHosts = [] }: SanitizeOptions): string {
  for (const element of box.querySelectorAll('*')) {
    for (const { name, value: raw } of [...element.attributes]) {
      const value = name === 'value' ? raw : raw.trim();
      const kind = URL_ATTRIBUTES[name];
      const refused = VALUE_BREAKOUT.test(value) || (name === 'id' && clobbers(value)) || (kind !== undefined && !urlAllowed(value, kind, linkHosts));
      if (refused) element.removeAttribute(name);
      else if (value !== raw) element.setAttribute(name, value);
    }
    if (UNWRAPPED_ELEMENTS.includes(element.localName)) element.replaceWith(...element.childNodes);
    if (islandHosts && element.hasAttribute(OVERLAY_HOST)) {
      element.setAttribute('data-widget', element.getAttribute(OVERLAY_HOST)!);
      element.removeAttribute(OVERLAY_HOST);
    }
  }
  const part = fragment ? [...box.querySelectorAll('[id]')].find((element) => element.id === fragment) : undefined;
  return part ? part.outerHTML : box.innerHTML;
}
