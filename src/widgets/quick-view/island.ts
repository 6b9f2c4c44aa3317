import type { IslandDefinition } from '../../ui/island-context';
import { optionalString } from '../../ui/island-props';
import { categoryIdProp, productIdProp } from '../../ui/product-props';
import { QuickView, type QuickViewProps } from './quick-view';
import { QUICK_VIEW_CSS } from './quick-view.css';
import { defineIsland } from '../../ui/use-island';
import { PROPS } from './props';

const island: IslandDefinition<QuickViewProps> = {
  component: QuickView,
  props: PROPS,
  parseProps: (raw) => ({
    productId: productIdProp(raw),
    categoryId: categoryIdProp(raw),
    label: optionalString(raw, 'label', 'Quick view'),
  }),
  css: QUICK_VIEW_CSS,
};
export default defineIsland(island);
