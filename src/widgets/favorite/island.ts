import type { IslandDefinition } from '../../ui/island-context';
import { parseProductTarget } from '../../ui/product-target-props';
import { SHOPPER_CSS } from '../../ui/product-shopper';
import { Favorite, type FavoriteProps } from './favorite';

const island: IslandDefinition<FavoriteProps> = {
  component: Favorite,
  parseProps: parseProductTarget,
  css: SHOPPER_CSS,
};
export default island;
