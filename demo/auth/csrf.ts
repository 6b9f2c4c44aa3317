import { timingSafeEqual } from 'node:crypto';
import type { Session } from './session-store';

/** True when `submitted` is the session's CSRF token (compared in constant time). */
export function csrfTokenMatches(session: Session | null, submitted: unknown): boolean {
  if (!session || typeof submitted !== 'string' || submitted.length === 0) return false;
  const expected = Buffer.from(session.csrfToken);
  const actual = Buffer.from(submitted);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/**
 * Whether a browser sent this request from a page of another origin (another site, or a sibling subdomain): by
 * `Sec-Fetch-Site` where the browser sends it, else by the `Origin` header's host against `host`, the host the request
 * was made to (Fastify's `request.host`: `X-Forwarded-Host` when a trusted proxy sets it, else `Host`). A request with
 * neither header is no browser's cross-origin request (curl, a server), so not a forgery.
 */
export function fromAnotherOrigin(headers: Record<string, string | string[] | undefined>, host: string): boolean {
  const site = headers['sec-fetch-site'];
  if (typeof site === 'string') return site !== 'same-origin' && site !== 'none';
  const origin = headers.origin;
  if (typeof origin !== 'string' || origin === '') return false;
  try {
    const from = new URL(origin);
    return from.host !== new URL(`${from.protocol}//${host}`).host; // `:80` on http is no port
  } catch {
    return true; // `null` (a sandboxed or file page) or junk
  }
}
