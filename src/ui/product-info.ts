// What a product card shows, worked out from the product: the blurb, the price or price range, the
// shades and sizes to choose from, the SKU a choice lands on, and what the button can do for it.
import { PRODUCT_BLURB_LENGTH } from '../config/products';
import { INVENTORY_STATUS, type Product, type Sku } from '../model/product';

/** The description cut to `max` characters at a word boundary, with an ellipsis (docs/requirements.md §9: 120). */
export function productBlurb(text: string, max = PRODUCT_BLURB_LENGTH): string {
  const clean = text.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}

/** What a card describes the product with: the short description, else the long one. */
export const productSummary = (product: Product): string => product.shortDescription || product.description;

/** SKUs a shopper can see: every one but inactive ones, in display order. */
export function visibleSkus(product: Product): Sku[] {
  const skus = product.skus.filter((sku) => sku.inventoryStatus !== INVENTORY_STATUS.inactive);
  return skus.length > 0 ? skus : product.skus;
}

/** Lowest and highest price over the SKUs (null when none has a price). */
export function priceBounds(skus: readonly Sku[]): { min: number; max: number } | null {
  const prices = skus.map((sku) => sku.price).filter((price) => price > 0);
  return prices.length ? { min: Math.min(...prices), max: Math.max(...prices) } : null;
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
    const name = sku.shadeName;
    if (product.shaded && name && !shades.some((s) => s.name === name)) shades.push({ name, colours: sku.colours, sku });
    if (sku.size && !sizes.includes(sku.size)) sizes.push(sku.size);
  }
  return { shades, sizes: sizes.length > 1 ? sizes : [] };
}

/** The SKU for a shade and size; when no SKU has both, the one with the value just chosen. */
export function skuFor(skus: readonly Sku[], shade: string | undefined, size: string | undefined, changed: 'shade' | 'size'): Sku | undefined {
  const matches = (sku: Sku, key: 'shade' | 'size') => (key === 'shade' ? !shade || sku.shadeName === shade : !size || sku.size === size);
  return skus.find((sku) => matches(sku, 'shade') && matches(sku, 'size')) ?? skus.find((sku) => matches(sku, changed));
}

/**
 * What a control names a SKU by: the product, its shade when the product is shaded (docs/decisions.md "Favorites"),
 * and `size` when given: the SKU's size where the product offers a choice of sizes ("Buying a size").
 */
export const skuName = (product: Product, sku: Sku | undefined, size?: string): string =>
  (product.shaded && sku?.shadeName ? `${product.name}, ${sku.shadeName}` : product.name) + (size ? `, ${size}` : '');

export type SkuAction = 'add' | 'preorder' | 'coming-soon' | 'sold-out' | 'unavailable';

/** What the button offers for a SKU (docs/decisions.md "Button states"). */
export function skuAction(sku: Sku | undefined): SkuAction {
  if (!sku) return 'unavailable';
  if (sku.orderable) return sku.preOrder ? 'preorder' : 'add';
  if (sku.comingSoon || sku.inventoryStatus === INVENTORY_STATUS.comingSoon) return 'coming-soon';
  if (sku.inventoryStatus === INVENTORY_STATUS.soldOut || sku.inventoryStatus === INVENTORY_STATUS.temporarilySoldOut) return 'sold-out';
  return 'unavailable';
}

export const SKU_ACTION_LABELS: Readonly<Record<SkuAction, string>> = {
  add: 'Add to bag',
  preorder: 'Pre-order',
  'coming-soon': 'Coming soon',
  'sold-out': 'Sold out',
  unavailable: 'No longer available',
};

/** The SKU to show: the one asked for when the product has it, else the first that can be bought, else the first shown. */
export function defaultSku(product: Product, skus = visibleSkus(product), wanted?: string): Sku | undefined {
  return (wanted ? product.skus.find((sku) => sku.id === wanted) : undefined) ?? skus.find((sku) => sku.orderable) ?? skus[0];
}

/** The category to add from: the page's, else the product's own. */
export function categoryOf(product: Product, categoryId?: string): string | undefined {
  return categoryId || product.categoryId || undefined;
}
