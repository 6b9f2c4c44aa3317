// The page's one status region (a polite `role="status"` at the end of <body>): what the islands say to the whole
// page, wherever the focus is. The bag counts say their changes in it (visually hidden: the count shows them), and a
// waitlist sign-up its outcome once its dialog has gone (shown: nothing else on the page says it). One region, so
// the page never has two that talk over each other (docs/decisions.md "Bag count: one status region", "Waitlist").
import { pageSingleton } from '../store/page-singleton';

/** The region's marker attribute (tests and page scripts find it by this). */
export const PAGE_STATUS_ATTRIBUTE = 'data-sfi-page-status';
const HIDDEN = 'sfi-visually-hidden';

/**
 * Puts the region on the page (once; again if the page took it out) and returns it. A live region is heard only
 * when its words change after it is there, so call this before there is anything to say.
 */
export function joinPageStatus(): HTMLElement {
  const region = pageSingleton('page-status:v1', () => {
    const made = document.createElement('div');
    made.className = HIDDEN;
    made.setAttribute('role', 'status');
    made.setAttribute(PAGE_STATUS_ATTRIBUTE, '');
    return made;
  });
  if (!region.isConnected) document.body.append(region);
  return region;
}

/**
 * Says `text` in the region. `shown`: visible as well, above the page, until the shopper's next press or key, and
 * said only once no modal dialog is open. That press or key clears this message only: one listener per event, the
 * region's own (so every copy of the bundle adds and takes away the same), there while a shown message is and taken
 * away by whatever the region says next.
 */
export function sayOnPage(text: string, shown?: boolean): void {
  // Outside an open modal dialog the page is inert, heard by no screen reader and under the backdrop: a shown message
  // waits for it to close (docs/decisions.md "Waitlist").
  const modal = shown && document.querySelector('dialog:modal');
  if (modal) return modal.addEventListener('close', () => sayOnPage(text, true), { once: true });
  const region: HTMLElement & { sfiClear?: () => void } = joinPageStatus();
  const clear = (region.sfiClear ??= () => sayOnPage(''));
  region.className = shown ? 'sfi-page-status' : HIDDEN;
  region.textContent = text;
  for (const type of ['pointerdown', 'keydown']) {
    if (shown) addEventListener(type, clear, true);
    else removeEventListener(type, clear, true);
  }
}
