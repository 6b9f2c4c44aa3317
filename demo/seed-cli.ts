import { rmSync } from 'node:fs';
import { openDatabase } from './db/open';
import { DEFAULT_PRODUCT_COUNT, seedDatabase } from './db/seed';
import { defaultDatabasePath } from './paths';

function parseProductCount(argv: readonly string[]): number {
  const index = argv.indexOf('--products');
  if (index === -1) return DEFAULT_PRODUCT_COUNT;
  const value = Number(argv[index + 1]);
  if (!Number.isInteger(value) || value < 1 || value > 1_000_000) {
    throw new Error(`--products needs a whole number between 1 and 1000000, got "${argv[index + 1] ?? ''}"`);
  }
  return value;
}

async function main(): Promise<void> {
  const productCount = parseProductCount(process.argv.slice(2));
  const path = process.env.SFI_DB || defaultDatabasePath();
  // Recreate from scratch: stop a running demo server first, or it keeps the old file open.
  for (const suffix of ['', '-wal', '-shm']) rmSync(path + suffix, { force: true });
  const started = Date.now();
  const db = openDatabase(path);
  await seedDatabase(db, productCount);
  const skuCount = (db.prepare('SELECT COUNT(*) AS n FROM skus').get() as { n: number }).n;
  db.close();
  console.log(`Seeded ${path}: ${productCount} products, ${skuCount} SKUs in ${Date.now() - started} ms.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
