import type { IslandAbout, PropsDeclaration } from '../../ui/prop-check';

/** The host's props, checked on mount (ui/prop-check.ts) before the island reads them. */
export const PROPS = {
  allowMultiple: { type: 'boolean', default: false },
  open: { type: ['integer', 'list'], min: 1 },
} satisfies PropsDeclaration;

/**
 * For the catalogue, docs/widgets.md and dist/storefront.d.ts (tools/catalogue finds it on disk); nothing in the
 * bundle reads it, so no chunk carries it.
 * @public
 */
export const ABOUT: IslandAbout<typeof PROPS> = {
  name: 'accordion',
  summary: 'Server-rendered headings and panels become an accordion (WAI-ARIA APG); without the script everything shows.',
  props: {
    allowMultiple: { description: 'several panels may be open at once (otherwise opening one closes the other)' },
    open: { default: '`1`', example: [2], allowed: '1 or more; one position unless `allowMultiple`', ts: 'number | readonly number[] | string', description: 'the panels open at first, counted from 1; `[]` opens none; more than one needs `allowMultiple`' },
  },
  snippets: [
    `<div data-widget="accordion">
  <h2>Details</h2>
  <p>A creamy lipstick with a satin finish.</p>
  <h2>How to use</h2>
  <p>Line the lips from the centre outwards.</p>
  <h2>Ingredients</h2>
  <ul><li>Castor seed oil</li><li>Candelilla wax</li></ul>
</div>`,
  ],
};
