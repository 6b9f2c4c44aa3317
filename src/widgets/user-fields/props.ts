import type { IslandAbout, PropsDeclaration } from '../../ui/prop-check';

/** The host's props, checked on mount (ui/prop-check.ts) before the island reads them. */
export const PROPS = {

} satisfies PropsDeclaration;

/**
 * For the catalogue, docs/widgets.md and dist/storefront.d.ts (tools/catalogue finds it on disk); nothing in the
 * bundle reads it, so no chunk carries it.
 * @public
 */
export const ABOUT: IslandAbout<typeof PROPS> = {
  name: 'user-fields',
  summary: 'Fills elements marked `data-user-field` with the signed-in user\'s properties, as text.',
  props: {

  },
  snippets: [
    `<span class="greeting">Hi, <span data-user-field="firstName">there</span></span>
<span data-widget="user-fields"></span>`,
  ],
};
