// Parsing JSON-RPC answers into the model (docs/wire-formats.md "prodcat", "user.fullData", "trans.get",
// "rpc.form submits"); page scripts get the wire records back through toLegacy.
import {
  parseCart,
  parseCartAnswer,
  parseFavoriteAnswer,
  parseProdcat,
  parseProduct,
  parseUser,
} from '../../src/rpc/parse-storefront';
import { toLegacy } from '../../src/rpc/legacy-shapes';

const rawSku = (overrides: Record<string, unknown> = {}) => ({
  SKU_ID: 'SKU678',
  SKU_BASE_ID: '678',
  PRODUCT_ID: 'PROD345',
  INVENTORY_STATUS: '1',
  PRICE: '25.50',
  DISPLAY_ORDER: '1',
  isOrderable: '1',
  isShoppable: 1,
  isPreOrder: '0',
  isComingSoon: 0,
  SHADENAME: 'Ruby',
  HEX_VALUE_STRING: '#9b111e',
  ...overrides,
});

const rawProduct = (overrides: Record<string, unknown> = {}) => ({
  PRODUCT_ID: 'PROD345',
  PROD_RGN_NAME: 'Velvet Lipstick',
  TOTAL_REVIEW_COUNT: '12',
  AVERAGE_RATING: '4.36',
  shaded: '1',
  sized: '0',
  skus: [rawSku()],
  ...overrides,
});

/** The model SKU parsed from rawSku(). */
const RUBY = {
  id: 'SKU678',
  baseId: 678,
  inventoryStatus: 1,
  orderable: true,
  preOrder: false,
  comingSoon: false,
  size: '',
  price: 25.5,
  formattedUnitPrice: '',
  image: '',
  largeImage: '',
  shadeName: 'Ruby',
  colours: ['#9b111e'],
};

