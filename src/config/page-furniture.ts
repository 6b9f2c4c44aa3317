// Page furniture of docs/requirements.md §9.1 and §9.3: the back-to-top button and the date picker.
// Only their islands read these, so boot does not carry them.

/** The back-to-top button shows once the page has scrolled past this many pixels (§9.1). */
export const BACK_TO_TOP_THRESHOLD_PX = 220;
/** Scroll handling of the back-to-top button runs at most once per this many milliseconds (§9.1). */
export const BACK_TO_TOP_SCROLL_THROTTLE_MS = 100;

/**
 * The date picker's defaults (§9.3). `dateFormat` is written in the legacy picker's notation, where `mm` and
 * `dd` are two-digit month and day and `yy` the four-digit year (`y` would be two digits): docs/decisions.md,
 * "Page furniture: back-to-top, accordion, date picker".
 */
export const DATE_PICKER_DEFAULTS = {
  /** 0 = Sunday. */
  firstDayOfWeek: 0,
  dateFormat: 'mm/dd/yy',
  direction: 'ltr',
  labels: { done: 'Done', prev: 'Prev', next: 'Next', today: 'Today' },
  /** The earliest date taken when the input sets no `min` (docs/decisions.md "Years before 1900 are slips"). */
  earliest: '1900-01-01',
} as const;
