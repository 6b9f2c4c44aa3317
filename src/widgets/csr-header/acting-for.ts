import type { User } from '../../model/user';

/**
 * Whom a representative acts for: the shopper of the session; themselves when the session's account is their own;
 * a guest when no one is signed in.
 */
export function actingFor(user: User): string {
  if (!user.email) return 'a guest shopper';
  if (user.email === user.csrEmail) return 'themselves';
  return user.firstName ? `${user.firstName} (${user.email})` : user.email;
}

/** The header shows only with the csr_logged_in cookie flag and a representative email (docs/requirements.md §6). */
export function shouldShowCsrHeader(csrLoggedIn: boolean, user: User | null): user is User {
  return csrLoggedIn && !!user?.csrEmail;
}
