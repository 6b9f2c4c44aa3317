import type { UserData } from '../../rpc/types';

/** Whom a representative acts for: the shopper of the session, or a guest when none is chosen. */
export function actingFor(user: UserData): string {
  const shopperEmail = user.email && user.email !== user.csr_email ? user.email : '';
  if (!shopperEmail) return 'a guest shopper';
  return user.first_name ? `${user.first_name} (${shopperEmail})` : shopperEmail;
}

/** The header shows only with the csr_logged_in flag and a representative email (spec §6). */
export function shouldShowCsrHeader(csrLoggedIn: boolean, user: UserData | null): user is UserData {
  return csrLoggedIn && !!user?.csr_email;
}
