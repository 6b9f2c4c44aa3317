// Waitlist constants of docs/requirements.md §5.3 and §9. The campaign itself (product pages, end date, event
// and request type) is page config (`waitlist` in page-config.ts).

/** The waitlist popup shows this long after the page has loaded (§9). */
export const WAITLIST_POPUP_DELAY_MS = 7000;
