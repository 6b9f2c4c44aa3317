import type { IslandAbout, PropsDeclaration } from '../../ui/prop-check';

/** The host's props, checked on mount (ui/prop-check.ts) before the island reads them. */
export const PROPS = {
  quiz: { type: 'object', required: true },
  candidates: { type: 'list' },
  headingLevel: { type: 'integer', min: 2, max: 5, default: 3 },
} satisfies PropsDeclaration;

/**
 * For the catalogue, docs/widgets.md and dist/storefront.d.ts (tools/catalogue finds it on disk); nothing in the
 * bundle reads it, so no chunk carries it.
 * @public
 */
export const ABOUT: IslandAbout<typeof PROPS> = {
  name: 'quiz',
  summary: 'A short quiz, one question at a time, ending in product cards picked by the answers.',
  props: {
    quiz: {
      example: { resultCount: 2, questions: [{ id: '1', prompt: 'Which finish do you love?', answers: [{ id: '11', label: 'Matte', rules: [{ attribute: 'finish', value: 'Matte', weight: 3 }] }] }] },
      ts: '{ resultCount?: number; questions: ReadonlyArray<{ id: string | number; prompt: string; answers: ReadonlyArray<{ id: string | number; label: string; rules?: ReadonlyArray<{ attribute: \'category\' | \'finish\' | \'skinType\' | \'benefit\' | \'coverage\'; value: string; weight: number }> }> }> }',
      description: '`{resultCount (1–12, default 3), questions: [{id, prompt, answers: [{id, label, rules: [{attribute, value, weight}]}]}]}`' },
    candidates: {
      example: [{ productId: 'PROD41', categoryId: 'CAT2', category: 'Foundation', finish: 'Matte', skinType: 'Oily', benefit: 'Oil control', coverage: 'Full' }],
      ts: 'ReadonlyArray<{ productId: string; categoryId: string; category?: string; finish?: string; skinType?: string; benefit?: string; coverage?: string }>',
      default: '`[]`', description: 'what it may recommend, best first: `{productId, categoryId, category, finish, skinType, benefit, coverage}`', type: 'object[]' },
    headingLevel: { description: 'level of the results heading; the product names sit one below' },
  },
  snippets: [
    `<div data-widget="quiz" data-props='{"quiz": {"resultCount": 2, "questions": [{"id": "1", "prompt": "Which finish do you love?", "answers": [{"id": "11", "label": "Matte", "rules": [{"attribute": "finish", "value": "Matte", "weight": 3}]}]}]}, "candidates": [{"productId": "PROD41", "categoryId": "CAT2", "category": "Foundation", "finish": "Matte", "skinType": "Oily", "benefit": "Oil control", "coverage": "Full"}]}'></div>`,
  ],
};
