import type { IslandDefinition } from '../../ui/island-context';
import { parseLoyaltyJoinProps, type LoyaltyJoinProps } from './join-form';
import { LoyaltyJoin } from './loyalty-join';
import { LOYALTY_JOIN_CSS } from './loyalty-join.css';
import { defineIsland } from '../../ui/use-island';
import { PROPS } from './props';

const island: IslandDefinition<LoyaltyJoinProps> = {
  component: LoyaltyJoin,
  props: PROPS,
  parseProps: parseLoyaltyJoinProps,
  css: LOYALTY_JOIN_CSS,
};
export default defineIsland(island);
