import { optionalBoolean, optionalNumber, optionalString, PropsError, requiredString } from '../../src/ui/island-props';

/** The PropsError `fn` throws, failing the test if it does not throw one. */
function propsErrorOf(fn: () => unknown): PropsError {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(PropsError);
    return error as PropsError;
  }
  throw new Error('expected a PropsError');
}

describe('optionalBoolean', () => {
  it.each([
    ['true', true],
    ['1', true],
    [true, true],
    [1, true],
    ['false', false],
    ['0', false],
    [false, false],
    [0, false],
  ])('reads %p as %p', (value, expected) => {
    expect(optionalBoolean({ flag: value }, 'flag')).toBe(expected);
  });

  it('gives the fallback for a missing, null or empty value', () => {
    expect(optionalBoolean({}, 'flag')).toBe(false);
    expect(optionalBoolean({}, 'flag', true)).toBe(true);
    expect(optionalBoolean({ flag: null }, 'flag', true)).toBe(true);
    expect(optionalBoolean({ flag: '' }, 'flag', true)).toBe(true);
  });

  it.each([['yes'], ['TRUE'], [2], [{}], [[]]])('throws a PropsError naming the prop for %p', (value) => {
    const error = propsErrorOf(() => optionalBoolean({ hideWhenEmpty: value }, 'hideWhenEmpty'));
    expect(error.name).toBe('PropsError');
    expect(error.message).toContain('"hideWhenEmpty"');
    expect(error.message).toContain(JSON.stringify(value));
  });
});

describe('optionalString and requiredString', () => {
  it('reads strings and numbers as strings, with a fallback for missing ones', () => {
    expect(optionalString({ a: 'x' }, 'a')).toBe('x');
    expect(optionalString({ a: 12 }, 'a')).toBe('12');
    expect(optionalString({}, 'a', 'dflt')).toBe('dflt');
  });

  it('throws a PropsError naming the prop for other types', () => {
    expect(propsErrorOf(() => optionalString({ productId: true }, 'productId')).message).toContain('"productId"');
  });

  it('requires a non-blank string and trims it', () => {
    expect(requiredString({ name: '  Ana ' }, 'name')).toBe('Ana');
    expect(propsErrorOf(() => requiredString({ name: '   ' }, 'name')).message).toBe('prop "name" is required');
    expect(propsErrorOf(() => requiredString({}, 'name')).message).toBe('prop "name" is required');
  });
});

describe('optionalNumber', () => {
  it('reads numbers and numeric strings within bounds, with a fallback for missing ones', () => {
    expect(optionalNumber({ n: '7' }, 'n', 1)).toBe(7);
    expect(optionalNumber({ n: 2.5 }, 'n', 1)).toBe(2.5);
    expect(optionalNumber({}, 'n', 10)).toBe(10);
    expect(optionalNumber({ n: '' }, 'n', 10)).toBe(10);
    expect(optionalNumber({ n: 0 }, 'n', 5, { min: 0, max: 10 })).toBe(0);
  });

  it('throws a PropsError naming the prop for non-numbers and values out of bounds', () => {
    expect(propsErrorOf(() => optionalNumber({ volume: 'loud' }, 'volume', 5)).message).toContain('"volume"');
    expect(propsErrorOf(() => optionalNumber({ volume: 11 }, 'volume', 5, { min: 0, max: 10 })).message).toContain('from 0 to 10');
    expect(propsErrorOf(() => optionalNumber({ volume: -1 }, 'volume', 5, { min: 0 })).message).toContain('"volume"');
    expect(propsErrorOf(() => optionalNumber({ volume: true }, 'volume', 5)).message).toContain('"volume"');
  });
});
