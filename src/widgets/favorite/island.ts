import type { IslandDefinition } from '../../ui/island-context';
import { optionalString, requiredString } from '../../ui/island-props';
import { SHOPPER_CSS } from '../../ui/product-shopper';
import { Favorite, type FavoriteProps } from './favorite';

const island: IslandDefinition<FavoriteProps> = {
  component: Favorite,
  parseProps: (raw) => ({
    productId: requiredString(raw, 'productId'),
    categoryId: optionalString(raw, 'categoryId') || undefined,
    skuId: optionalString(raw, 'skuId') || undefined,
  }),
  css: SHOPPER_CSS,
};
export default island;
