// Keyboard constants of docs/requirements.md §9. Apart from constants.ts so that boot never carries them.

/** After a dialog opens, its keyboard handling ignores repeated key presses for this long (§9; docs/decisions.md). */
export const KEYBOARD_HANDLER_DELAY_MS = 550;
