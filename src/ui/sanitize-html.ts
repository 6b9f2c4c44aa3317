// Server HTML (content zones, overlays, the generic modal loader) reaches the DOM only through here.
// DOMPurify loads in its own chunk the first time it is needed. Styles and inline handlers are dropped
// (the pages run under a strict CSP), forms and frames too; links keep http(s), mailto, tel and paths.
import type { Config } from 'dompurify';

const CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'script', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed', 'link', 'meta', 'base'],
  FORBID_ATTR: ['style', 'srcset', 'formaction', 'action'],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/(?!\/)|#|\.{0,2}\/|[^:]*$)/i,
  ALLOW_DATA_ATTR: false,
};

/**
 * The island host attributes (docs/architecture.md "The island contract") a same-site page may keep, so islands in
 * it mount: the island's name, its props as JSON (a value DOMPurify would otherwise read as a URL) and when it
 * mounts. Nothing else of the host contract passes: no `data-prop-*`, no `data-widget-state`, no props script.
 * `data-overlay-widget` names an island for the dialog only: on its own page the element is left alone (its server
 * content works there, e.g. a form), and here it becomes a host (forms do not survive sanitising).
 */
const OVERLAY_HOST = 'data-overlay-widget';
const ISLAND_HOST_ATTRIBUTES = ['data-widget', 'data-props', 'data-hydrate', OVERLAY_HOST];

export interface SanitizeOptions {
  /** Keep island hosts (ISLAND_HOST_ATTRIBUTES): for pages of this site that the shopper asked to see. */
  islandHosts?: boolean;
  /** Keep only the element with this id (a link's `#fragment`), when there is one. */
  fragment?: string;
}

/**
 * Inline styles and handlers, dropped from the text before DOMPurify parses it: Chromium reports a CSP
 * violation for each one its parser meets, even in DOMPurify's inert document. DOMPurify still removes
 * whatever this misses; this only keeps the page's violation reports quiet.
 */
const INLINE_STYLE_OR_HANDLER = /([\s/])(?:style|on[a-z]+)\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/gi;

let purifier: Promise<{ sanitize(html: string, config: Config): string }> | undefined;

export async function sanitizeHtml(html: string, { islandHosts, fragment }: SanitizeOptions = {}): Promise<string> {
  purifier ??= import('dompurify').then((module) => module.default);
  const purify = await purifier;
  const hosts: Config = islandHosts ? { ADD_ATTR: ISLAND_HOST_ATTRIBUTES, ADD_URI_SAFE_ATTR: ISLAND_HOST_ATTRIBUTES } : {};
  const clean = purify.sanitize(html.replace(INLINE_STYLE_OR_HANDLER, '$1'), { ...CONFIG, ...hosts, RETURN_TRUSTED_TYPE: false }) as string;
  if (!fragment && !clean.includes(OVERLAY_HOST)) return clean;
  // An inert template: the clean markup is parsed, nothing in it runs or loads.
  const template = document.createElement('template');
  template.innerHTML = clean;
  template.content.querySelectorAll(`[${OVERLAY_HOST}]`).forEach((host) => {
    host.setAttribute('data-widget', host.getAttribute(OVERLAY_HOST)!);
    host.removeAttribute(OVERLAY_HOST);
  });
  const part = fragment ? template.content.getElementById(fragment) : null;
  return part ? part.outerHTML : template.innerHTML;
}
