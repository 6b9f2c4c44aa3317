import { describe, expect, it } from '@jest/globals';
import { TEST_PRODUCT_COUNT, useTestApp } from '../helpers/test-app';

const t = useTestApp();

describe('seeded database', () => {
  it('holds the catalog, the full-text index and the three demo accounts', () => {
    const { db } = t.app.storefront;
    expect(db.prepare('SELECT COUNT(*) FROM products').pluck().get()).toBe(TEST_PRODUCT_COUNT);
    expect(db.prepare('SELECT COUNT(*) FROM skus').pluck().get()).toBe(194);
    expect(db.prepare('SELECT COUNT(*) FROM product_search').pluck().get()).toBe(TEST_PRODUCT_COUNT);
    expect(db.prepare('SELECT email FROM users ORDER BY id').pluck().all())
      .toEqual(['shopper@example.com', 'member@example.com', 'csr@example.com']);
    expect(db.prepare('SELECT u.email FROM loyalty_members l JOIN users u ON u.id = l.user_id').pluck().all()).toEqual(['member@example.com']);
    expect(db.prepare('SELECT COUNT(*) FROM carts').pluck().get()).toBe(0);
    expect(db.prepare('SELECT id, active FROM promotions ORDER BY id').raw().all()).toEqual([['pwp-lipstick-mascara', 1], ['pwp-serum-cleanser', 0]]);
  });

  it('indexes each product under the words of its copy', () => {
    const { db } = t.app.storefront;
    const indexed = db.prepare("SELECT rowid FROM product_search WHERE product_search MATCH 'lipstick' ORDER BY rowid").pluck().all();
    const copy = db.prepare(`SELECT p.id, p.name || ' ' || c.name || ' ' || p.subheading || ' ' || p.finish || ' ' || p.skin_type || ' '
        || COALESCE(p.coverage, '') || ' ' || p.benefit || ' ' || p.short_desc || ' ' || p.description
      FROM products p JOIN categories c ON c.id = p.category_id ORDER BY p.id`).raw().all() as Array<[number, string]>;
    // The 8 lipsticks and 4 other products whose copy says "lipstick".
    expect(indexed).toHaveLength(12);
    expect(indexed).toEqual(copy.filter(([, text]) => /\blipstick\b/i.test(text)).map(([id]) => id));
  });

  it('stores salted scrypt hashes, never the password', () => {
    const hashes = t.app.storefront.db.prepare('SELECT password_hash FROM users').pluck().all() as string[];
    for (const hash of hashes) expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(new Set(hashes).size).toBe(hashes.length);
  });
});
