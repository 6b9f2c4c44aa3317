import type { IslandAbout, PropsDeclaration } from '../../ui/prop-check';

/** The host's props, checked on mount (ui/prop-check.ts) before the island reads them. */
export const PROPS = {
  productId: { type: 'string', required: true, example: 'PROD345' },
  skuId: { type: 'string' },
  categoryId: { type: 'string' },
} satisfies PropsDeclaration;

/**
 * For the catalogue, docs/widgets.md and dist/storefront.d.ts (tools/catalogue finds it on disk); nothing in the
 * bundle reads it, so no chunk carries it.
 * @public
 */
export const ABOUT: IslandAbout<typeof PROPS> = {
  name: 'favorite',
  summary: 'A heart that saves the product to favorites.',
  props: {
    productId: { description: 'the product\'s id, `PROD345` or `345`' },
    skuId: { description: 'the SKU to save', default: 'first orderable' },
    categoryId: { description: 'sent as `CAT_BASE_ID`', default: 'the product\'s' },
  },
  snippets: [
    `<span data-widget="favorite" data-prop-product-id="PROD345"></span>`,
  ],
};
