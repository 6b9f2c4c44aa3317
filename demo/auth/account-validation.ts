import { MAX_PASSWORD_LENGTH } from './password';

export const MIN_PASSWORD_LENGTH = 8;
// Dot-separated parts on both sides of the @, none empty (`sam..lee@`, `sam.@`, `@.example`, `example..com` are typos
// no mail reaches); each domain label of letters and digits, with hyphens only inside; a top-level domain of letters.
const EMAIL = /^[^\s@<>()[\]\\,;:".]+(?:\.[^\s@<>()[\]\\,;:".]+)*@(?:[^\s@<>()[\]\\,;:"._-](?:[^\s@<>()[\]\\,;:"._]*[^\s@<>()[\]\\,;:"._-])?\.)+[a-z]{2,}$/i;
const COMMON_PASSWORDS = new Set(['password', 'password1', '12345678', '123456789', '1234567890', 'qwertyui', 'qwerty123', 'iloveyou', 'abcdefgh', '11111111', 'letmein1', 'welcome1']);

export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

export function emailProblem(email: string): string | null {
  if (email === '') return 'Enter your email address.';
  if (email.length > 254 || !EMAIL.test(email)) return 'Enter an email address like name@example.com.';
  return null;
}

export function firstNameProblem(firstName: string): string | null {
  if (firstName === '') return 'Enter your first name.';
  if (firstName.length > 50) return 'Your first name can be at most 50 characters long.';
  return null;
}

export function newPasswordProblem(password: string, email: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return `Choose a password of at least ${MIN_PASSWORD_LENGTH} characters.`;
  if (password.length > MAX_PASSWORD_LENGTH) return `Choose a password of at most ${MAX_PASSWORD_LENGTH} characters.`;
  if (COMMON_PASSWORDS.has(password.toLowerCase()) || password.toLowerCase() === email || /^(.)\1+$/.test(password)) {
    return 'That password is too easy to guess. Choose a less common one, for example three unrelated words.';
  }
  return null;
}
