import type { IslandDefinition } from '../../ui/island-context';
import { optionalString, requiredString } from '../../ui/island-props';
import { DIALOG_CSS } from '../../ui/dialog';
import { RATING_CSS } from '../../ui/rating-stars';
import { QUICK_VIEW_CSS, QuickView, type QuickViewProps } from './quick-view';

const island: IslandDefinition<QuickViewProps> = {
  component: QuickView,
  parseProps: (raw) => ({
    productId: requiredString(raw, 'productId'),
    categoryId: optionalString(raw, 'categoryId') || undefined,
    label: optionalString(raw, 'label', 'Quick view'),
  }),
  css: QUICK_VIEW_CSS + RATING_CSS + DIALOG_CSS,
};
export default island;
