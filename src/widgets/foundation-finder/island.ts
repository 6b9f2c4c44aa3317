import type { IslandDefinition } from '../../ui/island-context';
import { FoundationFinder } from './foundation-finder';
import { FOUNDATION_FINDER_CSS } from './foundation-finder.css';
import { parseFinderProps, type FinderProps } from './finder-props';
import { defineIsland } from '../../ui/use-island';
import { PROPS } from './props';

const island: IslandDefinition<FinderProps> = {
  component: FoundationFinder,
  props: PROPS,
  parseProps: parseFinderProps,
  css: FOUNDATION_FINDER_CSS,
};
export default defineIsland(island);
