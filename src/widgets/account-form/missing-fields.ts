import type { AccountFormKind } from '../../rpc/account-forms';

export type AccountField = 'firstName' | 'email' | 'password';

/** Messages for the shopper and the fields they are about (marked `aria-invalid`). */
export interface FormProblems {
  messages: string[];
  fields: AccountField[];
}

/** What the shopper must fill in before the form is sent; the storefront checks the rest (docs/decisions.md). */
export function missingFields(form: AccountFormKind, values: Record<AccountField, string>): FormProblems {
  // A password is taken as typed: spaces are characters of it.
  const filled = (name: AccountField) => (name === 'password' ? values.password : values[name].trim()) !== '';
  const empty = (['firstName', 'email', 'password'] as const).filter((name) => !filled(name) && (form === 'create' || name !== 'firstName'));
  if (form === 'signin') return { messages: empty.length ? ['Enter your email address and your password.'] : [], fields: empty };
  const says = { firstName: 'Enter your first name.', email: 'Enter your email address.', password: 'Choose a password.' };
  return { messages: empty.map((name) => says[name]), fields: empty };
}
