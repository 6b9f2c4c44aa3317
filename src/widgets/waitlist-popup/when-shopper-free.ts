// When the waitlist popup may take the focus (docs/decisions.md "Waitlist"). A popup that opens by itself must not
// open over a dialog the shopper is using, nor take the focus from a field they are typing in: the keys they type
// next would go into the popup's email field (a search cut in two, "foundation shad" in the box, "e finder" in the
// popup). It waits until neither holds, and holds for a moment: a closing dialog hands its focus back first.
import { modalOpen } from '../../ui/when-no-modal';

/** Input types a shopper types a run of keys into (not buttons, boxes, sliders or pickers). */
const TYPED = /^(text|search|email|tel|url|password|number)$/;

/** A busy shopper is looked at again this often; free at two looks in a row (0.5–1 s), the popup shows. */
const LOOK_AGAIN_MS = 500;

/** Whether a modal dialog is open, or the focus is in a text input, a textarea or editable content. */
function busy(doc: Document): boolean {
  const el = doc.activeElement as HTMLInputElement | null;
  return modalOpen(doc) || (!!el && (el.localName === 'textarea' || el.isContentEditable || (el.localName === 'input' && TYPED.test(el.type))));
}

/**
 * Runs `callback` at once when the shopper is free (no modal dialog open, the focus in no field they type in); else
 * once they are free at two looks in a row. Returns what cancels the wait.
 */
export function whenShopperFree(callback: () => void, doc: Document = document): () => void {
  if (!busy(doc)) {
    callback();
    return () => {};
  }
  let free = false;
  const look = setInterval(() => {
    if (busy(doc)) free = false;
    else if (free) {
      clearInterval(look);
      callback();
    } else free = true;
  }, LOOK_AGAIN_MS);
  return () => clearInterval(look);
}
