// Bag changes said in the page's one status region (ui/page-status.ts). A page may show several bag counts (a header
// and its sticky copy, a count per row of a listing): each saying it, the same change would be said once per count,
// and each count would carry two more nodes and three more hooks.
import { pageSingleton } from '../../store/page-singleton';
import type { StorefrontStore } from '../../store/store';
import { joinPageStatus, pageHeard, sayOnPage } from '../../ui/page-status';
import { itemsLabel } from './count-label';

interface Announcer {
  /** Counts mounted that share the announcements. */
  users: number;
  stop(): void;
}

/**
 * Joins the page's bag announcements, starting them for the first count: the page's status region is there before
 * any further change, so that change is heard. `shown` is the count the joining count first rendered: a change
 * between that render and this call (effects run after paint) is said at once. Returns what leaves the
 * announcements; they stop with the last count (the region stays: it is the page's).
 */
export function announceBagChanges(store: StorefrontStore, shown: number): () => void {
  const shared = pageSingleton<Announcer>('bag-announcer:v1', () => ({ users: 0, stop: () => {} }));
  if (shared.users++ === 0) {
    joinPageStatus();
    let said = shown;
    // Under an open modal dialog the page is unheard: a change waits for its close and the count is said as it is
    // then, once (docs/decisions.md "Bag count: held while a dialog is open").
    const say = () => {
      if (!pageHeard(say)) return;
      const { itemCount } = store.flags.get();
      if (itemCount === said || !shared.users) return;
      said = itemCount;
      sayOnPage(`Bag updated: ${itemCount} ${itemsLabel(itemCount)}`);
    };
    const unlisten = store.flags.listen(say);
    say();
    shared.stop = unlisten;
  }
  let left = false;
  return () => {
    if (left) return;
    left = true;
    if (--shared.users === 0) shared.stop();
  };
}
