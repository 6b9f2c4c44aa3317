import type { IslandAbout, PropsDeclaration } from '../../ui/prop-check';

/** The host's props, checked on mount (ui/prop-check.ts) before the island reads them. */
export const PROPS = {
  label: { type: 'string', default: 'Back to top' },
  focusTarget: { type: 'string' },
} satisfies PropsDeclaration;

/**
 * For the catalogue, docs/widgets.md and dist/storefront.d.ts (tools/catalogue finds it on disk); nothing in the
 * bundle reads it, so no chunk carries it.
 * @public
 */
export const ABOUT: IslandAbout<typeof PROPS> = {
  name: 'back-to-top',
  summary: 'A button that appears once the page has scrolled, and takes the shopper (and the focus) back to the top.',
  props: {
    label: { description: 'the button\'s text (and accessible name)' },
    focusTarget: { description: 'id of the element that takes focus at the top (`main-title` or `#main-title`)', default: 'the page\'s body' },
  },
  snippets: [
    `<div data-widget="back-to-top"></div>`,
  ],
};
