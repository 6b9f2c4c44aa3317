import { randomBytes } from 'node:crypto';
import { hashPassword } from '../auth/password';
import { CATEGORIES } from '../catalog/categories';
import { generateCatalog } from '../catalog/generate';
import { seedPromotions } from '../promotions/seed-promotions';
import { buildSearchIndex } from '../search/search-index';
import { seedSearchContent } from '../search/search-content';
import type { Db } from './open';

export const DEFAULT_PRODUCT_COUNT = 2000;

export const DEMO_ACCOUNTS = [
  { email: 'shopper@example.com', firstName: 'Sam', isCsr: false, loyaltyPoints: null },
  { email: 'member@example.com', firstName: 'Ana', isCsr: false, loyaltyPoints: 1250 },
  { email: 'csr@example.com', firstName: 'Chris', isCsr: true, loyaltyPoints: null },
] as const;
export const DEMO_PASSWORD = 'password';

export function isSeeded(db: Db): boolean {
  return (db.prepare('SELECT COUNT(*) AS n FROM products').get() as { n: number }).n > 0;
}

function seedCatalog(db: Db, productCount: number): void {
  const { products, skus } = generateCatalog(productCount);
  const insertCategory = db.prepare('INSERT INTO categories (id, name, display_order) VALUES (?, ?, ?)');
  const insertProduct = db.prepare(`INSERT INTO products (id, category_id, name, subheading, short_desc, description,
    benefit, finish, skin_type, coverage, misc_flag, rating, review_count, created_at, discontinued, shaded, sized, is_kit)
    VALUES (@id, @categoryId, @name, @subheading, @shortDesc, @description, @benefit, @finish, @skinType, @coverage,
    @miscFlag, @rating, @reviewCount, @createdAt, @discontinued, @shaded, @sized, @isKit)`);
  const insertSku = db.prepare(`INSERT INTO skus (id, product_id, shade_name, hex, size, price_cents, unit_price_cents,
    inventory_status, release_date, is_preorder, is_coming_soon, searchable, shoppable, display_order, product_code,
    life_of_product, discountable)
    VALUES (@id, @productId, @shadeName, @hex, @size, @priceCents, @unitPriceCents, @inventoryStatus, @releaseDate,
    @isPreOrder, @isComingSoon, @searchable, @shoppable, @displayOrder, @productCode, @lifeOfProduct, @discountable)`);
  const insertComponent = db.prepare('INSERT INTO giftset_components (kit_product_id, component_product_id, position) VALUES (?, ?, ?)');
  const bit = (value: boolean) => (value ? 1 : 0);

  CATEGORIES.forEach((category, index) => insertCategory.run(category.id, category.name, index + 1));
  for (const product of products) {
    insertProduct.run({ ...product, discontinued: bit(product.discontinued), shaded: bit(product.shaded),
      sized: bit(product.sized), isKit: bit(product.isKit) });
  }
  // Components may point at products inserted later, so they go in once every product exists.
  for (const product of products) {
    product.components.forEach((componentId, position) => insertComponent.run(product.id, componentId, position + 1));
  }
  for (const sku of skus) {
    insertSku.run({ ...sku, isPreOrder: bit(sku.isPreOrder), isComingSoon: bit(sku.isComingSoon),
      searchable: bit(sku.searchable), shoppable: bit(sku.shoppable), discountable: bit(sku.discountable) });
  }
  buildSearchIndex(db);
  seedSearchContent(db);
}

async function seedAccounts(db: Db): Promise<() => void> {
  // Hash outside the transaction (scrypt is async); write everything inside it.
  const hashes = await Promise.all(DEMO_ACCOUNTS.map(() => hashPassword(DEMO_PASSWORD)));
  const insertUser = db.prepare('INSERT INTO users (email, first_name, password_hash, is_csr) VALUES (?, ?, ?, ?)');
  const insertMember = db.prepare('INSERT INTO loyalty_members (user_id, points, level, joined_at) VALUES (?, ?, ?, ?)');
  return () => {
    DEMO_ACCOUNTS.forEach((account, index) => {
      const { lastInsertRowid } = insertUser.run(account.email, account.firstName, hashes[index], account.isCsr ? 1 : 0);
      if (account.loyaltyPoints !== null) insertMember.run(lastInsertRowid, account.loyaltyPoints, 'Gold', Date.now());
    });
  };
}

/**
 * The offer codes a bag may carry: the loyalty social-share offers of docs/requirements.md §7.2 and the demo's
 * spring offer. Written at every start (a database seeded before the table existed gets them too).
 */
const DEMO_OFFERS = [
  { code: 'lyl_social_fb', description: 'Loyalty: shared on Facebook' },
  { code: 'lyl_social_twitter', description: 'Loyalty: shared on Twitter' },
  { code: 'lyl_social_pinterest', description: 'Loyalty: shared on Pinterest' },
  { code: 'SPRING10', description: '10% off in spring' },
] as const;

export function ensureOffers(db: Db): void {
  const insert = db.prepare('INSERT OR IGNORE INTO offers (code, description) VALUES (?, ?)');
  for (const offer of DEMO_OFFERS) insert.run(offer.code, offer.description);
}

/** Fills an empty database: catalog, promotions, offers, demo accounts and the cookie-signing secret, all in one transaction. */
export async function seedDatabase(db: Db, productCount = DEFAULT_PRODUCT_COUNT): Promise<void> {
  const writeAccounts = await seedAccounts(db);
  db.transaction(() => {
    if (isSeeded(db)) return;
    seedCatalog(db, productCount);
    seedPromotions(db);
    ensureOffers(db);
    writeAccounts();
    ensureCookieSecret(db);
  })();
}

/** The secret that signs session cookies: made once, kept in the database so restarts keep sessions valid. */
export function ensureCookieSecret(db: Db): string {
  db.prepare("INSERT OR IGNORE INTO settings (key, value) VALUES ('cookie_secret', ?)").run(randomBytes(32).toString('base64url'));
  return (db.prepare("SELECT value FROM settings WHERE key = 'cookie_secret'").get() as { value: string }).value;
}
