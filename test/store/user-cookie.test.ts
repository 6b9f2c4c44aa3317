import { parseUserCookie, readUserFlags, serializeUserCookie, withItemCount } from '../../src/store/user-cookie';

const encode = (s: string) => encodeURIComponent(s);

describe('FE_USER_CART codec', () => {
  it('reads every key as a string and flags only when exactly "1"', () => {
    const fields = parseUserCookie(encode('signed_in:1&csr_logged_in:0&item_count:3&is_loyalty_member:1&first_name:Ana'));
    expect(fields).toEqual({ signed_in: '1', csr_logged_in: '0', item_count: '3', is_loyalty_member: '1', first_name: 'Ana' });
    expect(readUserFlags(fields)).toEqual({ signedIn: true, csrLoggedIn: false, isLoyaltyMember: true, itemCount: 3 });
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

  it('keeps unknown keys when the item count is rewritten', () => {
    const fields = parseUserCookie(encode('signed_in:1&loyalty_level:gold&item_count:1&region_id:0'));
    const rewritten = parseUserCookie(serializeUserCookie(withItemCount(fields, 4)));
    expect(rewritten).toEqual({ signed_in: '1', loyalty_level: 'gold', item_count: '4', region_id: '0' });
  });

  it('round-trips values holding the separators', () => {
    const fields = { full_name: 'Ana & Bo: Smith', item_count: '2' };
    expect(parseUserCookie(serializeUserCookie(fields))).toEqual(fields);
  });
});
