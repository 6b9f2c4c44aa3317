// Where focus goes when the shopper goes back to the top (docs/decisions.md, "Page furniture"): the element
// the host names, else the page's body, made focusable for the moment (tabindex=-1, taken off again on blur).
// The next Tab then goes to the page's first focusable element, as after a fresh load.

const TARGET_CLASS = 'sfi-top-target';

export function focusPageTop(targetId?: string): void {
  const target = (targetId ? document.getElementById(targetId) : null) ?? document.body;
  if (!target.hasAttribute('tabindex') && target.tabIndex < 0) {
    target.setAttribute('tabindex', '-1');
    target.classList.add(TARGET_CLASS);
    target.addEventListener(
      'blur',
      () => {
        target.removeAttribute('tabindex');
        target.classList.remove(TARGET_CLASS);
      },
      { once: true },
    );
  }
  target.focus({ preventScroll: true }); // the scroll is already under way (smooth) or done
}
