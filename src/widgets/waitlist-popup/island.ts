import type { IslandDefinition } from '../../ui/island-context';
import { optionalString } from '../../ui/island-props';
import { productIdProp } from '../../ui/product-props';
import { WaitlistPopup, type WaitlistPopupProps } from './waitlist-popup';
import { defineIsland } from '../../ui/use-island';
import { PROPS } from './props';

const island: IslandDefinition<WaitlistPopupProps> = {
  component: WaitlistPopup,
  props: PROPS,
  parseProps: (raw) => ({
    ...(optionalString(raw, 'productId').trim() ? { productId: productIdProp(raw) } : {}),
    title: optionalString(raw, 'title').trim() || 'Join the waitlist',
    intro: optionalString(raw, 'intro').trim() || 'Leave your email address and we will let you know as soon as it is available.',
  }),
};
export default defineIsland(island);
