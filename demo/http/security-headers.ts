import type { FastifyInstance } from 'fastify';

/**
 * Trusted Types (docs/security.md "Trusted Types"): HTML reaches the DOM only as TrustedHTML, from the bundle's one
 * policy (`storefront-islands`, src/ui/sanitize-html.ts, which signs sanitized markup only) or from DOMPurify's
 * (`dompurify`), which it needs to parse the raw text it cleans where the browser has no sanitizer of its own.
 */
const TRUSTED_TYPES = ["require-trusted-types-for 'script'", 'trusted-types storefront-islands dompurify'];

/** The pages' policy; `scriptOrigin`, when the bundle comes from another origin (a CDN), joins script-src. */
export function contentSecurityPolicy(scriptOrigin: string | null = null): string {
  return [
    "default-src 'self'", scriptOrigin ? `script-src 'self' ${scriptOrigin}` : "script-src 'self'", "style-src 'self'", "img-src 'self' data:", "media-src 'self' blob:",
    "connect-src 'self'", "font-src 'self'", "object-src 'none'", "base-uri 'self'", "form-action 'self'",
    "frame-src 'self'", "frame-ancestors 'self'", ...TRUSTED_TYPES,
  ].join('; ');
}

export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

export function registerSecurityHeaders(app: FastifyInstance, scriptOrigin: string | null = null): void {
  const policy = contentSecurityPolicy(scriptOrigin);
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html')) reply.header('Content-Security-Policy', policy);
    return payload;
  });
}
