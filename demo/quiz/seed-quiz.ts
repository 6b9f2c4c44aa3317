// Seeds the quiz and the foundation finder (docs/requirements.md §1, §2): the questions, their answers and how each
// answer maps to catalog attributes, and each foundation shade's tone, undertone, finish and coverage. The catalog
// keeps tone and undertone only inside shade names ("1C2 Porcelain Cool"), so they are derived here, once, from the
// name's depth and undertone words; finish and coverage are the product's. Everything is a row a merchandiser can
// change without a release.
import { SHADE_WORDS } from '../catalog/vocabulary';
import type { Db } from '../db/open';

type Attribute = 'category' | 'finish' | 'skinType' | 'benefit' | 'coverage';
type Rule = [attribute: Attribute, value: string, weight: number];
interface SeedQuiz {
  id: string;
  title: string;
  intro: string;
  isDefault: boolean;
  resultCount: number;
  questions: Array<{ prompt: string; answers: Array<{ label: string; rules: Rule[] }> }>;
}

/** A category answer outweighs every other answer together, so results stay in the category asked for. */
const CATEGORY = 10;

const QUIZZES: readonly SeedQuiz[] = [
  {
    id: 'womens',
    title: 'Find your makeup match',
    intro: 'Four quick questions, then our picks for you from the whole range.',
    isDefault: true,
    resultCount: 3,
    questions: [
      {
        prompt: 'What would you like to find today?',
        answers: [
          { label: 'Lip colour', rules: [['category', 'Lipstick', CATEGORY]] },
          { label: 'A flawless base', rules: [['category', 'Foundation', CATEGORY]] },
          { label: 'Eye makeup', rules: [['category', 'Eyeshadow', CATEGORY], ['category', 'Mascara', CATEGORY]] },
          { label: 'A flush of colour', rules: [['category', 'Blush', CATEGORY]] },
        ],
      },
      {
        prompt: 'How does your skin usually feel?',
        answers: [
          { label: 'Dry or tight', rules: [['skinType', 'Dry', 3], ['benefit', 'Hydrating', 2]] },
          { label: 'Oily by midday', rules: [['skinType', 'Oily', 3], ['benefit', 'Oil control', 2], ['finish', 'Matte', 1]] },
          { label: 'Sensitive', rules: [['skinType', 'Sensitive', 3], ['skinType', 'All skin types', 1]] },
          { label: 'Balanced', rules: [['skinType', 'Normal', 3], ['skinType', 'All skin types', 2], ['skinType', 'Combination', 1]] },
        ],
      },
      {
        prompt: 'Which finish do you love?',
        answers: [
          { label: 'Velvety matte', rules: [['finish', 'Matte', 3]] },
          { label: 'Soft satin', rules: [['finish', 'Satin', 3], ['finish', 'Cream', 2]] },
          { label: 'Glowing', rules: [['finish', 'Radiant', 3], ['finish', 'Luminous', 3], ['finish', 'Shimmer', 2], ['finish', 'Gloss', 2], ['finish', 'Metallic', 1]] },
          { label: 'Barely there', rules: [['finish', 'Natural', 3], ['finish', 'Satin', 1]] },
        ],
      },
      {
        prompt: 'What matters most to you?',
        answers: [
          { label: 'Lasting all day', rules: [['benefit', 'Long-wearing', 3], ['benefit', 'Transfer-resistant', 2], ['benefit', 'Crease-resistant', 2], ['benefit', 'Waterproof', 2]] },
          { label: 'Comfort and care', rules: [['benefit', 'Hydrating', 3], ['benefit', 'Nourishing', 3], ['benefit', 'Conditioning', 2]] },
          { label: 'Bold, vivid colour', rules: [['benefit', 'Highly pigmented', 3], ['benefit', 'Buildable', 2], ['benefit', 'Volumizing', 2], ['benefit', 'Plumping', 1]] },
          { label: 'A fresh, bright look', rules: [['benefit', 'Brightening', 3], ['benefit', 'Radiance-boosting', 3], ['benefit', 'Blendable', 1]] },
        ],
      },
    ],
  },
  {
    id: 'mens',
    title: 'Find your grooming routine',
    intro: 'Three quick questions, then the products we would start you on.',
    isDefault: false,
    resultCount: 3,
    questions: [
      {
        prompt: 'What are you looking for?',
        answers: [
          { label: 'A clean start', rules: [['category', 'Cleanser', CATEGORY]] },
          { label: 'Everyday hydration', rules: [['category', 'Moisturizer', CATEGORY]] },
          { label: 'A targeted treatment', rules: [['category', 'Serum', CATEGORY]] },
          { label: 'A signature scent', rules: [['category', 'Fragrance', CATEGORY]] },
        ],
      },
      {
        prompt: 'How does your skin feel by the afternoon?',
        answers: [
          { label: 'Shiny', rules: [['skinType', 'Oily', 3], ['finish', 'Matte', 2], ['benefit', 'Purifying', 1]] },
          { label: 'Tight or flaky', rules: [['skinType', 'Dry', 3], ['benefit', 'Hydrating', 2]] },
          { label: 'Easily irritated', rules: [['skinType', 'Sensitive', 3], ['benefit', 'Soothing', 2], ['benefit', 'Gentle', 2]] },
          { label: 'Comfortable', rules: [['skinType', 'Normal', 3], ['skinType', 'All skin types', 2]] },
        ],
      },
      {
        prompt: 'What matters most to you?',
        answers: [
          { label: 'Looking rested', rules: [['benefit', 'Firming', 3], ['benefit', 'Anti-aging', 3], ['benefit', 'Smoothing', 2]] },
          { label: 'Keeping it simple', rules: [['benefit', 'Gentle', 2], ['benefit', 'Hydrating', 2], ['finish', 'Natural', 2]] },
          { label: 'Staying fresh all day', rules: [['benefit', 'Fresh', 3], ['benefit', 'Long-lasting', 3], ['benefit', 'Purifying', 2], ['finish', 'Fresh', 2]] },
        ],
      },
    ],
  },
];

