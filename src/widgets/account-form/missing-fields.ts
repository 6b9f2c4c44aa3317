import type { AccountFormKind } from '../../rpc/account-forms';

/** What the shopper must fill in before the form is sent; the storefront checks the rest (docs/decisions.md). */
export function missingFields(form: AccountFormKind, values: { email: string; password: string; firstName: string }): string[] {
  const email = values.email.trim();
  if (form === 'signin') return email && values.password ? [] : ['Enter your email address and your password.'];
  return [
    values.firstName.trim() ? null : 'Enter your first name.',
    email ? null : 'Enter your email address.',
    values.password ? null : 'Choose a password.',
  ].filter((message): message is string => message !== null);
}
