// The shopper's recent searches (docs/requirements.md §2), newest first, from the `:::` cookie; each a
// link to its results. Clearing them leaves a line saying so, which takes the focus the button had.
import { useEffect, useRef, useState } from 'react';
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
  const clearedLine = useRef<HTMLParagraphElement>(null);
  const showCleared = cleared && terms.length === 0;
  useEffect(() => {
    if (showCleared) clearedLine.current?.focus();
  }, [showCleared]);
  if (showCleared) {
    return (
      <p ref={clearedLine} className="sfi-recent-searches__cleared" tabIndex={-1}>
        Your recent searches are cleared.
      </p>
    );
  }
  if (terms.length === 0) return null;
  return (
    <section className="sfi-recent-searches" aria-labelledby={headingId}>
      <h2 id={headingId} className="sfi-recent-searches__heading">
        {heading}
      </h2>
      <ul className="sfi-recent-searches__list">
        {terms.map((term) => (
          <li key={term}>
            <a href={searchPageUrl(config.pathPrefix, term)}>{term}</a>
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
