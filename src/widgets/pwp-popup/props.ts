import type { IslandAbout, PropsDeclaration } from '../../ui/prop-check';

/** The host's props, checked on mount (ui/prop-check.ts) before the island reads them. */
export const PROPS = {
  id: { type: 'string', required: true, example: 'pwp-lipstick' },
  offerText: { type: 'string', required: true },
  image: { type: 'string' },
  imageAlt: { type: 'string', default: 'The product on offer' },
} satisfies PropsDeclaration;

/**
 * For the catalogue, docs/widgets.md and dist/storefront.d.ts (tools/catalogue finds it on disk); nothing in the
 * bundle reads it, so no chunk carries it.
 * @public
 */
export const ABOUT: IslandAbout<typeof PROPS> = {
  name: 'pwp-popup',
  summary: 'The purchase-with-purchase offer in a dialog, opened once after an add to bag that qualifies.',
  props: {
    id: { description: 'the promotion id (names the cookie)' },
    offerText: { example: 'Add a mascara for $10.', description: 'the offer' },
    image: { description: 'the popup image URL', default: 'none' },
    imageAlt: { description: 'the image\'s text alternative' },
  },
  snippets: [
    `StorefrontIslands.open('pwp-popup', { id: 'pwp-lipstick', offerText: 'Add a mascara for $10.', image: '/media/product/PROD3.svg' });`,
  ],
};
