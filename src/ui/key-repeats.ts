// The keyboard handler delay (docs/requirements.md §9, KEYBOARD_HANDLER_DELAY_MS; reading in docs/decisions.md,
// "Geolocation, keyboard delay and flags"). A key held down on what opens a dialog (Enter on "Quick view", a
// held Enter on "Add to bag" before its overlay) auto-repeats once the dialog has focus; those repeats must
// not act on what the dialog focused. For the delay after it opens, a repeated keydown inside it is
// cancelled before any handler sees it; fresh presses act at once.
import { KEYBOARD_HANDLER_DELAY_MS } from '../config/keyboard';

/** Ignores repeated keydowns inside `container` for `ms`; returns a function that stops early. */
export function ignoreKeyRepeats(container: Element, ms: number = KEYBOARD_HANDLER_DELAY_MS): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (!event.repeat || !(event.target instanceof Node) || !container.contains(event.target)) return;
    event.preventDefault(); // no keypress, so no click from Enter, no cancel from Escape
    event.stopImmediatePropagation();
  };
  // On the window, capturing: before React's root listener and every handler inside the dialog.
  window.addEventListener('keydown', onKeyDown, true);
  const stop = () => {
    clearTimeout(timer);
    window.removeEventListener('keydown', onKeyDown, true);
  };
  const timer = setTimeout(stop, ms);
  return stop;
}
