import type { FastifyInstance } from 'fastify';

/** The pages' policy; `scriptOrigin`, when the bundle comes from another origin (a CDN), joins script-src. */
export function contentSecurityPolicy(scriptOrigin: string | null = null): string {
  return [
    "default-src 'self'", scriptOrigin ? `script-src 'self' ${scriptOrigin}` : "script-src 'self'", "style-src 'self'", "img-src 'self' data:", "media-src 'self' blob:",
    "connect-src 'self'", "font-src 'self'", "object-src 'none'", "base-uri 'self'", "form-action 'self'",
    "frame-src 'self'", "frame-ancestors 'self'",
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
