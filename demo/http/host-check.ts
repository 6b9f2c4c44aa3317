import type { FastifyInstance } from 'fastify';
import { EVERY_ANSWER_HEADERS } from './security-headers';

/** A host name, an IPv4 address or a bracketed IPv6 address, and an optional port: what a `Host` header may hold. */
const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** Whether `host` (the request's `Host`, or a trusted proxy's `X-Forwarded-Host`) can name this site in a URL. */
function isHost(host: string): boolean {
  return HOST.test(host) && URL.canParse(`http://${host}/`);
}

/**
 * Pages build absolute URLs from the request's host (the Loyalty page's share links) and the JSON-RPC route compares
 * a page's `Origin` with it: a request whose host is no host (`a b`, `[::1`, `%`, none at all) is refused with a short
 * plain 400 before any route runs, rather than failing inside one (docs/security.md "Malformed input").
 */
export function registerHostCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (isHost(request.host ?? '')) return;
    return reply
      .code(400)
      .headers({ ...EVERY_ANSWER_HEADERS, 'Cache-Control': 'no-store' })
      .type('text/plain; charset=utf-8')
      .send('Bad Request: the Host header does not name a host.');
  });
}
