import type { IslandAbout, PropsDeclaration } from '../../ui/prop-check';

/** The host's props, checked on mount (ui/prop-check.ts) before the island reads them. */
export const PROPS = {
  url: { type: 'string' },
  text: { type: 'string' },
  media: { type: 'string' },
} satisfies PropsDeclaration;

/**
 * For the catalogue, docs/widgets.md and dist/storefront.d.ts (tools/catalogue finds it on disk); nothing in the
 * bundle reads it, so no chunk carries it.
 * @public
 */
export const ABOUT: IslandAbout<typeof PROPS> = {
  name: 'loyalty-offers',
  summary: 'Share links for Facebook, Twitter and Pinterest; for a loyalty member each applies its share offer once.',
  props: {
    url: { description: 'the page to share', default: 'this page', allowed: 'a page of this site' },
    text: { description: 'Twitter\'s text, Pinterest\'s description', default: 'none' },
    media: { description: 'an image for Pinterest (this site or a `linkHosts` host)', default: 'none' },
  },
  snippets: [
    `<div data-widget="loyalty-offers" data-props='{"url": "/", "text": "My beauty favourites"}'></div>`,
  ],
};
