import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { createTestApp, formBody, Visitor } from './test-app';

let app: FastifyInstance;
let close: () => Promise<void>;
beforeAll(async () => ({ app, close } = await createTestApp()));
afterAll(async () => close());

const PRODUCT_KEYS = ['PRODUCT_ID', 'PROD_RGN_NAME', 'PROD_RGN_SUBHEADING', 'SHORT_DESC', 'DESCRIPTION', 'ATTRIBUTE_BENEFIT',
  'MISC_FLAG', 'PARENT_CAT_ID', 'CATEGORY_NAME', 'TOTAL_REVIEW_COUNT', 'AVERAGE_RATING', 'shaded', 'sized', 'url',
  'GIFTSET_COMPONENTS', 'isKit', 'skus'];
const SKU_KEYS = ['SKU_ID', 'SKU_BASE_ID', 'PRODUCT_ID', 'INVENTORY_STATUS', 'DISPLAY_STATUS', 'RELEASE_DATE', 'isOrderable',
  'isShoppable', 'isPreOrder', 'isComingSoon', 'PRODUCT_SIZE', 'LIFE_OF_PRODUCT', 'PRICE', 'formattedPrice', 'formattedUnitPrice',
  'IMAGE_5UP', 'LARGE_IMAGE', 'DISCOUNTABLE', 'isDiscountable', 'PRODUCT_CODE', 'HEX_VALUE_STRING', 'SHADENAME', 'DISPLAY_ORDER'];

type Entry = { id: unknown; result?: { value: any }; error?: { code: number; message: string; data: { messages: any[] } } };

async function call(visitor: Visitor, method: string | undefined, params: unknown[] = [{}], id: unknown = 1): Promise<Entry> {
  const response = await visitor.rpc([{ method, id, params }]);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('application/json');
  const entries = response.json() as Entry[];
  expect(entries).toHaveLength(1);
  return entries[0]!;
}