describe('parseProduct', () => {
  it('reads numeric strings as numbers, flags as booleans, and every text field, "" when not sent', () => {
    expect(parseProduct(rawProduct())).toEqual({
      id: 'PROD345',
      name: 'Velvet Lipstick',
      subheading: '',
      shortDescription: '',
      description: '',
      categoryId: '',
      reviewCount: 12,
      rating: 4.36,
      shaded: true,
      isKit: false,
      url: '',
      skus: [RUBY],
    });
  });

  it('reads every field the model holds from its wire key, trimming text', () => {
    const product = parseProduct(
      rawProduct({
        PROD_RGN_NAME: '  Velvet Lipstick ',
        PROD_RGN_SUBHEADING: 'Matte lip colour',
        SHORT_DESC: 'Short',
        DESCRIPTION: 'Long',
        PARENT_CAT_ID: '12',
        isKit: 1,
        url: '/product/345',
        skus: [
          rawSku({
            INVENTORY_STATUS: 3,
            isOrderable: 0,
            isPreOrder: 1,
            isComingSoon: '1',
            PRODUCT_SIZE: '3.5 g',
            formattedUnitPrice: '$7.29 / g',
            IMAGE_5UP: '/media/sku/SKU678.svg',
            LARGE_IMAGE: '/media/sku/SKU678-large.svg',
            HEX_VALUE_STRING: '#F28C28, c2185b, red',
          }),
        ],
      }),
    )!;
    expect(product).toMatchObject({
      name: 'Velvet Lipstick',
      subheading: 'Matte lip colour',
      shortDescription: 'Short',
      description: 'Long',
      categoryId: 'CAT12',
      isKit: true,
      url: '/product/345',
    });
    expect(product.skus).toEqual([
      {
        ...RUBY,
        inventoryStatus: 3,
        orderable: false,
        preOrder: true,
        comingSoon: true,
        size: '3.5 g',
        formattedUnitPrice: '$7.29 / g',
        image: '/media/sku/SKU678.svg',
        largeImage: '/media/sku/SKU678-large.svg',
        colours: ['#f28c28', '#c2185b'],
      },
    ]);
  });

  it('reads the string "0" as an unset flag (the legacy client read it as set)', () => {
    const product = parseProduct(rawProduct({ shaded: '0', skus: [rawSku({ isOrderable: '0', DISCOUNTABLE: '0' })] }))!;
    expect(product.shaded).toBe(false);
    expect(product.skus[0]!.orderable).toBe(false);
  });

  it('reads 1, "1" and true as a set flag, anything else as unset', () => {
    const flags = [1, '1', true, 0, '0', false, 'yes', 'true', null, undefined, 2].map(
      (isOrderable) => parseProduct(rawProduct({ skus: [rawSku({ isOrderable })] }))!.skus[0]!.orderable,
    );
    expect(flags).toEqual([true, true, true, false, false, false, false, false, false, false, false]);
  });

  it('gives 0 for a number field that is missing or not a number', () => {
    const product = parseProduct(rawProduct({ TOTAL_REVIEW_COUNT: 'many', AVERAGE_RATING: undefined, skus: [rawSku({ PRICE: '', INVENTORY_STATUS: null })] }))!;
    expect([product.reviewCount, product.rating, product.skus[0]!.price, product.skus[0]!.inventoryStatus]).toEqual([0, 0, 0, 0]);
  });

  it('orders SKUs by DISPLAY_ORDER, numerically', () => {
    const product = parseProduct(
      rawProduct({
        skus: [rawSku({ SKU_ID: 'SKU3', DISPLAY_ORDER: '30' }), rawSku({ SKU_ID: 'SKU1', DISPLAY_ORDER: '2' }), rawSku({ SKU_ID: 'SKU2', DISPLAY_ORDER: 10 })],
      }),
    )!;
    expect(product.skus.map((s) => s.id)).toEqual(['SKU1', 'SKU2', 'SKU3']);
  });

  it('drops SKUs without a SKU_ID and entries that are not objects', () => {
    const product = parseProduct(rawProduct({ skus: [rawSku(), { PRICE: '5' }, null, 'SKU9', [rawSku()], rawSku({ SKU_ID: 'SKU2' }), rawSku({ SKU_ID: ' ' })] }))!;
    expect(product.skus.map((s) => s.id)).toEqual(['SKU678', 'SKU2']);
  });

  it('takes a SKU base id missing from the wire from its SKU_ID', () => {
    const product = parseProduct(rawProduct({ skus: [rawSku({ PRODUCT_ID: undefined, SKU_BASE_ID: undefined, SKU_ID: 'SKU901' })] }))!;
    expect(product.skus[0]!.baseId).toBe(901);
  });

  it('prefixes ids written as bare numbers: PROD, SKU and CAT', () => {
    const product = parseProduct(rawProduct({ PRODUCT_ID: 345, PARENT_CAT_ID: 'CAT7', skus: [rawSku({ SKU_ID: 678 })] }))!;
    expect([product.id, product.categoryId, product.skus[0]!.id]).toEqual(['PROD345', 'CAT7', 'SKU678']);
  });

  it('gives an empty SKU list when skus is missing or not an array', () => {
    expect(parseProduct(rawProduct({ skus: 'none' }))!.skus).toEqual([]);
    expect(parseProduct(rawProduct({ skus: undefined }))!.skus).toEqual([]);
  });

  it('hands page scripts the wire record, untouched (fields the model does not hold included)', () => {
    const raw = rawProduct({ GIFTSET_COMPONENTS: 'x', MISC_FLAG: '0', skus: [rawSku({ DISCOUNTABLE: '0' })] });
    const copy = structuredClone(raw);
    const product = parseProduct(raw)!;
    expect(toLegacy(product)).toBe(raw);
    expect(raw).toEqual(copy);
  });

  it('gives null for something that is not a product', () => {
    for (const raw of [null, 'PROD1', [], {}, { PRODUCT_ID: '' }, { PRODUCT_ID: '  ' }, { PRODUCT_ID: null, PROD_RGN_NAME: 'x' }, [rawProduct()]]) {
      expect(parseProduct(raw)).toBeNull();
    }
  });
});

describe('parseProdcat', () => {
  it('reads value.products, dropping malformed entries', () => {
    const products = parseProdcat({
      products: [rawProduct(), null, { PROD_RGN_NAME: 'no id' }, 'PROD1', rawProduct({ PRODUCT_ID: 'PROD2' })],
    });
    expect(products.map((p) => p.id)).toEqual(['PROD345', 'PROD2']);
  });

  it('gives no products for a value of the wrong shape', () => {
    for (const value of [undefined, null, [], 'x', { products: 'x' }, { products: {} }]) expect(parseProdcat(value)).toEqual([]);
  });
});

