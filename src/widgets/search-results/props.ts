import type { IslandAbout, PropsDeclaration } from '../../ui/prop-check';

/** The host's props, checked on mount (ui/prop-check.ts) before the island reads them. */
export const PROPS = {
  bestsellerCount: { type: 'integer', min: 1, max: 24, default: 4 },
  followRedirects: { type: 'boolean', default: true },
} satisfies PropsDeclaration;

/**
 * For the catalogue, docs/widgets.md and dist/storefront.d.ts (tools/catalogue finds it on disk); nothing in the
 * bundle reads it, so no chunk carries it.
 * @public
 */
export const ABOUT: IslandAbout<typeof PROPS> = {
  name: 'search-results',
  summary: 'The results page for `?search=`: filters, sorting, pagination, content zones, and the no-results view.',
  props: {
    bestsellerCount: { description: 'bestsellers shown when nothing is found' },
    followRedirects: { description: 'follow keyword redirects (same-site paths only)' },
  },
  snippets: [
    `<div data-widget="search-results"><h1>Search results</h1></div>`,
  ],
};
