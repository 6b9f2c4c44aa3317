// Product and bag constants of docs/requirements.md §7 and §9.

/** Default length of a product description blurb (§9). */
export const PRODUCT_BLURB_LENGTH = 120;
/** Ratings are rounded to this many decimals (§9). */
export const RATING_DECIMALS = 1;
/** An OVERLAY returned by a cart add is shown after this delay (§7). */
export const CART_OVERLAY_DELAY_MS = 500;
/** Promotional (purchase with purchase) popup size (§9). */
export const PWP_POPUP_WIDTH_PX = 590;
export const PWP_POPUP_HEIGHT_PX = 375;
/**
 * For this long after "Show more" brings a page, a tap on that page's cards is let go: a second tap meant for the
 * button lands where it stood, now the first new card (docs/decisions.md "Products for late hosts"). Shorter than any
 * shopper takes to see a new card and choose it.
 */
export const GRID_NEW_PAGE_SETTLE_MS = 500;
