import type { Session } from '../auth/session-store';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../db/seed';
import { html, type SafeHtml } from '../html/html';
import { withFlavour, type Flavour } from '../http/flavour';
import { MIN_PASSWORD_LENGTH } from '../auth/account-validation';
import { errorSummary, type SummaryProblem } from './page-notices';

export interface SigninFormState {
  /** Which form the errors belong to. */
  form: 'signin' | 'create' | null;
  /** A problem that names its field (an input's id) marks that field only; one that names none marks the form's. */
  errors: Array<string | SummaryProblem>;
  email: string;
  firstName: string;
  returnUrl: string;
}

const SUMMARY_LEAD = 'Please correct the following:';

export const EMPTY_SIGNIN_STATE: SigninFormState = { form: null, errors: [], email: '', firstName: '', returnUrl: '/' };

function hiddenFields(action: string, session: Session | null, returnUrl: string): SafeHtml {
  return html`<input type="hidden" name="action" value="${action}">
    <input type="hidden" name="_TOKEN" value="${session?.csrfToken ?? ''}">
    <input type="hidden" name="return_url" value="${returnUrl}">`;
}

/**
 * Props of the `account-form` island that takes each form's place inside the dialog a header link or a `#sign-in` /
 * `#new-account` hash opens (forms do not survive the dialog's sanitiser). `data-overlay-widget` makes it a host
 * there only: on this page the form below works as it is (docs/widgets.md).
 */
function accountFormProps(form: 'signin' | 'create', returnUrl: string, action: string): string {
  return JSON.stringify({ form, action, returnUrl, ...(form === 'create' ? { passwordHint: passwordHint() } : {}) });
}

const passwordHint = () => `At least ${MIN_PASSWORD_LENGTH} characters; avoid common passwords.`;

export function signinPage(state: SigninFormState, session: Session | null, flavour: Flavour): SafeHtml {
  const formAction = withFlavour('/account/signin.tmpl', flavour);
  const signinErrors = state.form === 'signin' ? state.errors : [];
  const createErrors = state.form === 'create' ? state.errors : [];
  const invalid = (errors: SigninFormState['errors']) => (errors.length > 0 ? 'true' : 'false');
  /** A create-form field's marks: invalid and described by the summary when a problem names it (or none names any). */
  const fieldMarks = (id: string, describedBy = '') => {
    const named = createErrors.some((problem) => typeof problem !== 'string' && problem.field);
    const mine = createErrors.some((problem) => (typeof problem === 'string' ? !named : problem.field === id));
    const describedByIds = [mine ? 'new-account-errors' : '', describedBy].filter(Boolean).join(' ');
    return html`aria-invalid="${mine ? 'true' : 'false'}"${describedByIds ? html` aria-describedby="${describedByIds}"` : ''}`;
  };
  return html`<div class="signin-page">
    <h1>Sign in or create an account</h1>
    ${session?.user ? html`<p class="notice">You are signed in as ${session.user.email}. Signing in again switches account.</p>` : ''}
    <div class="signin-panels">
      <section id="sign-in" class="signin-panel" aria-labelledby="sign-in-title">
        <h2 id="sign-in-title">Returning customer</h2>
        <div data-overlay-widget="account-form" data-props="${accountFormProps('signin', state.returnUrl, formAction)}">
        ${errorSummary(SUMMARY_LEAD, signinErrors, 'sign-in-errors')}
        <form method="post" action="${formAction}" class="stacked-form">
          ${hiddenFields('signin', session, state.returnUrl)}
          <label for="signin-email">Email address</label>
          <input id="signin-email" name="email" type="email" autocomplete="username" required
            value="${state.form === 'signin' ? state.email : ''}" aria-invalid="${invalid(signinErrors)}"
            ${signinErrors.length ? html`aria-describedby="sign-in-errors"` : ''}>
          <label for="signin-password">Password</label>
          <input id="signin-password" name="password" type="password" autocomplete="current-password" required
            aria-invalid="${invalid(signinErrors)}">
          <button type="submit" class="button">Sign in</button>
        </form>
        </div>
        <p class="hint">Demo accounts: ${DEMO_ACCOUNTS.map((a) => a.email).join(', ')} (password “${DEMO_PASSWORD}”).</p>
      </section>
      <section id="new-account" class="signin-panel" aria-labelledby="new-account-title">
        <h2 id="new-account-title">New customer</h2>
        <div data-overlay-widget="account-form" data-props="${accountFormProps('create', state.returnUrl, formAction)}">
        ${errorSummary(SUMMARY_LEAD, createErrors, 'new-account-errors')}
        <form method="post" action="${formAction}" class="stacked-form">
          ${hiddenFields('create', session, state.returnUrl)}
          <label for="create-first-name">First name</label>
          <input id="create-first-name" name="first_name" type="text" autocomplete="given-name" required maxlength="50"
            value="${state.form === 'create' ? state.firstName : ''}" ${fieldMarks('create-first-name')}>
          <label for="create-email">Email address</label>
          <input id="create-email" name="email" type="email" autocomplete="email" required
            value="${state.form === 'create' ? state.email : ''}" ${fieldMarks('create-email')}>
          <label for="create-password">Password</label>
          <input id="create-password" name="password" type="password" autocomplete="new-password" required
            minlength="${MIN_PASSWORD_LENGTH}" ${fieldMarks('create-password', 'create-password-hint')}>
          <p id="create-password-hint" class="hint">${passwordHint()}</p>
          <button type="submit" class="button">Create account</button>
        </form>
        </div>
      </section>
    </div>
  </div>`;
}
