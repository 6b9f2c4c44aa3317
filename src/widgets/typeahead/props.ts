import type { IslandAbout, PropsDeclaration } from '../../ui/prop-check';

/** The host's props, checked on mount (ui/prop-check.ts) before the island reads them. */
export const PROPS = {
  label: { type: 'string', default: 'Search products' },
  placeholder: { type: 'string', default: 'Search products' },
  pathPrefix: { type: 'string' },
  initialTerm: { type: 'string', default: '' },
} satisfies PropsDeclaration;

/**
 * For the catalogue, docs/widgets.md and dist/storefront.d.ts (tools/catalogue finds it on disk); nothing in the
 * bundle reads it, so no chunk carries it.
 * @public
 */
export const ABOUT: IslandAbout<typeof PROPS> = {
  name: 'typeahead',
  summary: 'Search box with product and term suggestions (WAI-ARIA combobox).',
  props: {
    label: { description: 'accessible name of the input' },
    placeholder: { description: 'placeholder text' },
    pathPrefix: { description: 'prefix of the results page (`/{pathPrefix}esearch`)', default: 'page config' },
    initialTerm: { description: 'value shown in the box (e.g. the term of the results page)' },
  },
  snippets: [
    `<div data-widget="typeahead" data-hydrate="idle">
  <script type="application/json">{"initialTerm": ""}</script>
  <form role="search" action="/esearch"><label for="q">Search</label><input id="q" name="search"><button>Search</button></form>
</div>`,
  ],
};
