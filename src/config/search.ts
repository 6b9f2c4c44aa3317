// Search limits of docs/requirements.md §5 and §9.

/** Typeahead searches from this many trimmed characters (§5, §9). */
export const TYPEAHEAD_MIN_CHARS = 3;
/** Typeahead waits this long after the last keystroke (§9). */
export const TYPEAHEAD_DEBOUNCE_MS = 175;
/**
 * A typeahead search still unanswered this long after it went out says so under the box ("Searching…"): on a slow
 * network the shopper otherwise sees nothing happen (docs/decisions.md "A slow typeahead says it is searching").
 */
export const TYPEAHEAD_STALL_MS = 500;
/** Products shown in the typeahead panel (§9). */
export const TYPEAHEAD_PRODUCT_COUNT = 5;
/** Term suggestions shown in the typeahead panel (§9). */
export const TYPEAHEAD_TERM_COUNT = 2;

/**
 * The name of a dimension (a refinement group, a selected filter's) that the answer leaves unnamed: its values still
 * filter, under a heading that names its list (docs/decisions.md "A dimension without a name").
 */
export const UNNAMED_DIMENSION = 'Other';

/** Search results page size (§9). */
export const SEARCH_PAGE_SIZE = 10;
/** Page size of "view all" (§9). */
export const SEARCH_VIEW_ALL_PAGE_SIZE = 10000;

/** Search filters of §9 as an Endeca range filter: SKUs searchable, products shoppable and displayable. */
export const SEARCH_RANGE_FILTER = 's_searchable|GT+0|p_shoppable|GT+0|p_displayable|GT+0';

/**
 * The results page holds new results this long for the content zones they name, so both come in one piece; a zone
 * slower than that comes after them (docs/decisions.md "The results page as it loads").
 */
export const SEARCH_ZONES_WAIT_MS = 1000;
