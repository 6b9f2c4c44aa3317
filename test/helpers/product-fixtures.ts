// Test data shaped like the demo's prodcat answer (demo/catalog/wire-product.ts): raw wire records, and
// the model products parsed from them.
import { parseProduct } from '../../src/rpc/parse-storefront';
import type { Product, Sku } from '../../src/model/product';

type RawSku = Record<string, unknown>;

export function rawSku(id: number, overrides: RawSku = {}): RawSku {
  return {
    SKU_ID: `SKU${id}`, SKU_BASE_ID: id, INVENTORY_STATUS: 1, isOrderable: 1, isShoppable: 1, isPreOrder: 0, isComingSoon: 0,
    PRICE: 24, formattedPrice: '$24.00', IMAGE_5UP: `/media/sku/SKU${id}.svg`, LARGE_IMAGE: `/media/sku/SKU${id}.svg`,
    DISPLAY_ORDER: id, HEX_VALUE_STRING: '', SHADENAME: '', PRODUCT_SIZE: '', ...overrides,
  };
}

export function rawProduct(id: number, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    PRODUCT_ID: `PROD${id}`, PROD_RGN_NAME: `Velvet Lipstick ${id}`, PROD_RGN_SUBHEADING: 'Matte lip colour',
    SHORT_DESC: 'A long-wearing lipstick with a soft matte finish that stays comfortable from morning coffee to late dinner, with shea butter.',
    TOTAL_REVIEW_COUNT: 120, AVERAGE_RATING: 4.26, PARENT_CAT_ID: 'CAT1', url: `/product/${id}`, shaded: 1, sized: 0, isKit: 0,
    skus: [
      rawSku(id * 10 + 1, { SHADENAME: 'Ruby', HEX_VALUE_STRING: '#9b1b30', PRICE: 24 }),
      rawSku(id * 10 + 2, { SHADENAME: 'Sunset Duo', HEX_VALUE_STRING: '#f28c28,#c2185b', PRICE: 30 }),
      rawSku(id * 10 + 3, { SHADENAME: 'Nude', HEX_VALUE_STRING: '#d8a48f', INVENTORY_STATUS: 7, isOrderable: 0, isShoppable: 0 }),
      rawSku(id * 10 + 4, { SHADENAME: 'Gone', HEX_VALUE_STRING: '#000000', INVENTORY_STATUS: 5, isOrderable: 0, isShoppable: 0 }),
    ],
    ...overrides,
  };
}

export const product = (id: number, overrides: Record<string, unknown> = {}): Product => parseProduct(rawProduct(id, overrides))!;

/** A sized product: three sizes, one a pre-order, one coming soon. */
export const sizedProduct = (id: number): Product =>
  product(id, {
    PROD_RGN_NAME: `Daily Glow ${id}`, shaded: 0, sized: 1, PARENT_CAT_ID: 'CAT7',
    skus: [
      rawSku(id * 10 + 1, { PRODUCT_SIZE: '30 ml', PRICE: 40 }),
      rawSku(id * 10 + 2, { PRODUCT_SIZE: '50 ml', PRICE: 55, isPreOrder: 1, INVENTORY_STATUS: 3 }),
      rawSku(id * 10 + 3, { PRODUCT_SIZE: '75 ml', PRICE: 70, isOrderable: 0, isComingSoon: 1, INVENTORY_STATUS: 3 }),
    ],
  });

/** A model SKU: orderable, $24, no shade or size, unless `overrides` says otherwise. */
export const modelSku = (overrides: Partial<Sku> = {}): Sku => ({
  id: 'SKU1', baseId: 1, inventoryStatus: 1, orderable: true, preOrder: false, comingSoon: false, size: '', price: 24,
  formattedUnitPrice: '', image: '', largeImage: '', shadeName: '', colours: [], ...overrides,
});
