// Parses JSON-RPC answers into the model once, at the edge (docs/wire-formats.md names every key read
// here). Wrong shapes are dropped or read as empty values, never thrown on.
import type { Cart, CartAnswer, CartItem, FavoriteAnswer, PwpOffer } from '../model/cart';
import { parseColours } from '../model/colour';
import { toCategoryId, toProductId, toSkuId } from '../model/ids';
import type { Product, Sku } from '../model/product';
import type { User } from '../model/user';
import { isObject, objects, texts, toFinite, toFlag, toNumber, toText, type Raw } from './coerce';
import { fromWire } from './legacy-shapes';

function parseSku(raw: Raw): Sku {
  const id = toSkuId(toText(raw.SKU_ID));
  return {
    id,
    baseId: toNumber(raw.SKU_BASE_ID) || toNumber(id.slice(3)),
    inventoryStatus: toNumber(raw.INVENTORY_STATUS),
    orderable: toFlag(raw.isOrderable),
    preOrder: toFlag(raw.isPreOrder),
    comingSoon: toFlag(raw.isComingSoon),
    size: toText(raw.PRODUCT_SIZE),
    price: toNumber(raw.PRICE),
    formattedUnitPrice: toText(raw.formattedUnitPrice),
    image: toText(raw.IMAGE_5UP),
    largeImage: toText(raw.LARGE_IMAGE),
    shadeName: toText(raw.SHADENAME),
    colours: parseColours(toText(raw.HEX_VALUE_STRING)),
  };
}

/** SKUs in DISPLAY_ORDER (the storefront's own order may differ); records without an id dropped. */
const parseSkus = (raw: unknown): Sku[] =>
  objects(raw)
    .filter((sku) => toText(sku.SKU_ID))
    .sort((a, b) => toNumber(a.DISPLAY_ORDER) - toNumber(b.DISPLAY_ORDER))
    .map(parseSku);

export function parseProduct(raw: unknown): Product | null {
  if (!isObject(raw) || !toText(raw.PRODUCT_ID)) return null;
  const category = toText(raw.PARENT_CAT_ID);
  return fromWire(
    {
      id: toProductId(toText(raw.PRODUCT_ID)),
      name: toText(raw.PROD_RGN_NAME),
      subheading: toText(raw.PROD_RGN_SUBHEADING),
      shortDescription: toText(raw.SHORT_DESC),
      description: toText(raw.DESCRIPTION),
      categoryId: category && toCategoryId(category),
      reviewCount: toNumber(raw.TOTAL_REVIEW_COUNT),
      rating: toNumber(raw.AVERAGE_RATING),
      shaded: toFlag(raw.shaded),
      isKit: toFlag(raw.isKit),
      url: toText(raw.url),
      skus: parseSkus(raw.skus),
    },
    raw,
  );
}

/** `prodcat` result.value → products (unknown or malformed entries dropped). */
export function parseProdcat(value: unknown): Product[] {
  return objects(isObject(value) ? value.products : null)
    .map(parseProduct)
    .filter((p): p is Product => p !== null);
}

/** `user.fullData` result.value; anything unreadable is an anonymous user. */
export function parseUser(value: unknown): User {
  const raw = isObject(value) ? value : {};
  return fromWire(
    { csrEmail: toText(raw.csr_email), email: toText(raw.email), firstName: toText(raw.first_name) },
    raw,
  );
}

function parseCartItem(raw: Raw): CartItem {
  return fromWire(
    {
      path: toText(raw.sku),
      skuBaseId: toNumber(raw.SKU_BASE_ID),
      productId: toText(raw.PRODUCT_ID) && toProductId(toText(raw.PRODUCT_ID)),
      qty: Math.max(0, Math.floor(toNumber(raw.qty))),
    },
    raw,
  );
}

/** A transaction's `pwp` block; null when absent or without an id. */
function parsePwp(value: unknown): PwpOffer | null {
  if (!isObject(value) || !toText(value.id)) return null;
  const q = isObject(value.qualifiers) ? value.qualifiers : {};
  return {
    id: toText(value.id),
    active: toFlag(value.active),
    qualifiers: { categories: texts(q.categories), products: texts(q.products), skus: texts(q.skus), path: toText(q.path) },
    popupImages: texts(value.popup_images),
    offerText: toText(value.offer_text),
  };
}

/** `items_count` as a whole number, when it is a number (or its text) of 0 or more; else null (`""`, `"n/a"`, `-4`). */
function statedCount(value: unknown): number | null {
  const n = toFinite(value);
  return n !== null && n >= 0 ? Math.floor(n) : null;
}

/** `trans.get` result.value (or a cart answer's `trans_data`). A count it does not state is the sum of its lines. */
export function parseCart(value: unknown): Cart {
  const raw = isObject(value) ? value : {};
  const order = isObject(raw.order) ? raw.order : {};
  const items = objects(order.items).map(parseCartItem);
  return fromWire(
    {
      itemCount: statedCount(raw.items_count) ?? items.reduce((sum, item) => sum + item.qty, 0),
      items,
      pwp: parsePwp(raw.pwp),
    },
    raw,
  );
}

/** A form submit's `result.data.ac_results[0].result` (the cart's, the loyalty join's); null when it has none. */
export const firstActionResult = (data: unknown): Raw | null => {
  const first = objects(isObject(data) ? data.ac_results : null)[0];
  return first && isObject(first.result) ? first.result : null;
};

/**
 * A cart submit's `result.data`. `trans_data` is the bag after the add (newer servers also send it as
 * the result's `value`, used when `trans_data` is missing).
 */
export function parseCartAnswer(data: unknown, value?: unknown): CartAnswer {
  const raw = isObject(data) ? data : {};
  const result = firstActionResult(data) ?? {};
  return {
    action: toText(result.action) || toText(objects(raw.ac_results)[0]?.action) || 'add',
    item: isObject(result.CARTITEM) ? parseCartItem(result.CARTITEM) : null,
    overlay: typeof result.OVERLAY === 'string' && result.OVERLAY.trim() ? result.OVERLAY : null,
    cart: parseCart(isObject(raw.trans_data) ? raw.trans_data : value),
  };
}

/** A favorites answer; null when `SUCCESS` is not 1 (nothing was saved). */
export function parseFavoriteAnswer(data: unknown): FavoriteAnswer | null {
  const result = firstActionResult(data);
  if (!result || !toFlag(result.SUCCESS)) return null;
  const key = toText(result.KEY);
  return { key, unchanged: /ALREADY_IN|NOT_IN/.test(key) };
}
