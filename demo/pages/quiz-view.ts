import { html, type SafeHtml } from '../html/html';
import { withFlavour, type Flavour } from '../http/flavour';
import type { Quiz, QuizCandidate } from '../quiz/quiz-store';

/** The `quiz` island's props (docs/widgets.md): the quiz as the database holds it, and what it may recommend. */
function quizProps(quiz: Quiz, candidates: readonly QuizCandidate[], headingLevel: number) {
  return {
    headingLevel,
    quiz: {
      id: quiz.id,
      resultCount: quiz.resultCount,
      questions: quiz.questions.map((q) => ({
        id: String(q.id),
        prompt: q.prompt,
        answers: q.answers.map((a) => ({ id: String(a.id), label: a.label, rules: a.rules })),
      })),
    },
    candidates: candidates.map(({ productId, categoryId, ...attributes }) => ({ productId: `PROD${productId}`, categoryId: `CAT${categoryId}`, ...attributes })),
  };
}

/** The query that names a quiz in the framed page's and the overlay's URLs. */
function quizQuery(quizId: string): string {
  if (quizId === 'womens') return 'womensQuiz';
  if (quizId === 'mens') return 'mensQuiz';
  return `quiz=${encodeURIComponent(quizId)}`;
}

function quizHost(quiz: Quiz, candidates: readonly QuizCandidate[], headingLevel: number, fallback: SafeHtml): SafeHtml {
  return html`<div class="quiz-host" data-widget="quiz" data-props="${JSON.stringify(quizProps(quiz, candidates, headingLevel))}">${fallback}</div>`;
}

/** `/blue_ocean/quiz_overlay.tmpl`: a bare fragment for the dialog, as the legacy overlay templates were. */
export function quizOverlay(quiz: Quiz, candidates: readonly QuizCandidate[], flavour: Flavour): string {
  const page = withFlavour(`/lcl/blue_ocean/quiz/welcome.html?${quizQuery(quiz.id)}`, flavour);
  return html`<div class="quiz-overlay">
  <h3 class="quiz-overlay__title">${quiz.title}</h3>
  <p class="quiz-overlay__intro">${quiz.intro}</p>
  ${quizHost(quiz, candidates, 3, html`<p>The quiz is loading. <a href="${page}">Open the quiz on its own page</a>.</p>`)}
</div>`.value;
}

/** `/lcl/blue_ocean/quiz/welcome.html`: the quiz as a page of its own (the framed variant). */
export function quizPage(quiz: Quiz, candidates: readonly QuizCandidate[], flavour: Flavour): SafeHtml {
  return html`<div class="quiz-page">
    <h1>${quiz.title}</h1>
    <p class="quiz-page__intro">${quiz.intro}</p>
    ${quizHost(quiz, candidates, 2, html`<p>The quiz needs JavaScript. Meanwhile, <a href="${withFlavour('/', flavour)}">browse our bestsellers</a>.</p>`)}
  </div>`;
}

/** A quiz the database does not hold. */
export const QUIZ_NOT_FOUND = html`<div class="quiz-overlay"><p>Sorry, this quiz is not available.</p></div>`.value;
