// Time keys of cue points and chapters (docs/requirements.md §3.7) and the clock the controls show.
import { formatClock, parseTime, parseTimeKey } from '../../../src/video/core/time-keys';

describe('parseTimeKey', () => {
  it.each([
    ['00:00:00', 0],
    ['00:01:05', 65],
    ['01:02:03', 3723],
    ['1:02:03', 3723],
    ['02:03', 123],
    ['7', 7],
    ['00:00:01.5', 1.5],
    ['00:00:01,250', 1.25],
    ['  00:00:10  ', 10],
    ['90:00', 5400],
  ])('%j → %d s', (text, seconds) => {
    expect(parseTimeKey(text)).toBe(seconds);
  });

  it.each(['', 'abc', '00:60:00', '00:00:60', '1:2:3:4', '-00:00:01', '00:00:01.', ':10', '1e3', '00 : 01', '9'.repeat(309), `${'9'.repeat(309)}:00`, `${'9'.repeat(306)}:00:00`])(
    '%j is not a time',
    (text) => {
      expect(parseTimeKey(text)).toBeNull();
    },
  );
});

describe('parseTime', () => {
  it('takes seconds as numbers and keys as text', () => {
    expect(parseTime(12.5)).toBe(12.5);
    expect(parseTime('12')).toBe(12);
    expect(parseTime('00:00:12')).toBe(12);
  });

  it('refuses negative, endless and other values', () => {
    expect(parseTime(-1)).toBeNull();
    expect(parseTime(Infinity)).toBeNull();
    expect(parseTime(NaN)).toBeNull();
    expect(parseTime(null)).toBeNull();
    expect(parseTime({})).toBeNull();
    expect(parseTime('9'.repeat(309))).toBeNull();
  });
});

describe('formatClock', () => {
  it.each([
    [0, '0:00'],
    [5.9, '0:05'],
    [65, '1:05'],
    [200, '3:20'],
    [3723, '1:02:03'],
    [NaN, '0:00'],
    [-3, '0:00'],
    [Infinity, '0:00'],
    [1e21, '2501999792983:36:31'],
    [Number.MAX_VALUE, '2501999792983:36:31'],
  ])('%d s → %s', (seconds, text) => {
    expect(formatClock(seconds)).toBe(text);
  });
});
