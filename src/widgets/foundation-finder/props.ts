import type { IslandAbout, PropsDeclaration } from '../../ui/prop-check';

/** The host's props, checked on mount (ui/prop-check.ts) before the island reads them. */
export const PROPS = {
  questions: { type: 'list', required: true },
  matches: { type: 'list', required: true },
  optionUrl: { type: 'string', default: '/foundation_finder/option.tmpl' },
  headingLevel: { type: 'integer', min: 2, max: 5, default: 3 },
} satisfies PropsDeclaration;

/**
 * For the catalogue, docs/widgets.md and dist/storefront.d.ts (tools/catalogue finds it on disk); nothing in the
 * bundle reads it, so no chunk carries it.
 * @public
 */
export const ABOUT: IslandAbout<typeof PROPS> = {
  name: 'foundation-finder',
  summary: 'Skin tone, undertone, finish and coverage, one question at a time, down to one foundation shade.',
  props: {
    questions: {
      example: [{ prompt: 'What is your skin tone?', help: '', options: ['Fair', 'Medium'] }],
      ts: 'ReadonlyArray<{ prompt: string; help?: string; options: readonly string[] }>',
      description: '`[{prompt, help, options: [label, ...]}]`, in order', type: 'object[]' },
    matches: {
      example: [[4, 2, 8, 0], [8, 2, 8, 1]],
      ts: 'ReadonlyArray<readonly number[]>',
      description: 'one row per combination with an orderable shade: `[skuId, productId, shades, option index per question...]`, the SKU being the best shade for it' },
    optionUrl: { description: 'the dashboard page (`?sku=` is added)', allowed: 'a page of this site' },
    headingLevel: { description: 'level of the result\'s heading' },
  },
  snippets: [
    `<div data-widget="foundation-finder" data-props='{"questions": [{"prompt": "What is your skin tone?", "help": "Look at your jawline in daylight.", "options": ["Fair", "Medium"]}], "matches": [[4, 2, 8, 0], [8, 2, 8, 1]]}'></div>`,
  ],
};
