import { describe, expect, it } from '@jest/globals';
import type { Session } from '../../../demo/auth/session-store';
import { decodeFeUserCart, encodeFeUserCart, feUserCartFields } from '../../../demo/cookies/fe-user-cart';

const guest: Session = { id: 's', csrfToken: 't', csrLoggedIn: false, csrEmail: '', user: null, stored: false };

describe('FE_USER_CART codec', () => {
  it('encodes keys and values, then the whole string', () => {
    const value = encodeFeUserCart([['signed_in', '1'], ['first_name', 'Ana & Bo:x']]);
    expect(value).toBe(encodeURIComponent(`signed_in:1&first_name:${encodeURIComponent('Ana & Bo:x')}`));
    expect(decodeFeUserCart(value)).toEqual({ signed_in: '1', first_name: 'Ana & Bo:x' });
  });

  it('leaves item_count empty for a guest without a bag, and counts otherwise', () => {
    expect(feUserCartFields(guest, null)).toEqual([['signed_in', '0'], ['csr_logged_in', '0'], ['item_count', ''], ['is_loyalty_member', '0']]);
    expect(feUserCartFields(guest, 0)).toContainEqual(['item_count', '0']);
    const member: Session = { ...guest, user: { id: 1, email: 'a@b.co', firstName: 'Ana', isCsr: false, loyalty: { points: 5, level: 'Gold' } } };
    expect(feUserCartFields(member, null)).toEqual([['signed_in', '1'], ['csr_logged_in', '0'], ['item_count', '0'], ['is_loyalty_member', '1'], ['first_name', 'Ana']]);
  });
});
