import type { IslandAbout, PropsDeclaration } from '../../ui/prop-check';

/** The host's props, checked on mount (ui/prop-check.ts) before the island reads them. */
export const PROPS = {
  variant: { type: 'string', values: ['sticky', 'nav'], default: 'sticky' },
} satisfies PropsDeclaration;

/**
 * For the catalogue, docs/widgets.md and dist/storefront.d.ts (tools/catalogue finds it on disk); nothing in the
 * bundle reads it, so no chunk carries it.
 * @public
 */
export const ABOUT: IslandAbout<typeof PROPS> = {
  name: 'loyalty-join',
  summary: 'The loyalty join form; anonymous shoppers are sent to sign in and come back to it; members see nothing.',
  props: {
    variant: { description: '`sticky`: a bar held at the foot of the window while its container scrolls, where the window is at least 600 × 500 px ("Join Loyalty"); `nav`: the navigation column\'s form ("Become a Loyalty member"). Same rules' },
  },
  snippets: [
    `<div id="loyalty-join-sticky" data-widget="loyalty-join" data-prop-variant="sticky">
  <p><a href="/account/signin.tmpl?return_url=%2Faccount%2Floyalty%2Findex.tmpl">Sign in to join Loyalty</a></p>
</div>`,
  ],
};
