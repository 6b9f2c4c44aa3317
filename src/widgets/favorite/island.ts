import type { IslandDefinition } from '../../ui/island-context';
import { parseProductTarget, type ProductTarget } from '../../ui/product-props';
import { Favorite } from './favorite';
import { FAVORITE_CSS } from './favorite.css';
import { defineIsland } from '../../ui/use-island';
import { PROPS } from './props';

const island: IslandDefinition<ProductTarget> = {
  component: Favorite,
  props: PROPS,
  parseProps: parseProductTarget,
  css: FAVORITE_CSS,
};
export default defineIsland(island);
