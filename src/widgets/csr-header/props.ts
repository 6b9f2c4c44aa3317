import type { IslandAbout, PropsDeclaration } from '../../ui/prop-check';

/** The host's props, checked on mount (ui/prop-check.ts) before the island reads them. */
export const PROPS = {
  label: { type: 'string', default: 'Customer service representative' },
} satisfies PropsDeclaration;

/**
 * For the catalogue, docs/widgets.md and dist/storefront.d.ts (tools/catalogue finds it on disk); nothing in the
 * bundle reads it, so no chunk carries it.
 * @public
 */
export const ABOUT: IslandAbout<typeof PROPS> = {
  name: 'csr-header',
  summary: 'The customer-service representative bar (shown only to a signed-in representative).',
  props: {
    label: { description: 'the bar\'s accessible name (its region\'s); give a second bar on one page a name of its own' },
  },
  snippets: [
    `<div data-widget="csr-header"></div>`,
    `<div data-widget="csr-header"><section class="sfi-csr-header" aria-label="Customer service representative">
  <p><strong>Customer service mode.</strong> Representative <span class="sfi-csr-email">rep@example.com</span>
    is acting for <span class="sfi-csr-shopper">a guest shopper</span>.</p>
</section></div>`,
  ],
};
