// What a product card shows, worked out from the parsed product: the blurb, the price or price range,
// the shades and sizes to choose from, the SKU a choice lands on, and what the button can do for it.
import { PRODUCT_BLURB_LENGTH } from '../config/constants';
import type { Product, Sku } from '../rpc/types';

/** INVENTORY_STATUS values of the legacy storefront. */
const STATUS = { temporarilySoldOut: 2, comingSoon: 3, inactive: 5, soldOut: 7 } as const;

/** The description cut to `max` characters at a word boundary, with an ellipsis (spec §9: 120). */
export function productBlurb(text: string | undefined, max = PRODUCT_BLURB_LENGTH): string {
  const clean = (text ?? '').replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}

/** SKUs a shopper can see: every one but inactive (status 5), in DISPLAY_ORDER (the parser sorts). */
export function visibleSkus(product: Product): Sku[] {
  const skus = product.skus.filter((sku) => sku.INVENTORY_STATUS !== STATUS.inactive);
  return skus.length > 0 ? skus : product.skus;
}

/** Lowest and highest price over the SKUs (null when none has a price). */
export function priceBounds(skus: readonly Sku[]): { min: number; max: number } | null {
  const prices = skus.map((sku) => sku.PRICE).filter((price) => price > 0);
  return prices.length ? { min: Math.min(...prices), max: Math.max(...prices) } : null;
}

/** `HEX_VALUE_STRING` → its colours (several make a multi-colour swatch); anything not a hex colour is dropped. */
export function swatchColours(sku: Sku): string[] {
  return (sku.HEX_VALUE_STRING ?? '').split(',').map((c) => c.trim()).filter((c) => /^#(?:[0-9a-f]{3}){1,2}$/i.test(c));
}

export interface Choices {
  /** One entry per shade name, with the SKU it first appears on. */
  shades: Array<{ name: string; colours: string[]; sku: Sku }>;
  sizes: string[];
}

/** The shades (of a shaded product) and the sizes (when more than one) a shopper chooses between. */
export function productChoices(product: Product, skus = visibleSkus(product)): Choices {
  const shades: Choices['shades'] = [];
  const sizes: string[] = [];
  for (const sku of skus) {
    const name = sku.SHADENAME?.trim();
    if (product.shaded && name && !shades.some((s) => s.name === name)) shades.push({ name, colours: swatchColours(sku), sku });
    const size = sku.PRODUCT_SIZE?.trim();
    if (size && !sizes.includes(size)) sizes.push(size);
  }
  return { shades, sizes: sizes.length > 1 ? sizes : [] };
}

/** The SKU for a shade and size; when no SKU has both, the one with the value just chosen. */
export function skuFor(skus: readonly Sku[], shade: string | undefined, size: string | undefined, changed: 'shade' | 'size'): Sku | undefined {
  const matches = (sku: Sku, key: 'shade' | 'size') =>
    key === 'shade' ? !shade || sku.SHADENAME?.trim() === shade : !size || sku.PRODUCT_SIZE?.trim() === size;
  return skus.find((sku) => matches(sku, 'shade') && matches(sku, 'size')) ?? skus.find((sku) => matches(sku, changed));
}

export type SkuAction = 'add' | 'preorder' | 'coming-soon' | 'sold-out' | 'unavailable';

/** What the button offers for a SKU. */
export function skuAction(sku: Sku | undefined): SkuAction {
  if (!sku) return 'unavailable';
  if (sku.isOrderable === 1) return sku.isPreOrder === 1 ? 'preorder' : 'add';
  if (sku.isComingSoon === 1 || sku.INVENTORY_STATUS === STATUS.comingSoon) return 'coming-soon';
  if (sku.INVENTORY_STATUS === STATUS.soldOut || sku.INVENTORY_STATUS === STATUS.temporarilySoldOut) return 'sold-out';
  return 'unavailable';
}

export const SKU_ACTION_LABELS: Readonly<Record<SkuAction, string>> = {
  add: 'Add to bag',
  preorder: 'Pre-order',
  'coming-soon': 'Coming soon',
  'sold-out': 'Sold out',
  unavailable: 'No longer available',
};

/** The SKU a card starts on: the first that can be bought, else the first shown. */
export function defaultSku(product: Product, skus = visibleSkus(product)): Sku | undefined {
  return skus.find((sku) => sku.isOrderable === 1) ?? skus[0];
}

/** `CAT12` / `12` / undefined → the category to add from: the page's, else the product's own. */
export function categoryOf(product: Product, categoryId?: string): string | undefined {
  return categoryId || product.PARENT_CAT_ID || undefined;
}
