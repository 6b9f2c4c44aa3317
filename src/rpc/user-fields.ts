// The user properties a page binds to its elements (docs/requirements.md §3.2), read from the user the
// full-data call gave. Names the page uses are ours (model/user.ts `UserField`); the wire keys stay here.
// Fields the model already holds are read from it; the others from the record the user was parsed from,
// so the load batch (boot) parses nothing more than it did (docs/decisions.md "Loyalty and user fields").
import type { User, UserField } from '../model/user';
import { toNumber } from './coerce';
import { fromWire, toLegacy } from './legacy-shapes';

const READERS: Record<UserField, (user: User) => string | number> = {
  firstName: (user) => user.firstName,
  email: (user) => user.email,
  loyaltyPoints: (user) => toNumber(toLegacy(user).loyalty_points),
};

export const isUserField = (name: string): name is UserField => Object.hasOwn(READERS, name);

/** The value of one field: text ('' when the user has none) or a number (points). */
export function readUserField(user: User, field: UserField): string | number {
  return READERS[field](user);
}

/**
 * The user with the member's points as a later answer gave them (offers.apply): a new record, so the store's
 * listeners (the page's user fields) see the change; page scripts read the same points from its wire record.
 */
export function withLoyaltyPoints(user: User, points: number): User {
  return fromWire({ ...user }, { ...toLegacy(user), loyalty_points: points });
}
