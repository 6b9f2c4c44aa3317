// The address check made before a waitlist sign-up is sent (docs/requirements.md §3.6).
import { emailProblem } from '../../../src/widgets/waitlist-form/email';

describe('emailProblem', () => {
  it.each(['sam@example.com', 'Sam.Lee+waitlist@mail.example.co.uk', '  sam@example.com  ', 'a@b.io', "o'neil_1@my-shop.example.com", 'josé@exämple.com', 'sam@123.com'])('takes %j', (email) => {
    expect(emailProblem(email)).toBeNull();
  });

  it.each(['', '   ', '\t'])('asks for an address when there is none (%j)', (email) => {
    expect(emailProblem(email)).toBe('Enter your email address.');
  });

  it.each([
    'sam',
    'sam@',
    '@example.com',
    'sam@example',
    'sam@example.c',
    'sam@@example.com',
    'sam lee@example.com',
    'sam@exa mple.com',
    '<sam>@example.com',
    'sam@example.com,other@example.com',
    `${'a'.repeat(243)}@example.com`,
    // A part left empty by a stray dot, a label with a hyphen at an end or an underscore: typos no mail reaches.
    'sam@example..com',
    'sam@.example.com',
    'sam.@example.com',
    '.sam@example.com',
    'sam..lee@example.com',
    'sam@example.com.',
    'sam@-example.com',
    'sam@example-.com',
    'sam@exa_mple.com',
  ])('shows what an address looks like for %j', (email) => {
    expect(emailProblem(email)).toBe('Enter an email address like name@example.com.');
  });

  it('takes an address of 254 characters, the most mail servers accept', () => {
    expect(emailProblem(`${'a'.repeat(242)}@example.com`)).toBeNull();
  });
});
