// Tab kept inside a modal view (WAI-ARIA APG modal dialog): from its last control Tab goes to its first, and
// Shift+Tab from its first to its last. The shared dialog (dialog.tsx) and the video player while it fills the
// window (video/core/fullscreen.ts) use it; each makes the page outside inert, so nothing there takes the focus.

const FOCUSABLE = 'a[href],area[href],button:not([disabled]),input:not([disabled]):not([type=hidden]),select:not([disabled]),textarea:not([disabled]),iframe,[tabindex]:not([tabindex="-1"]),[contenteditable=true]';

/** The controls in `root` Tab can reach: not hidden, not inert, laid out. */
export function focusableIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[hidden],[inert]') && el.getClientRects().length > 0);
}

/** Where Tab would land for `el`: a radio group is one stop, its checked radio (the shades of a quick view, a quiz's answers). */
export function tabStop(root: HTMLElement, el: HTMLElement | undefined): HTMLElement | undefined {
  if (!(el instanceof HTMLInputElement) || el.type !== 'radio' || !el.name || el.checked) return el;
  const group = [...root.querySelectorAll<HTMLInputElement>('input[type=radio]')].filter((radio) => radio.name === el.name && radio.form === el.form);
  return group.find((radio) => radio.checked) ?? el;
}

/** A key pressed inside `root`: Tab on its last control goes to its first, Shift+Tab on its first to its last. */
export function wrapTab(root: HTMLElement, event: KeyboardEvent): void {
  if (event.key !== 'Tab') return;
  const items = focusableIn(root);
  if (items.length === 0) return;
  // The first stop may be a radio group, entered at its checked radio: Shift+Tab from there wraps too.
  const [head, tail] = [tabStop(root, items[0])!, items[items.length - 1]!];
  if (event.shiftKey && document.activeElement === head) {
    event.preventDefault();
    tail.focus();
  } else if (!event.shiftKey && document.activeElement === tail) {
    event.preventDefault();
    head.focus();
  }
}
