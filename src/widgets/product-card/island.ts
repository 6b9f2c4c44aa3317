import type { IslandDefinition } from '../../ui/island-context';
import { optionalBoolean } from '../../ui/island-props';
import { categoryIdProp, headingLevelProp, productIdProp } from '../../ui/product-props';
import { ProductCard, type ProductCardProps } from './product-card';
import { PRODUCT_CARD_CSS } from './product-card.css';
import { defineIsland } from '../../ui/use-island';
import { PROPS } from './props';

const island: IslandDefinition<ProductCardProps> = {
  component: ProductCard,
  props: PROPS,
  parseProps: (raw) => ({
    productId: productIdProp(raw),
    categoryId: categoryIdProp(raw),
    headingLevel: headingLevelProp(raw),
    quickView: optionalBoolean(raw, 'quickView', true),
  }),
  css: PRODUCT_CARD_CSS,
};
export default defineIsland(island);