describe('parseUser', () => {
  it('reads the representative, email and first name, and keeps the wire record for page scripts', () => {
    const raw = { signed_in: '1', csr_logged_in: 0, is_loyalty_member: '0', csr_email: ' csr@example.com ', email: 'ana@example.com', first_name: 'Ana', loyalty_points: '120' };
    const user = parseUser(raw);
    expect(user).toEqual({ csrEmail: 'csr@example.com', email: 'ana@example.com', firstName: 'Ana' });
    expect(toLegacy(user)).toBe(raw);
  });

  it('gives an anonymous user, with an empty wire record, for an unreadable value', () => {
    for (const value of [null, 'x', [], undefined]) {
      const user = parseUser(value);
      expect(user).toEqual({ csrEmail: '', email: '', firstName: '' });
      expect(toLegacy(user)).toEqual({});
    }
  });

  it('reads a number as text and anything else as empty', () => {
    expect(parseUser({ csr_email: null, email: 7, first_name: { name: 'Ana' } })).toEqual({ csrEmail: '', email: '7', firstName: '' });
  });
});

describe('parseCart', () => {
  const item = (overrides: Record<string, unknown> = {}) => ({ sku: 'CAT12PROD345SKU678', SKU_BASE_ID: '678', PRODUCT_ID: 'PROD345', qty: '2', PRICE: '25.5', ...overrides });

  it('reads the bag count and its lines with numbers as numbers; page scripts get the whole transaction', () => {
    const raw = {
      TRANS_ID: 9001,
      items_count: '3',
      totals: { total: '76.50' },
      order: { items: [item(), item({ sku: 'CAT1PROD2SKU3', PRODUCT_ID: '2', qty: 1, SKU_BASE_ID: 3, PRICE: undefined })], samples: [{ sku: 's' }], offerCodes: ['SPRING'] },
    };
    const cart = parseCart(raw);
    expect(cart).toEqual({
      itemCount: 3,
      items: [
        { path: 'CAT12PROD345SKU678', skuBaseId: 678, productId: 'PROD345', qty: 2 },
        { path: 'CAT1PROD2SKU3', skuBaseId: 3, productId: 'PROD2', qty: 1 },
      ],
      pwp: null,
    });
    expect(toLegacy(cart)).toBe(raw);
    expect(toLegacy(cart.items[0]!)).toBe(raw.order.items[0]);
  });

  it('counts items by the sum of their qty when items_count is missing', () => {
    const cart = parseCart({ order: { items: [item({ qty: '2' }), item({ qty: 3 }), item({ qty: 'x' })] } });
    expect(cart.itemCount).toBe(5);
  });

  it('prefers items_count when the server gives it', () => {
    expect(parseCart({ items_count: 7, order: { items: [item({ qty: 1 })] } }).itemCount).toBe(7);
    expect(parseCart({ items_count: 0, order: { items: [item({ qty: 1 })] } }).itemCount).toBe(0);
  });

  it('clamps negative and fractional quantities and counts; a negative count says nothing, so the lines count', () => {
    const cart = parseCart({ items_count: '-4', order: { items: [item({ qty: -3 }), item({ qty: 2.9 })] } });
    expect(cart.items.map((i) => i.qty)).toEqual([0, 2]);
    expect(cart.itemCount).toBe(2);
    expect(parseCart({ items_count: 2.9 }).itemCount).toBe(2);
    expect(parseCart({ items_count: '-4' }).itemCount).toBe(0);
  });

  // A count of "" or "n/a" was read as 0: a bag holding a line said "0 items", and wrote 0 to FE_USER_CART for every tab.
  it('counts the lines when items_count is not a count (empty text, words, an object)', () => {
    const lines = { items: [item({ qty: 2 }), item({ qty: '1' })] };
    for (const count of ['', ' ', 'n/a', {}, [], true]) expect(parseCart({ items_count: count, order: lines }).itemCount).toBe(3);
    expect(parseCart({ items_count: '0', order: lines }).itemCount).toBe(0);
    expect(parseCart({ items_count: ' 4 ', order: lines }).itemCount).toBe(4);
  });

  it('drops items that are not objects and reads a line without ids as empty', () => {
    expect(parseCart({ order: { items: [null, 'x', item()] } }).items).toHaveLength(1);
    expect(parseCart({ order: { items: [{ qty: 1 }] } }).items).toEqual([{ path: '', skuBaseId: 0, productId: '', qty: 1 }]);
  });

  it('gives an empty bag for an unreadable value', () => {
    for (const value of [null, 'x', [], {}, { order: 'x' }, { order: { items: 'x' } }]) {
      expect(parseCart(value)).toEqual({ itemCount: 0, items: [], pwp: null });
    }
  });

  it('reads the purchase-with-purchase block', () => {
    const cart = parseCart({
      items_count: 1,
      pwp: {
        id: 'pwp-1',
        active: '1',
        qualifiers: { categories: ['CAT1', '', 3, null], products: ['PROD3'], skus: 'SKU1', path: ' /lipstick ' },
        popup_images: ['/gift.svg', null, ' '],
        offer_text: ' Free gift ',
      },
    });
    expect(cart.pwp).toEqual({
      id: 'pwp-1',
      active: true,
      qualifiers: { categories: ['CAT1', '3'], products: ['PROD3'], skus: [], path: '/lipstick' },
      popupImages: ['/gift.svg'],
      offerText: 'Free gift',
    });
  });

  it('reads an inactive block, one without qualifiers, and none without an id', () => {
    expect(parseCart({ pwp: { id: 'pwp-2', active: 0 } }).pwp).toEqual({
      id: 'pwp-2',
      active: false,
      qualifiers: { categories: [], products: [], skus: [], path: '' },
      popupImages: [],
      offerText: '',
    });
    expect(parseCart({ pwp: { active: 1 } }).pwp).toBeNull();
    expect(parseCart({ pwp: 'pwp-1' }).pwp).toBeNull();
  });
});

