// Properties of the FE_USER_CART codec (docs/requirements.md §3, docs/wire-formats.md; docs/decisions.md
// "Property tests"): any cookie value reads without throwing, garbage reads as the anonymous defaults, and
// parse → serialize → parse gives the same fields.
import fc from 'fast-check';
import {
  clampItemCount,
  ITEM_COUNT_MAX,
  parseUserCookie,
  readUserFlags,
  serializeUserCookie,
  withItemCount,
  type UserCookieFields,
} from '../../src/store/user-cookie';
import { anyKey, checkProperty, usvText } from '../helpers/property';

const FLAG_KEYS = ['signed_in', 'csr_logged_in', 'is_loyalty_member', 'item_count'];

/**
 * A cookie value as a server (or a shopper editing it) might write it: pairs, encoded zero to two times. The
 * browser gives cookies as USVStrings, so no lone surrogates.
 */
const cookieValue = fc.oneof(
  usvText(30),
  fc
    .tuple(
      fc.array(fc.tuple(fc.oneof(fc.constantFrom(...FLAG_KEYS), usvText(3)), fc.oneof(fc.constantFrom('1', '0', '', '12', ' 3 ', '1000', '-1'), usvText(4))), { maxLength: 6 }),
      fc.integer({ min: 0, max: 2 }),
    )
    .map(([pairs, times]) => {
      let value = pairs.map(([k, v]) => `${k}:${v}`).join('&');
      for (let i = 0; i < times; i++) value = encodeURIComponent(value);
      return value;
    }),
);

/** Fields as a page or the server holds them: non-empty keys, any well-formed values. */
const fields: fc.Arbitrary<UserCookieFields> = fc.dictionary(
  fc.oneof(fc.constantFrom(...FLAG_KEYS), anyKey.filter((key) => key !== '')),
  fc.oneof(fc.constantFrom('1', '0', '', '7'), fc.string({ unit: 'binary', maxLength: 10 })),
  { maxKeys: 6 },
);

describe('FE_USER_CART codec, for any cookie value', () => {
  it('parses without throwing into string fields with non-empty keys', () => {
    checkProperty(
      fc.property(fc.oneof(cookieValue, fc.constantFrom(null, undefined)), (value) => {
        const parsed = parseUserCookie(value);
        expect(Object.entries(parsed).every(([key, v]) => key !== '' && typeof v === 'string')).toBe(true);
      }),
    );
  });

  it('reads flags set only by exactly "1" and a count from 0 to ITEM_COUNT_MAX', () => {
    checkProperty(
      fc.property(cookieValue, (value) => {
        const parsed = parseUserCookie(value);
        const flags = readUserFlags(parsed);
        expect(flags.signedIn).toBe(parsed.signed_in === '1');
        expect(flags.csrLoggedIn).toBe(parsed.csr_logged_in === '1');
        expect(flags.isLoyaltyMember).toBe(parsed.is_loyalty_member === '1');
        const count = parsed.item_count?.trim() ?? '';
        expect(flags.itemCount).toBe(/^\d+$/.test(count) ? Math.min(Number(count), ITEM_COUNT_MAX) : 0);
      }),
    );
  });

  it('round-trips: parse → serialize → parse gives the same fields', () => {
    checkProperty(
      fc.property(cookieValue, (value) => {
        const parsed = parseUserCookie(value);
        expect(parseUserCookie(serializeUserCookie(parsed))).toEqual(parsed);
      }),
    );
  });
});

describe('FE_USER_CART codec, for any fields', () => {
  it('serialize → parse gives the fields back, every key in order', () => {
    checkProperty(
      fc.property(fields, (given) => {
        const back = parseUserCookie(serializeUserCookie(given));
        expect(Object.entries(back)).toEqual(Object.entries(given));
      }),
    );
  });

  it('serializes to a value a cookie header can carry (no ; , = or white space)', () => {
    checkProperty(
      fc.property(fields, (given) => {
        expect(serializeUserCookie(given)).toMatch(/^[A-Za-z0-9%!'()*._~-]*$/);
      }),
    );
  });

  it('withItemCount changes item_count only, to a whole number from 0 to ITEM_COUNT_MAX', () => {
    checkProperty(
      fc.property(fields, fc.oneof(fc.double(), fc.integer()), (given, count) => {
        const next = withItemCount(given, count);
        const { item_count: itemCount, ...rest } = next;
        const { item_count: _old, ...restBefore } = given;
        expect(rest).toEqual(restBefore);
        expect(itemCount).toBe(String(clampItemCount(count)));
        expect(readUserFlags(parseUserCookie(serializeUserCookie(next))).itemCount).toBe(clampItemCount(count));
        expect(Number.isInteger(clampItemCount(count)) && clampItemCount(count) >= 0 && clampItemCount(count) <= ITEM_COUNT_MAX).toBe(true);
      }),
    );
  });
});
