// Waits until no modal dialog is open on the page: a popup that opens by itself (the waitlist popup) must not
// open over a dialog the shopper is using, and take the focus from it. Ours and the page's own count alike.

/**
 * Whether a modal dialog is open: `:modal`, or where dialogs cannot be modal (no `showModal`: our dialog then opens
 * as a plain open <dialog>), any open <dialog>.
 */
export function modalOpen(doc: Document = document): boolean {
  const view = doc.defaultView;
  const modal = typeof view?.HTMLDialogElement?.prototype.showModal === 'function';
  return doc.querySelector(modal ? 'dialog:modal' : 'dialog[open]') !== null;
}

/**
 * Runs `callback` once no modal dialog is open: at once when none is, else when the last one closes (a dialog's
 * `open` attribute going, or the dialog leaving the page). Returns what cancels the wait.
 */
export function whenNoModal(callback: () => void, doc: Document = document): () => void {
  if (!modalOpen(doc)) {
    callback();
    return () => {};
  }
  const watch = new MutationObserver(() => {
    if (modalOpen(doc)) return;
    watch.disconnect();
    callback();
  });
  watch.observe(doc.documentElement, { subtree: true, childList: true, attributes: true, attributeFilter: ['open'] });
  return () => watch.disconnect();
}
