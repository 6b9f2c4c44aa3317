// Overlay sizes of docs/requirements.md §9.

/** The quiz overlay (§9); the foundation finder opens at the same size (docs/decisions.md). */
export const QUIZ_OVERLAY_WIDTH_PX = 780;
export const QUIZ_OVERLAY_HEIGHT_PX = 525;
