import type { FastifyInstance } from 'fastify';

/**
 * Trusted Types (docs/security.md "Trusted Types"): HTML reaches the DOM only as TrustedHTML, from the bundle's one
 * policy (`storefront-islands`, src/ui/sanitize-html.ts, which signs sanitized markup only) or from DOMPurify's
 * (`dompurify`), which it needs to parse the raw text it cleans where the browser has no sanitizer of its own; the
 * classic loader's (`storefront-islands-loader`, src/loader.ts) signs the one script URL it loads, the entry.
 */
const TRUSTED_TYPES_POLICIES = ['storefront-islands', 'dompurify', 'storefront-islands-loader'];

/**
 * The catalogue's try-it box (/widgets, demo/static/widgets-catalogue.js) parses pasted host markup into an inert
 * document before cleaning it: that page alone names the policy it does so with.
 */
const TRY_IT_POLICY = 'sfi-try-it';

/**
 * The pages' policy; `scriptOrigin`, when the bundle comes from another origin (a CDN), joins script-src;
 * `tryIt` adds the catalogue page's own Trusted Types policy.
 */
export function contentSecurityPolicy(scriptOrigin: string | null = null, tryIt = false): string {
  return [
    "default-src 'self'", scriptOrigin ? `script-src 'self' ${scriptOrigin}` : "script-src 'self'", "style-src 'self'", "img-src 'self' data:", "media-src 'self' blob:",
    "connect-src 'self'", "font-src 'self'", "object-src 'none'", "base-uri 'self'", "form-action 'self'",
    "frame-src 'self'", "frame-ancestors 'self'", "require-trusted-types-for 'script'",
    `trusted-types ${[...TRUSTED_TYPES_POLICIES, ...(tryIt ? [TRY_IT_POLICY] : [])].join(' ')}`,
  ].join('; ');
}

export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/** Headers on every answer, whatever its type. */
export const EVERY_ANSWER_HEADERS = { 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'strict-origin-when-cross-origin' };

export function registerSecurityHeaders(app: FastifyInstance, scriptOrigin: string | null = null): void {
  const policy = contentSecurityPolicy(scriptOrigin);
  const catalogue = contentSecurityPolicy(scriptOrigin, true);
  app.addHook('onSend', async (request, reply, payload) => {
    reply.headers(EVERY_ANSWER_HEADERS);
    const type = String(reply.getHeader('content-type') ?? '');
    // By the route matched, not the address as sent: `/widget%73` is the catalogue too.
    if (type.startsWith('text/html')) reply.header('Content-Security-Policy', request.routeOptions.url === '/widgets' ? catalogue : policy);
    return payload;
  });
}
