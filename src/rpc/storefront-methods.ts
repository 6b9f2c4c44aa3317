// Typed storefront calls over the JSON-RPC client (spec §7).
import type { JsonRpcClient } from './client';
import { parseCart, parseProdcat, parseUserData } from './parse-storefront';
import type { Cart, Product, UserData } from './types';

export const PRODCAT_CATEGORY_FIELDS = ['CATEGORY_ID', 'CATEGORY_NAME'];
/** The Product and SKU fields of spec §3 the islands read (the server answers only what is named). */
export const PRODCAT_PRODUCT_FIELDS = [
  'PROD_RGN_NAME', 'PROD_RGN_SUBHEADING', 'SHORT_DESC', 'DESCRIPTION', 'ATTRIBUTE_BENEFIT', 'MISC_FLAG', 'PARENT_CAT_ID',
  'CATEGORY_NAME', 'TOTAL_REVIEW_COUNT', 'AVERAGE_RATING', 'shaded', 'sized', 'isKit', 'url', 'GIFTSET_COMPONENTS',
];
export const PRODCAT_SKU_FIELDS = [
  'INVENTORY_STATUS', 'DISPLAY_STATUS', 'RELEASE_DATE', 'isOrderable', 'isShoppable', 'isPreOrder', 'isComingSoon', 'PRODUCT_SIZE',
  'LIFE_OF_PRODUCT', 'formattedUnitPrice', 'formattedPrice', 'PRICE', 'IMAGE_5UP', 'LARGE_IMAGE', 'DISCOUNTABLE', 'isDiscountable',
  'PRODUCT_CODE', 'HEX_VALUE_STRING', 'SHADENAME', 'DISPLAY_ORDER',
];
export const TRANS_GET_PARAMS = {
  trans_fields: ['TRANS_ID', 'totals'],
  payment_fields: [],
  order_fields: ['items', 'samples', 'offerCodes'],
};

/** `PROD345` with category `CAT12` → `CAT12~PROD345` (the prodcat id form). */
export function toProdcatRef(productId: string, categoryId?: string): string {
  const product = /^\d+$/.test(productId) ? `PROD${productId}` : productId;
  if (!categoryId) return product;
  const category = /^\d+$/.test(categoryId) ? `CAT${categoryId}` : categoryId;
  return `${category}~${product}`;
}

export async function fetchProducts(client: JsonRpcClient, refs: string[]): Promise<Product[]> {
  const result = await client.call('prodcat', {
    products: refs,
    category_fields: PRODCAT_CATEGORY_FIELDS,
    product_fields: PRODCAT_PRODUCT_FIELDS,
    sku_fields: PRODCAT_SKU_FIELDS,
  });
  return parseProdcat(result.value);
}

export async function fetchUserData(client: JsonRpcClient): Promise<UserData> {
  return parseUserData((await client.call('user.fullData')).value);
}

export async function fetchCart(client: JsonRpcClient): Promise<Cart> {
  return parseCart((await client.call('trans.get', TRANS_GET_PARAMS)).value);
}
