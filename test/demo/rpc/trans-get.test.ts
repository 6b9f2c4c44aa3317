import { describe, expect, it } from '@jest/globals';
import { rpcCall, TRANS_GET_PARAMS } from '../helpers/rpc-client';
import { useTestApp, Visitor } from '../helpers/test-app';

const t = useTestApp();

describe('trans.get', () => {
  const params = [TRANS_GET_PARAMS];

  it('answers an empty bag', async () => {
    const value = (await rpcCall(new Visitor(t.app), 'trans.get', params)).result!.value;
    expect(value).toEqual({
      TRANS_ID: null, items_count: 0,
      totals: { subtotal: 0, total: 0, formattedSubtotal: '$0.00', currency: 'USD' },
      order: { items: [], samples: [], offerCodes: [] },
      pwp: expect.objectContaining({ active: 0 }),
    });
  });

  it('lists the lines of the session bag', async () => {
    const visitor = new Visitor(t.app);
    await visitor.get('/');
    const sessionId = t.app.unsignCookie(decodeURIComponent(visitor.jar.get('sfi_session')!)).value!;
    const { carts, db, catalog, sessions } = t.app.storefront;
    // A guest's session row is written with its bag.
    sessions.persist(sessions.guest(sessionId));
    const cartId = carts.getOrCreateCartId({ sessionId });
    db.prepare('INSERT INTO cart_lines (cart_id, sku_id, qty, added_at) VALUES (?, 1, 2, 1)').run(cartId);
    const sku = catalog.skuById(1)!;
    const product = catalog.productById(sku.productId)!;
    const value = (await rpcCall(visitor, 'trans.get', params)).result!.value;
    expect(value.items_count).toBe(2);
    expect(value.TRANS_ID).toBe(cartId);
    expect(value.totals.subtotal).toBeCloseTo((sku.priceCents * 2) / 100);
    expect(value.order.items).toEqual([{
      sku: `CAT${product.categoryId}PROD${product.id}SKU1`, SKU_BASE_ID: 1, PRODUCT_ID: `PROD${product.id}`, qty: 2,
      PRICE: sku.priceCents / 100, formattedPrice: `$${(sku.priceCents / 100).toFixed(2)}`, name: product.name, shade: sku.shadeName ?? '',
    }]);
  });

  it('rejects field lists that are not string arrays', async () => {
    expect((await rpcCall(new Visitor(t.app), 'trans.get', [{ order_fields: 'items' }])).error?.code).toBe(102);
  });
});
