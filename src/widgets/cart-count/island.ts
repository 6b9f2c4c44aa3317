import type { IslandDefinition } from '../../ui/island-context';
import { optionalBoolean } from '../../ui/island-props';
import { CartCount, type CartCountProps } from './cart-count';
import { CART_COUNT_CSS } from './cart-count.css';
import { defineIsland } from '../../ui/use-island';
import { PROPS } from './props';

const island: IslandDefinition<CartCountProps> = {
  component: CartCount,
  props: PROPS,
  parseProps: (raw) => ({ hideWhenEmpty: optionalBoolean(raw, 'hideWhenEmpty') }),
  css: CART_COUNT_CSS,
};
export default defineIsland(island);
