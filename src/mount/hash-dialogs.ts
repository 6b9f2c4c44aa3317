// The dialogs of the hash triggers (docs/requirements.md §2.2), loaded with the first hash that names one: the
// dialog opens in overlay-link HASH_TRIGGER_DELAY_MS after the hash was seen; closing it clears the hash in place
// (history.replaceState: no new history entry); the hash changing away (the back button) closes it. It opens in
// place of our dialogs open then, which close.
import { HASH_TRIGGER_DELAY_MS } from '../config/constants';
import type { OpenedIsland } from '../ui/island-context';
import type { RawProps } from '../ui/island-props';
import { routeForHash, type HashPage } from './hash-routes';

export type OpenIsland = (name: string, props: RawProps) => OpenedIsland;

/** Returns what to call with each hash the page shows, and the time (Date.now()) it was seen. */
export function createHashDialogs(open: OpenIsland, win: Window): (hash: string, seenAt: number) => void {
  const { location, history, document } = win;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let shown: { hash: string; island: OpenedIsland } | undefined;
  const page: HashPage = {
    hasElement: (id) => document.getElementById(id) !== null,
    link(className) {
      const a = document.querySelector<HTMLAnchorElement>(`a.${className}[href]`);
      return a && { href: a.href, text: a.textContent!.trim() };
    },
    get path() {
      return location.pathname + location.search;
    },
  };

  return (hash, seenAt) => {
    clearTimeout(timer);
    if (shown && shown.hash !== hash) {
      const { island } = shown;
      shown = undefined;
      island.close();
    }
    const props = shown ? null : routeForHash(hash, page);
    if (!props) return;
    timer = setTimeout(() => {
      // It takes the place of our dialogs open then (a quick view, an overlay), not a place on top of them: each is
      // asked to close as Escape would (its `cancel`), the top one first, so the focus goes back down to the page.
      for (const dialog of [...document.querySelectorAll('dialog.sfi-dialog[open]')].reverse()) dialog.dispatchEvent(new Event('cancel'));
      const island = open('overlay-link', props);
      shown = { hash, island };
      void island.closed.then(() => {
        if (shown?.island !== island) return;
        shown = undefined;
        if (location.hash === hash) history.replaceState(history.state, '', location.pathname + location.search);
      });
    }, Math.max(0, HASH_TRIGGER_DELAY_MS - (Date.now() - seenAt)));
  };
}

let dialogs: ((hash: string, seenAt: number) => void) | undefined;

/** The page's one set of hash dialogs (the boot's watcher calls it). */
export function hashSeen(open: OpenIsland, win: Window, hash: string, seenAt: number): void {
  (dialogs ??= createHashDialogs(open, win))(hash, seenAt);
}
