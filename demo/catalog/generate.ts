import { CATEGORIES, type CategoryDefinition } from './categories';
import { createPrng, type Prng } from './prng';
import { generateShades } from './shades';
import { INVENTORY, MISC_FLAGS, type Catalog, type CatalogProduct, type CatalogSku, type InventoryStatus } from './types';
import { COVERAGES, DESCRIPTION_SENTENCES, SKIN_TYPES, WORDS } from './vocabulary';

const CATALOG_SEED = 20160101;
const DAY_MS = 86_400_000;
const CREATED_FROM = Date.UTC(2018, 0, 1);
const CREATED_DAYS = 8 * 365;
// Release dates of coming-soon SKUs sit far enough ahead that they stay in the future.
const RELEASE_FROM = Date.UTC(2030, 0, 1);

function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

function pickCategory(prng: Prng, productId: number): CategoryDefinition {
  // The first products walk through every category so even a tiny catalog covers them all.
  if (productId <= CATEGORIES.length) return CATEGORIES[productId - 1] as CategoryDefinition;
  const total = CATEGORIES.reduce((sum, c) => sum + c.weight, 0);
  let roll = prng.next() * total;
  for (const category of CATEGORIES) {
    roll -= category.weight;
    if (roll < 0) return category;
  }
  return CATEGORIES[CATEGORIES.length - 1] as CategoryDefinition;
}

function roundPrice(cents: number): number {
  // Shelf prices end in .00 or .50.
  return Math.max(500, Math.round(cents / 50) * 50);
}

function describe(prng: Prng, words: { line: string; finish: string; benefit: string }, shortDesc: string): string {
  const sentences = [...DESCRIPTION_SENTENCES];
  const chosen: string[] = [shortDesc];
  const count = prng.chance(0.06) ? 0 : prng.int(2, 3);
  for (let i = 0; i < count; i++) {
    const index = prng.int(0, sentences.length - 1);
    chosen.push((sentences.splice(index, 1)[0] as string)
      .replace('{finish}', words.finish.toLowerCase())
      .replace('{benefit}', words.benefit.toLowerCase())
      .replace('{line}', words.line));
  }
  return chosen.join(' ');
}

function rating(prng: Prng): { rating: number; reviewCount: number } {
  if (prng.chance(0.05)) return { rating: 0, reviewCount: 0 };
  // Review counts are long-tailed: most products have dozens, a few have thousands.
  const reviewCount = Math.max(1, Math.floor(Math.exp(prng.next() * 8.2)));
  const value = Math.min(5, 2.6 + prng.next() * 1.6 + prng.next() * 0.8);
  return { rating: Math.round(value * 10000) / 10000, reviewCount };
}

function skuStatus(prng: Prng): { status: InventoryStatus; isPreOrder: boolean; isComingSoon: boolean } {
  const roll = prng.next();
  if (roll < 0.8) return { status: INVENTORY.available, isPreOrder: false, isComingSoon: false };
  if (roll < 0.85) return { status: INVENTORY.temporarilySoldOut, isPreOrder: false, isComingSoon: false };
  if (roll < 0.87) return { status: INVENTORY.comingSoon, isPreOrder: true, isComingSoon: false };
  if (roll < 0.9) return { status: INVENTORY.comingSoon, isPreOrder: false, isComingSoon: true };
  if (roll < 0.94) return { status: INVENTORY.inactive, isPreOrder: false, isComingSoon: false };
  return { status: INVENTORY.soldOut, isPreOrder: false, isComingSoon: false };
}

interface SkuVariant {
  shadeName: string | null;
  hex: string | null;
  size: string | null;
  priceCents: number;
  unitPriceCents: number | null;
}

function variantsFor(prng: Prng, category: CategoryDefinition, basePrice: number): SkuVariant[] {
  if (category.variation === 'shade' && category.palette) {
    const count = category.palette === 'skin' ? prng.int(6, 16) : prng.int(3, 10);
    return generateShades(prng, category.palette, count).map((shade) => ({
      shadeName: shade.name, hex: shade.hex, size: category.singleSize ?? null, priceCents: basePrice, unitPriceCents: null,
    }));
  }
  if (category.variation === 'size' && category.sizes) {
    const ladder = category.sizes;
    const count = Math.min(ladder.length, prng.int(2, 3));
    const start = prng.int(0, ladder.length - count);
    const smallest = ladder[start] as number;
    return ladder.slice(start, start + count).map((ml) => {
      const price = roundPrice(basePrice * Math.pow(ml / smallest, 0.78));
      return { shadeName: null, hex: null, size: `${ml} ml`, priceCents: price, unitPriceCents: Math.round(price / ml) };
    });
  }
  return [{ shadeName: category.id === 3 ? prng.pick(['Black', 'Black/Brown', 'Blackest Black']) : null,
    hex: category.id === 3 ? '#1b1416' : null, size: category.singleSize ?? null, priceCents: basePrice, unitPriceCents: null }];
}

/**
 * Builds a catalog of `productCount` products. The same count always yields the same catalog.
 */
