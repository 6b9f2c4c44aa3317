import { describe, expect, it } from '@jest/globals';
import { ensureQuizContent, toneOfShadeName } from '../../../demo/quiz/seed-quiz';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();
const count = (table: string) => (t.app.storefront.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;

describe('toneOfShadeName', () => {
  it.each([
    ['1C2 Porcelain Cool', { tone: 'fair', undertone: 'cool' }],
    ['1W1 Ivory Warm', { tone: 'fair', undertone: 'warm' }],
    ['2N2 Sand Neutral', { tone: 'light', undertone: 'neutral' }],
    ['3W3 Beige Warm', { tone: 'light', undertone: 'warm' }],
    ['4C1 Golden Cool', { tone: 'medium', undertone: 'cool' }],
    ['4N0 Caramel Neutral', { tone: 'medium', undertone: 'neutral' }],
    ['5W2 Chestnut Warm', { tone: 'deep', undertone: 'warm' }],
    ['6C1 Ebony Cool 14', { tone: 'deep', undertone: 'cool' }],
  ])('%s → %j', (name, expected) => {
    expect(toneOfShadeName(name)).toEqual(expected);
  });

  it.each(['Ruby Kiss', 'Porcelain', '1C2 Cool', ''])('%j names no skin shade', (name) => {
    expect(toneOfShadeName(name)).toBeNull();
  });
});

describe('ensureQuizContent', () => {
  it('seeded the quizzes, the finder\'s questions and options, and one row per foundation shade of the catalog', () => {
    expect([count('quizzes'), count('quiz_questions'), count('quiz_answers'), count('quiz_answer_rules')]).toEqual([2, 7, 27, 63]);
    expect([count('finder_questions'), count('finder_options')]).toEqual([4, 16]);
    const db = t.app.storefront.db;
    const foundationShades = db.prepare(`SELECT COUNT(*) AS n FROM skus s JOIN products p ON p.id = s.product_id
      WHERE p.category_id = 2`).get() as { n: number };
    expect([count('finder_shades'), foundationShades.n]).toEqual([16, 16]);
    expect(db.prepare('SELECT * FROM finder_shades ORDER BY sku_id LIMIT 3').all()).toEqual([
      { sku_id: 4, tone: 'fair', undertone: 'warm', finish: 'radiant', coverage: 'light' },
      { sku_id: 5, tone: 'fair', undertone: 'warm', finish: 'radiant', coverage: 'light' },
      { sku_id: 6, tone: 'light', undertone: 'neutral', finish: 'radiant', coverage: 'light' },
    ]);
  });

  it('leaves what is there alone (a merchandiser\'s changes survive a restart), and fills a table that was emptied', () => {
    const db = t.app.storefront.db;
    db.prepare("UPDATE quizzes SET title = 'Spring makeup match' WHERE id = 'womens'").run();
    ensureQuizContent(db);
    expect([count('quizzes'), count('quiz_answer_rules'), count('finder_options'), count('finder_shades')]).toEqual([2, 63, 16, 16]);
    expect(db.prepare("SELECT title FROM quizzes WHERE id = 'womens'").pluck().get()).toBe('Spring makeup match');
    db.prepare('DELETE FROM finder_shades').run();
    ensureQuizContent(db);
    expect(count('finder_shades')).toBe(16);
    db.prepare("UPDATE quizzes SET title = 'Find your makeup match' WHERE id = 'womens'").run();
  });
});
