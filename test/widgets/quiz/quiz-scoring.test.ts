// From answers to recommendations: rule weights summed per candidate, best first, ties to the earlier candidate.
import type { QuizCandidate, QuizQuestion } from '../../../src/widgets/quiz/quiz-props';
import { recommend, scoreCandidates } from '../../../src/widgets/quiz/quiz-scoring';

const QUESTIONS: QuizQuestion[] = [
  {
    id: '1',
    prompt: 'What would you like to find?',
    answers: [
      { id: '11', label: 'Lip colour', rules: [{ attribute: 'category', value: 'Lipstick', weight: 10 }] },
      { id: '12', label: 'Eye makeup', rules: [{ attribute: 'category', value: 'Eyeshadow', weight: 10 }, { attribute: 'category', value: 'Mascara', weight: 10 }] },
    ],
  },
  {
    id: '2',
    prompt: 'Your skin?',
    answers: [
      { id: '21', label: 'Oily', rules: [{ attribute: 'skinType', value: 'Oily', weight: 3 }, { attribute: 'finish', value: 'Matte', weight: 1 }] },
      { id: '22', label: 'Dry', rules: [{ attribute: 'skinType', value: 'Dry', weight: 3 }, { attribute: 'benefit', value: 'Hydrating', weight: 2 }] },
    ],
  },
  { id: '3', prompt: 'Anything else?', answers: [{ id: '31', label: 'No preference', rules: [] }] },
];

const candidate = (productId: string, category: string, finish: string, skinType: string, benefit: string): QuizCandidate => ({
  productId, categoryId: 'CAT1', category, finish, skinType, benefit, coverage: '',
});
const CANDIDATES = [
  candidate('PROD1', 'Lipstick', 'Satin', 'Normal', 'Long-wearing'),
  candidate('PROD2', 'Mascara', 'Matte', 'Oily', 'Volumizing'),
  candidate('PROD3', 'Lipstick', 'Matte', 'Oily', 'Hydrating'),
  candidate('PROD4', 'Eyeshadow', 'Shimmer', 'Dry', 'Hydrating'),
  candidate('PROD5', 'Lipstick', 'Cream', 'Dry', 'Hydrating'),
  candidate('PROD6', 'Blush', 'Matte', 'Oily', 'Blendable'),
];

describe('quiz scoring', () => {
  it('adds the weight of every chosen answer\'s rule the candidate matches', () => {
    expect(scoreCandidates(QUESTIONS, [0, 0, 0], CANDIDATES).map(({ candidate: c, score }) => [c.productId, score])).toEqual([
      ['PROD1', 10], ['PROD2', 4], ['PROD3', 14], ['PROD4', 0], ['PROD5', 10], ['PROD6', 4],
    ]);
    expect(scoreCandidates(QUESTIONS, [1, 1, null], CANDIDATES).map(({ score }) => score)).toEqual([0, 10, 2, 15, 5, 0]);
  });

  it('recommends the best scores first, ties to the candidate listed first (the most reviewed)', () => {
    expect(recommend(QUESTIONS, [0, 0, 0], CANDIDATES, 3).map((c) => c.productId)).toEqual(['PROD3', 'PROD1', 'PROD5']);
    expect(recommend(QUESTIONS, [0, 1, 0], CANDIDATES, 3).map((c) => c.productId)).toEqual(['PROD5', 'PROD3', 'PROD1']);
    expect(recommend(QUESTIONS, [1, 1, 0], CANDIDATES, 2).map((c) => c.productId)).toEqual(['PROD4', 'PROD2']);
  });

  it('never recommends a candidate no answer speaks for, so there may be fewer than asked for, or none', () => {
    expect(recommend(QUESTIONS, [1, 0, 0], CANDIDATES, 5).map((c) => c.productId)).toEqual(['PROD2', 'PROD4', 'PROD3', 'PROD6']);
    expect(recommend(QUESTIONS, [null, null, 0], CANDIDATES, 3)).toEqual([]);
    expect(recommend(QUESTIONS, [0, 0, 0], [], 3)).toEqual([]);
  });
});
