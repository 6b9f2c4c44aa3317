// Typed storefront calls over the JSON-RPC client (docs/requirements.md §7).
import type { Cart } from '../model/cart';
import { toCategoryId, toProductId } from '../model/ids';
import type { Product } from '../model/product';
import type { User } from '../model/user';
import type { JsonRpcClient } from './client';
import { parseCart, parseProdcat, parseUser } from './parse-storefront';

const PRODCAT_CATEGORY_FIELDS = ['CATEGORY_ID', 'CATEGORY_NAME'];
/** The server answers only the fields named (docs/decisions.md): every field parse-storefront.ts reads. */
const PRODCAT_PRODUCT_FIELDS = [
  'PROD_RGN_NAME', 'PROD_RGN_SUBHEADING', 'SHORT_DESC', 'DESCRIPTION', 'ATTRIBUTE_BENEFIT', 'MISC_FLAG', 'PARENT_CAT_ID',
  'CATEGORY_NAME', 'TOTAL_REVIEW_COUNT', 'AVERAGE_RATING', 'shaded', 'sized', 'isKit', 'url', 'GIFTSET_COMPONENTS',
];
const PRODCAT_SKU_FIELDS = [
  'INVENTORY_STATUS', 'DISPLAY_STATUS', 'RELEASE_DATE', 'isOrderable', 'isShoppable', 'isPreOrder', 'isComingSoon', 'PRODUCT_SIZE',
  'LIFE_OF_PRODUCT', 'formattedUnitPrice', 'formattedPrice', 'PRICE', 'IMAGE_5UP', 'LARGE_IMAGE', 'DISCOUNTABLE', 'isDiscountable',
  'PRODUCT_CODE', 'HEX_VALUE_STRING', 'SHADENAME', 'DISPLAY_ORDER',
];
const TRANS_GET_PARAMS = {
  trans_fields: ['TRANS_ID', 'totals'],
  payment_fields: [],
  order_fields: ['items', 'samples', 'offerCodes'],
};

/** `PROD345` with category `CAT12` → `CAT12~PROD345` (how prodcat names a product). */
export function toProdcatRef(productId: string, categoryId?: string): string {
  const product = toProductId(productId);
  return categoryId ? `${toCategoryId(categoryId)}~${product}` : product;
}

/**
 * At most this many products per prodcat call: a server bounds one call's list (the demo's answers an error past 200,
 * asking the caller to split it), and a page of 500 cards must still get its products (docs/decisions.md "Products
 * by the hundred").
 */
export const PRODCAT_MAX_PRODUCTS = 100;

/**
 * The products named, in prodcat calls of at most PRODCAT_MAX_PRODUCTS made in one tick (the client sends them in
 * one request). A call that fails costs only its own products, and is handed to `onPartialFailure` with the refs it
 * asked for; when every call fails, the first failure is thrown.
 */
export async function fetchProducts(client: JsonRpcClient, refs: string[], onPartialFailure?: (error: unknown, refs: string[]) => void): Promise<Product[]> {
  const slices: string[][] = [];
  for (let start = 0; start < refs.length; start += PRODCAT_MAX_PRODUCTS) slices.push(refs.slice(start, start + PRODCAT_MAX_PRODUCTS));
  const settled = await Promise.allSettled(
    slices.map((products) =>
      client
        .call('prodcat', { products, category_fields: PRODCAT_CATEGORY_FIELDS, product_fields: PRODCAT_PRODUCT_FIELDS, sku_fields: PRODCAT_SKU_FIELDS })
        .then((result) => parseProdcat(result.value)),
    ),
  );
  const failed = settled.filter((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
  if (failed.length > 0 && failed.length === settled.length) throw failed[0]!.reason;
  settled.forEach((outcome, i) => outcome.status === 'rejected' && onPartialFailure?.(outcome.reason, slices[i]!));
  return settled.flatMap((outcome) => (outcome.status === 'fulfilled' ? outcome.value : []));
}

export async function fetchUser(client: JsonRpcClient): Promise<User> {
  return parseUser((await client.call('user.fullData')).value);
}

export async function fetchCart(client: JsonRpcClient): Promise<Cart> {
  return parseCart((await client.call('trans.get', TRANS_GET_PARAMS)).value);
}
