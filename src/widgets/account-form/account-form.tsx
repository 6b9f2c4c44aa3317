// The return-user sign-in and new-account forms (docs/requirements.md §2.1, §2.2), working where the page's own
// form cannot: inside the dialog a `#sign-in` or `#new-account` hash or a header link opens (overlay content is
// sanitised, and forms do not survive that; the sign-in page names this island with `data-overlay-widget`). The form posts as the page's form would (rpc/account-forms.ts); the
// storefront's messages show above the fields, focus moves to them and what was typed stays, except the password after a refusal.
// Once signed in the browser goes where the storefront sends it (the page the shopper was on), as a full load.
import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { postAccountForm } from '../../rpc/account-forms';
import { goTo } from '../../ui/navigate';
import { parseSanitized } from '../../ui/sanitize-html';
import { sameSiteUrl } from '../../ui/urls';
import { useStableId } from '../../ui/use-id';
import { useIsland } from '../../ui/use-island';
import type { AccountFormProps } from './account-form-props';
import { missingFields, type AccountField, type FormProblems } from './missing-fields';

const TEXT = {
  signin: { submit: 'Sign in', busy: 'Signing in…', password: 'current-password' },
  create: { submit: 'Create account', busy: 'Creating your account…', password: 'new-password' },
} as const;

export function AccountForm({ form, action, returnUrl, passwordHint }: AccountFormProps) {
  const { rpc } = useIsland();
  const id = useStableId(`account-${form}`);
  const [values, setValues] = useState({ email: '', password: '', firstName: '' });
  const [problems, setProblems] = useState<FormProblems>({ messages: [], fields: [] });
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const summary = useRef<HTMLDivElement>(null);
  const text = TEXT[form];

  // Each refusal moves focus to its messages, before the browser paints. The focus says them, once: the summary is no
  // alert as well, which would have them said twice (as the loyalty join form has it).
  useLayoutEffect(() => {
    if (attempt > 0) summary.current?.focus();
  }, [attempt]);

  const refuse = (next: FormProblems) => {
    setProblems(next);
    setAttempt((n) => n + 1);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const missing = missingFields(form, values);
    if (missing.messages.length > 0) return refuse(missing);
    setBusy(true);
    const outcome = await postAccountForm(action, form, { ...values, returnUrl }, await rpc.csrfToken().catch(() => null), parseSanitized);
    if (outcome.ok) return goTo(sameSiteUrl(outcome.next)?.href ?? location.pathname + location.search);
    setBusy(false);
    // The storefront's messages name no field; they are about the email and password, as its own page marks them, and
    // the password goes as there. No answer, or one without them (an expired session, a server down): nothing typed
    // was wrong, so nothing is marked or cleared, and the shopper tries again as it stands.
    if (outcome.refused) setValues((v) => ({ ...v, password: '' }));
    refuse({ messages: outcome.messages, fields: outcome.refused ? ['email', 'password'] : [] });
  };

  const errors = problems.messages;
  const field = (name: AccountField, hint?: string) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    onChange: (event: { currentTarget: HTMLInputElement }) => {
      const value = event.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
    },
    // Only the fields the messages are about: a missing first name is marked, a filled email is not.
    'aria-invalid': problems.fields.includes(name) || undefined,
    'aria-describedby': [problems.fields.includes(name) ? `${id}-errors` : '', hint ?? ''].filter(Boolean).join(' ') || undefined,
  });

  return (
    <form className="sfi-account" noValidate onSubmit={(event) => void submit(event)} aria-busy={busy || undefined}>
      {errors.length > 0 ? (
        <div className="sfi-account__errors" id={`${id}-errors`} tabIndex={-1} ref={summary}>
          {problems.fields.length ? <p>Please correct the following:</p> : null}
          <ul>
            {errors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {form === 'create' ? (
        <>
          <label htmlFor={`${id}-firstName`}>First name</label>
          <input {...field('firstName')} type="text" autoComplete="given-name" required maxLength={50} />
        </>
      ) : null}
      <label htmlFor={`${id}-email`}>Email address</label>
      <input {...field('email')} type="email" autoComplete={form === 'signin' ? 'username' : 'email'} required />
      <label htmlFor={`${id}-password`}>Password</label>
      <input {...field('password', form === 'create' && passwordHint ? `${id}-hint` : undefined)} type="password" autoComplete={text.password} required />
      {form === 'create' && passwordHint ? (
        <p className="sfi-account__hint" id={`${id}-hint`}>
          {passwordHint}
        </p>
      ) : null}
      <button type="submit" className="sfi-account__submit" aria-disabled={busy || undefined}>
        {busy ? text.busy : text.submit}
      </button>
    </form>
  );
}
