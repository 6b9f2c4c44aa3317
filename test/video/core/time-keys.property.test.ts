// Properties of the time keys (docs/requirements.md §3.7; docs/decisions.md "Property tests"): any text or value
// reads as seconds ≥ 0 or null, never throwing; the clock the controls show reads back as the whole seconds it shows.
import fc from 'fast-check';
import { formatClock, parseTime, parseTimeKey } from '../../../src/video/core/time-keys';
import { anyJson, anyText, checkProperty } from '../../helpers/property';

const digits = (max: number) => fc.integer({ min: 0, max }).map(String);
/** Keys as options write them, near misses (parts too long to be a finite number among them), and anything. */
const key = fc.oneof(
  fc.tuple(digits(99), digits(99), digits(99), fc.option(digits(999))).map(([h, m, s, f]) => `${h}:${m}:${s}${f === null ? '' : `.${f}`}`),
  fc.tuple(digits(200), digits(75)).map(([m, s]) => `${m}:${s}`),
  digits(100000),
  fc.constantFrom('', ':', '1:', ':1', '1::2', '1:2:3:4', '-1', '1e3', '0x10', '1.2.3', ' 00:00:10 ', '00:00:01,250', '٣', '１', `1.${'9'.repeat(400)}`),
  fc.tuple(fc.integer({ min: 300, max: 420 }), fc.constantFrom('', ':00', ':00:00', '.5', ':59.9')).map(([n, tail]) => `${'9'.repeat(n)}${tail}`),
  anyText(6),
);

describe('parseTimeKey and parseTime, for any value', () => {
  it('read seconds ≥ 0 (finite) or null, never throwing', () => {
    checkProperty(
      fc.property(fc.oneof(key, anyJson(1), fc.double()), (value) => {
        for (const seconds of [typeof value === 'string' ? parseTimeKey(value) : null, parseTime(value)]) {
          expect(seconds === null || (Number.isFinite(seconds) && seconds >= 0)).toBe(true);
        }
      }),
    );
  });

  it('parseTime takes a number of seconds as it is when finite and ≥ 0, else null', () => {
    checkProperty(fc.property(fc.double(), (n) => expect(parseTime(n)).toBe(Number.isFinite(n) && n >= 0 ? n : null)));
  });

  it('gives a key with a part after the first above 59 no time', () => {
    checkProperty(
      fc.property(digits(99), fc.integer({ min: 60, max: 99 }), (first, late) => {
        expect(parseTimeKey(`${first}:${late}`)).toBeNull();
        expect(parseTimeKey(`${first}:00:${late}`)).toBeNull();
      }),
    );
  });
});

describe('formatClock, for any number', () => {
  // Any double: past Number.MAX_SAFE_INTEGER seconds the clock shows that (docs/decisions.md "Video player").
  it('never throws, and shows m:ss or h:mm:ss', () => {
    const seconds = fc.oneof(fc.double(), fc.double({ min: 1e15, max: Number.MAX_VALUE }), fc.constantFrom(NaN, Infinity, -Infinity, -0, 59.999, 3599.5, 3600, 1e21, 1e300));
    checkProperty(fc.property(seconds, (n) => expect(formatClock(n)).toMatch(/^(?:[1-9]\d*:[0-5]\d|[1-5]?\d):[0-5]\d$/)));
  });

  it('round-trips: the clock reads back as the whole seconds it shows (up to a million hours)', () => {
    checkProperty(
      fc.property(fc.double({ min: 0, max: 3.6e9, noNaN: true }), (seconds) => {
        expect(parseTimeKey(formatClock(seconds))).toBe(Math.floor(seconds));
        expect(formatClock(parseTimeKey(formatClock(seconds))!)).toBe(formatClock(seconds));
      }),
    );
  });
});
