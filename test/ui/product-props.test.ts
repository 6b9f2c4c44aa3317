// Props shared by the islands that show or act on a product (src/ui/product-props.ts): ids come back
// prefixed whichever way the merchandiser wrote them; a bad prop throws the PropsError the runtime reports.
import { PropsError } from '../../src/ui/island-props';
import { categoryIdProp, headingLevelProp, parseProductTarget, productIdProp } from '../../src/ui/product-props';

/** What `read` throws: a PropsError, with its message (fails the test when nothing is thrown). */
function propsErrorOf(read: () => unknown): string {
  try {
    read();
  } catch (error) {
    expect(error).toBeInstanceOf(PropsError);
    return (error as PropsError).message;
  }
  throw new Error('expected a PropsError, nothing was thrown');
}

describe('productIdProp', () => {
  it.each<[unknown, string]>([
    ['PROD345', 'PROD345'],
    ['345', 'PROD345'],
    [' 345 ', 'PROD345'],
    [345, 'PROD345'],
  ])('reads %p as %p', (productId, expected) => {
    expect(productIdProp({ productId })).toBe(expected);
  });

  it.each<[unknown, string]>([
    [undefined, 'prop "productId" is required'],
    [null, 'prop "productId" is required'],
    ['', 'prop "productId" is required'],
    ['   ', 'prop "productId" is required'],
    [true, 'prop "productId" must be a string, got true'],
    [['PROD1'], 'prop "productId" must be a string, got ["PROD1"]'],
    [{ id: 1 }, 'prop "productId" must be a string, got {"id":1}'],
  ])('refuses %p: %s', (productId, message) => {
    expect(propsErrorOf(() => productIdProp({ productId }))).toBe(message);
  });
});

describe('categoryIdProp', () => {
  it.each<[unknown, string | undefined]>([
    ['CAT12', 'CAT12'],
    ['12', 'CAT12'],
    [' 12 ', 'CAT12'],
    [12, 'CAT12'],
    [undefined, undefined],
    [null, undefined],
    ['', undefined],
    ['   ', undefined],
  ])('reads %p as %p', (categoryId, expected) => {
    expect(categoryIdProp({ categoryId })).toBe(expected);
  });

  it('refuses a value that is not a string', () => {
    expect(propsErrorOf(() => categoryIdProp({ categoryId: false }))).toBe('prop "categoryId" must be a string, got false');
  });
});

describe('headingLevelProp', () => {
  it.each<[unknown, number]>([
    [undefined, 3],
    ['', 3],
    [2, 2],
    ['4', 4],
    [6, 6],
    [2.4, 2],
    [5.5, 6],
  ])('reads %p as %p', (headingLevel, expected) => {
    expect(headingLevelProp({ headingLevel })).toBe(expected);
  });

  it('takes the fallback the island gives when none is set', () => {
    expect(headingLevelProp({}, 2)).toBe(2);
    expect(headingLevelProp({ headingLevel: 5 }, 2)).toBe(5);
  });

  it.each<[unknown, string]>([
    [1, 'prop "headingLevel" must be a number from 2 to 6, got 1'],
    [7, 'prop "headingLevel" must be a number from 2 to 6, got 7'],
    ['h2', 'prop "headingLevel" must be a number from 2 to 6, got "h2"'],
    [true, 'prop "headingLevel" must be a number from 2 to 6, got true'],
  ])('refuses %p', (headingLevel, message) => {
    expect(propsErrorOf(() => headingLevelProp({ headingLevel }))).toBe(message);
  });
});

describe('parseProductTarget', () => {
  it('reads the product, the category it is shopped from and the SKU to start on, all prefixed', () => {
    expect(parseProductTarget({ productId: '345', categoryId: '12', skuId: '678' })).toEqual({ productId: 'PROD345', categoryId: 'CAT12', skuId: 'SKU678' });
    expect(parseProductTarget({ productId: 'PROD345', categoryId: 'CAT12', skuId: ' SKU678 ' })).toEqual({ productId: 'PROD345', categoryId: 'CAT12', skuId: 'SKU678' });
  });

  it('leaves the category and SKU undefined when not given or blank', () => {
    const target = parseProductTarget({ productId: 'PROD1', categoryId: ' ', skuId: '' });
    expect(target).toStrictEqual({ productId: 'PROD1', categoryId: undefined, skuId: undefined });
  });

  it('ignores props it does not know', () => {
    expect(parseProductTarget({ productId: '1', headingLevel: 9, extra: {} })).toStrictEqual({ productId: 'PROD1', categoryId: undefined, skuId: undefined });
  });

  it.each<[Record<string, unknown>, string]>([
    [{}, 'prop "productId" is required'],
    [{ productId: ' ', skuId: '678' }, 'prop "productId" is required'],
    [{ productId: '1', skuId: { id: 678 } }, 'prop "skuId" must be a string, got {"id":678}'],
    [{ productId: '1', categoryId: [12] }, 'prop "categoryId" must be a string, got [12]'],
  ])('refuses %p: %s', (raw, message) => {
    expect(propsErrorOf(() => parseProductTarget(raw))).toBe(message);
  });
});
