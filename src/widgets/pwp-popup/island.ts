import type { IslandDefinition } from '../../ui/island-context';
import { optionalString, requiredString } from '../../ui/island-props';
import { DIALOG_CSS } from '../../ui/dialog';
import { PWP_CSS, PwpPopup, type PwpPopupProps } from './pwp-popup';

const island: IslandDefinition<PwpPopupProps> = {
  component: PwpPopup,
  parseProps: (raw) => ({
    id: requiredString(raw, 'id'),
    image: optionalString(raw, 'image'),
    offerText: requiredString(raw, 'offerText'),
    imageAlt: optionalString(raw, 'imageAlt', 'The product on offer'),
  }),
  css: PWP_CSS + DIALOG_CSS,
};
export default island;
