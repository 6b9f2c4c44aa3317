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
 * Inline styles and handlers, dropped from the text before DOMPurify parses it: Chromium reports a CSP
 * violation for each one its parser meets, even in DOMPurify's inert document. DOMPurify still removes
 * whatever this misses; this only keeps the page's violation reports quiet.
 */
const INLINE_STYLE_OR_HANDLER = /([\s/])(?:style|on[a-z]+)\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/gi;

let purifier: Promise<{ sanitize(html: string, config: Config): string }> | undefined;

export async function sanitizeHtml(html: string): Promise<string> {
  purifier ??= import('dompurify').then((module) => module.default);
  const purify = await purifier;
  return purify.sanitize(html.replace(INLINE_STYLE_OR_HANDLER, '$1'), { ...CONFIG, RETURN_TRUSTED_TYPE: false }) as string;
}
