// The buffer gate (docs/requirements.md §4.4, §5.4).
import { bufferedPercent, playAllowed, rangesOf, seekAllowed } from '../../../src/video/core/buffer-gate';
import { timeRanges } from '../../helpers/fake-media';

describe('buffer gate', () => {
  it('reads TimeRanges as pairs', () => {
    expect(rangesOf(timeRanges([[0, 4], [10, 12]]))).toEqual([[0, 4], [10, 12]]);
    expect(rangesOf(null)).toEqual([]);
  });

  it('counts the buffered share of the duration, every range', () => {
    expect(bufferedPercent([[0, 10]], 100)).toBe(10);
    expect(bufferedPercent([[0, 5], [50, 60]], 100)).toBe(15);
    expect(bufferedPercent([[0, 40]], 30)).toBe(100);
    expect(bufferedPercent([[0, 10]], NaN)).toBe(0);
    expect(bufferedPercent([[0, 10]], Infinity)).toBe(0);
    expect(bufferedPercent([], 100)).toBe(0);
  });

  it('allows play once the share passes the limit, not at it', () => {
    expect(playAllowed(10, 10)).toBe(false);
    expect(playAllowed(10.5, 10)).toBe(true);
    expect(playAllowed(0, 0)).toBe(false);
    expect(playAllowed(100, 100)).toBe(true);
  });

  it('allows a seek only past the limit and into a buffered range', () => {
    const ranges: Array<[number, number]> = [[0, 20], [40, 50]];
    expect(seekAllowed(15, ranges, 30, 10)).toBe(true);
    expect(seekAllowed(20, ranges, 30, 10)).toBe(true);
    expect(seekAllowed(45, ranges, 30, 10)).toBe(true);
    expect(seekAllowed(30, ranges, 30, 10)).toBe(false);
    expect(seekAllowed(60, ranges, 30, 10)).toBe(false);
    expect(seekAllowed(5, ranges, 8, 10)).toBe(false);
  });
});
