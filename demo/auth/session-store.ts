import { createHmac, randomBytes } from 'node:crypto';
import type { Db } from '../db/open';

export const SESSION_IDLE_MS = 30 * 24 * 3600 * 1000;
// last_seen_at is refreshed at most this often, so reads do not turn into writes on every request.
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

interface SessionUser {
  id: number;
  email: string;
  firstName: string;
  isCsr: boolean;
  loyalty: { points: number; level: string } | null;
}

export interface Session {
  id: string;
  csrfToken: string;
  csrLoggedIn: boolean;
  csrEmail: string;
  user: SessionUser | null;
  /** Has the session a row? A guest's is written only when something must be stored for it (`persist`). */
  stored: boolean;
}

interface SessionRow {
  id: string;
  csrf_token: string;
  csr_logged_in: number;
  csr_email: string;
  last_seen_at: number;
  user_id: number | null;
  email: string | null;
  first_name: string | null;
  is_csr: number | null;
  points: number | null;
  level: string | null;
}

/** Who a signed-in session belongs to. */
type SessionOwner = Pick<SessionUser, 'id' | 'email' | 'isCsr'>;

const newToken = () => randomBytes(24).toString('base64url');

/**
 * Sessions. A guest gets a session id (in a signed cookie) and a CSRF token on the first request, but no row: the
 * token of a session without a row is derived from its id with `tokenSecret` (HMAC-SHA256), so forms work before
 * anything is stored, and the row is written when something must be (`persist`: a bag or a favorite).
 */
export function createSessionStore(db: Db, tokenSecret: string) {
  const select = db.prepare(`SELECT s.id, s.csrf_token, s.csr_logged_in, s.csr_email, s.last_seen_at, s.user_id,
      u.email, u.first_name, u.is_csr, l.points, l.level
    FROM sessions s LEFT JOIN users u ON u.id = s.user_id LEFT JOIN loyalty_members l ON l.user_id = s.user_id
    WHERE s.id = ?`);
  const insert = db.prepare(`INSERT INTO sessions (id, user_id, csrf_token, csr_logged_in, csr_email, created_at, last_seen_at)
    VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING`);
  const remove = db.prepare('DELETE FROM sessions WHERE id = ?');
  const touch = db.prepare('UPDATE sessions SET last_seen_at = ? WHERE id = ?');
  const purge = db.prepare('DELETE FROM sessions WHERE last_seen_at < ?');

  function toSession(row: SessionRow): Session {
    return {
      id: row.id,
      csrfToken: row.csrf_token,
      csrLoggedIn: row.csr_logged_in === 1,
      csrEmail: row.csr_email,
      user: row.user_id === null ? null : {
        id: row.user_id,
        email: row.email ?? '',
        firstName: row.first_name ?? '',
        isCsr: row.is_csr === 1,
        loyalty: row.points === null ? null : { points: row.points, level: row.level ?? '' },
      },
      stored: true,
    };
  }

  /** The CSRF token of a session that has no row yet: the same for the same id, unguessable without the secret. */
  const guestToken = (id: string) => createHmac('sha256', tokenSecret).update(`csrf:${id}`).digest().subarray(0, 24).toString('base64url');

  /** An anonymous session with no row (a new id unless given one from the visitor's cookie). */
  function guest(id = newToken()): Session {
    return { id, csrfToken: guestToken(id), csrLoggedIn: false, csrEmail: '', user: null, stored: false };
  }

  /** Writes the row of a guest session that has none yet; call it before storing anything that belongs to it. */
  function persist(session: Session): void {
    if (session.stored) return;
    const now = Date.now();
    insert.run(session.id, null, session.csrfToken, 0, '', now, now);
    session.stored = true;
  }

  function find(id: string): Session | null {
    const row = select.get(id) as SessionRow | undefined;
    if (!row) return null;
    const now = Date.now();
    if (row.last_seen_at < now - SESSION_IDLE_MS) {
      remove.run(id);
      return null;
    }
    if (now - row.last_seen_at > TOUCH_INTERVAL_MS) touch.run(now, id);
    return toSession(row);
  }

  /** A new session; a representative's sign-in marks it as a CSR session with their email. */
  function create(user: SessionOwner | null): Session {
    const id = newToken();
    const now = Date.now();
    const csr = user?.isCsr === true;
    insert.run(id, user?.id ?? null, newToken(), csr ? 1 : 0, csr ? user.email : '', now, now);
    const session = find(id);
    if (!session) throw new Error('Session vanished right after it was created');
    return session;
  }

  /**
   * Swaps `previousId` for a new session of `user` in one transaction (a new id on sign-in: no fixation);
   * `carryOver` moves what the old session owned, such as its bag, before it goes.
   */
  const replace = db.transaction((previousId: string | null, user: SessionOwner, carryOver: (previousId: string) => void) => {
    if (previousId !== null) {
      carryOver(previousId);
      remove.run(previousId);
    }
    return create(user);
  });

  return {
    find,
    guest,
    persist,
    create,
    replace: (previousId: string | null, user: SessionOwner, carryOver: (previousId: string) => void): Session =>
      replace(previousId, user, carryOver),
    destroy: (id: string) => void remove.run(id),
    purgeIdle: () => purge.run(Date.now() - SESSION_IDLE_MS).changes,
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
