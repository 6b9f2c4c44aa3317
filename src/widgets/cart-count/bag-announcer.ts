// One polite live region for the whole page that tells screen readers the bag changed. A page may show several
// bag counts (a header and its sticky copy, a count per row of a listing): each with a region of its own, the same
// change would be said once per count, and each count would carry two more nodes and three more hooks.
import { pageSingleton } from '../../store/page-singleton';
import type { StorefrontStore } from '../../store/store';
import { itemsLabel } from './count-label';

/** The region's marker attribute (tests and page scripts find it by this). */
export const BAG_STATUS_ATTRIBUTE = 'data-sfi-bag-status';

interface Announcer {
  /** Counts mounted that share the region. */
  users: number;
  stop(): void;
}

/**
 * Joins the page's bag announcements, starting them for the first count: the region goes at the end of <body>
 * before any further change, so that change is heard. `shown` is the count the joining count first rendered: a
 * change between that render and this call (effects run after paint) is said at once. Returns what leaves the
 * announcements; the region goes with its last count.
 */
export function announceBagChanges(store: StorefrontStore, shown: number): () => void {
  const shared = pageSingleton<Announcer>('bag-announcer:v1', () => ({ users: 0, stop: () => {} }));
  if (shared.users++ === 0) {
    const region = document.createElement('div');
    region.className = 'sfi-visually-hidden';
    region.setAttribute('role', 'status');
    region.setAttribute(BAG_STATUS_ATTRIBUTE, '');
    document.body.append(region);
    let said = shown;
    const say = (itemCount: number) => {
      if (itemCount === said) return;
      said = itemCount;
      region.textContent = `Bag updated: ${itemCount} ${itemsLabel(itemCount)}`;
    };
    const unlisten = store.flags.listen(({ itemCount }) => say(itemCount));
    say(store.flags.get().itemCount);
    shared.stop = () => {
      unlisten();
      region.remove();
    };
  }
  let left = false;
  return () => {
    if (left) return;
    left = true;
    if (--shared.users === 0) shared.stop();
  };
}
