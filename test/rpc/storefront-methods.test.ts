import { fetchCart, fetchProducts, fetchUserData, toProdcatRef, TRANS_GET_PARAMS } from '../../src/rpc/storefront-methods';
import { answerByMethod, fakeEndpoint } from './fake-endpoint';

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
    const endpoint = fakeEndpoint(answerByMethod({ prodcat: { value: { products: [{ PRODUCT_ID: 'PROD1', PROD_RGN_NAME: 'Serum', skus: [] }, null] } } }));
    const products = await fetchProducts(endpoint.client(), ['CAT1~PROD1']);
    expect(products.map((p) => p.PRODUCT_ID)).toEqual(['PROD1']);
    const [call] = endpoint.requests[0]!.calls;
    expect(call!.method).toBe('prodcat');
    expect(call!.params).toEqual([{ products: ['CAT1~PROD1'], category_fields: expect.any(Array), product_fields: expect.any(Array), sku_fields: expect.any(Array) }]);
  });

  it('fetchUserData sends user.fullData and parses result.value', async () => {
    const endpoint = fakeEndpoint(answerByMethod({ 'user.fullData': { value: { signed_in: '1', csr_email: 'csr@example.com' } } }));
    const user = await fetchUserData(endpoint.client());
    expect(user).toMatchObject({ signed_in: 1, csr_email: 'csr@example.com' });
  });

  it('fetchCart sends trans.get with the spec §7 fields and parses result.value', async () => {
    const endpoint = fakeEndpoint(answerByMethod({ 'trans.get': { value: { TRANS_ID: 5, order: { items: [{ sku: 'CAT1PROD2SKU3', qty: 2 }] } } } }));
    const cart = await fetchCart(endpoint.client());
    expect(cart.items_count).toBe(2);
    expect(endpoint.requests[0]!.calls[0]!.params).toEqual([
      { trans_fields: ['TRANS_ID', 'totals'], payment_fields: [], order_fields: ['items', 'samples', 'offerCodes'] },
    ]);
    expect(TRANS_GET_PARAMS.order_fields).toEqual(['items', 'samples', 'offerCodes']);
  });
});