export function generateCatalog(productCount: number): Catalog {
  if (!Number.isInteger(productCount) || productCount < 1) {
    throw new RangeError(`productCount must be a positive integer, got ${productCount}`);
  }
  const prng = createPrng(CATALOG_SEED);
  const products: CatalogProduct[] = [];
  const skus: CatalogSku[] = [];
  let nextSkuId = 1;

  for (let id = 1; id <= productCount; id++) {
    const category = pickCategory(prng, id);
    const words = WORDS[category.name];
    if (!words) throw new Error(`No vocabulary for ${category.name}`);
    const line = prng.pick(words.lines);
    const style = prng.pick(words.styles);
    const benefit = prng.pick(words.benefits);
    const finish = prng.pick(words.finishes);
    const subheading = prng.pick(words.subheadings);
    const name = category.id === 10 ? `${line} ${style}` : `${line} ${style} ${words.noun}`;
    const shortDesc = `${benefit} ${category.name.toLowerCase()} with ${/^[aeiou]/i.test(finish) ? 'an' : 'a'} ${finish.toLowerCase()} finish. ${subheading}.`;
    const discontinued = prng.chance(0.03);
    const allComingSoon = !discontinued && prng.chance(0.03);
    const { rating: ratingValue, reviewCount } = rating(prng);
    const product: CatalogProduct = {
      id,
      categoryId: category.id,
      name,
      subheading,
      shortDesc,
      description: describe(prng, { line, finish, benefit }, shortDesc),
      benefit,
      finish,
      skinType: prng.pick(SKIN_TYPES),
      coverage: category.hasCoverage ? prng.pick(COVERAGES) : null,
      miscFlag: allComingSoon ? MISC_FLAGS.new : prng.pick([0, 0, 0, 0, 1, 2, 3, 4]),
      rating: ratingValue,
      reviewCount,
      createdAt: isoDate(CREATED_FROM + prng.int(0, CREATED_DAYS) * DAY_MS),
      discontinued,
      shaded: category.variation === 'shade',
      sized: category.variation === 'size',
      isKit: category.variation === 'kit',
      components: [],
    };
    products.push(product);

    const basePrice = roundPrice(prng.int(category.priceCents[0], category.priceCents[1]));
    const variants = variantsFor(prng, category, basePrice);
    variants.forEach((variant, index) => {
      const drawn = skuStatus(prng);
      const status = discontinued
        ? (prng.chance(0.5) ? INVENTORY.soldOut : INVENTORY.inactive)
        : allComingSoon ? INVENTORY.comingSoon : drawn.status;
      const isPreOrder = !discontinued && (allComingSoon ? index === 0 : drawn.isPreOrder);
      const isComingSoon = status === INVENTORY.comingSoon && !isPreOrder;
      skus.push({
        id: nextSkuId++,
        productId: id,
        ...variant,
        inventoryStatus: status,
        releaseDate: status === INVENTORY.comingSoon ? isoDate(RELEASE_FROM + prng.int(0, 700) * DAY_MS) : null,
        isPreOrder,
        isComingSoon,
        searchable: status !== INVENTORY.inactive && !prng.chance(0.01),
        shoppable: status !== INVENTORY.inactive && !discontinued,
        displayOrder: index + 1,
        productCode: `${category.codePrefix}${String(id).padStart(6, '0')}${String(index + 1).padStart(2, '0')}`,
        lifeOfProduct: category.lifeOfProductMonths,
        discountable: category.variation !== 'kit' && !prng.chance(0.1),
      });
    });
  }

  assignKitComponents(products, skus);
  return { products, skus };
}

/** Kits are bundles of other products, priced below the sum of their parts. */
function assignKitComponents(products: CatalogProduct[], skus: CatalogSku[]): void {
  const prng = createPrng(CATALOG_SEED ^ 0x5eed);
  const candidates = products.filter((p) => !p.isKit && !p.discontinued);
  const firstSkuPrice = new Map<number, number>();
  for (const sku of skus) if (!firstSkuPrice.has(sku.productId)) firstSkuPrice.set(sku.productId, sku.priceCents);
  const skuByProduct = new Map<number, CatalogSku>();
  for (const sku of skus) skuByProduct.set(sku.productId, sku);

  for (const kit of products) {
    if (!kit.isKit) continue;
    const wanted = Math.min(candidates.length, prng.int(2, 4));
    const chosen = new Set<number>();
    while (chosen.size < wanted) chosen.add(prng.pick(candidates).id);
    kit.components = [...chosen];
    const worth = kit.components.reduce((sum, id) => sum + (firstSkuPrice.get(id) ?? 0), 0);
    const kitSku = skuByProduct.get(kit.id);
    if (kitSku) kitSku.priceCents = roundPrice(worth > 0 ? worth * 0.72 : 4500);
    if (kit.components.length > 0) {
      const names = kit.components.map((id) => products[id - 1]?.name).filter(Boolean);
      kit.description = `${kit.description} Includes: ${names.join(', ')}.`;
    }
  }
}
