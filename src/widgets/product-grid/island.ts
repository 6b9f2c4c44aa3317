import type { IslandDefinition } from '../../ui/island-context';
import { optionalNumber, optionalString } from '../../ui/island-props';
import { categoryIdProp, headingLevelProp } from '../../ui/product-props';
import { ProductGrid, type ProductGridProps } from './product-grid';
import { PRODUCT_GRID_CSS } from './product-grid.css';
import { productIdList } from './product-id-list';
import { defineIsland } from '../../ui/use-island';
import { PROPS } from './props';

const island: IslandDefinition<ProductGridProps> = {
  component: ProductGrid,
  props: PROPS,
  parseProps: (raw) => ({
    productIds: productIdList(raw),
    categoryId: categoryIdProp(raw),
    pageSize: Math.round(optionalNumber(raw, 'pageSize', 12, { min: 1, max: 48 })),
    headingLevel: headingLevelProp(raw),
    label: optionalString(raw, 'label', 'Products'),
  }),
  css: PRODUCT_GRID_CSS,
};
export default defineIsland(island);
