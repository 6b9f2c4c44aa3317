import { roundRating } from '../../src/ui/rating';

describe('roundRating (docs/requirements.md §9: 1 decimal)', () => {
  it.each([
    [4.26, 4.3],
    [4.24, 4.2],
    [3, 3],
    [5.4, 5],
    [-1, 0],
  ])('%p → %p', (raw, rounded) => expect(roundRating(raw)).toBe(rounded));
});
