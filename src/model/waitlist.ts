// A waitlist sign-up as the storefront confirmed it (docs/requirements.md §3.6, §7; docs/wire-formats.md
// "Waitlist"). Parsed once in src/rpc/waitlist-methods.ts.

/** A confirmed sign-up. The server answers a repeat sign-up exactly as a first one (docs/decisions.md "Waitlist"). */
export interface WaitlistAnswer {
  /** The address as the server stored it. */
  email: string;
  requestType: string;
  eventId: string;
}
