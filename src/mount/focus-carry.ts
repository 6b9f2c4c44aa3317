// When an island replaces server markup the shopper is using (a search box typed into before the island's code
// arrived on a slow line), the focused element goes with the markup and the focus falls to <body>: the next keys
// go nowhere. The island's like element takes it over: the same id, else the same name, else the same kind of
// control; a text field keeps the caret where it was.

type Caret = { start: number | null; end: number | null } | null;

function caretOf(element: Element): Caret {
  if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) return null;
  try {
    return { start: element.selectionStart, end: element.selectionEnd };
  } catch {
    return null; // inputs without a caret (checkbox, number) throw in some browsers
  }
}

function likeElement(was: Element, host: HTMLElement): HTMLElement | null {
  const tag = was.tagName.toLowerCase();
  const name = was.getAttribute('name');
  const candidates = [...host.querySelectorAll<HTMLElement>(tag)];
  return (
    (was.id ? candidates.find((el) => el.id === was.id) : undefined) ??
    (name ? candidates.find((el) => el.getAttribute('name') === name) : undefined) ??
    (['input', 'textarea', 'select'].includes(tag) ? candidates.find((el) => !(el instanceof HTMLInputElement && el.type === 'hidden')) : undefined) ??
    null
  );
}

/** Moves the focus from `was` (no longer on the page) to its like element in `host`, when the focus was lost. */
export function carryFocus(was: Element, host: HTMLElement): void {
  const active = document.activeElement;
  if (was.isConnected || (active && active !== document.body && active !== document.documentElement)) return;
  let next: HTMLElement | null;
  try {
    next = likeElement(was, host);
  } catch {
    return; // a courtesy: never a reason for the island not to mount
  }
  if (!next) return;
  const caret = caretOf(was);
  next.focus();
  if (caret && caret.start !== null && (next instanceof HTMLInputElement || next instanceof HTMLTextAreaElement)) {
    try {
      next.setSelectionRange(caret.start, caret.end ?? caret.start);
    } catch {
      // the island's field takes no caret (a type without selection)
    }
  }
}