describe('prodcat', () => {
  it('returns products in the order asked, skipping unknown ids', async () => {
    const entry = await call(new Visitor(app), 'prodcat', [{ products: ['CAT1~PROD3', 'PROD99999', 'PROD1', 'nonsense', 'PROD12'] }]);
    const products = entry.result!.value.products;
    expect(products.map((p: any) => p.PRODUCT_ID)).toEqual(['PROD3', 'PROD1', 'PROD12']);
    expect(Object.keys(products[0]).sort()).toEqual([...PRODUCT_KEYS].sort());
    expect(Object.keys(products[0].skus[0]).sort()).toEqual([...SKU_KEYS].sort());
  });

  it('describes shaded, sized and kit products with typed values', async () => {
    const { products } = (await call(new Visitor(app), 'prodcat', [{ products: ['PROD1', 'PROD7', 'PROD12'] }])).result!.value;
    const [lipstick, moisturizer, kit] = products;
    expect(lipstick).toMatchObject({ shaded: 1, sized: 0, isKit: 0, CATEGORY_NAME: 'Lipstick', PARENT_CAT_ID: 'CAT1', url: '/product/1', GIFTSET_COMPONENTS: [] });
    expect(typeof lipstick.AVERAGE_RATING).toBe('number');
    const sku = lipstick.skus[0];
    expect(sku.SKU_ID).toBe(`SKU${sku.SKU_BASE_ID}`);
    expect(typeof sku.PRICE).toBe('number');
    expect(sku.formattedPrice).toBe(`$${sku.PRICE.toFixed(2)}`);
    expect(sku.HEX_VALUE_STRING).toMatch(/^#[0-9a-f]{6}/);
    expect(sku.IMAGE_5UP).toBe(`/media/sku/${sku.SKU_ID}.svg`);
    expect(moisturizer).toMatchObject({ shaded: 0, sized: 1 });
    expect(moisturizer.skus.map((s: any) => s.PRODUCT_SIZE)).toEqual(expect.arrayContaining([expect.stringMatching(/ ml$/)]));
    expect(moisturizer.skus[0].formattedUnitPrice).toMatch(/^\$\d+\.\d\d \/ ml$/);
    expect(kit.isKit).toBe(1);
    expect(kit.GIFTSET_COMPONENTS.length).toBeGreaterThanOrEqual(2);
    expect(kit.GIFTSET_COMPONENTS.every((id: string) => /^PROD\d+$/.test(id))).toBe(true);
  });

  it('returns only the fields asked for, plus the id keys and skus', async () => {
    const { products } = (await call(new Visitor(app), 'prodcat', [{
      products: ['PROD2'], category_fields: ['CATEGORY_NAME'], product_fields: ['PROD_RGN_NAME', 'NOT_A_FIELD'], sku_fields: ['PRICE'],
    }])).result!.value;
    expect(Object.keys(products[0]).sort()).toEqual(['PRODUCT_ID', 'PROD_RGN_NAME', 'skus']);
    expect(Object.keys(products[0].skus[0]).sort()).toEqual(['PRICE', 'PRODUCT_ID', 'SKU_BASE_ID', 'SKU_ID']);
  });

  it('answers bad params with code 102 and a message', async () => {
    const visitor = new Visitor(app);
    for (const params of [[{}], [{ products: 'PROD1' }], [{ products: [1, 2] }], [{ products: ['PROD1'], sku_fields: 'PRICE' }], ['x'],
      [{ products: Array.from({ length: 201 }, (_, i) => `PROD${i + 1}`) }]]) {
      const entry = await call(visitor, 'prodcat', params, 'p');
      expect(entry.id).toBe('p');
      expect(entry.error?.code).toBe(102);
      expect(entry.error?.message).toMatch(/^prodcat: /);
      expect(entry.error?.data.messages[0]).toEqual({
        text: entry.error?.message, display_locations: [], severity: 'ERROR', tags: [], key: expect.any(String),
      });
    }
  });
});

describe('user.fullData', () => {
  it('is anonymous for a guest', async () => {
    expect((await call(new Visitor(app), 'user.fullData', [])).result!.value).toEqual({
      signed_in: 0, csr_logged_in: 0, csr_email: '', email: '', first_name: '', is_loyalty_member: 0, loyalty_points: 0,
    });
  });

  it('describes a loyalty member', async () => {
    const visitor = new Visitor(app);
    await visitor.signIn('member@example.com');
    expect((await call(visitor, 'user.fullData')).result!.value).toEqual({
      signed_in: 1, csr_logged_in: 0, csr_email: '', email: 'member@example.com', first_name: 'Ana', is_loyalty_member: 1, loyalty_points: 1250,
    });
  });

  it('carries the representative email for a CSR session', async () => {
    const visitor = new Visitor(app);
    await visitor.signIn('csr@example.com');
    expect((await call(visitor, 'user.fullData')).result!.value).toMatchObject({ signed_in: 1, csr_logged_in: 1, csr_email: 'csr@example.com' });
  });
});

describe('trans.get', () => {
  const params = [{ trans_fields: ['TRANS_ID', 'totals'], payment_fields: [], order_fields: ['items', 'samples', 'offerCodes'] }];

  it('answers an empty bag', async () => {
    const value = (await call(new Visitor(app), 'trans.get', params)).result!.value;
    expect(value).toEqual({
      TRANS_ID: null, items_count: 0,
      totals: { subtotal: 0, total: 0, formattedSubtotal: '$0.00', currency: 'USD' },
      order: { items: [], samples: [], offerCodes: [] },
      pwp: expect.objectContaining({ active: 0 }),
    });
  });

  it('lists the lines of the session bag', async () => {
    const visitor = new Visitor(app);
    await visitor.get('/');
    const sessionId = app.unsignCookie(decodeURIComponent(visitor.jar.get('sfi_session')!)).value!;
    const { carts, db, catalog } = app.storefront;
    const cartId = carts.getOrCreateCartId({ sessionId });
    db.prepare('INSERT INTO cart_lines (cart_id, sku_id, qty, added_at) VALUES (?, 1, 2, 1)').run(cartId);
    const sku = catalog.skuById(1)!;
    const product = catalog.productById(sku.productId)!;
    const value = (await call(visitor, 'trans.get', params)).result!.value;
    expect(value.items_count).toBe(2);
    expect(value.TRANS_ID).toBe(cartId);
    expect(value.totals.subtotal).toBeCloseTo((sku.priceCents * 2) / 100);
    expect(value.order.items).toEqual([{
      sku: `CAT${product.categoryId}PROD${product.id}SKU1`, SKU_BASE_ID: 1, PRODUCT_ID: `PROD${product.id}`, qty: 2,
      PRICE: sku.priceCents / 100, formattedPrice: `$${(sku.priceCents / 100).toFixed(2)}`, name: product.name, shade: sku.shadeName ?? '',
    }]);
  });

  it('rejects field lists that are not string arrays', async () => {
    expect((await call(new Visitor(app), 'trans.get', [{ order_fields: 'items' }])).error?.code).toBe(102);
  });
});

describe('csrf.getToken', () => {
  it('returns the session token that the csrftoken cookie carries', async () => {
    const visitor = new Visitor(app);
    await visitor.get('/');
    expect((await call(visitor, 'csrf.getToken', [])).result!.value).toEqual({ token: visitor.csrfToken });
  });
});

describe('dispatcher', () => {
  it('answers several calls in order, matched by id, with per-call errors', async () => {
    const response = await new Visitor(app).rpc([
      { method: 'csrf.getToken', id: 7, params: [] },
      { method: 'no.such', id: 8, params: [{}] },
      { id: 9, params: [{}] },
      { method: 'prodcat', id: 10, params: {} },
    ], '?dbgmethod=csrf.getToken&cachebuster=123');
    expect(response.statusCode).toBe(200);
    const entries = response.json() as Entry[];
    expect(entries.map((e) => e.id)).toEqual([7, 8, 9, 10]);
    expect(entries[0]!.result?.value.token).toEqual(expect.any(String));
    expect(entries[1]!.error?.code).toBe(101);
    expect(entries[1]!.error?.message).toContain('Unknown method "no.such"');
    expect(entries[2]!.error?.message).toMatch(/^rpc\.form: _SUBMIT is required/);
    expect(entries[3]!.error?.code).toBe(102);
  });
});

describe('malformed envelopes', () => {
  async function post(payload: string, contentType = 'application/x-www-form-urlencoded') {
    const response = await app.inject({ method: 'POST', url: '/rpc/jsonrpc.tmpl', headers: { 'content-type': contentType }, payload });
    expect(response.headers['content-type']).toContain('application/json');
    const entries = response.json() as Entry[];
    expect(entries).toHaveLength(1);
    expect(entries[0]!.id).toBeNull();
    return { status: response.statusCode, error: entries[0]!.error! };
  }

  it.each([
    ['a missing JSONRPC field', formBody({ other: '1' }), 103, /no JSONRPC field/],
    ['an empty body', '', 103, /no JSONRPC field/],
    ['bad JSON', formBody({ JSONRPC: '[{"method":' }), 104, /not valid JSON/],
    ['a non-array', formBody({ JSONRPC: '{"method":"prodcat"}' }), 104, /must be a JSON array/],
    ['an empty array', formBody({ JSONRPC: '[]' }), 103, /empty/],
    ['an entry that is not an object', formBody({ JSONRPC: '[{"method":"csrf.getToken","id":1}, 5]' }), 104, /Call 1 .* not an object/],
    ['a repeated field', 'JSONRPC=%5B%5D&JSONRPC=%5B%5D', 104, /more than once/],
    ['too many calls', formBody({ JSONRPC: JSON.stringify(Array.from({ length: 51 }, (_, id) => ({ method: 'csrf.getToken', id }))) }), 104, /at most 50/],
  ])('answers %s with HTTP 400 and a JSON error entry', async (_name, payload, code, message) => {
    const { status, error } = await post(payload);
    expect(status).toBe(400);
    expect(error.code).toBe(code);
    expect(error.message).toMatch(message);
  });

  it('answers a body over the limit with JSON, not HTML', async () => {
    const { status, error } = await post(formBody({ JSONRPC: JSON.stringify([{ method: 'x', params: ['a'.repeat(300 * 1024)] }]) }));
    expect(status).toBe(413);
    expect(error.message).toMatch(/larger than/);
  });

  it('answers the wrong content type with JSON', async () => {
    const { status, error } = await post('{"JSONRPC":"[]"}', 'text/xml');
    expect(status).toBe(415);
    expect(error.message).toMatch(/x-www-form-urlencoded/);
  });
});
