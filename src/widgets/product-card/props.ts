import type { IslandAbout, PropsDeclaration } from '../../ui/prop-check';

/** The host's props, checked on mount (ui/prop-check.ts) before the island reads them. */
export const PROPS = {
  productId: { type: 'string', required: true, example: 'PROD345' },
  categoryId: { type: 'string' },
  headingLevel: { type: 'integer', min: 2, max: 6, default: 3 },
  quickView: { type: 'boolean', default: true },
} satisfies PropsDeclaration;

/**
 * For the catalogue, docs/widgets.md and dist/storefront.d.ts (tools/catalogue finds it on disk); nothing in the
 * bundle reads it, so no chunk carries it.
 * @public
 */
export const ABOUT: IslandAbout<typeof PROPS> = {
  name: 'product-card',
  summary: 'A product card: shades or sizes, price or range, rating, add to bag, favorite and quick view.',
  props: {
    productId: { description: 'the product\'s id, `PROD345` or `345`' },
    categoryId: { description: '`CAT12` or `12`: the category the shopper adds from', default: 'the product\'s' },
    headingLevel: { description: 'level of the product name\'s heading' },
    quickView: { description: 'show the quick-view button' },
  },
  snippets: [
    `<li data-widget="product-card">
  <script type="application/json">{"productId": "PROD345", "categoryId": "CAT10"}</script>
  <a href="/product/345"><img src="/media/product/PROD345.svg" alt="">Santal Parfum</a> <p>$64.00</p>
</li>`,
  ],
};
