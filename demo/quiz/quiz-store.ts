import type { Db } from '../db/open';

/** Catalog attributes an answer can point at (`category` is the category's name). */
export type QuizAttribute = 'category' | 'finish' | 'skinType' | 'benefit' | 'coverage';

export interface QuizRule {
  attribute: QuizAttribute;
  value: string;
  weight: number;
}

export interface QuizAnswer {
  id: number;
  label: string;
  rules: QuizRule[];
}

export interface QuizQuestion {
  id: number;
  prompt: string;
  answers: QuizAnswer[];
}

export interface Quiz {
  id: string;
  title: string;
  intro: string;
  /** How many products the results show. */
  resultCount: number;
  questions: QuizQuestion[];
}

/** A product the quiz may recommend, with the attributes answers are scored against. */
export interface QuizCandidate {
  productId: number;
  categoryId: number;
  category: string;
  finish: string;
  skinType: string;
  benefit: string;
  coverage: string;
}

interface QuizRow {
  id: string;
  title: string;
  intro: string;
  resultCount: number;
}

interface RuleRow {
  questionId: number;
  prompt: string;
  answerId: number;
  label: string;
  attribute: QuizAttribute | null;
  value: string | null;
  weight: number | null;
}

export function createQuizStore(db: Db) {
  const quizById = db.prepare('SELECT id, title, intro, result_count AS resultCount FROM quizzes WHERE id = ?');
  const defaultQuiz = db.prepare('SELECT id, title, intro, result_count AS resultCount FROM quizzes ORDER BY is_default DESC, id LIMIT 1');
  const questionRows = db.prepare(`SELECT q.id AS questionId, q.prompt, a.id AS answerId, a.label, r.attribute, r.value, r.weight
    FROM quiz_questions q JOIN quiz_answers a ON a.question_id = q.id LEFT JOIN quiz_answer_rules r ON r.answer_id = a.id
    WHERE q.quiz_id = ? ORDER BY q.position, a.position, r.weight DESC, r.attribute, r.value`);
  // The most-reviewed products of each category that can go in the bag now (live, not a kit, an orderable SKU).
  const candidateRows = db.prepare(`SELECT productId, categoryId, category, finish, skinType, benefit, coverage FROM (
      SELECT p.id AS productId, p.category_id AS categoryId, c.name AS category, p.finish, p.skin_type AS skinType,
        p.benefit, COALESCE(p.coverage, '') AS coverage, p.review_count AS reviews,
        ROW_NUMBER() OVER (PARTITION BY p.category_id ORDER BY p.review_count DESC, p.id) AS rank
      FROM products p JOIN categories c ON c.id = p.category_id
      WHERE p.discontinued = 0 AND p.is_kit = 0
        AND (? IS NULL OR c.name IN (SELECT value FROM json_each(?)))
        AND EXISTS (SELECT 1 FROM skus s WHERE s.product_id = p.id AND s.shoppable = 1 AND s.inventory_status = 1))
    WHERE rank <= ? ORDER BY reviews DESC, productId`);

  function load(row: QuizRow | undefined): Quiz | null {
    if (!row) return null;
    const questions: QuizQuestion[] = [];
    for (const r of questionRows.all(row.id) as RuleRow[]) {
      let question = questions.at(-1);
      if (question?.id !== r.questionId) questions.push((question = { id: r.questionId, prompt: r.prompt, answers: [] }));
      let answer = question.answers.at(-1);
      if (answer?.id !== r.answerId) question.answers.push((answer = { id: r.answerId, label: r.label, rules: [] }));
      if (r.attribute !== null && r.value !== null && r.weight !== null) answer.rules.push({ attribute: r.attribute, value: r.value, weight: r.weight });
    }
    return { ...row, questions };
  }

  return {
    /** The quiz with this id, or the default quiz when `id` is null; null when there is no such quiz. */
    quiz: (id: string | null): Quiz | null => load((id === null ? defaultQuiz.get() : quizById.get(id)) as QuizRow | undefined),
    /**
     * What the quiz may recommend: up to `perCategory` products of each category its answers name (every category
     * when they name none), most reviewed first.
     */
    candidates(quiz: Quiz, perCategory: number): QuizCandidate[] {
      const categories = [...new Set(quiz.questions.flatMap((q) => q.answers.flatMap((a) => a.rules)).filter((r) => r.attribute === 'category').map((r) => r.value))];
      const names = categories.length > 0 ? JSON.stringify(categories) : null;
      return candidateRows.all(names, names, perCategory) as QuizCandidate[];
    },
  };
}

export type QuizStore = ReturnType<typeof createQuizStore>;
