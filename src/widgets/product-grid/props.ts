import type { IslandAbout, PropsDeclaration } from '../../ui/prop-check';

/** The host's props, checked on mount (ui/prop-check.ts) before the island reads them. */
export const PROPS = {
  productIds: { type: 'list', required: true, example: 'PROD12,PROD34' },
  categoryId: { type: 'string' },
  pageSize: { type: 'integer', min: 1, max: 48, default: 12 },
  headingLevel: { type: 'integer', min: 2, max: 6, default: 3 },
  label: { type: 'string', default: 'Products' },
} satisfies PropsDeclaration;

/**
 * For the catalogue, docs/widgets.md and dist/storefront.d.ts (tools/catalogue finds it on disk); nothing in the
 * bundle reads it, so no chunk carries it.
 * @public
 */
export const ABOUT: IslandAbout<typeof PROPS> = {
  name: 'product-grid',
  summary: 'A category listing of product cards, a page at a time, with "Show more products".',
  props: {
    productIds: { ts: 'ReadonlyArray<string | number> | string', description: 'the products, in order', type: 'string[] or comma-separated string', allowed: 'at least one product id' },
    categoryId: { description: 'category the shopper adds from', default: 'each product\'s' },
    pageSize: { description: 'cards per page' },
    headingLevel: { description: 'level of the product names\' headings' },
    label: { description: 'the list\'s accessible name' },
  },
  snippets: [
    `<div data-widget="product-grid">
  <script type="application/json">{"productIds": ["PROD1", "PROD7", "PROD9"], "categoryId": "CAT1", "headingLevel": 2, "label": "Lipstick"}</script>
  <ul class="product-grid">…server-rendered tiles…</ul>
</div>`,
  ],
};
