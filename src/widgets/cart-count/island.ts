import type { IslandDefinition } from '../../ui/island-context';
import { optionalBoolean } from '../../ui/island-props';
import { CartCount, type CartCountProps } from './cart-count';

const island: IslandDefinition<CartCountProps> = {
  component: CartCount,
  parseProps: (raw) => ({ hideWhenEmpty: optionalBoolean(raw, 'hideWhenEmpty') }),
  css: `.sfi-cart-count{display:inline-block;min-width:1.5em;padding:0 .4em;border-radius:1em;background:#1d1d1f;color:#fff;font-weight:600;text-align:center;font-variant-numeric:tabular-nums}`,
};
export default island;
