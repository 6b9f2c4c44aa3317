// Business constants of the specification (spec.md §9, §2, §4). One name per fact.

/** Typeahead searches from this many trimmed characters (spec §5, §9). */
export const TYPEAHEAD_MIN_CHARS = 3;
/** Typeahead waits this long after the last keystroke (spec §9). */
export const TYPEAHEAD_DEBOUNCE_MS = 175;
/** Products shown in the typeahead panel (spec §9). */
export const TYPEAHEAD_PRODUCT_COUNT = 5;
/** Term suggestions shown in the typeahead panel (spec §9). */
export const TYPEAHEAD_TERM_COUNT = 2;

/** Search results page size (spec §9). */
export const SEARCH_PAGE_SIZE = 10;
/** Page size used by "view all" (spec §9). */
export const SEARCH_VIEW_ALL_PAGE_SIZE = 10000;
/** Recent searches kept in the cookie when the page config names no maximum (spec §9 leaves it open; docs/decisions.md). */
export const RECENT_SEARCHES_DEFAULT_MAX = 10;
/** Separator of the recent-search cookie (spec §9). */
export const RECENT_SEARCHES_SEPARATOR = ':::';

/** Back-to-top button appears after this scroll distance (spec §2, §9). */
export const BACK_TO_TOP_THRESHOLD_PX = 220;
/** Scroll handler throttle for back-to-top (spec §9). */
export const BACK_TO_TOP_SCROLL_THROTTLE_MS = 100;

/** Default length of a product description blurb (spec §9). */
export const PRODUCT_BLURB_LENGTH = 120;
/** Ratings are rounded to this many decimals (spec §9). */
export const RATING_DECIMALS = 1;

/** Delay before the waitlist popup opens (spec §9). */
export const WAITLIST_POPUP_DELAY_MS = 7000;
/** Promotional (purchase with purchase) popup size (spec §9). */
export const PWP_POPUP_WIDTH_PX = 590;
export const PWP_POPUP_HEIGHT_PX = 375;
/** Quiz overlay size (spec §9). */
export const QUIZ_OVERLAY_WIDTH_PX = 780;
export const QUIZ_OVERLAY_HEIGHT_PX = 525;
/** An OVERLAY returned by a cart add is shown after this delay (spec §7). */
export const CART_OVERLAY_DELAY_MS = 500;
/** #sign-in and #new-account open their link after this delay (spec §2). */
export const HASH_TRIGGER_DELAY_MS = 500;
/** Keyboard handler delay (spec §9). */
export const KEYBOARD_HANDLER_DELAY_MS = 550;
/** Geolocation fallback timeout on legacy devices (spec §9). */
export const GEOLOCATION_FALLBACK_TIMEOUT_MS = 1000;

/** Video: play and seek are allowed once this percentage is buffered (spec §4, §9). */
export const VIDEO_BUFFER_LIMIT_PERCENT = 10;
/** Video player tick (spec §9). */
export const VIDEO_TICK_MS = 500;
/** Video volume scale is 0..VIDEO_VOLUME_MAX, 0 meaning muted; default VIDEO_VOLUME_DEFAULT (spec §5, §9). */
export const VIDEO_VOLUME_MAX = 10;
export const VIDEO_VOLUME_DEFAULT = 5;
/** Default metric tag values (spec §9). */
export const VIDEO_METRIC_TAG_VALUES = { ready: 0, pause: 1, play: 2, end: 3 } as const;
/** A metric tag and its category are cut to this many characters (spec §5). */
export const METRIC_TAG_MAX_LENGTH = 49;
/** Minimum Flash version, fallback duration, forced readiness, time polling (spec §9). */
export const FLASH_MIN_VERSION = '10.0.0';
export const FLASH_FALLBACK_DURATION_S = 180;
export const FLASH_FORCE_READY_MS = 10000;
export const FLASH_TIME_POLL_MS = 500;
/** Product panel fade and chapter retry (spec §9). */
export const VIDEO_PRODUCT_PANEL_FADE_MS = 1000;
export const VIDEO_CHAPTER_RETRY_MS = 1000;
/** Subtitle bar default style (spec §9). */
export const SUBTITLE_STYLE = { widthPercent: 90, fontSizePx: 16, fontWeight: 'bold', color: '#fff', bottomPx: 40 } as const;

/** Date picker defaults (spec §9). */
export const DATE_PICKER_DEFAULTS = {
  firstDay: 0,
  dateFormat: 'mm/dd/yy',
  isRTL: false,
  closeText: 'Done',
  prevText: 'Prev',
  nextText: 'Next',
  currentText: 'Today',
} as const;

/** Search filters of spec §9, as the Endeca record and range filters (notes/wire-formats.md). */
export const SEARCH_RANGE_FILTER = 's_searchable|GT+0|p_shoppable|GT+0|p_displayable|GT+0';
export const SEARCH_EXCLUDED_INVENTORY_STATUS = 5;

/** Legacy storefront endpoints (spec §7). */
export const JSONRPC_ENDPOINT = '/rpc/jsonrpc.tmpl';
export const ENDECA_ENDPOINT = '/enrpc/JSONControllerServlet.do';
/** Our own choice: the legacy client had no timeout (docs/decisions.md). */
export const RPC_TIMEOUT_MS = 15000;

/** Cookie names (spec §3, notes/wire-formats.md). */
export const USER_COOKIE = 'FE_USER_CART';
export const LOCALE_COOKIE = 'LOCALE';
export const RECENT_SEARCHES_COOKIE = 'RECENT_SEARCHES';
export const CSRF_COOKIE = 'csrftoken';
