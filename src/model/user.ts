// The shopper (or representative) of the session, from the full-data call (docs/requirements.md §3, §6).
// A field enters the model when an island first reads it; page scripts get the storefront's own record.
export interface User {
  /** The representative's email; '' unless a representative is acting. */
  csrEmail: string;
  email: string;
  firstName: string;
}

/**
 * The properties of the signed-in user a page may bind to its elements (docs/requirements.md §3.2). The
 * names are ours; `rpc/user-fields.ts` reads each from the user's full-data record.
 */
export type UserField = 'firstName' | 'email' | 'loyaltyPoints';
