import type { IslandAbout, PropsDeclaration } from '../../ui/prop-check';

/** The host's props, checked on mount (ui/prop-check.ts) before the island reads them. */
export const PROPS = {
  links: { type: 'list', required: true },
  label: { type: 'string', default: 'Loyalty' },
} satisfies PropsDeclaration;

/**
 * For the catalogue, docs/widgets.md and dist/storefront.d.ts (tools/catalogue finds it on disk); nothing in the
 * bundle reads it, so no chunk carries it.
 * @public
 */
export const ABOUT: IslandAbout<typeof PROPS> = {
  name: 'loyalty-nav',
  summary: 'The loyalty account navigation: the link matching the URL hash is marked current.',
  props: {
    links: {
      example: [{ href: '#offers', label: 'Offers' }],
      ts: 'ReadonlyArray<{ href: string; label: string }>',
      description: 'each link\'s `href` and text', type: 'list of `{href, label}`', allowed: 'each `href` a `#section` or a path on this site' },
    label: { description: 'the navigation\'s accessible name' },
  },
  snippets: [
    `<div data-widget="loyalty-nav">
  <script type="application/json">{"label": "Loyalty account", "links": [{"href": "/account/loyalty/index.tmpl", "label": "Overview"}, {"href": "#offers", "label": "Offers"}, {"href": "#history", "label": "History"}]}</script>
  <nav aria-label="Loyalty account"><ul><li><a href="/account/loyalty/index.tmpl">Overview</a></li><li><a href="#offers">Offers</a></li><li><a href="#history">History</a></li></ul></nav>
</div>`,
  ],
};
