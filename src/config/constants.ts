// What the storefront's endpoints and cookies are called, and how long we wait for an answer
// (docs/requirements.md §3, §7; docs/wire-formats.md). Limits that only some islands use live beside
// them in search.ts and products.ts, so boot does not carry them. A constant enters config/ when code
// first uses it.

/** The JSON-RPC endpoint (§7). */
export const JSONRPC_ENDPOINT = '/rpc/jsonrpc.tmpl';
/** The Endeca search endpoint (§7). */
export const ENDECA_ENDPOINT = '/enrpc/JSONControllerServlet.do';
/** Our own choice: the legacy client had no timeout (docs/decisions.md). */
export const RPC_TIMEOUT_MS = 15000;

/** The user info cookie (§3). */
export const USER_COOKIE = 'FE_USER_CART';
/** The locale cookie (§3). */
export const LOCALE_COOKIE = 'LOCALE';
/** The recent-search cookie (§3); its name is ours (docs/decisions.md). */
export const RECENT_SEARCHES_COOKIE = 'RECENT_SEARCHES';
/** Separator of the recent-search cookie (§9). */
export const RECENT_SEARCHES_SEPARATOR = ':::';
/**
 * Control characters other than white space (NUL, BEL, ESC, DEL, C1), taken out of a search term: they show as
 * nothing or as boxes, and the search drops them (docs/decisions.md "Recent searches"). The one rule for the term the
 * results page reads from its address, the typeahead sends and the recent-search cookie keeps. Global: for `replace`.
 */
export const CONTROL_CHARACTERS = /[\0-\x08\x0e-\x1f\x7f-\x9f]/g;
/** Recent searches kept when the page config names no maximum (§9 leaves it open; docs/decisions.md). */
export const RECENT_SEARCHES_DEFAULT_MAX = 10;
/** The CSRF token cookie (docs/wire-formats.md). */
export const CSRF_COOKIE = 'csrftoken';

/** A hash trigger (`#sign-in`, `#blue_ocean`, ...) opens its dialog after this delay (docs/requirements.md §2.2, §9). */
export const HASH_TRIGGER_DELAY_MS = 500;
/**
 * The sign-in page (docs/requirements.md §2.1): where the return-user sign-in and new-account forms post, and where
 * a link to sign in goes, its `return_url` naming where to send the shopper back to.
 */
export const SIGN_IN_PATH = '/account/signin.tmpl';

/**
 * Products arriving for many islands at once (a listing's cards rendering when the load batch answers) are stored in
 * slices of about this long, the browser given a turn between them, so a shopper's tap or key waits for one slice
 * rather than all of it (our choice, no section asks for it: docs/decisions.md "Listing pages: 500 cards"). The mount
 * batch is not sliced. The browser's layout of a slice comes after it, in a task of its own.
 */
export const SLICE_MS = 40;
/** The first slice's length in items, before any has been timed: about 10–25 ms of product cards. */
export const FIRST_SLICE = 16;
