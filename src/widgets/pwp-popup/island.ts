import type { IslandDefinition } from '../../ui/island-context';
import { optionalString, requiredString } from '../../ui/island-props';
import { PwpPopup, type PwpPopupProps } from './pwp-popup';
import { PWP_POPUP_CSS } from './pwp-popup.css';
import { defineIsland } from '../../ui/use-island';
import { PROPS } from './props';

const island: IslandDefinition<PwpPopupProps> = {
  component: PwpPopup,
  props: PROPS,
  parseProps: (raw) => ({
    id: requiredString(raw, 'id'),
    image: optionalString(raw, 'image'),
    offerText: requiredString(raw, 'offerText'),
    imageAlt: optionalString(raw, 'imageAlt', 'The product on offer'),
  }),
  css: PWP_POPUP_CSS,
};
export default defineIsland(island);
