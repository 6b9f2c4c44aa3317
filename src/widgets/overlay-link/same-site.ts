/** The URL of `href` when it is on this page's origin (the modal loader fetches nothing else), else null. */
export function sameSiteUrl(href: string | null | undefined, base: string = location.href): URL | null {
  if (!href) return null;
  try {
    const url = new URL(href, base);
    return url.origin === new URL(base).origin && /^https?:$/.test(url.protocol) ? url : null;
  } catch {
    return null;
  }
}

/** A click the browser should handle itself: another button, or a modifier asking for a new tab or window. */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey && !event.defaultPrevented;
}
