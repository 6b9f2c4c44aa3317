import { describe, expect, it } from '@jest/globals';
import { pwpBlock } from '../../../demo/promotions/pwp-block';

describe('pwp block', () => {
  const promotion = { id: 'p', categoryIds: [1], productIds: [5], skuIds: [9], pathPrefix: '/lipstick', popupImageUrl: '/media/x.svg', offerText: 'Offer' };

  it.each([
    ['an empty bag', [], 0],
    ['a line of another category, product and SKU', [{ categoryId: 2, productId: 6, skuId: 10 }], 0],
    ['a line of a qualifying category', [{ categoryId: 1, productId: 6, skuId: 10 }], 1],
    ['a line of a qualifying product', [{ categoryId: 2, productId: 5, skuId: 10 }], 1],
    ['a line of a qualifying SKU', [{ categoryId: 2, productId: 6, skuId: 9 }], 1],
  ] as const)('is active %s → %s', (_name, lines, active) => {
    expect(pwpBlock(promotion, lines)).toEqual({
      id: 'p', active,
      qualifiers: { categories: ['CAT1'], products: ['PROD5'], skus: ['SKU9'], path: '/lipstick' },
      popup_images: ['/media/x.svg'], offer_text: 'Offer',
    });
  });
});
