import type { IslandDefinition } from '../../ui/island-context';
import { parseProductTarget, type ProductTarget } from '../../ui/product-props';
import { AddToBag } from './add-to-bag';
import { ADD_TO_BAG_CSS } from './add-to-bag.css';
import { defineIsland } from '../../ui/use-island';
import { PROPS } from './props';

const island: IslandDefinition<ProductTarget> = {
  component: AddToBag,
  props: PROPS,
  parseProps: parseProductTarget,
  css: ADD_TO_BAG_CSS,
};
export default defineIsland(island);
