import type { IslandDefinition } from '../../ui/island-context';
import { optionalNumber, optionalString } from '../../ui/island-props';
import { RecentSearches, type RecentSearchesProps } from './recent-searches';
import { RECENT_SEARCHES_CSS } from './recent-searches.css';
import { defineIsland } from '../../ui/use-island';
import { PROPS } from './props';

const island: IslandDefinition<RecentSearchesProps> = {
  component: RecentSearches,
  props: PROPS,
  parseProps: (raw) => {
    const limit = optionalNumber(raw, 'limit', 0, { min: 1, max: 50 });
    return { heading: optionalString(raw, 'heading', 'Recent searches'), ...(limit ? { limit: Math.round(limit) } : {}) };
  },
  css: RECENT_SEARCHES_CSS,
};
export default defineIsland(island);
