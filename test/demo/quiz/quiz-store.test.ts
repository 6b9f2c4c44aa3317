import { describe, expect, it } from '@jest/globals';
import { useTestApp } from '../helpers/test-app';
import { orderableSkuIds } from '../helpers/test-catalog';

const t = useTestApp();
const store = () => t.app.storefront.quizzes;

describe('quiz store', () => {
  it('reads a quiz with its questions, answers and rules, in order; null names the default quiz', () => {
    const quiz = store().quiz(null)!;
    expect([quiz.id, quiz.title, quiz.intro, quiz.resultCount]).toEqual(['womens', 'Find your makeup match', 'Four quick questions, then our picks for you from the whole range.', 3]);
    expect(quiz.questions.map((q) => q.prompt)).toEqual([
      'What would you like to find today?', 'How does your skin usually feel?', 'Which finish do you love?', 'What matters most to you?',
    ]);
    expect(quiz.questions[0]).toEqual({
      id: 1,
      prompt: 'What would you like to find today?',
      answers: [
        { id: 1, label: 'Lip colour', rules: [{ attribute: 'category', value: 'Lipstick', weight: 10 }] },
        { id: 2, label: 'A flawless base', rules: [{ attribute: 'category', value: 'Foundation', weight: 10 }] },
        { id: 3, label: 'Eye makeup', rules: [{ attribute: 'category', value: 'Eyeshadow', weight: 10 }, { attribute: 'category', value: 'Mascara', weight: 10 }] },
        { id: 4, label: 'A flush of colour', rules: [{ attribute: 'category', value: 'Blush', weight: 10 }] },
      ],
    });
    // Rules heaviest first.
    expect(quiz.questions[1]!.answers[1]).toEqual({
      id: 6,
      label: 'Oily by midday',
      rules: [{ attribute: 'skinType', value: 'Oily', weight: 3 }, { attribute: 'benefit', value: 'Oil control', weight: 2 }, { attribute: 'finish', value: 'Matte', weight: 1 }],
    });
  });

  it('reads the mens quiz by id, and nothing for an id it does not hold', () => {
    const quiz = store().quiz('mens')!;
    expect([quiz.title, quiz.questions.length, quiz.questions.map((q) => q.answers.length)]).toEqual(['Find your grooming routine', 3, [4, 4, 3]]);
    expect(store().quiz('kids')).toBeNull();
  });

  it('offers the most-reviewed products of the categories the answers name that can go in the bag now', () => {
    const womens = store().quiz('womens')!;
    expect(store().candidates(womens, 12).map((c) => c.productId)).toEqual([35, 1, 45, 23, 5, 41, 25, 4, 32, 2, 50, 16, 37]);
    expect(store().candidates(womens, 2).map((c) => [c.productId, c.category])).toEqual([
      [35, 'Lipstick'], [1, 'Lipstick'], [45, 'Blush'], [5, 'Blush'], [41, 'Foundation'], [4, 'Eyeshadow'], [2, 'Foundation'],
    ]);
    const mens = store().candidates(store().quiz('mens')!, 12);
    expect(mens.map((c) => c.productId)).toEqual([7, 42, 36, 10, 47, 22, 8, 24, 40, 19, 9, 33, 39, 43, 20, 13, 29]);
    expect(mens[0]).toEqual({ productId: 7, categoryId: 7, category: 'Moisturizer', finish: 'Natural', skinType: 'All skin types', benefit: 'Firming', coverage: '' });
    const db = t.app.storefront.db;
    const orderable = new Set(orderableSkuIds(db).map((id) => db.prepare('SELECT product_id FROM skus WHERE id = ?').pluck().get(id) as number));
    expect(mens.filter((c) => !orderable.has(c.productId))).toEqual([]);
    expect([...new Set(mens.map((c) => c.category))].sort()).toEqual(['Cleanser', 'Fragrance', 'Moisturizer', 'Serum']);
  });
});
