// Where the focus goes when a dialog closes (APG: back to what opened it; if that is gone, to a place that keeps
// the shopper's work flow). An opener gone from the page (its card re-rendered or removed while the dialog was open)
// gives way to the element now in its place (same tag, class and text) in the nearest part of the page still there;
// else to what now stands where it stood (the next card), else to that part itself. Not to <body>, where the next
// Tab starts from the top of the page.

/** Notes where the opener is, now; returns what puts the focus back, to call on closing. */
export function focusReturn(opener: HTMLElement | null): () => void {
  // A live range: when what holds the opener leaves the page, the range moves to where that stood.
  const where = document.createRange();
  if (opener) where.setStartBefore(opener);
  return () => {
    if (!opener || opener.isConnected) return opener?.focus();
    const place = where.startContainer as HTMLElement;
    if (place === document.body) return;
    const twin = [...place.querySelectorAll<HTMLElement>(opener.tagName)].find((el) => el.className === opener.className && el.textContent === opener.textContent);
    if (twin) return twin.focus();
    const at = place.childNodes[where.startOffset] as Element | undefined;
    const spot = (at instanceof HTMLElement ? at : at?.nextElementSibling) ?? place;
    // Focusable while it has the focus, and not scrolled to: Tab goes on from there.
    if (!spot.hasAttribute('tabindex')) {
      spot.setAttribute('tabindex', '-1');
      spot.addEventListener('blur', () => spot.removeAttribute('tabindex'), { once: true });
    }
    (spot as HTMLElement).focus({ preventScroll: true });
  };
}
