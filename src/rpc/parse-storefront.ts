// Parses JSON-RPC answers into typed objects once, at the edge. Wrong shapes are dropped, never thrown on.
// Fields are listed by kind, so one small loop coerces each record.
import type { Cart, CartAnswer, CartItem, FavoriteAnswer, Product, PwpBlock, Sku, UserData } from './types';

type Raw = Record<string, unknown>;
interface FieldKinds {
  str?: readonly string[];
  optStr?: readonly string[];
  num?: readonly string[];
  optNum?: readonly string[];
  flag?: readonly string[];
  optFlag?: readonly string[];
}

const isObject = (v: unknown): v is Raw => !!v && typeof v === 'object' && !Array.isArray(v);
const toStr = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const toNum = (v: unknown): number => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : 0;
};
/** Legacy flags arrive as 1/0, "1"/"0" or booleans; only a real "one" is set ("0" is not). */
const toFlag = (v: unknown): 0 | 1 => (v === 1 || v === '1' || v === true ? 1 : 0);

function coerce<T>(raw: Raw, kinds: FieldKinds): T {
  const out: Raw = {};
  const each = (keys: readonly string[] | undefined, convert: (v: unknown) => unknown, optional: boolean) =>
    keys?.forEach((key) => {
      if (!optional || raw[key] != null) out[key] = convert(raw[key]);
    });
  each(kinds.str, toStr, false);
  each(kinds.optStr, toStr, true);
  each(kinds.num, toNum, false);
  each(kinds.optNum, toNum, true);
  each(kinds.flag, toFlag, false);
  each(kinds.optFlag, toFlag, true);
  return out as T;
}

const SKU_FIELDS: FieldKinds = {
  str: ['SKU_ID', 'PRODUCT_ID'],
  optStr: ['RELEASE_DATE', 'PRODUCT_SIZE', 'LIFE_OF_PRODUCT', 'formattedPrice', 'formattedUnitPrice', 'IMAGE_5UP', 'LARGE_IMAGE', 'PRODUCT_CODE', 'HEX_VALUE_STRING', 'SHADENAME'],
  num: ['SKU_BASE_ID', 'INVENTORY_STATUS', 'PRICE', 'DISPLAY_ORDER'],
  optNum: ['DISPLAY_STATUS'],
  flag: ['isOrderable', 'isShoppable', 'isPreOrder', 'isComingSoon'],
  optFlag: ['DISCOUNTABLE', 'isDiscountable'],
};
const PRODUCT_FIELDS: FieldKinds = {
  str: ['PRODUCT_ID', 'PROD_RGN_NAME'],
  optStr: ['PROD_RGN_SUBHEADING', 'SHORT_DESC', 'DESCRIPTION', 'ATTRIBUTE_BENEFIT', 'PARENT_CAT_ID', 'CATEGORY_NAME', 'url'],
  num: ['TOTAL_REVIEW_COUNT', 'AVERAGE_RATING'],
  optNum: ['MISC_FLAG'],
  flag: ['shaded', 'sized', 'isKit'],
};
const USER_FIELDS: FieldKinds = {
  str: ['csr_email', 'email', 'first_name'],
  flag: ['signed_in', 'csr_logged_in', 'is_loyalty_member'],
  optNum: ['loyalty_points'],
};
const CART_ITEM_FIELDS: FieldKinds = {
  str: ['sku', 'PRODUCT_ID'],
  optStr: ['formattedPrice', 'name', 'shade'],
  num: ['SKU_BASE_ID', 'qty'],
  optNum: ['PRICE'],
  optFlag: ['isKit'],
};

const objects = (v: unknown): Raw[] => (Array.isArray(v) ? v.filter(isObject) : []);

export function parseProduct(raw: unknown): Product | null {
  if (!isObject(raw) || !toStr(raw.PRODUCT_ID)) return null;
  const product = coerce<Product>(raw, PRODUCT_FIELDS);
  product.GIFTSET_COMPONENTS = Array.isArray(raw.GIFTSET_COMPONENTS) ? raw.GIFTSET_COMPONENTS.map(toStr).filter(Boolean) : [];
  product.skus = objects(raw.skus)
    .filter((s) => toStr(s.SKU_ID))
    .map((s) => {
      const sku = coerce<Sku>(s, SKU_FIELDS);
      sku.PRODUCT_ID ||= product.PRODUCT_ID;
      sku.SKU_BASE_ID ||= toNum(sku.SKU_ID.replace(/^SKU/, ''));
      return sku;
    })
    .sort((a, b) => a.DISPLAY_ORDER - b.DISPLAY_ORDER);
  return product;
}

