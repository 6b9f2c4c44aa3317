import { describe, expect, it } from '@jest/globals';
import { rpcCall, type RpcEntry } from '../helpers/rpc-client';
import { TEST_PRODUCT_COUNT, useTestApp, Visitor } from '../helpers/test-app';

const t = useTestApp();

const PRODUCT_KEYS = ['PRODUCT_ID', 'PROD_RGN_NAME', 'PROD_RGN_SUBHEADING', 'SHORT_DESC', 'DESCRIPTION', 'ATTRIBUTE_BENEFIT',
  'MISC_FLAG', 'PARENT_CAT_ID', 'CATEGORY_NAME', 'TOTAL_REVIEW_COUNT', 'AVERAGE_RATING', 'shaded', 'sized', 'url',
  'GIFTSET_COMPONENTS', 'isKit', 'skus'];
const SKU_KEYS = ['SKU_ID', 'SKU_BASE_ID', 'PRODUCT_ID', 'INVENTORY_STATUS', 'DISPLAY_STATUS', 'RELEASE_DATE', 'isOrderable',
  'isShoppable', 'isPreOrder', 'isComingSoon', 'PRODUCT_SIZE', 'LIFE_OF_PRODUCT', 'PRICE', 'formattedPrice', 'formattedUnitPrice',
  'IMAGE_5UP', 'LARGE_IMAGE', 'DISCOUNTABLE', 'isDiscountable', 'PRODUCT_CODE', 'HEX_VALUE_STRING', 'SHADENAME', 'DISPLAY_ORDER'];

/** A kit's component product ids straight from the table, in kit order. */
const componentsOf = (kitId: number) => t.app.storefront.db
  .prepare('SELECT component_product_id FROM giftset_components WHERE kit_product_id = ? ORDER BY position').pluck().all(kitId) as number[];

