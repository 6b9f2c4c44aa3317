import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Which build the page loads: preact by default, react with `?flavour=react`. The choice is remembered in a cookie
 * for the browser session, so links the islands draw (which know nothing of the demo) keep it too; `?flavour=preact`
 * forgets it (docs/decisions.md, "The demo remembers the flavour").
 */
export type Flavour = 'preact' | 'react';

const FLAVOUR_COOKIE = 'sfi_flavour';

/** The flavour a URL asks for, if it asks. */
function askedFlavour(request: FastifyRequest): Flavour | null {
  const asked = (request.query as Record<string, unknown> | undefined)?.flavour;
  return asked === 'react' || asked === 'preact' ? asked : null;
}

export function flavourOf(request: FastifyRequest): Flavour {
  return askedFlavour(request) ?? (request.cookies[FLAVOUR_COOKIE] === 'react' ? 'react' : 'preact');
}

/** Remembers `?flavour=react` (a session cookie the server alone reads) and forgets it on `?flavour=preact`. */
export function registerFlavour(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const asked = askedFlavour(request);
    const remembered = request.cookies[FLAVOUR_COOKIE];
    const options = { path: '/', httpOnly: true, sameSite: 'lax', secure: 'auto' } as const;
    if (asked === 'react' && remembered !== 'react') reply.setCookie(FLAVOUR_COOKIE, 'react', options);
    else if (asked === 'preact' && remembered !== undefined) reply.clearCookie(FLAVOUR_COOKIE, options);
  });
}

/** Adds `flavour=react` to an internal link when the react build is active, keeping any hash last. */
export function withFlavour(href: string, flavour: Flavour): string {
  if (flavour !== 'react') return href;
  const hashAt = href.indexOf('#');
  const path = hashAt === -1 ? href : href.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : href.slice(hashAt);
  if (/[?&]flavour=/.test(path)) return href;
  return `${path}${path.includes('?') ? '&' : '?'}flavour=react${hash}`;
}
