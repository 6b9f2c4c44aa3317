import type { Session } from '../auth/session-store';

/**
 * FE_USER_CART value: each key and value URI-encoded, joined as `key:value&key:value`, then the
 * whole string URI-encoded once more. The client decodes in the reverse order.
 */
export function encodeFeUserCart(fields: ReadonlyArray<readonly [string, string]>): string {
  const joined = fields.map(([key, value]) => `${encodeURIComponent(key)}:${encodeURIComponent(value)}`).join('&');
  return encodeURIComponent(joined);
}

export function decodeFeUserCart(cookieValue: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const pair of decodeURIComponent(cookieValue).split('&')) {
    const colon = pair.indexOf(':');
    if (colon > 0) fields[decodeURIComponent(pair.slice(0, colon))] = decodeURIComponent(pair.slice(colon + 1));
  }
  return fields;
}

/** `itemCount` is null when a guest has no bag: the cookie then says `item_count:` (empty). */
export function feUserCartFields(session: Session, itemCount: number | null): Array<[string, string]> {
  const flag = (value: boolean) => (value ? '1' : '0');
  const fields: Array<[string, string]> = [
    ['signed_in', flag(session.user !== null)],
    ['csr_logged_in', flag(session.csrLoggedIn)],
    ['item_count', itemCount === null && !session.user ? '' : String(itemCount ?? 0)],
    ['is_loyalty_member', flag(session.user?.loyalty != null)],
  ];
  if (session.user) fields.push(['first_name', session.user.firstName]);
  return fields;
}
