// From answers to recommendations (docs/requirements.md §1): every chosen answer adds the weight of each of its
// rules to the candidates whose attribute has the rule's value; the highest scores win, ties going to the
// candidate listed first (the most reviewed). A candidate no answer speaks for is never recommended.
import type { QuizCandidate, QuizQuestion } from './quiz-props';

export interface Scored {
  candidate: QuizCandidate;
  score: number;
}

/** Each candidate's score under `answers` (the chosen answer's index per question, null when unanswered). */
export function scoreCandidates(questions: readonly QuizQuestion[], answers: ReadonlyArray<number | null>, candidates: readonly QuizCandidate[]): Scored[] {
  const rules = questions.flatMap((question, q) => {
    const chosen = answers[q];
    return chosen === null || chosen === undefined ? [] : (question.answers[chosen]?.rules ?? []);
  });
  return candidates.map((candidate) => ({
    candidate,
    score: rules.reduce((sum, rule) => (candidate[rule.attribute] === rule.value ? sum + rule.weight : sum), 0),
  }));
}

/** The `count` best candidates with a score above 0, best first. */
export function recommend(questions: readonly QuizQuestion[], answers: ReadonlyArray<number | null>, candidates: readonly QuizCandidate[], count: number): QuizCandidate[] {
  return scoreCandidates(questions, answers, candidates)
    .map((scored, order) => ({ ...scored, order }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, count)
    .map(({ candidate }) => candidate);
}
