// Typed storefront calls (docs/requirements.md §7; docs/wire-formats.md "prodcat", "user.fullData", "trans.get").
import { toLegacy } from '../../src/rpc/legacy-shapes';
import { fetchCart, fetchProducts, fetchUser, PRODCAT_MAX_PRODUCTS, toProdcatRef } from '../../src/rpc/storefront-methods';
import { answerByMethod, fakeEndpoint, json, rpcError, type WireCall } from '../helpers/fake-endpoint';

describe('toProdcatRef', () => {
  it.each([
    ['345', '12', 'CAT12~PROD345'],
    ['PROD345', 'CAT12', 'CAT12~PROD345'],
    ['345', 'CAT12', 'CAT12~PROD345'],
    ['PROD345', '12', 'CAT12~PROD345'],
    ['345', undefined, 'PROD345'],
    ['PROD345', undefined, 'PROD345'],
    ['345', '', 'PROD345'],
  ])('(%p, %p) → %p', (productId, categoryId, expected) => {
    expect(toProdcatRef(productId, categoryId)).toBe(expected);
  });
});

describe('storefront calls', () => {
  it('fetchProducts sends prodcat with the products and field lists and parses the answer', async () => {
    const raw = { PRODUCT_ID: 'PROD1', PROD_RGN_NAME: 'Serum', skus: [] };
    const endpoint = fakeEndpoint(answerByMethod({ prodcat: { value: { products: [raw, null] } } }));
    const products = await fetchProducts(endpoint.client(), ['CAT1~PROD1']);
    expect(products.map((p) => [p.id, p.name])).toEqual([['PROD1', 'Serum']]);
    expect(toLegacy(products[0]!)).toEqual(raw);
    expect(endpoint.requests).toHaveLength(1);
    const [call] = endpoint.requests[0]!.calls;
    expect(call!.method).toBe('prodcat');
    expect(call!.params).toEqual([
      { products: ['CAT1~PROD1'], category_fields: ['CATEGORY_ID', 'CATEGORY_NAME'], product_fields: expect.any(Array), sku_fields: expect.any(Array) },
    ]);
  });

  it('fetchProducts names every product and SKU field the parser reads (docs/decisions.md "prodcat field lists")', async () => {
    const endpoint = fakeEndpoint(answerByMethod({ prodcat: { value: { products: [] } } }));
    await expect(fetchProducts(endpoint.client(), ['PROD1'])).resolves.toEqual([]);
    const params = endpoint.requests[0]!.calls[0]!.params[0]!;
    expect(params.product_fields).toEqual(
      expect.arrayContaining(['PROD_RGN_NAME', 'PROD_RGN_SUBHEADING', 'SHORT_DESC', 'DESCRIPTION', 'PARENT_CAT_ID', 'TOTAL_REVIEW_COUNT', 'AVERAGE_RATING', 'shaded', 'isKit', 'url']),
    );
    expect(params.sku_fields).toEqual(
      expect.arrayContaining([
        'INVENTORY_STATUS', 'isOrderable', 'isPreOrder', 'isComingSoon', 'PRODUCT_SIZE', 'formattedUnitPrice', 'PRICE', 'IMAGE_5UP', 'LARGE_IMAGE',
        'SHADENAME', 'HEX_VALUE_STRING', 'DISPLAY_ORDER',
      ]),
    );
  });

  describe('fetchProducts with more products than one call may name', () => {
    const refs = Array.from({ length: 250 }, (_, i) => `PROD${i + 1}`);
    const named = (call: WireCall) => (call.params[0] as { products: string[] }).products;
    const echo = (call: WireCall) => ({ id: call.id, result: { value: { products: named(call).map((ref) => ({ PRODUCT_ID: ref, skus: [] })) } } });

    it(`splits the list into calls of at most ${PRODCAT_MAX_PRODUCTS}, sent in one request, and returns every product in order`, async () => {
      const endpoint = fakeEndpoint((calls) => json(calls.map(echo)));
      const products = await fetchProducts(endpoint.client(), refs);
      expect(endpoint.requests).toHaveLength(1);
      expect(endpoint.requests[0]!.calls.map((call) => [call.method, named(call).length, named(call)[0]])).toEqual([
        ['prodcat', 100, 'PROD1'],
        ['prodcat', 100, 'PROD101'],
        ['prodcat', 50, 'PROD201'],
      ]);
      expect(products.map((p) => p.id)).toEqual(refs);
    });

    it('a call that fails costs only its own products', async () => {
      const endpoint = fakeEndpoint((calls) => json(calls.map((call, i) => (i === 1 ? { id: call.id, ...rpcError('Too busy', 'prodcat.busy') } : echo(call)))));
      const products = await fetchProducts(endpoint.client(), refs);
      expect(products.map((p) => p.id)).toEqual([...refs.slice(0, 100), ...refs.slice(200)]);
    });

    it('when every call fails, the first failure is thrown', async () => {
      const endpoint = fakeEndpoint((calls) => json(calls.map((call) => ({ id: call.id, ...rpcError(`refused ${named(call)[0]}`, 'prodcat.busy') }))));
      await expect(fetchProducts(endpoint.client(), refs)).rejects.toThrow('refused PROD1');
    });
  });

  it('fetchUser sends user.fullData and parses result.value', async () => {
    const value = { signed_in: '1', csr_email: 'csr@example.com' };
    const endpoint = fakeEndpoint(answerByMethod({ 'user.fullData': { value } }));
    const user = await fetchUser(endpoint.client());
    expect(user).toEqual({ csrEmail: 'csr@example.com', email: '', firstName: '' });
    expect(toLegacy(user)).toEqual(value);
    expect(endpoint.requests[0]!.calls.map((c) => [c.method, c.params])).toEqual([['user.fullData', [{}]]]);
  });

  it('fetchCart sends trans.get with the docs/requirements.md §7 fields and parses result.value', async () => {
    const value = { TRANS_ID: 5, order: { items: [{ sku: 'CAT1PROD2SKU3', qty: 2 }] } };
    const endpoint = fakeEndpoint(answerByMethod({ 'trans.get': { value } }));
    const cart = await fetchCart(endpoint.client());
    expect(cart).toEqual({ itemCount: 2, items: [{ path: 'CAT1PROD2SKU3', skuBaseId: 0, productId: '', qty: 2 }], pwp: null });
    expect(toLegacy(cart)).toEqual(value);
    expect(endpoint.requests[0]!.calls[0]!.params).toEqual([
      { trans_fields: ['TRANS_ID', 'totals'], payment_fields: [], order_fields: ['items', 'samples', 'offerCodes'] },
    ]);
  });
});
