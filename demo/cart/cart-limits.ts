// docs/requirements.md gives no quantity limits; these are the demo's (recorded in docs/decisions.md).
/** Most units one add may put in the bag. */
export const MAX_QTY_PER_ADD = 10;
/** Most units of one SKU a bag may hold (an add, an update and a sign-in merge all stop here). */
export const MAX_LINE_QTY = 10;
/** Most offer codes one bag may carry (docs/security.md); re-sending one it carries is no new code. */
export const MAX_OFFER_CODES = 3;
