import type { IslandAbout, PropsDeclaration } from '../../ui/prop-check';

/** The host's props, checked on mount (ui/prop-check.ts) before the island reads them. */
export const PROPS = {
  productId: { type: 'string', required: true, example: 'PROD345' },
  categoryId: { type: 'string' },
  skuId: { type: 'string' },
} satisfies PropsDeclaration;

/**
 * For the catalogue, docs/widgets.md and dist/storefront.d.ts (tools/catalogue finds it on disk); nothing in the
 * bundle reads it, so no chunk carries it.
 * @public
 */
export const ABOUT: IslandAbout<typeof PROPS> = {
  name: 'add-to-bag',
  summary: 'The buy box of a product page: price, shades, sizes, add to bag and the favorites heart.',
  props: {
    productId: { description: 'the product\'s id, `PROD345` or `345`' },
    categoryId: { description: 'category the shopper adds from', default: 'the product\'s' },
    skuId: { description: '`SKU678` or `678`: the SKU to start on', default: 'first orderable' },
  },
  snippets: [
    `<div data-widget="add-to-bag" data-props='{"productId": "PROD345", "categoryId": "CAT12"}'>
  <p>$24.00</p>
</div>`,
  ],
};
