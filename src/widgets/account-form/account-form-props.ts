import { SIGN_IN_PATH } from '../../config/constants';
import type { AccountFormKind } from '../../rpc/account-forms';
import { optionalString, PropsError, type RawProps } from '../../ui/island-props';
import { sameSiteUrl } from '../../ui/urls';

export interface AccountFormProps {
  form: AccountFormKind;
  /** Where the form posts: a path of this site. */
  action: string;
  /** The same-site path the storefront sends the shopper to once signed in. */
  returnUrl: string;
  /** Shown under the new password (the storefront's rules). */
  passwordHint: string;
}

export function parseAccountFormProps(raw: RawProps): AccountFormProps {
  const form = optionalString(raw, 'form');
  if (form !== 'signin' && form !== 'create') throw new PropsError(`prop "form" must be "signin" or "create", got ${JSON.stringify(raw.form ?? null)}`);
  const action = optionalString(raw, 'action', SIGN_IN_PATH).trim();
  const target = sameSiteUrl(action);
  if (!target) throw new PropsError(`prop "action" must be a page of this site (got ${JSON.stringify(action)}); the form sends a password`);
  const returnUrl = optionalString(raw, 'returnUrl').trim();
  return {
    form,
    action: target.href,
    returnUrl: returnUrl.startsWith('/') && !returnUrl.startsWith('//') ? returnUrl : location.pathname + location.search,
    passwordHint: optionalString(raw, 'passwordHint'),
  };
}
