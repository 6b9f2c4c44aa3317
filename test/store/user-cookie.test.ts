import { ITEM_COUNT_MAX, parseUserCookie, readUserFlags, serializeUserCookie, withItemCount } from '../../src/store/user-cookie';

const encode = (s: string) => encodeURIComponent(s);

describe('FE_USER_CART codec', () => {
  it('reads every key as a string and flags only when exactly "1"', () => {
    const fields = parseUserCookie(encode('signed_in:1&csr_logged_in:0&item_count:3&is_loyalty_member:1&first_name:Ana'));
    expect(fields).toEqual({ signed_in: '1', csr_logged_in: '0', item_count: '3', is_loyalty_member: '1', first_name: 'Ana' });
    expect(readUserFlags(fields)).toEqual({ signedIn: true, csrLoggedIn: false, isLoyaltyMember: true, itemCount: 3 });
  });

  it.each([
    ['100000000000000000000000', 999],
    ['1000', 999],
    ['999', 999],
    ['12', 12],
    ['-3', 0],
    ['2.5', 0],
    ['1e3', 0],
    ['0x10', 0],
  ])('reads item_count %j as %j (a whole number from 0 to ITEM_COUNT_MAX)', (raw, expected) => {
    expect(readUserFlags(parseUserCookie(encode(`item_count:${raw}`))).itemCount).toBe(expected);
  });

  it('writes a count as a whole number from 0 to ITEM_COUNT_MAX', () => {
    expect([1e23, 1000, 3.7, -1, Number.NaN, Number.POSITIVE_INFINITY].map((n) => withItemCount({}, n).item_count)).toEqual(['999', '999', '3', '0', '0', '0']);
    expect(ITEM_COUNT_MAX).toBe(999);
  });

  it('treats an empty item_count as 0 and "0" flags as false', () => {
    expect(readUserFlags(parseUserCookie(encode('signed_in:0&item_count:')))).toEqual({
      signedIn: false, csrLoggedIn: false, isLoyaltyMember: false, itemCount: 0,
    });
  });

  it('gives anonymous defaults for a garbled cookie instead of throwing', () => {
    expect(parseUserCookie('%E0%A4%A')).toEqual({});
    expect(readUserFlags(parseUserCookie('%E0%A4%A')).signedIn).toBe(false);
    expect(parseUserCookie(null)).toEqual({});
  });

  it('reads an escape that is not UTF-8 as the Latin-1 character it names, with the rest of the cookie, and writes it back in UTF-8', () => {
    // An older page encoded once, in Latin-1: "Zoë" as Zo%EB. The whole value does not decode as UTF-8.
    const legacy = 'signed_in%3A1%26item_count%3A3%26first_name%3AZo%EB';
    const fields = parseUserCookie(legacy);
    expect(fields).toEqual({ signed_in: '1', item_count: '3', first_name: 'Zoë' });
    expect(readUserFlags(fields)).toEqual({ signedIn: true, csrLoggedIn: false, isLoyaltyMember: false, itemCount: 3 });
    // Written back with a new count, in the encoding every reader takes: each pair, then the whole, in UTF-8.
    const written = serializeUserCookie(withItemCount(fields, 4));
    expect(written).toBe('signed_in%3A1%26item_count%3A4%26first_name%3AZo%25C3%25AB');
    expect(decodeURIComponent(decodeURIComponent(written)).split('&')).toEqual(['signed_in:1', 'item_count:4', 'first_name:Zoë']);
    // A Latin-1 byte beside UTF-8 escapes: the UTF-8 is still read as UTF-8.
    expect(parseUserCookie(encode('item_count:2&full_name:') + 'Ren%C3%A9e%20Zo%EB')).toEqual({ item_count: '2', full_name: 'Renée Zoë' });
  });

  it('keeps unknown keys when the item count is rewritten', () => {
    const fields = parseUserCookie(encode('signed_in:1&loyalty_level:gold&item_count:1&region_id:0'));
    const rewritten = parseUserCookie(serializeUserCookie(withItemCount(fields, 4)));
    expect(rewritten).toEqual({ signed_in: '1', loyalty_level: 'gold', item_count: '4', region_id: '0' });
  });

  // Found by test/store/user-cookie.property.test.ts: {"__proto__": "", ...} lost its first key on the way back.
  it('keeps a key named __proto__ like any other unknown key', () => {
    const fields = parseUserCookie(encode('__proto__:&item_count:7'));
    expect(Object.entries(fields)).toEqual([['__proto__', ''], ['item_count', '7']]);
    expect(Object.getPrototypeOf(fields)).toBe(Object.prototype);
    expect(Object.entries(parseUserCookie(serializeUserCookie(withItemCount(fields, 2))))).toEqual([['__proto__', ''], ['item_count', '2']]);
  });

  it('round-trips values holding the separators', () => {
    const fields = { full_name: 'Ana & Bo: Smith', item_count: '2' };
    expect(parseUserCookie(serializeUserCookie(fields))).toEqual(fields);
  });
});
