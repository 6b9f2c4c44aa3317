import type { IslandDefinition } from '../../ui/island-context';
import { optionalBoolean, optionalNumber } from '../../ui/island-props';
import { SearchResults, type SearchResultsProps } from './search-results';
import { SEARCH_RESULTS_CSS } from './search-results.css';
import { defineIsland } from '../../ui/use-island';
import { PROPS } from './props';

const island: IslandDefinition<SearchResultsProps> = {
  component: SearchResults,
  props: PROPS,
  parseProps: (raw) => ({
    bestsellerCount: optionalNumber(raw, 'bestsellerCount', 4, { min: 1, max: 24 }),
    followRedirects: optionalBoolean(raw, 'followRedirects', true),
  }),
  css: SEARCH_RESULTS_CSS,
};
export default defineIsland(island);
