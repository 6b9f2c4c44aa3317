import { toWireProduct, type WireProduct, type WireSku } from '../catalog/wire-product';
import { firstParamObject, optionalStringList } from './params';
import { badParams } from './rpc-error';
import type { RpcMethod } from './rpc-method';

const MAX_PRODUCTS_PER_CALL = 200;
/**
 * At most this many product records in one request's answer, over all its prodcat calls: a listing of 500 cards
 * asks for 500 (five calls of 100) and gets them twice over; 50 calls of 200 each (a 200 KB request) asked for 10,000,
 * a 32 MB answer that held the server for a second or two.
 */
export const MAX_PRODUCTS_PER_REQUEST = 1000;
const PRODUCT_ID_KEYS = ['PRODUCT_ID', 'skus'];
const SKU_ID_KEYS = ['SKU_ID', 'SKU_BASE_ID', 'PRODUCT_ID'];

/** "CAT12~PROD345" or "PROD345" → 345; anything else → null (skipped, like an unknown product). */
function parseProductReference(reference: string): number | null {
  const match = /^(?:CAT\d+~)?PROD(\d{1,9})$/.exec(reference.trim());
  return match ? Number(match[1]) : null;
}

function pick<T extends Record<string, unknown>>(source: T, keys: ReadonlySet<string>): Partial<T> {
  const out: Partial<T> = {};
  for (const key of Object.keys(source)) if (keys.has(key)) out[key as keyof T] = source[key as keyof T];
  return out;
}

function filterFields(product: WireProduct, productFields?: string[], skuFields?: string[]): WireProduct {
  const skuKeys = skuFields ? new Set([...SKU_ID_KEYS, ...skuFields]) : null;
  const skus = skuKeys ? product.skus.map((sku) => pick(sku, skuKeys) as WireSku) : product.skus;
  const filtered = productFields ? pick(product, new Set([...PRODUCT_ID_KEYS, ...productFields])) : { ...product };
  return { ...filtered, PRODUCT_ID: product.PRODUCT_ID, skus } as WireProduct;
}

export const prodcat: RpcMethod = {
  name: 'prodcat',
  handle(params, { storefront, budget }) {
    const p = firstParamObject('prodcat', params);
    const references = p.products;
    if (!Array.isArray(references)) {
      throw badParams('prodcat: params[0].products must be an array of product ids such as "PROD345" or "CAT12~PROD345".', 'prodcat.products.missing');
    }
    if (references.length > MAX_PRODUCTS_PER_CALL) {
      throw badParams(`prodcat: at most ${MAX_PRODUCTS_PER_CALL} products per call, got ${references.length}. Split the list.`, 'prodcat.products.too_many');
    }
    if (!references.every((r) => typeof r === 'string')) {
      throw badParams('prodcat: every entry of products must be a string such as "PROD345".', 'prodcat.products.invalid');
    }
    // Validated for shape; the demo has one category level, so category fields change nothing.
    optionalStringList('prodcat', p, 'category_fields');
    const productFields = optionalStringList('prodcat', p, 'product_fields');
    const skuFields = optionalStringList('prodcat', p, 'sku_fields');
    const ids = [...new Set((references as string[]).map(parseProductReference).filter((id): id is number => id !== null))];
    if (ids.length > budget.products) {
      throw badParams(
        `prodcat: one request answers at most ${MAX_PRODUCTS_PER_REQUEST} products over all its calls; this call asks for ${ids.length} and ${budget.products} are left. Send it in another request.`,
        'prodcat.request.too_many',
      );
    }
    budget.products -= ids.length;
    const products = storefront.catalog.productsById(ids).map((record) => filterFields(toWireProduct(record), productFields, skuFields));
    return { value: { products } };
  },
};
