import type { IslandDefinition } from '../../ui/island-context';
import { optionalNumber, optionalString } from '../../ui/island-props';
import { RecentSearches, type RecentSearchesProps } from './recent-searches';

const island: IslandDefinition<RecentSearchesProps> = {
  component: RecentSearches,
  parseProps: (raw) => ({
    heading: optionalString(raw, 'heading', 'Recent searches'),
    limit: optionalNumber(raw, 'limit', 10, { min: 1, max: 50 }),
  }),
  css: `.sfi-recent-searches{margin:1rem 0}.sfi-recent-searches__heading{font-size:1rem;margin:0 0 .5rem}.sfi-recent-searches__list{display:flex;flex-wrap:wrap;gap:.5rem;list-style:none;margin:0 0 .5rem;padding:0}.sfi-recent-searches__list a{display:inline-block;padding:.25rem .75rem;border:1px solid #6b6b6b;border-radius:1rem;color:#1d1d1f;text-decoration:none}.sfi-recent-searches__list a:hover{background:#f1e9f7}.sfi-recent-searches__clear{background:none;border:0;padding:0;color:#5b1f8a;text-decoration:underline;cursor:pointer;font:inherit}`,
};
export default island;
