import type { Db } from '../db/open';

export interface UserRecord {
  id: number;
  email: string;
  firstName: string;
  passwordHash: string;
  isCsr: boolean;
}

export function createUserStore(db: Db) {
  const byEmail = db.prepare(`SELECT id, email, first_name AS firstName, password_hash AS passwordHash, is_csr AS isCsr
    FROM users WHERE email = ?`);
  const insert = db.prepare('INSERT INTO users (email, first_name, password_hash) VALUES (?, ?, ?) ON CONFLICT (email) DO NOTHING');

  return {
    findByEmail(email: string): UserRecord | null {
      const row = byEmail.get(email) as (Omit<UserRecord, 'isCsr'> & { isCsr: number }) | undefined;
      return row ? { ...row, isCsr: row.isCsr === 1 } : null;
    },
    /** Returns the new user's id, or null when the email is already taken. */
    create(email: string, firstName: string, passwordHash: string): number | null {
      const result = insert.run(email, firstName, passwordHash);
      return result.changes === 1 ? Number(result.lastInsertRowid) : null;
    },
  };
}

export type UserStore = ReturnType<typeof createUserStore>;
