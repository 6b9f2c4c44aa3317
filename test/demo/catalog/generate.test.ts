import { describe, expect, it } from '@jest/globals';
import { CATEGORIES } from '../../../demo/catalog/categories';
import { generateCatalog } from '../../../demo/catalog/generate';
import { INVENTORY } from '../../../demo/catalog/types';

describe('generateCatalog', () => {
  const catalog = generateCatalog(600);

  it('produces the same catalog for the same product count', () => {
    expect(JSON.stringify(generateCatalog(600))).toBe(JSON.stringify(catalog));
    expect(JSON.stringify(generateCatalog(50))).toBe(JSON.stringify(generateCatalog(50)));
  });

  it('makes exactly N products with ids 1..N and sequential SKU ids', () => {
    expect(catalog.products.map((p) => p.id)).toEqual(Array.from({ length: 600 }, (_, i) => i + 1));
    expect(catalog.skus.map((s) => s.id)).toEqual(Array.from({ length: catalog.skus.length }, (_, i) => i + 1));
  });

  it('covers every category, even in a tiny catalog', () => {
    const tiny = generateCatalog(CATEGORIES.length);
    expect(new Set(tiny.products.map((p) => p.categoryId))).toEqual(new Set(CATEGORIES.map((c) => c.id)));
  });

  it('gives shaded products several shade SKUs with hex colours, some multi-colour', () => {
    const shaded = catalog.products.filter((p) => p.shaded);
    expect(shaded.length).toBeGreaterThan(100);
    for (const product of shaded) {
      const skus = catalog.skus.filter((s) => s.productId === product.id);
      expect(skus.length).toBeGreaterThanOrEqual(3);
      for (const sku of skus) {
        expect(sku.hex).toMatch(/^#[0-9a-f]{6}(,#[0-9a-f]{6})*$/);
        expect(sku.shadeName).toBeTruthy();
      }
      expect(new Set(skus.map((s) => s.shadeName)).size).toBe(skus.length);
    }
    expect(catalog.skus.some((s) => s.hex?.includes(','))).toBe(true);
  });

  it('gives sized products size SKUs whose prices rise with the size', () => {
    const sized = catalog.products.filter((p) => p.sized);
    expect(sized.length).toBeGreaterThan(50);
    for (const product of sized) {
      const skus = catalog.skus.filter((s) => s.productId === product.id);
      expect(skus.length).toBeGreaterThanOrEqual(2);
      const ml = skus.map((s) => Number(/^(\d+) ml$/.exec(s.size ?? '')?.[1]));
      expect(ml.every((n) => n > 0)).toBe(true);
      for (let i = 1; i < skus.length; i++) expect(skus[i]!.priceCents).toBeGreaterThan(skus[i - 1]!.priceCents);
    }
  });

  it('builds kits from existing non-kit products', () => {
    const kits = catalog.products.filter((p) => p.isKit);
    expect(kits.length).toBeGreaterThan(5);
    for (const kit of kits) {
      expect(kit.components.length).toBeGreaterThanOrEqual(2);
      for (const id of kit.components) expect(catalog.products[id - 1]?.isKit).toBe(false);
    }
  });

  it('uses the legacy inventory statuses, with pre-order, coming-soon and discontinued cases', () => {
    const statuses = new Set(catalog.skus.map((s) => s.inventoryStatus));
    expect([...statuses].sort()).toEqual([1, 2, 3, 5, 7]);
    expect(catalog.skus.some((s) => s.isPreOrder)).toBe(true);
    expect(catalog.products.some((p) => p.discontinued)).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    for (const sku of catalog.skus.filter((s) => s.isComingSoon)) {
      expect(sku.inventoryStatus).toBe(INVENTORY.comingSoon);
      expect(sku.releaseDate! > today).toBe(true);
    }
    for (const sku of catalog.skus.filter((s) => s.inventoryStatus === INVENTORY.inactive)) expect(sku.searchable).toBe(false);
  });

  it('writes realistic copy, prices and ratings', () => {
    const long = catalog.products.filter((p) => p.description.length > 120).length;
    expect(long / catalog.products.length).toBeGreaterThan(0.8);
    for (const product of catalog.products) {
      expect(product.rating).toBeGreaterThanOrEqual(0);
      expect(product.rating).toBeLessThanOrEqual(5);
      expect(product.reviewCount === 0).toBe(product.rating === 0);
      expect(product.createdAt).toMatch(/^20(1[89]|2\d)-\d\d-\d\d$/);
      // "with an assorted finish", "with a matte finish": the article fits the word after it.
      expect(product.shortDesc).not.toMatch(/\ba [aeiou]|\ban [^aeiou\s]/i);
    }
    for (const sku of catalog.skus) expect(Number.isInteger(sku.priceCents) && sku.priceCents >= 500).toBe(true);
  });

  it('refuses a count that is not a positive integer', () => {
    expect(() => generateCatalog(0)).toThrow(RangeError);
    expect(() => generateCatalog(2.5)).toThrow(/positive integer/);
  });
});
