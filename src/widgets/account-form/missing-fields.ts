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
  // Sign-in asks in one sentence for what is empty: after a failed send the password is cleared and the address kept,
  // so "Enter your password." (the address is not asked for again).
  const what = { firstName: 'your first name', email: 'your email address', password: 'your password' };
  if (form === 'signin') return { messages: empty.length ? [`Enter ${empty.map((name) => what[name]).join(' and ')}.`] : [], fields: empty };
  const says = { firstName: 'Enter your first name.', email: 'Enter your email address.', password: 'Choose a password.' };
  return { messages: empty.map((name) => says[name]), fields: empty };
}
