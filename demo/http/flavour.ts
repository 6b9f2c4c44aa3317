import type { FastifyRequest } from 'fastify';

/** Which build the page loads: preact by default, react with `?flavour=react`. */
export type Flavour = 'preact' | 'react';

export function flavourOf(request: FastifyRequest): Flavour {
  const query = request.query as Record<string, unknown> | undefined;
  return query?.flavour === 'react' ? 'react' : 'preact';
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
