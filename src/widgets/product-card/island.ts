import type { IslandDefinition } from '../../ui/island-context';
import { optionalBoolean, optionalNumber, optionalString, requiredString } from '../../ui/island-props';
import { SHOPPER_CSS } from '../../ui/product-shopper';
import { RATING_CSS } from '../../ui/rating-stars';
import { CARD_CSS, ProductCard, type ProductCardProps } from './product-card';

const island: IslandDefinition<ProductCardProps> = {
  component: ProductCard,
  parseProps: (raw) => ({
    productId: requiredString(raw, 'productId'),
    categoryId: optionalString(raw, 'categoryId') || undefined,
    headingLevel: Math.round(optionalNumber(raw, 'headingLevel', 3, { min: 2, max: 6 })),
    quickView: optionalBoolean(raw, 'quickView', true),
  }),
  css: CARD_CSS + SHOPPER_CSS + RATING_CSS,
};
export default island;
