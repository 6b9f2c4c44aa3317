import type { User } from '../../model/user';

/** Whom a representative acts for: the shopper of the session, or a guest when none is chosen. */
export function actingFor(user: User): string {
  const shopperEmail = user.email && user.email !== user.csrEmail ? user.email : '';
  if (!shopperEmail) return 'a guest shopper';
  return user.firstName ? `${user.firstName} (${shopperEmail})` : shopperEmail;
}

/** The header shows only with the csr_logged_in cookie flag and a representative email (docs/requirements.md §6). */
export function shouldShowCsrHeader(csrLoggedIn: boolean, user: User | null): user is User {
  return csrLoggedIn && !!user?.csrEmail;
}