describe('prodcat', () => {
  it('returns products in the order asked, skipping unknown ids', async () => {
    const entry = await rpcCall(new Visitor(t.app), 'prodcat', [{ products: ['CAT1~PROD3', 'PROD99999', 'PROD1', 'nonsense', 'PROD12'] }]);
    const products = entry.result!.value.products;
    expect(products.map((p: any) => p.PRODUCT_ID)).toEqual(['PROD3', 'PROD1', 'PROD12']);
    expect(Object.keys(products[0]).sort()).toEqual([...PRODUCT_KEYS].sort());
    expect(Object.keys(products[0].skus[0]).sort()).toEqual([...SKU_KEYS].sort());
  });

  it('describes shaded, sized and kit products with typed values', async () => {
    const { products } = (await rpcCall(new Visitor(t.app), 'prodcat', [{ products: ['PROD1', 'PROD7', 'PROD12'] }])).result!.value;
    const [lipstick, moisturizer, kit] = products;
    expect(lipstick).toMatchObject({ shaded: 1, sized: 0, isKit: 0, CATEGORY_NAME: 'Lipstick', PARENT_CAT_ID: 'CAT1', url: '/product/1', GIFTSET_COMPONENTS: [] });
    expect(typeof lipstick.AVERAGE_RATING).toBe('number');
    const sku = lipstick.skus[0];
    expect(sku.SKU_ID).toBe(`SKU${sku.SKU_BASE_ID}`);
    expect(typeof sku.PRICE).toBe('number');
    expect(sku.formattedPrice).toBe(`$${sku.PRICE.toFixed(2)}`);
    expect(sku.HEX_VALUE_STRING).toMatch(/^#[0-9a-f]{6}/);
    expect(sku.IMAGE_5UP).toBe(`/media/sku/${sku.SKU_ID}.svg`);
    // Product 7 of the test catalog comes in 50 and 75 ml; kit 12 holds products 14, 48 and 50.
    expect(moisturizer).toMatchObject({ shaded: 0, sized: 1 });
    expect(moisturizer.skus.map((s: any) => [s.SKU_BASE_ID, s.PRODUCT_SIZE, s.formattedPrice, s.formattedUnitPrice])).toEqual([
      [36, '50 ml', '$68.00', '$1.36 / ml'],
      [37, '75 ml', '$93.50', '$1.25 / ml'],
    ]);
    expect(kit.isKit).toBe(1);
    expect(kit.GIFTSET_COMPONENTS).toEqual(['PROD14', 'PROD48', 'PROD50']);
    expect(kit.GIFTSET_COMPONENTS).toEqual(componentsOf(12).map((id) => `PROD${id}`));
  });

  it('returns only the fields asked for, plus the id keys and skus', async () => {
    const { products } = (await rpcCall(new Visitor(t.app), 'prodcat', [{
      products: ['PROD2'], category_fields: ['CATEGORY_NAME'], product_fields: ['PROD_RGN_NAME', 'NOT_A_FIELD'], sku_fields: ['PRICE'],
    }])).result!.value;
    // Product 2 of the test catalog: a foundation in eight shades (SKUs 4 to 11), each $49.
    const skuIds = [4, 5, 6, 7, 8, 9, 10, 11];
    expect(products).toEqual([{
      PRODUCT_ID: 'PROD2',
      PROD_RGN_NAME: 'Luminous Silk Second Skin Foundation',
      skus: skuIds.map((id) => ({ SKU_ID: `SKU${id}`, SKU_BASE_ID: id, PRODUCT_ID: 'PROD2', PRICE: 49 })),
    }]);
    expect(t.app.storefront.db.prepare('SELECT id, price_cents FROM skus WHERE product_id = 2 ORDER BY display_order').raw().all())
      .toEqual(skuIds.map((id) => [id, 4900]));
  });

  it.each([
    ['no products', 'prodcat.products.missing', [{}]],
    ['products as a string', 'prodcat.products.missing', [{ products: 'PROD1' }]],
    ['numbers for products', 'prodcat.products.invalid', [{ products: [1, 2] }]],
    ['sku_fields as a string', 'prodcat.sku_fields.invalid', [{ products: ['PROD1'], sku_fields: 'PRICE' }]],
    ['a string for params[0]', 'rpc.bad_params', ['x']],
    ['201 products', 'prodcat.products.too_many', [{ products: Array.from({ length: 201 }, (_, i) => `PROD${i + 1}`) }]],
  ] as Array<[string, string, unknown[]]>)('answers %s with code 102, a message and key %s', async (_name, key, params) => {
    const entry = await rpcCall(new Visitor(t.app), 'prodcat', params, 'p');
    expect(entry.id).toBe('p');
    expect(entry.error?.code).toBe(102);
    expect(entry.error?.message).toMatch(/^prodcat: /);
    expect(entry.error?.data.messages).toEqual([{ text: entry.error?.message, display_locations: [], severity: 'ERROR', tags: [], key }]);
  });

  it('answers at most 1,000 products in one request over all its calls; the next request has its own 1,000', async () => {
    const visitor = new Visitor(t.app);
    const ids = Array.from({ length: 200 }, (_, i) => `PROD${i + 1}`);
    // Six calls of 200 (the test catalog's products and ids it lacks alike count): five are answered, the sixth not.
    const response = await visitor.rpc(Array.from({ length: 6 }, (_, id) => ({ method: 'prodcat', id, params: [{ products: ids }] })));
    const entries = response.json() as RpcEntry[];
    expect(entries.slice(0, 5).map((entry) => entry.result?.value.products.length)).toEqual(Array(5).fill(Math.min(200, TEST_PRODUCT_COUNT)));
    expect(entries[5]!.error?.code).toBe(102);
    expect(entries[5]!.error?.message).toBe('prodcat: one request answers at most 1000 products over all its calls; this call asks for 200 and 0 are left. Send it in another request.');
    expect(entries[5]!.error?.data.messages[0].key).toBe('prodcat.request.too_many');
    // The budget is the request's: the next one is answered.
    const again = (await visitor.rpc([{ method: 'prodcat', id: 1, params: [{ products: ['PROD1'] }] }])).json() as RpcEntry[];
    expect(again[0]!.result?.value.products.map((p: any) => p.PRODUCT_ID)).toEqual(['PROD1']);
  });
});
