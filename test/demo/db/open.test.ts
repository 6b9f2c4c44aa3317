import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Db } from '../../../demo/db/open';

let dir: string;
let db: Db;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'sfi-demo-open-'));
  db = openDatabase(join(dir, 'nested', 'open.db'));
});
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('openDatabase', () => {
  it('creates the file and its folder, in WAL mode with foreign keys on', () => {
    expect([db.pragma('journal_mode', { simple: true }), db.pragma('foreign_keys', { simple: true })]).toEqual(['wal', 1]);
  });

  it('applies the schema again without harm', () => {
    openDatabase(join(dir, 'nested', 'open.db')).close();
    expect(db.prepare("SELECT COUNT(*) FROM sqlite_master WHERE name = 'products'").pluck().get()).toBe(1);
  });

  it('refuses a cart that belongs to nobody or to both a session and a user', () => {
    expect(() => db.prepare('INSERT INTO carts (created_at, updated_at) VALUES (1, 1)').run()).toThrow(/CHECK/);
    db.prepare("INSERT INTO users (id, email, first_name, password_hash) VALUES (1, 'a@b.co', 'A', 'x')").run();
    db.prepare("INSERT INTO sessions (id, user_id, csrf_token, created_at, last_seen_at) VALUES ('s', NULL, 't', 1, 1)").run();
    expect(() => db.prepare("INSERT INTO carts (session_id, user_id, created_at, updated_at) VALUES ('s', 1, 1, 1)").run()).toThrow(/CHECK/);
  });
});
