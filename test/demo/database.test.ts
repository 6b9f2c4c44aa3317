import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { createTestApp, TEST_PRODUCT_COUNT } from './test-app';

let app: FastifyInstance;
let close: () => Promise<void>;
beforeAll(async () => ({ app, close } = await createTestApp()));
afterAll(async () => close());

describe('seeded database', () => {
  it('uses WAL and holds the catalog, the full-text index and the three demo accounts', () => {
    const { db } = app.storefront;
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.prepare('SELECT COUNT(*) FROM products').pluck().get()).toBe(TEST_PRODUCT_COUNT);
    expect(db.prepare('SELECT COUNT(*) FROM product_search').pluck().get()).toBe(TEST_PRODUCT_COUNT);
    expect(db.prepare("SELECT COUNT(*) FROM product_search WHERE product_search MATCH 'lipstick'").pluck().get()).toBeGreaterThan(0);
    expect(db.prepare('SELECT email FROM users ORDER BY id').pluck().all())
      .toEqual(['shopper@example.com', 'member@example.com', 'csr@example.com']);
    expect(db.prepare('SELECT u.email FROM loyalty_members l JOIN users u ON u.id = l.user_id').pluck().all()).toEqual(['member@example.com']);
    expect(db.prepare('SELECT COUNT(*) FROM carts').pluck().get()).toBe(0);
  });

  it('stores salted scrypt hashes, never the password', () => {
    const hashes = app.storefront.db.prepare('SELECT password_hash FROM users').pluck().all() as string[];
    for (const hash of hashes) expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(new Set(hashes).size).toBe(hashes.length);
  });

  it('refuses a cart that belongs to nobody or to both a session and a user', () => {
    const { db } = app.storefront;
    expect(() => db.prepare('INSERT INTO carts (created_at, updated_at) VALUES (1, 1)').run()).toThrow(/CHECK/);
  });
});
