// The quiz host's props (docs/widgets.md): the quiz as the storefront's database holds it (questions, answers,
// and how each answer maps to catalog attributes) and the products it may recommend. The server writes them; a
// host with anything else is refused with a message that says what was wrong.
import { optionalNumber, PropsError, type RawProps } from '../../ui/island-props';
import { categoryIdProp, headingLevelProp, productIdProp } from '../../ui/product-props';

export const QUIZ_ATTRIBUTES = ['category', 'finish', 'skinType', 'benefit', 'coverage'] as const;
export type QuizAttribute = (typeof QUIZ_ATTRIBUTES)[number];

export interface QuizRule {
  attribute: QuizAttribute;
  value: string;
  weight: number;
}

export interface QuizQuestion {
  id: string;
  prompt: string;
  answers: Array<{ id: string; label: string; rules: QuizRule[] }>;
}

export interface QuizCandidate extends Record<QuizAttribute, string> {
  productId: string;
  categoryId: string;
}

export interface QuizProps {
  questions: QuizQuestion[];
  /** How many products the results show. */
  resultCount: number;
  /** Most reviewed first: ties in score go to the earlier one. */
  candidates: QuizCandidate[];
  /** Level of the results heading; the product names sit one below. */
  headingLevel: number;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function list(value: unknown, what: string): unknown[] {
  if (!Array.isArray(value) || value.length === 0) throw new PropsError(`${what} must be a non-empty list`);
  return value;
}

function text(value: unknown, what: string): string {
  if (typeof value !== 'string' || !value.trim()) throw new PropsError(`${what} must be a non-empty string, got ${JSON.stringify(value ?? null)}`);
  return value.trim();
}

function rule(raw: unknown, where: string): QuizRule {
  if (!isObject(raw)) throw new PropsError(`${where} must be an object`);
  const attribute = raw.attribute as QuizAttribute;
  if (!QUIZ_ATTRIBUTES.includes(attribute)) throw new PropsError(`${where}.attribute must be one of ${QUIZ_ATTRIBUTES.join(', ')}, got ${JSON.stringify(raw.attribute ?? null)}`);
  const weight = raw.weight;
  if (typeof weight !== 'number' || !Number.isFinite(weight) || weight <= 0) throw new PropsError(`${where}.weight must be a positive number`);
  return { attribute, value: text(raw.value, `${where}.value`), weight };
}

function question(raw: unknown, q: number): QuizQuestion {
  const where = `quiz.questions[${q}]`;
  if (!isObject(raw)) throw new PropsError(`${where} must be an object`);
  return {
    id: text(String(raw.id ?? ''), `${where}.id`),
    prompt: text(raw.prompt, `${where}.prompt`),
    answers: list(raw.answers, `${where}.answers`).map((answer, a) => {
      const at = `${where}.answers[${a}]`;
      if (!isObject(answer)) throw new PropsError(`${at} must be an object`);
      return {
        id: text(String(answer.id ?? ''), `${at}.id`),
        label: text(answer.label, `${at}.label`),
        rules: (Array.isArray(answer.rules) ? answer.rules : []).map((r, i) => rule(r, `${at}.rules[${i}]`)),
      };
    }),
  };
}

function candidate(raw: unknown, i: number): QuizCandidate {
  const where = `candidates[${i}]`;
  if (!isObject(raw)) throw new PropsError(`${where} must be an object`);
  const productId = typeof raw.productId === 'string' && /^(PROD)?\d+$/.test(raw.productId) ? productIdProp(raw) : null;
  const categoryId = typeof raw.categoryId === 'string' && /^(CAT)?\d+$/.test(raw.categoryId) ? categoryIdProp(raw) : undefined;
  if (!productId || !categoryId) throw new PropsError(`${where} needs a productId (PROD12) and a categoryId (CAT3)`);
  const attributes = Object.fromEntries(QUIZ_ATTRIBUTES.map((a) => [a, typeof raw[a] === 'string' ? (raw[a] as string) : ''])) as Record<QuizAttribute, string>;
  return { productId, categoryId, ...attributes };
}

export function parseQuizProps(raw: RawProps): QuizProps {
  const quiz = raw.quiz;
  if (!isObject(quiz)) throw new PropsError('prop "quiz" is required: the questions, their answers and the rules of each answer');
  return {
    questions: list(quiz.questions, 'quiz.questions').map(question),
    resultCount: optionalNumber(quiz, 'resultCount', 3, { min: 1, max: 12 }),
    candidates: (Array.isArray(raw.candidates) ? raw.candidates : []).map(candidate),
    headingLevel: Math.min(5, headingLevelProp(raw)),
  };
}