/** `prodcat` result.value → products (unknown or malformed entries dropped). */
export function parseProdcat(value: unknown): Product[] {
  return objects(isObject(value) ? value.products : null)
    .map(parseProduct)
    .filter((p): p is Product => p !== null);
}

/** `user.fullData` result.value → user data; anything unreadable is an anonymous user. */
export function parseUserData(value: unknown): UserData {
  return coerce<UserData>(isObject(value) ? value : {}, USER_FIELDS);
}

function parseCartItem(item: Raw): CartItem {
  const parsed = coerce<CartItem>(item, CART_ITEM_FIELDS);
  parsed.qty = Math.max(0, Math.floor(parsed.qty));
  return parsed;
}

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.map(toStr).filter(Boolean) : []);

/** A transaction's `pwp` block; null when absent or without an id. */
export function parsePwp(value: unknown): PwpBlock | null {
  if (!isObject(value) || !toStr(value.id)) return null;
  const q = isObject(value.qualifiers) ? value.qualifiers : {};
  return {
    id: toStr(value.id),
    active: toFlag(value.active),
    qualifiers: { categories: strings(q.categories), products: strings(q.products), skus: strings(q.skus), path: toStr(q.path) },
    popup_images: strings(value.popup_images),
    offer_text: toStr(value.offer_text),
  };
}

/** `trans.get` result.value (or a cart answer's `trans_data`) → cart. */
export function parseCart(value: unknown): Cart {
  const raw = isObject(value) ? value : {};
  const order = isObject(raw.order) ? raw.order : {};
  const items = objects(order.items).map(parseCartItem);
  const pwp = parsePwp(raw.pwp);
  return {
    ...(pwp ? { pwp } : {}),
    TRANS_ID: typeof raw.TRANS_ID === 'number' || typeof raw.TRANS_ID === 'string' ? raw.TRANS_ID : null,
    items_count: raw.items_count == null ? items.reduce((sum, item) => sum + item.qty, 0) : Math.max(0, Math.floor(toNum(raw.items_count))),
    totals: isObject(raw.totals) ? raw.totals : undefined,
    order: {
      items,
      samples: Array.isArray(order.samples) ? order.samples : [],
      offerCodes: Array.isArray(order.offerCodes) ? order.offerCodes : [],
    },
  };
}

const firstActionResult = (data: unknown): Raw | null => {
  const results = isObject(data) ? objects(data.ac_results) : [];
  return results[0] && isObject(results[0].result) ? results[0].result : null;
};

/**
 * A cart submit's `result.data` → what the shopper's add did. `trans_data` is the bag after it (the
 * result's `value` carries the same on newer servers, used when `trans_data` is missing).
 */
export function parseCartAnswer(data: unknown, value?: unknown): CartAnswer {
  const raw = isObject(data) ? data : {};
  const result = firstActionResult(data) ?? {};
  const first = objects(raw.ac_results)[0];
  return {
    action: toStr(result.action) || toStr(first?.action) || 'add',
    item: isObject(result.CARTITEM) ? parseCartItem(result.CARTITEM) : null,
    overlay: typeof result.OVERLAY === 'string' && result.OVERLAY.trim() ? result.OVERLAY : null,
    cart: parseCart(isObject(raw.trans_data) ? raw.trans_data : value),
  };
}

/** A favorites answer; null when `ac_results[0].result.SUCCESS` is not 1 (the save did not happen). */
export function parseFavoriteAnswer(data: unknown): FavoriteAnswer | null {
  const result = firstActionResult(data);
  if (!result || toFlag(result.SUCCESS) !== 1) return null;
  const key = toStr(result.KEY);
  return { key, unchanged: /ALREADY_IN|NOT_IN/.test(key) };
}
