import type { IslandDefinition } from '../../ui/island-context';
import { LoyaltyNav } from './loyalty-nav';
import { LOYALTY_NAV_CSS } from './loyalty-nav.css';
import { parseLoyaltyNavProps, type LoyaltyNavProps } from './nav-links';
import { defineIsland } from '../../ui/use-island';
import { PROPS } from './props';

const island: IslandDefinition<LoyaltyNavProps> = {
  component: LoyaltyNav,
  props: PROPS,
  parseProps: parseLoyaltyNavProps,
  css: LOYALTY_NAV_CSS,
};
export default defineIsland(island);
