import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { createSessionStore, SESSION_IDLE_MS, type SessionStore } from '../../../demo/auth/session-store';
import { openDatabase, type Db } from '../../../demo/db/open';

const START = Date.UTC(2025, 0, 1);
const MINUTE = 60_000;

let db: Db;
let sessions: SessionStore;
const lastSeen = (id: string) => db.prepare('SELECT last_seen_at FROM sessions WHERE id = ?').pluck().get(id);

// A fresh database per test, and a fake clock so that idle time passes at once instead of being slept through.
beforeEach(() => {
  jest.useFakeTimers({ now: START });
  db = openDatabase(':memory:');
  db.prepare("INSERT INTO users (id, email, first_name, password_hash, is_csr) VALUES (1, 'csr@example.com', 'Chris', 'x', 1)").run();
  sessions = createSessionStore(db, 'test-secret');
});
afterEach(() => {
  db.close();
  jest.useRealTimers();
});

describe('session store', () => {
  it('refreshes last_seen_at at most every five minutes', () => {
    const { id } = sessions.create(null);
    jest.setSystemTime(START + 5 * MINUTE);
    expect(sessions.find(id)?.id).toBe(id);
    expect(lastSeen(id)).toBe(START);
    jest.setSystemTime(START + 5 * MINUTE + 1);
    sessions.find(id);
    expect(lastSeen(id)).toBe(START + 5 * MINUTE + 1);
  });

  it('forgets a session idle for 30 days, and purges the idle ones', () => {
    const kept = sessions.create(null);
    const idle = sessions.create(null);
    jest.setSystemTime(START + SESSION_IDLE_MS);
    expect(sessions.find(kept.id)?.id).toBe(kept.id);
    jest.setSystemTime(START + SESSION_IDLE_MS + 1);
    expect(sessions.find(idle.id)).toBeNull();
    expect(lastSeen(idle.id)).toBeUndefined();
    jest.setSystemTime(START + 2 * SESSION_IDLE_MS + 1);
    expect(sessions.purgeIdle()).toBe(1);
    expect(lastSeen(kept.id)).toBeUndefined();
  });

  it('replaces a guest session by a signed-in one, carrying over first, and marks a representative', () => {
    const guest = sessions.create(null);
    const carried: string[] = [];
    const session = sessions.replace(guest.id, { id: 1, email: 'csr@example.com', isCsr: true }, (previousId) => carried.push(previousId));
    expect(carried).toEqual([guest.id]);
    expect(sessions.find(guest.id)).toBeNull();
    expect(session.id).not.toBe(guest.id);
    expect(session).toEqual({
      id: session.id, csrfToken: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/), csrLoggedIn: true,
      csrEmail: 'csr@example.com', user: { id: 1, email: 'csr@example.com', firstName: 'Chris', isCsr: true, loyalty: null },
      stored: true,
    });
  });

  it('keeps the old session when carrying over fails', () => {
    const guest = sessions.create(null);
    expect(() => sessions.replace(guest.id, { id: 1, email: 'csr@example.com', isCsr: true }, () => {
      throw new Error('no');
    })).toThrow('no');
    expect(sessions.find(guest.id)?.id).toBe(guest.id);
  });
});
