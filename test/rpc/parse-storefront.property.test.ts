// Properties of reading storefront answers into the model (docs/wire-formats.md; docs/decisions.md "Property
// tests"): any JSON reads without throwing; numbers come out finite, counts whole and not negative, ids prefixed,
// colours hex, texts trimmed; what is not an object reads as the documented empty value.
import fc from 'fast-check';
import { isObject, objects, texts, toFlag, toNumber, toText } from '../../src/rpc/coerce';
import {
  parseCart,
  parseCartAnswer,
  parseFavoriteAnswer,
  parseProdcat,
  parseProduct,
  parseUser,
} from '../../src/rpc/parse-storefront';
import type { Cart } from '../../src/model/cart';
import { toSkuId } from '../../src/model/ids';
import type { Product } from '../../src/model/product';
import { anyJson, checkProperty, wireValue } from '../helpers/property';

const record = <K extends string>(keys: readonly K[]): fc.Arbitrary<Partial<Record<K, unknown>>> =>
  fc.record(Object.fromEntries(keys.map((key) => [key, wireValue])) as Record<K, fc.Arbitrary<unknown>>, { requiredKeys: [] });

const SKU_KEYS = ['SKU_ID', 'SKU_BASE_ID', 'INVENTORY_STATUS', 'isOrderable', 'isPreOrder', 'isComingSoon', 'PRODUCT_SIZE', 'PRICE',
  'formattedUnitPrice', 'IMAGE_5UP', 'LARGE_IMAGE', 'SHADENAME', 'HEX_VALUE_STRING', 'DISPLAY_ORDER'] as const;
const PRODUCT_KEYS = ['PRODUCT_ID', 'PROD_RGN_NAME', 'PROD_RGN_SUBHEADING', 'SHORT_DESC', 'DESCRIPTION', 'PARENT_CAT_ID',
  'TOTAL_REVIEW_COUNT', 'AVERAGE_RATING', 'shaded', 'isKit', 'url'] as const;

const hex = fc.constantFrom('#9b1b30', 'f28c28', '#abc', ' #ABCDEF ', '#12', 'red', '#9b1b30, f28c28', ',,', '#abcd');
const sku = fc.tuple(record(SKU_KEYS), hex).map(([raw, colour]) => ({ ...raw, HEX_VALUE_STRING: raw.HEX_VALUE_STRING ?? colour }));
const product = fc.oneof(
  { weight: 4, arbitrary: fc.tuple(record(PRODUCT_KEYS), fc.oneof(fc.array(fc.oneof(sku, anyJson(1)), { maxLength: 4 }), wireValue)).map(([raw, skus]) => ({ ...raw, skus })) },
  { weight: 1, arbitrary: anyJson(3) },
);
const prodcatValue = fc.oneof(
  { weight: 4, arbitrary: fc.record({ products: fc.oneof(fc.array(product, { maxLength: 4 }), wireValue) }) },
  { weight: 1, arbitrary: anyJson(3) },
);

const ITEM_KEYS = ['sku', 'SKU_BASE_ID', 'PRODUCT_ID', 'qty'] as const;
const pwp = fc.oneof(
  fc.record({ id: wireValue, active: wireValue, qualifiers: fc.oneof(record(['categories', 'products', 'skus', 'path']), wireValue), popup_images: wireValue, offer_text: wireValue }, { requiredKeys: [] }),
  wireValue,
);
const cartValue = fc.oneof(
  { weight: 4, arbitrary: fc.record({ items_count: wireValue, order: fc.oneof(fc.record({ items: fc.oneof(fc.array(fc.oneof(record(ITEM_KEYS), wireValue), { maxLength: 4 }), wireValue) }), wireValue), pwp }, { requiredKeys: [] }) },
  { weight: 1, arbitrary: anyJson(3) },
);
const actionResult = fc.record({ action: wireValue, CARTITEM: fc.oneof(record(ITEM_KEYS), wireValue), OVERLAY: wireValue, SUCCESS: wireValue, KEY: wireValue }, { requiredKeys: [] });
const formData = fc.oneof(
  { weight: 4, arbitrary: fc.record({ ac_results: fc.oneof(fc.array(fc.record({ action: wireValue, result: fc.oneof(actionResult, wireValue) }, { requiredKeys: [] }), { maxLength: 2 }), wireValue), trans_data: fc.oneof(cartValue, wireValue) }, { requiredKeys: [] }) },
  { weight: 1, arbitrary: anyJson(3) },
);

const isWhole = (n: number) => Number.isInteger(n) && n >= 0;
const isTrimmed = (s: string) => typeof s === 'string' && s === s.trim();