/** The finder's questions, in order, and their options (values as finder_shades stores them). */
const FINDER: ReadonlyArray<{ id: string; name: string; prompt: string; help: string; options: Array<[value: string, label: string]> }> = [
  { id: 'tone', name: 'Skin tone', prompt: 'Which best describes your skin tone?', help: 'Think of your skin in daylight, without makeup.',
    options: [['fair', 'Fair'], ['light', 'Light'], ['medium', 'Medium'], ['deep', 'Deep']] },
  { id: 'undertone', name: 'Undertone', prompt: 'What is your undertone?', help: 'Veins that look blue or purple suggest cool; green suggests warm; a mix, neutral.',
    options: [['cool', 'Cool'], ['neutral', 'Neutral'], ['warm', 'Warm']] },
  { id: 'finish', name: 'Finish', prompt: 'Which finish do you prefer?', help: '',
    options: [['matte', 'Matte'], ['natural', 'Natural'], ['satin', 'Satin'], ['radiant', 'Radiant']] },
  { id: 'coverage', name: 'Coverage', prompt: 'How much coverage do you like?', help: '',
    options: [['sheer', 'Sheer'], ['light', 'Light'], ['medium', 'Medium'], ['buildable', 'Buildable'], ['full', 'Full']] },
];

/** The twelve depth words, light to deep, fall into four tones of three. */
const TONES = ['fair', 'light', 'medium', 'deep'] as const;
const DEPTHS_PER_TONE = SHADE_WORDS.skin.depth.length / TONES.length;

/** Tone and undertone from a skin shade's name ("1C2 Porcelain Cool" → fair, cool); null when it names neither. */
export function toneOfShadeName(name: string): { tone: string; undertone: string } | null {
  const words = name.split(/\s+/);
  const depth = SHADE_WORDS.skin.depth.findIndex((word) => words.includes(word));
  const undertone = SHADE_WORDS.skin.undertone.find((word) => words.includes(word));
  if (depth < 0 || !undertone) return null;
  return { tone: TONES[Math.floor(depth / DEPTHS_PER_TONE)]!, undertone: undertone.toLowerCase() };
}

function seedQuizzes(db: Db): void {
  const insertQuiz = db.prepare('INSERT INTO quizzes (id, title, intro, is_default, result_count) VALUES (?, ?, ?, ?, ?)');
  const insertQuestion = db.prepare('INSERT INTO quiz_questions (quiz_id, position, prompt) VALUES (?, ?, ?)');
  const insertAnswer = db.prepare('INSERT INTO quiz_answers (question_id, position, label) VALUES (?, ?, ?)');
  const insertRule = db.prepare('INSERT INTO quiz_answer_rules (answer_id, attribute, value, weight) VALUES (?, ?, ?, ?)');
  for (const quiz of QUIZZES) {
    insertQuiz.run(quiz.id, quiz.title, quiz.intro, quiz.isDefault ? 1 : 0, quiz.resultCount);
    quiz.questions.forEach((question, q) => {
      const questionId = insertQuestion.run(quiz.id, q + 1, question.prompt).lastInsertRowid;
      question.answers.forEach((answer, a) => {
        const answerId = insertAnswer.run(questionId, a + 1, answer.label).lastInsertRowid;
        for (const [attribute, value, weight] of answer.rules) insertRule.run(answerId, attribute, value, weight);
      });
    });
  }
  const insertFinderQuestion = db.prepare('INSERT INTO finder_questions (id, position, name, prompt, help) VALUES (?, ?, ?, ?, ?)');
  const insertFinderOption = db.prepare('INSERT INTO finder_options (question_id, value, label, position) VALUES (?, ?, ?, ?)');
  FINDER.forEach((question, q) => {
    insertFinderQuestion.run(question.id, q + 1, question.name, question.prompt, question.help);
    question.options.forEach(([value, label], o) => insertFinderOption.run(question.id, value, label, o + 1));
  });
}

function seedFinderShades(db: Db): void {
  const rows = db.prepare(`SELECT s.id, s.shade_name AS shadeName, p.finish, p.coverage FROM skus s
    JOIN products p ON p.id = s.product_id JOIN categories c ON c.id = p.category_id
    WHERE c.name = 'Foundation' AND s.shade_name IS NOT NULL ORDER BY s.id`).all() as Array<{ id: number; shadeName: string; finish: string; coverage: string | null }>;
  const insert = db.prepare('INSERT INTO finder_shades (sku_id, tone, undertone, finish, coverage) VALUES (?, ?, ?, ?, ?)');
  for (const row of rows) {
    const tone = toneOfShadeName(row.shadeName);
    if (!tone || !row.coverage) continue;
    insert.run(row.id, tone.tone, tone.undertone, row.finish.toLowerCase(), row.coverage.toLowerCase());
  }
}

/**
 * Seeds the quiz and finder tables that are still empty (a database seeded before they existed gets them on the
 * next start); the catalog must be seeded first.
 */
export function ensureQuizContent(db: Db): void {
  const empty = (table: string) => (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n === 0;
  db.transaction(() => {
    if (empty('quizzes') && empty('finder_questions')) seedQuizzes(db);
    if (empty('finder_shades')) seedFinderShades(db);
  })();
}