describe('parseCartAnswer', () => {
  const line = { sku: 'CAT1PROD3SKU12', SKU_BASE_ID: 12, PRODUCT_ID: 'PROD3', qty: 2 };
  const trans = { TRANS_ID: 9, items_count: 3, order: { items: [line] } };
  const bag = { itemCount: 3, items: [{ path: 'CAT1PROD3SKU12', skuBaseId: 12, productId: 'PROD3', qty: 2 }], pwp: null };

  it('reads the action, the line the add changed, the overlay and the bag from trans_data', () => {
    const data = { ac_results: [{ action: 'add', result: { action: 'add', CARTITEM: line, OVERLAY: '<p>Added</p>' } }], trans_data: trans };
    const answer = parseCartAnswer(data, { items_count: 99 });
    expect(answer).toEqual({ action: 'add', item: bag.items[0], overlay: '<p>Added</p>', cart: bag });
    expect(toLegacy(answer.item!)).toBe(line);
    expect(toLegacy(answer.cart)).toBe(trans);
  });

  it("reads the bag from the result's value when trans_data is missing", () => {
    const answer = parseCartAnswer({ ac_results: [{ result: { CARTITEM: line } }] }, trans);
    expect(answer.cart).toEqual(bag);
    expect(toLegacy(answer.cart)).toBe(trans);
  });

  it("takes the action from ac_results[0], else 'add'; no CARTITEM is no line; a blank OVERLAY is none", () => {
    expect(parseCartAnswer({ ac_results: [{ action: 'update', result: {} }] })).toMatchObject({ action: 'update', item: null, overlay: null });
    expect(parseCartAnswer({ ac_results: [{ result: { action: 'delete', OVERLAY: '  ' } }] })).toMatchObject({ action: 'delete', overlay: null });
    expect(parseCartAnswer(null)).toEqual({ action: 'add', item: null, overlay: null, cart: { itemCount: 0, items: [], pwp: null } });
  });
});

describe('parseFavoriteAnswer', () => {
  const answer = (result: unknown) => ({ ac_results: [{ action: 'add', result }] });

  it('reads a save and says whether it changed anything', () => {
    expect(parseFavoriteAnswer(answer({ SUCCESS: 1, KEY: 'SUCCESS.ADD_SKU.COLLECTION.SAVE' }))).toEqual({ key: 'SUCCESS.ADD_SKU.COLLECTION.SAVE', unchanged: false });
    expect(parseFavoriteAnswer(answer({ SUCCESS: '1', KEY: 'SKU_ALREADY_IN_COLLECTION' }))).toEqual({ key: 'SKU_ALREADY_IN_COLLECTION', unchanged: true });
    expect(parseFavoriteAnswer(answer({ SUCCESS: true, KEY: 'SUCCESS.DELETE_SKU.COLLECTION.SAVE' }))).toEqual({ key: 'SUCCESS.DELETE_SKU.COLLECTION.SAVE', unchanged: false });
    expect(parseFavoriteAnswer(answer({ SUCCESS: 1, KEY: 'SKU_NOT_IN_COLLECTION' }))).toEqual({ key: 'SKU_NOT_IN_COLLECTION', unchanged: true });
    expect(parseFavoriteAnswer(answer({ SUCCESS: 1 }))).toEqual({ key: '', unchanged: false });
  });

  it('gives null when SUCCESS is not 1 or the answer has no result', () => {
    for (const data of [answer({ SUCCESS: 0, KEY: 'x' }), answer({ SUCCESS: '0' }), answer({}), answer('ok'), { ac_results: [] }, null, 'x']) {
      expect(parseFavoriteAnswer(data)).toBeNull();
    }
  });
});
