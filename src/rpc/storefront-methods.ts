// Typed storefront calls over the JSON-RPC client (spec §7).
import type { JsonRpcClient } from './client';
import { parseCart, parseProdcat, parseUserData } from './parse-storefront';
import type { Cart, Product, UserData } from './types';

export const PRODCAT_CATEGORY_FIELDS = ['CATEGORY_ID', 'CATEGORY_NAME'];
/** Empty lists ask the server for every field. */
export const PRODCAT_PRODUCT_FIELDS: string[] = [];
export const PRODCAT_SKU_FIELDS: string[] = [];
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
