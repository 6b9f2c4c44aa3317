// The page's one status region (a polite `role="status"` at the end of <body>): what the islands say to the whole
// page, wherever the focus is. The bag counts say their changes in it (visually hidden: the count shows them), and a
// waitlist sign-up its outcome once its dialog has gone (shown: nothing else on the page says it). One region, so
// the page never has two that talk over each other (docs/decisions.md "Bag count: one status region", "Waitlist");
// two parts in it, the shown words and the words only said, so that neither replaces the other when both come at
// once (a dialog's close).
import { pageSingleton } from '../store/page-singleton';

/** The region's marker attribute (tests and page scripts find it by this). */
export const PAGE_STATUS_ATTRIBUTE = 'data-sfi-page-status';
const HIDDEN = 'sfi-visually-hidden';

/**
 * Puts the region on the page (once; again if the page took it out) and returns it. A live region is heard only
 * when its words change after it is there, so call this before there is anything to say.
 */
export function joinPageStatus(): HTMLElement {
  const region = pageSingleton('page-status:v2', () => {
    const made = document.createElement('div');
    made.className = HIDDEN;
    made.setAttribute('role', 'status');
    made.setAttribute(PAGE_STATUS_ATTRIBUTE, '');
    const said = document.createElement('span');
    said.className = HIDDEN;
    made.append(document.createElement('span'), said);
    return made;
  });
  if (!region.isConnected) document.body.append(region);
  return region;
}

/**
 * Whether the page is heard now. While a modal dialog is open the page is inert (under the backdrop, unheard by screen
 * readers): `then` is run at that dialog's close, and should ask again (a dialog may be open below it). The same
 * `then` waits once, however often it is asked (one listener).
 */
export function pageHeard(then: () => void): boolean {
  // `:modal`, or one of ours where the browser has no showModal (it opens then as a plain <dialog open>, aria-modal).
  const modal = document.querySelector('dialog:modal,dialog[open][aria-modal=true]');
  modal?.addEventListener('close', then, { once: true });
  return !modal;
}

type Region = HTMLElement & { sfiClear?: () => void };

/** Shows `text` as the bar ('' puts it away), until the shopper's next press or key. */
function showOnPage(region: Region, text: string): void {
  const clear = (region.sfiClear ??= () => showOnPage(region, ''));
  region.className = text ? 'sfi-page-status' : HIDDEN;
  region.firstChild!.textContent = text;
  for (const type of ['pointerdown', 'keydown']) {
    if (text) addEventListener(type, clear, true);
    else removeEventListener(type, clear, true);
  }
}

/**
 * Says `text` in the region. `shown`: visible as well, above the page, until the shopper's next press or key, and
 * said only once no modal dialog is open. That press or key clears the shown words only: one listener per event, the
 * region's own (so every copy of the bundle adds and takes away the same), there while shown words are. Words only
 * said replace the last words only said, never the shown ones: both are heard when they come together.
 */
export function sayOnPage(text: string, shown?: boolean): void {
  // A shown message waits for an open modal dialog to close (docs/decisions.md "Waitlist").
  if (shown && !pageHeard(() => sayOnPage(text, true))) return;
  const region: Region = joinPageStatus();
  if (shown) showOnPage(region, text);
  else region.lastChild!.textContent = text;
}
