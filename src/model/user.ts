// The shopper (or representative) of the session, from the full-data call (docs/requirements.md §3, §6).
// A field enters the model when an island first reads it; page scripts get the storefront's own record.
export interface User {
  /** The representative's email; '' unless a representative is acting. */
  csrEmail: string;
  email: string;
  firstName: string;
}
