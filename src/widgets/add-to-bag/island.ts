import type { IslandDefinition } from '../../ui/island-context';
import { parseProductTarget } from '../../ui/product-target-props';
import { SHOPPER_CSS } from '../../ui/product-shopper';
import { AddToBag, type AddToBagProps } from './add-to-bag';

const island: IslandDefinition<AddToBagProps> = {
  component: AddToBag,
  parseProps: parseProductTarget,
  css: SHOPPER_CSS,
};
export default island;
