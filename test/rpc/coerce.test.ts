// Reading values off the wire (src/rpc/coerce.ts): every helper gives the empty value for a wrong shape
// and never throws.
import { isObject, messageText, objects, texts, toFlag, toNumber, toText } from '../../src/rpc/coerce';

describe('isObject', () => {
  it.each<[unknown, boolean]>([
    [{}, true],
    [{ a: 1 }, true],
    [Object.create(null), true],
    [[], false],
    [[{}], false],
    [null, false],
    [undefined, false],
    ['{}', false],
    [0, false],
    [true, false],
  ])('%p → %p', (value, expected) => {
    expect(isObject(value)).toBe(expected);
  });
});

describe('objects', () => {
  it('keeps the objects of a list, in order, dropping everything else', () => {
    const a = { id: 1 };
    const b = { id: 2 };
    const kept = objects([a, null, 'x', 3, [b], undefined, b, true]);
    expect(kept).toEqual([{ id: 1 }, { id: 2 }]);
    expect(kept[0]).toBe(a);
    expect(kept[1]).toBe(b);
  });

  it.each([undefined, null, 'x', 7, {}, { 0: { id: 1 }, length: 1 }])('gives [] for %p, which is not a list', (value) => {
    expect(objects(value)).toEqual([]);
  });
});

describe('toText', () => {
  it.each<[unknown, string]>([
    ['Ruby', 'Ruby'],
    ['  Ruby  ', 'Ruby'],
    ['\t\n', ''],
    ['', ''],
    [42, '42'],
    [0, '0'],
    [-1.5, '-1.5'],
    [null, ''],
    [undefined, ''],
    [true, ''],
    [false, ''],
    [{}, ''],
    [['a'], ''],
  ])('%p → %p', (value, expected) => {
    expect(toText(value)).toBe(expected);
  });
});

describe('messageText (a shopper sees strings only)', () => {
  it.each<[unknown, string]>([
    ['Sold out.', 'Sold out.'],
    ['  Sold out.  ', 'Sold out.'],
    [' ', ''],
    [7, ''],
    [0, ''],
    [null, ''],
    [true, ''],
    [{ text: 'x' }, ''],
    [['x'], ''],
  ])('%p → %p', (value, expected) => {
    expect(messageText(value)).toBe(expected);
  });
});

describe('toNumber', () => {
  it.each<[unknown, number]>([
    [3, 3],
    [-2.5, -2.5],
    [0, 0],
    ['25.50', 25.5],
    [' 12 ', 12],
    ['-4', -4],
    ['1e3', 1000],
    ['', 0],
    ['   ', 0],
    ['many', 0],
    ['12abc', 0],
    ['NaN', 0],
    [NaN, 0],
    [Infinity, 0],
    [-Infinity, 0],
    ['Infinity', 0],
    [null, 0],
    [undefined, 0],
    [true, 0],
    [[5], 0],
    [{}, 0],
  ])('%p → %p', (value, expected) => {
    expect(toNumber(value)).toBe(expected);
  });
});

describe('toFlag (docs/decisions.md "Flags": "0" is not set)', () => {
  it.each<[unknown, boolean]>([
    [1, true],
    ['1', true],
    [true, true],
    [0, false],
    ['0', false],
    [false, false],
    ['true', false],
    ['yes', false],
    [' 1', false],
    [2, false],
    ['', false],
    [null, false],
    [undefined, false],
    [{}, false],
  ])('%p → %p', (value, expected) => {
    expect(toFlag(value)).toBe(expected);
  });
});

describe('texts', () => {
  it('gives the non-empty texts of a list, trimmed, numbers as text', () => {
    expect(texts(['CAT1', ' CAT2 ', '', '  ', 3, 0, null, undefined, {}, ['CAT4'], true])).toEqual(['CAT1', 'CAT2', '3', '0']);
  });

  it.each([undefined, null, 'CAT1', 7, { 0: 'CAT1' }])('gives [] for %p, which is not a list', (value) => {
    expect(texts(value)).toEqual([]);
  });
});
