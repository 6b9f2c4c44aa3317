import { idsInPath, toCategoryId, toProductId, toSkuId } from '../../src/model/ids';

describe('toProductId, toSkuId, toCategoryId', () => {
  it.each([
    ['toProductId', toProductId, '345', 'PROD345'],
    ['toProductId', toProductId, 'PROD345', 'PROD345'],
    ['toProductId', toProductId, ' 345 ', 'PROD345'],
    ['toSkuId', toSkuId, '678', 'SKU678'],
    ['toSkuId', toSkuId, 'SKU678', 'SKU678'],
    ['toCategoryId', toCategoryId, '12', 'CAT12'],
    ['toCategoryId', toCategoryId, 'CAT12', 'CAT12'],
    ['toCategoryId', toCategoryId, '\t12\n', 'CAT12'],
  ])('%s(%j) → %j', (_name, convert, id, expected) => {
    expect(convert(id)).toBe(expected);
  });

  it('prefixes bare numbers only: anything else comes back trimmed, as it was written', () => {
    expect(toProductId(' PROD345 ')).toBe('PROD345');
    expect(toProductId('prod345')).toBe('prod345');
    expect(toSkuId('12a')).toBe('12a');
    expect(toCategoryId('-12')).toBe('-12');
    expect(toProductId('')).toBe('');
  });
});

describe('idsInPath', () => {
  it('reads the category, product and SKU ids of a cart line path, in order', () => {
    expect(idsInPath('CAT12PROD345SKU678')).toEqual(['CAT12', 'PROD345', 'SKU678']);
  });

  it('reads whatever part of the path is there', () => {
    expect(idsInPath('PROD345SKU678')).toEqual(['PROD345', 'SKU678']);
    expect(idsInPath('SKU678')).toEqual(['SKU678']);
  });

  it('gives no ids for a path without any, and none for a prefix without digits', () => {
    expect(idsInPath('')).toEqual([]);
    expect(idsInPath('CATPRODSKU')).toEqual([]);
    expect(idsInPath('gift-card')).toEqual([]);
  });
});
