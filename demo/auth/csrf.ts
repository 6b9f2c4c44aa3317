import { timingSafeEqual } from 'node:crypto';
import type { Session } from './session-store';

/** True when `submitted` is the session's CSRF token (compared in constant time). */
export function csrfTokenMatches(session: Session | null, submitted: unknown): boolean {
  if (!session || typeof submitted !== 'string' || submitted.length === 0) return false;
  const expected = Buffer.from(session.csrfToken);
  const actual = Buffer.from(submitted);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
