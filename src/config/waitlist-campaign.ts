// What a waitlist sign-up says about the page's campaign (docs/requirements.md §3.6; docs/decisions.md "Waitlist"):
// `EVENT_ID` and `REQUEST_TYPE`, from the page config's `waitlist` block, read by the waitlist form when it sends.

/** The form's part of the page's waitlist campaign. */
export interface WaitlistCampaign {
  /** Sent as `EVENT_ID` with a sign-up from the popup or a page's form. */
  eventId: string;
  /** Sent as `REQUEST_TYPE` with a sign-up from the popup or a page's form. */
  requestType: string;
}

/** `REQUEST_TYPE` of a campaign sign-up when the page config names none. */
const DEFAULT_REQUEST_TYPE = 'WAITLIST';

/** A short code for the wire (`EVENT_ID`, `REQUEST_TYPE`): letters, digits, `_`, `-`, `.`, up to 64; numbers taken as text. */
function code(value: unknown, fallback: string): string {
  const text = typeof value === 'number' && Number.isInteger(value) && value >= 0 ? String(value) : value;
  return typeof text === 'string' && /^[\w.-]{1,64}$/.test(text) ? text : fallback;
}

/** The page config's `waitlist` block as the form reads it: anything missing or unreadable takes its default. */
export function waitlistCampaign(raw: unknown): WaitlistCampaign {
  const source = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  return { eventId: code(source.eventId, ''), requestType: code(source.requestType, DEFAULT_REQUEST_TYPE) };
}
