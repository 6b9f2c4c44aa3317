// The shopper's recent searches (docs/requirements.md §2), newest first, from the `:::` cookie; each a link to its
// results with a button that forgets it. Clearing them, or forgetting the last, leaves a line saying so, which takes
// the focus the button had. Whatever takes the focus away (a removal, another tab) puts it somewhere in the island.
import { useEffect, useRef, useState, type RefObject } from 'react';
import { getRecentSearchesStore } from '../../store/recent-searches-store';
import { useStore } from '../../store/use-store';
import { searchPageUrl } from '../../ui/urls';
import { useStableId } from '../../ui/use-id';
import { useIsland } from '../../ui/use-island';

export interface RecentSearchesProps {
  heading: string;
  /** How many to list; the page config's `recentSearchesMax` when not given. */
  limit?: number;
}

export function RecentSearches({ heading, limit }: RecentSearchesProps) {
  const { config } = useIsland();
  const recent = getRecentSearchesStore();
  const terms = useStore(recent.terms).slice(0, limit ?? config.recentSearchesMax);
  const headingId = useStableId('recent');
  const [cleared, setCleared] = useState(false);
  // The section, or the "cleared" line in its place.
  const shown = useRef<HTMLElement>(null);
  // Where the entry whose remove button was pressed stood.
  const removedAt = useRef(-1);
  // What has the focus in the island as this render begins, read before the render changes the page.
  const focused = shown.current?.contains(document.activeElement) && document.activeElement;
  const showCleared = cleared && terms.length === 0;
  useEffect(() => {
    const box = shown.current;
    if (!box || !focused || focused.isConnected) return;
    // It went with this render. After a removal: the next entry's remove button, else the previous one's. When the
    // list took the "cleared" line's place (another tab searched), or another tab took the entry away: the heading.
    // When the line took the list's place (Clear, the last one removed): the line.
    const buttons = box.querySelectorAll<HTMLElement>('li button');
    (buttons[Math.min(removedAt.current, buttons.length - 1)] ?? box.querySelector('h2') ?? box).focus();
    removedAt.current = -1;
  });
  if (showCleared) {
    return (
      <p ref={shown as RefObject<HTMLParagraphElement>} className="sfi-recent-searches__cleared" tabIndex={-1}>
        Your recent searches are cleared.
      </p>
    );
  }
  if (terms.length === 0) return null;
  return (
    <section ref={shown} className="sfi-recent-searches" aria-labelledby={headingId}>
      <h2 id={headingId} className="sfi-recent-searches__heading" tabIndex={-1}>
        {heading}
      </h2>
      <ul className="sfi-recent-searches__list">
        {terms.map((term, at) => (
          <li key={term}>
            <a href={searchPageUrl(config.pathPrefix, term)}>{term}</a>
            <button
              type="button"
              aria-label={`Remove “${term}” from recent searches`}
              onClick={() => {
                removedAt.current = at;
                setCleared(terms.length < 2);
                recent.remove(term);
              }}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="sfi-recent-searches__clear"
        onClick={() => {
          setCleared(true);
          recent.clear();
        }}
      >
        Clear recent searches
      </button>
    </section>
  );
}
