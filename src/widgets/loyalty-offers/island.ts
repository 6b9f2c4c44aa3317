import type { IslandDefinition } from '../../ui/island-context';
import { LoyaltyOffers } from './loyalty-offers';
import { LOYALTY_OFFERS_CSS } from './loyalty-offers.css';
import { parseLoyaltyOffersProps, type LoyaltyOffersProps } from './share-links';
import { defineIsland } from '../../ui/use-island';
import { PROPS } from './props';

const island: IslandDefinition<LoyaltyOffersProps> = {
  component: LoyaltyOffers,
  props: PROPS,
  parseProps: parseLoyaltyOffersProps,
  css: LOYALTY_OFFERS_CSS,
};
export default defineIsland(island);
