// Elements marked `data-user-field="<field>"` show a property of the signed-in user (docs/requirements.md
// §3.2): the value from user.fullData replaces the element's text (never markup). An empty value, an
// unknown field or no user leaves the server's content as it was (§8: a failed call is silent).
import { toBcp47 } from '../../config/locale';
import type { User } from '../../model/user';
import { isUserField, readUserField } from '../../rpc/user-fields';

const USER_FIELD_SELECTOR = '[data-user-field]';

const warned = new Set<string>();

/** The text a value shows: numbers (points) grouped in the page's locale. */
export function userFieldText(value: string | number, locale: string): string {
  return typeof value === 'number' ? new Intl.NumberFormat(toBcp47(locale)).format(value) : value;
}

/**
 * Fills every marked element under `root`; returns how many it filled. With no user yet (nobody signed in, or the
 * call still out) it fills nothing but still warns about unknown names, so a page previewed signed out hears of them.
 */
export function fillUserFields(root: ParentNode, user: User | null, locale: string): number {
  let filled = 0;
  root.querySelectorAll<HTMLElement>(USER_FIELD_SELECTOR).forEach((element) => {
    const name = element.getAttribute('data-user-field') ?? '';
    if (!isUserField(name)) {
      if (!warned.has(name)) {
        warned.add(name);
        console.warn(`[storefront-islands] user-fields: data-user-field="${name}" is not a user field (firstName, email, loyaltyPoints); the element keeps its content.`);
      }
      return;
    }
    const text = user && userFieldText(readUserField(user, name), locale);
    if (!text) return;
    element.textContent = text;
    filled += 1;
  });
  return filled;
}
