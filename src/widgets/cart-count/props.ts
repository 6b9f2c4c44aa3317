import type { IslandAbout, PropsDeclaration } from '../../ui/prop-check';

/** The host's props, checked on mount (ui/prop-check.ts) before the island reads them. */
export const PROPS = {
  hideWhenEmpty: { type: 'boolean', default: false },
} satisfies PropsDeclaration;

/**
 * For the catalogue, docs/widgets.md and dist/storefront.d.ts (tools/catalogue finds it on disk); nothing in the
 * bundle reads it, so no chunk carries it.
 * @public
 */
export const ABOUT: IslandAbout<typeof PROPS> = {
  name: 'cart-count',
  summary: 'The bag count, live from the FE_USER_CART cookie.',
  props: {
    hideWhenEmpty: { description: 'hide the count when the bag is empty' },
  },
  snippets: [
    `<a href="/cart">Bag <span data-widget="cart-count"><span class="sfi-cart-count">0</span></span></a>`,
  ],
};
