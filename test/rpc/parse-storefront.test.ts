import { parseCart, parseProdcat, parseProduct, parseUserData } from '../../src/rpc/parse-storefront';

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

describe('parseProduct', () => {
  it('turns numeric strings into numbers and flags into 0/1', () => {
    const product = parseProduct(rawProduct())!;
    expect(product.TOTAL_REVIEW_COUNT).toBe(12);
    expect(product.AVERAGE_RATING).toBe(4.36);
    expect(product.shaded).toBe(1);
    expect(product.sized).toBe(0);
    const [sku] = product.skus;
    expect(sku).toMatchObject({
      SKU_ID: 'SKU678',
      SKU_BASE_ID: 678,
      INVENTORY_STATUS: 1,
      PRICE: 25.5,
      DISPLAY_ORDER: 1,
      isOrderable: 1,
      isShoppable: 1,
      isPreOrder: 0,
      isComingSoon: 0,
      SHADENAME: 'Ruby',
    });
  });

  it('reads the string "0" as an unset flag (the legacy client read it as set)', () => {
    const product = parseProduct(rawProduct({ shaded: '0', skus: [rawSku({ isOrderable: '0', DISCOUNTABLE: '0' })] }))!;
    expect(product.shaded).toBe(0);
    expect(product.skus[0]!.isOrderable).toBe(0);
    expect(product.skus[0]!.DISCOUNTABLE).toBe(0);
  });

  it('reads 1, "1" and true as a set flag, anything else as unset', () => {
    const flags = [1, '1', true, 0, '0', false, 'yes', null, undefined, 2].map(
      (isShoppable) => parseProduct(rawProduct({ skus: [rawSku({ isShoppable })] }))!.skus[0]!.isShoppable,
    );
    expect(flags).toEqual([1, 1, 1, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('gives 0 for a number field that is missing or not a number', () => {
    const product = parseProduct(rawProduct({ TOTAL_REVIEW_COUNT: 'many', AVERAGE_RATING: undefined, skus: [rawSku({ PRICE: '' })] }))!;
    expect(product.TOTAL_REVIEW_COUNT).toBe(0);
    expect(product.AVERAGE_RATING).toBe(0);
    expect(product.skus[0]!.PRICE).toBe(0);
  });

  it('orders SKUs by DISPLAY_ORDER', () => {
    const product = parseProduct(
      rawProduct({
        skus: [rawSku({ SKU_ID: 'SKU3', DISPLAY_ORDER: '30' }), rawSku({ SKU_ID: 'SKU1', DISPLAY_ORDER: '2' }), rawSku({ SKU_ID: 'SKU2', DISPLAY_ORDER: 10 })],
      }),
    )!;
    expect(product.skus.map((s) => s.SKU_ID)).toEqual(['SKU1', 'SKU2', 'SKU3']);
  });

  it('drops SKUs without a SKU_ID and entries that are not objects', () => {
    const product = parseProduct(rawProduct({ skus: [rawSku(), { PRICE: '5' }, null, 'SKU9', [rawSku()], rawSku({ SKU_ID: 'SKU2' })] }))!;
    expect(product.skus.map((s) => s.SKU_ID)).toEqual(['SKU678', 'SKU2']);
  });

  it('fills a SKU missing PRODUCT_ID or SKU_BASE_ID from its product and its SKU_ID', () => {
    const product = parseProduct(rawProduct({ skus: [rawSku({ PRODUCT_ID: undefined, SKU_BASE_ID: undefined, SKU_ID: 'SKU901' })] }))!;
    expect(product.skus[0]!.PRODUCT_ID).toBe('PROD345');
    expect(product.skus[0]!.SKU_BASE_ID).toBe(901);
  });

  it('gives an empty SKU list and empty GIFTSET_COMPONENTS when they are missing or not arrays', () => {
    const product = parseProduct(rawProduct({ skus: 'none', GIFTSET_COMPONENTS: 'x' }))!;
    expect(product.skus).toEqual([]);
    expect(product.GIFTSET_COMPONENTS).toEqual([]);
  });

  it('keeps optional fields absent when the wire leaves them out', () => {
    const product = parseProduct(rawProduct())!;
    expect(product).not.toHaveProperty('DESCRIPTION');
    expect(product).not.toHaveProperty('MISC_FLAG');
    expect(product.skus[0]).not.toHaveProperty('DISCOUNTABLE');
  });

  it('takes a numeric PRODUCT_ID as a string', () => {
    expect(parseProduct(rawProduct({ PRODUCT_ID: 345 }))!.PRODUCT_ID).toBe('345');
  });

  it('gives null for something that is not a product', () => {
    for (const raw of [null, 'PROD1', [], {}, { PRODUCT_ID: '' }, { PRODUCT_ID: null, PROD_RGN_NAME: 'x' }]) {
      expect(parseProduct(raw)).toBeNull();
    }
  });
});

describe('parseProdcat', () => {
  it('reads value.products, dropping malformed entries', () => {
    const products = parseProdcat({
      products: [rawProduct(), null, { PROD_RGN_NAME: 'no id' }, 'PROD1', rawProduct({ PRODUCT_ID: 'PROD2' })],
    });
    expect(products.map((p) => p.PRODUCT_ID)).toEqual(['PROD345', 'PROD2']);
  });

  it('gives no products for a value of the wrong shape', () => {
    for (const value of [undefined, null, [], 'x', { products: 'x' }, { products: {} }]) expect(parseProdcat(value)).toEqual([]);
  });
});

describe('parseUserData', () => {
  it('reads flags as 0/1 and strings as strings', () => {
    expect(
      parseUserData({ signed_in: '1', csr_logged_in: 0, is_loyalty_member: '0', csr_email: 'csr@example.com', email: 'ana@example.com', first_name: 'Ana', loyalty_points: '120' }),
    ).toEqual({ signed_in: 1, csr_logged_in: 0, is_loyalty_member: 0, csr_email: 'csr@example.com', email: 'ana@example.com', first_name: 'Ana', loyalty_points: 120 });
  });

  it('gives an anonymous user for an unreadable value', () => {
    for (const value of [null, 'x', [], undefined]) {
      expect(parseUserData(value)).toEqual({ signed_in: 0, csr_logged_in: 0, is_loyalty_member: 0, csr_email: '', email: '', first_name: '' });
    }
  });
});

describe('parseCart', () => {
  const item = (overrides: Record<string, unknown> = {}) => ({ sku: 'CAT12PROD345SKU678', SKU_BASE_ID: '678', PRODUCT_ID: 'PROD345', qty: '2', PRICE: '25.5', ...overrides });

  it('reads the transaction, its items with numbers as numbers, samples and offer codes', () => {
    const cart = parseCart({
      TRANS_ID: 9001,
      items_count: '3',
      totals: { total: '76.50' },
      order: { items: [item(), item({ sku: 'CAT1PROD2SKU3', PRODUCT_ID: 'PROD2', qty: 1, SKU_BASE_ID: 3, PRICE: undefined })], samples: [{ sku: 's' }], offerCodes: ['SPRING'] },
    });
    expect(cart).toEqual({
      TRANS_ID: 9001,
      items_count: 3,
      totals: { total: '76.50' },
      order: {
        items: [
          { sku: 'CAT12PROD345SKU678', SKU_BASE_ID: 678, PRODUCT_ID: 'PROD345', qty: 2, PRICE: 25.5 },
          { sku: 'CAT1PROD2SKU3', SKU_BASE_ID: 3, PRODUCT_ID: 'PROD2', qty: 1 },
        ],
        samples: [{ sku: 's' }],
        offerCodes: ['SPRING'],
      },
    });
  });

  it('counts items by the sum of their qty when items_count is missing', () => {
    const cart = parseCart({ order: { items: [item({ qty: '2' }), item({ qty: 3 }), item({ qty: 'x' })] } });
    expect(cart.items_count).toBe(5);
  });

  it('prefers items_count when the server gives it', () => {
    expect(parseCart({ items_count: 7, order: { items: [item({ qty: 1 })] } }).items_count).toBe(7);
  });

  it('clamps negative and fractional quantities and counts', () => {
    const cart = parseCart({ items_count: '-4', order: { items: [item({ qty: -3 }), item({ qty: 2.9 })] } });
    expect(cart.items_count).toBe(0);
    expect(cart.order.items.map((i) => i.qty)).toEqual([0, 2]);
  });

  it('drops items that are not objects', () => {
    expect(parseCart({ order: { items: [null, 'x', item()] } }).order.items).toHaveLength(1);
  });

  it('gives an empty cart for an unreadable value', () => {
    for (const value of [null, 'x', [], {}]) {
      expect(parseCart(value)).toEqual({ TRANS_ID: null, items_count: 0, totals: undefined, order: { items: [], samples: [], offerCodes: [] } });
    }
  });
});
