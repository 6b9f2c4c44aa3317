// Narrowing foundations by answers: combinations kept by each answer, the options a question still offers (and
// the shades each leaves), and the one combination every path ends in.
import { finalMatch, narrow, optionShades, type FinderMatch } from '../../../src/widgets/foundation-finder/finder-narrowing';

// Two questions (tone: fair, deep; finish: matte, natural, radiant) and the combinations that have a shade.
const match = (sku: number, shades: number, tone: number, finish: number): FinderMatch => ({ skuId: `SKU${sku}`, productId: `PROD${sku * 10}`, shades, options: [tone, finish] });
const MATCHES = [match(1, 3, 0, 0), match(2, 1, 0, 2), match(3, 2, 1, 0), match(4, 4, 1, 1)];

describe('finder narrowing', () => {
  it('keeps the combinations that agree with every answer given', () => {
    expect(narrow(MATCHES, [null, null]).map((m) => m.skuId)).toEqual(['SKU1', 'SKU2', 'SKU3', 'SKU4']);
    expect(narrow(MATCHES, [0, null]).map((m) => m.skuId)).toEqual(['SKU1', 'SKU2']);
    expect(narrow(MATCHES, [null, 0]).map((m) => m.skuId)).toEqual(['SKU1', 'SKU3']);
    expect(narrow(MATCHES, [1, 1]).map((m) => m.skuId)).toEqual(['SKU4']);
    expect(narrow(MATCHES, [0, 1])).toEqual([]);
  });

  it('a question offers the options some remaining combination has, with the shades each leaves', () => {
    expect(optionShades(MATCHES, [null, null], 0, 2)).toEqual([4, 6]);
    expect(optionShades(MATCHES, [0, null], 1, 3)).toEqual([3, 0, 1]);
    expect(optionShades(MATCHES, [1, null], 1, 3)).toEqual([2, 4, 0]);
  });

  it('counts only the answers before the question (a later answer, kept from an earlier path, does not narrow it)', () => {
    expect(optionShades(MATCHES, [null, 2], 0, 2)).toEqual([4, 6]);
    expect(optionShades(MATCHES, [0, 2], 0, 2)).toEqual([4, 6]);
  });

  it('every question answered: the one product and shade; until then, none', () => {
    expect(finalMatch(MATCHES, [0, 2])).toEqual({ skuId: 'SKU2', productId: 'PROD20', shades: 1, options: [0, 2] });
    expect(finalMatch(MATCHES, [1, 0])?.skuId).toBe('SKU3');
    expect(finalMatch(MATCHES, [1, null])).toBeNull();
    expect(finalMatch(MATCHES, [0, 1])).toBeNull();
  });
});