function expectProduct(p: Product): void {
  expect(p.id).toMatch(/^\S/);
  expect(p.id).not.toMatch(/^\d+$/);
  for (const text of [p.id, p.name, p.subheading, p.shortDescription, p.description, p.categoryId, p.url]) expect(isTrimmed(text)).toBe(true);
  expect(p.categoryId === '' || !/^\d+$/.test(p.categoryId)).toBe(true);
  expect(Number.isFinite(p.reviewCount) && Number.isFinite(p.rating)).toBe(true);
  expect(typeof p.shaded === 'boolean' && typeof p.isKit === 'boolean').toBe(true);
  for (const s of p.skus) {
    expect(s.id).not.toBe('');
    expect(s.id).not.toMatch(/^\d+$/);
    expect([s.baseId, s.inventoryStatus, s.price].every(Number.isFinite)).toBe(true);
    for (const c of s.colours) expect(c).toMatch(/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/);
    for (const text of [s.size, s.formattedUnitPrice, s.image, s.largeImage, s.shadeName]) expect(isTrimmed(text)).toBe(true);
  }
}

function expectCart(cart: Cart): void {
  expect(isWhole(cart.itemCount)).toBe(true);
  for (const item of cart.items) {
    expect(isWhole(item.qty)).toBe(true);
    expect(Number.isFinite(item.skuBaseId)).toBe(true);
    expect(item.productId === '' || !/^\d+$/.test(item.productId)).toBe(true);
  }
  if (cart.pwp) {
    expect(cart.pwp.id).not.toBe('');
    const { categories, products, skus } = cart.pwp.qualifiers;
    expect([...categories, ...products, ...skus, ...cart.pwp.popupImages].every((t) => t !== '' && isTrimmed(t))).toBe(true);
  }
}

describe('wire coercion, for any JSON value', () => {
  it('toText gives trimmed text, toNumber a finite number, toFlag a boolean, never throwing', () => {
    checkProperty(
      fc.property(wireValue, (value) => {
        expect(isTrimmed(toText(value))).toBe(true);
        expect(Number.isFinite(toNumber(value))).toBe(true);
        expect(toFlag(value)).toBe(value === 1 || value === '1' || value === true);
      }),
    );
  });

  it('objects keeps only the objects of a list; texts only its non-empty texts', () => {
    checkProperty(
      fc.property(fc.oneof(fc.array(wireValue, { maxLength: 6 }), wireValue), (value) => {
        expect(objects(value).every(isObject)).toBe(true);
        expect(objects(value)).toHaveLength(Array.isArray(value) ? value.filter(isObject).length : 0);
        expect(texts(value).every((t) => t !== '' && isTrimmed(t))).toBe(true);
      }),
    );
  });
});

describe('storefront answers, for any JSON', () => {
  it('prodcat reads products with prefixed ids, finite numbers and hex colours; anything not an object is no products', () => {
    checkProperty(
      fc.property(prodcatValue, (value) => {
        const products = parseProdcat(value);
        products.forEach(expectProduct);
        if (!isObject(value)) expect(products).toEqual([]);
      }),
    );
  });

  it('a single product reads as null unless it is an object with a PRODUCT_ID, and keeps its SKUs in DISPLAY_ORDER', () => {
    checkProperty(
      fc.property(product, (value) => {
        const parsed = parseProduct(value);
        expect(parsed === null).toBe(!isObject(value) || toText(value.PRODUCT_ID) === '');
        if (parsed && isObject(value)) {
          // Every SKU with an id, in DISPLAY_ORDER (ties keep the answer's order).
          const expected = objects(value.skus)
            .filter((s) => toText(s.SKU_ID))
            .map((s, i) => ({ id: toSkuId(toText(s.SKU_ID)), order: toNumber(s.DISPLAY_ORDER), i }))
            .sort((a, b) => a.order - b.order || a.i - b.i)
            .map((s) => s.id);
          expect(parsed.skus.map((s) => s.id)).toEqual(expected);
        }
      }),
    );
  });

  it('user.fullData reads as trimmed texts; anything not an object is the anonymous user', () => {
    checkProperty(
      fc.property(fc.oneof(record(['csr_email', 'email', 'first_name']), anyJson(2)), (value) => {
        const user = parseUser(value);
        expect(Object.values(user).every(isTrimmed)).toBe(true);
        if (!isObject(value)) expect(user).toEqual({ csrEmail: '', email: '', firstName: '' });
      }),
    );
  });

  it('a bag reads with a whole, non-negative count and lines; anything not an object is the empty bag', () => {
    checkProperty(
      fc.property(cartValue, (value) => {
        const cart = parseCart(value);
        expectCart(cart);
        if (!isObject(value)) expect(cart).toEqual({ itemCount: 0, items: [], pwp: null });
      }),
    );
  });

  it('a cart submit and a favorites answer read without throwing; favorites only with SUCCESS 1', () => {
    checkProperty(
      fc.property(formData, anyJson(2), (data, value) => {
        const answer = parseCartAnswer(data, value);
        expect(answer.action).not.toBe('');
        expectCart(answer.cart);
        if (answer.item) expect(isWhole(answer.item.qty)).toBe(true);
        expect(answer.overlay === null || answer.overlay.trim() !== '').toBe(true);
        const favorite = parseFavoriteAnswer(data);
        const first = isObject(data) ? objects(data.ac_results)[0] : undefined;
        expect(favorite !== null).toBe(!!first && isObject(first.result) && toFlag(first.result.SUCCESS));
      }),
    );
  });
});
