import type { IslandAbout, PropsDeclaration } from '../../ui/prop-check';

/** The host's props, checked on mount (ui/prop-check.ts) before the island reads them. */
export const PROPS = {
  heading: { type: 'string', default: 'Recent searches' },
  limit: { type: 'integer', min: 1, max: 50 },
} satisfies PropsDeclaration;

/**
 * For the catalogue, docs/widgets.md and dist/storefront.d.ts (tools/catalogue finds it on disk); nothing in the
 * bundle reads it, so no chunk carries it.
 * @public
 */
export const ABOUT: IslandAbout<typeof PROPS> = {
  name: 'recent-searches',
  summary: 'The shopper\'s recent searches, newest first, each a link to its results and each removable on its own.',
  props: {
    heading: { description: 'section heading' },
    limit: { description: 'how many to list (never more than the cookie keeps)', default: '`recentSearchesMax` (10)' },
  },
  snippets: [
    `<div data-widget="recent-searches" data-hydrate="idle"></div>`,
  ],
};
