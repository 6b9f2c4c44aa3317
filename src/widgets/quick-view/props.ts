import type { IslandAbout, PropsDeclaration } from '../../ui/prop-check';

/** The host's props, checked on mount (ui/prop-check.ts) before the island reads them. */
export const PROPS = {
  productId: { type: 'string', required: true, example: 'PROD345' },
  categoryId: { type: 'string' },
  label: { type: 'string', default: 'Quick view' },
} satisfies PropsDeclaration;

/**
 * For the catalogue, docs/widgets.md and dist/storefront.d.ts (tools/catalogue finds it on disk); nothing in the
 * bundle reads it, so no chunk carries it.
 * @public
 */
export const ABOUT: IslandAbout<typeof PROPS> = {
  name: 'quick-view',
  summary: 'The product in a modal dialog; on a host of its own, the button that opens it.',
  props: {
    productId: { description: 'the product\'s id, `PROD345` or `345`' },
    categoryId: { description: 'category the shopper adds from', default: 'the product\'s' },
    label: { description: 'text of the button (host of its own)' },
  },
  snippets: [
    `<div data-widget="quick-view" data-props='{"productId": "PROD345", "label": "Quick look"}'></div>`,
  ],
};
