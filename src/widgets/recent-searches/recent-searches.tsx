// The shopper's recent searches (docs/requirements.md §2), newest first, from the `:::` cookie; each a
// link to its results.
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
      <button type="button" className="sfi-recent-searches__clear" onClick={() => recent.clear()}>
        Clear recent searches
      </button>
    </section>
  );
}
