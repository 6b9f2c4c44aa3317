// The user properties a page binds to its elements (docs/requirements.md §3.2), read from user.fullData.
import { parseUser } from '../../src/rpc/parse-storefront';
import { isUserField, readUserField } from '../../src/rpc/user-fields';

describe('readUserField', () => {
  const user = parseUser({ signed_in: 1, email: 'ana@example.com', first_name: ' Ana ', is_loyalty_member: 1, loyalty_points: '1250' });

  it('reads the first name and email from the model, the points from the full-data record', () => {
    expect(readUserField(user, 'firstName')).toBe('Ana');
    expect(readUserField(user, 'email')).toBe('ana@example.com');
    expect(readUserField(user, 'loyaltyPoints')).toBe(1250);
  });

  it('gives empty values for a user without them', () => {
    const nobody = parseUser({ signed_in: 1 });
    expect([readUserField(nobody, 'firstName'), readUserField(nobody, 'email'), readUserField(nobody, 'loyaltyPoints')]).toEqual(['', '', 0]);
    expect(readUserField(parseUser({ loyalty_points: 'lots' }), 'loyaltyPoints')).toBe(0);
  });

  it('knows its field names, and only those', () => {
    expect(['firstName', 'email', 'loyaltyPoints', 'first_name', 'toString', 'csrEmail', ''].map(isUserField)).toEqual([true, true, true, false, false, false, false]);
  });
});
