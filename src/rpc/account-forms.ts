// The return-user sign-in and new-account forms (docs/requirements.md §2.1, §2.2): posted as the storefront's own
// sign-in page posts them (`/account/signin.tmpl`, fields `action`, `_TOKEN`, `return_url`, `email`, `password`,
// `first_name`), and read back without a page load. A redirect is a success (the page it leads to); a page that
// answers instead is a refusal, and its error list (the `[role=alert]` list of the form's panel) is read as text.
import { RPC_TIMEOUT_MS } from '../config/constants';
import { kyWithDeadline } from './http';

export type AccountFormKind = 'signin' | 'create';

export interface AccountFormFields {
  email: string;
  password: string;
  /** New accounts only. */
  firstName?: string;
  /** The same-site path to come back to. */
  returnUrl: string;
}

/** `refused`: the storefront's page answered with this form's messages (else no answer came that says what was wrong). */
export type AccountFormOutcome = { ok: true; next: string } | { ok: false; messages: string[]; refused?: true };

/** The panel of the storefront's sign-in page that holds each form (its id is also the form's hash, §2.2). */
const PANEL: Record<AccountFormKind, string> = { signin: 'sign-in', create: 'new-account' };

/** What a shopper reads when the answer has no message of its own. */
const STATUS_TEXT: Readonly<Record<number, string>> = {
  403: 'Your session has expired. Please refresh the page and try again.',
  429: 'Too many attempts. Please wait a moment and try again.',
};
const GENERIC_FAILURE = 'Sorry, we could not reach our servers. Please try again.';

/**
 * Reads an answered page without inserting it: the caller's parser (ui/sanitize-html's parseSanitized), since a page
 * enforcing Trusted Types refuses plain strings to every HTML parser but the sanitizer (docs/security.md).
 */
export type ParsePage = (html: string) => Promise<ParentNode>;

/** The error messages a re-rendered sign-in page shows for this form, as text. */
async function errorMessages(page: string, kind: AccountFormKind, parse: ParsePage): Promise<string[]> {
  const doc = await parse(page);
  const list = [...doc.querySelectorAll('[id]')].find((element) => element.id === PANEL[kind])?.querySelector('[role="alert"]') ?? doc.querySelector('[role="alert"]');
  return [...(list?.querySelectorAll('li') ?? [])].map((item) => item.textContent!.trim()).filter(Boolean);
}

export async function postAccountForm(
  action: string,
  kind: AccountFormKind,
  fields: AccountFormFields,
  token: string | null,
  parse: ParsePage,
): Promise<AccountFormOutcome> {
  const body = new URLSearchParams({ action: kind, _TOKEN: token ?? '', return_url: fields.returnUrl, email: fields.email, password: fields.password });
  if (kind === 'create') body.set('first_name', fields.firstName ?? '');
  let response: Pick<Response, 'ok' | 'redirected' | 'url' | 'status'> & { text: string };
  try {
    response = await kyWithDeadline(RPC_TIMEOUT_MS, undefined, async (ky, options) => {
      const answer = await ky.post(action, { ...options, body, throwHttpErrors: false, headers: { accept: 'text/html' } });
      const { ok, redirected, url, status } = answer;
      return { ok, redirected, url, status, text: ok && redirected ? '' : await answer.text() };
    });
  } catch {
    return { ok: false, messages: [GENERIC_FAILURE] };
  }
  if (response.ok && response.redirected) return { ok: true, next: response.url };
  const messages = STATUS_TEXT[response.status] ? [] : await errorMessages(response.text, kind, parse).catch(() => []);
  return messages.length > 0 ? { ok: false, messages, refused: true } : { ok: false, messages: [STATUS_TEXT[response.status] ?? GENERIC_FAILURE] };
}
