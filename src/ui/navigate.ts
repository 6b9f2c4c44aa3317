// Sending the browser to another page: one place, so tests can watch it (jsdom cannot navigate).

/** Loads `url` in the window (a full page load, a new history entry). */
export function goTo(url: string): void {
  window.location.assign(url);
}
