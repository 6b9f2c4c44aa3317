// The email check made before a waitlist sign-up is sent (docs/requirements.md §3.6: "validates the email before
// sending"). The same rule and wording as the demo server's (demo/auth/account-validation.ts).

// Dot-separated parts on both sides of the @, none empty (`sam..lee@`, `sam.@`, `@.example`, `example..com` are typos
// no mail reaches); each domain label of letters and digits, with hyphens only inside; a top-level domain of letters.
const EMAIL = /^[^\s@<>()[\]\\,;:".]+(?:\.[^\s@<>()[\]\\,;:".]+)*@(?:[^\s@<>()[\]\\,;:"._-](?:[^\s@<>()[\]\\,;:"._]*[^\s@<>()[\]\\,;:"._-])?\.)+[a-z]{2,}$/i;
/** The longest address mail servers accept. */
const EMAIL_MAX_LENGTH = 254;

/** What is wrong with an address as typed (spaces at either end are ignored), or null when it may be sent. */
export function emailProblem(typed: string): string | null {
  const email = typed.trim();
  if (email === '') return 'Enter your email address.';
  if (email.length > EMAIL_MAX_LENGTH || !EMAIL.test(email)) return 'Enter an email address like name@example.com.';
  return null;
}
