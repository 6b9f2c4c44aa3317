import type { FastifyInstance, FastifyRequest } from 'fastify';
import { flavourOf } from '../http/flavour';
import { sendNotFoundPage } from './error-pages';
import { QUIZ_NOT_FOUND, quizOverlay, quizPage } from './quiz-view';
import { sendPage } from './render-page';

/** How many products of each category a quiz may choose from (the most reviewed ones). */
const CANDIDATES_PER_CATEGORY = 12;

/**
 * The quiz a request names: `?womensQuiz` and `?mensQuiz` as the legacy links say, `?quiz=<id>` for any other quiz a
 * merchandiser adds; none names the default quiz (null).
 */
function quizIdOf(request: FastifyRequest): string | null {
  const query = (request.query ?? {}) as Record<string, unknown>;
  if ('womensQuiz' in query) return 'womens';
  if ('mensQuiz' in query) return 'mens';
  return typeof query.quiz === 'string' && query.quiz !== '' ? query.quiz.slice(0, 40) : null;
}

/** The quiz overlay template and the framed quiz page (docs/requirements.md §2). */
export function registerQuizPages(app: FastifyInstance): void {
  const { quizzes } = app.storefront;
  const load = (request: FastifyRequest) => {
    const quiz = quizzes.quiz(quizIdOf(request));
    return quiz ? { quiz, candidates: quizzes.candidates(quiz, CANDIDATES_PER_CATEGORY) } : null;
  };

  app.get('/blue_ocean/quiz_overlay.tmpl', async (request, reply) => {
    const found = load(request);
    return reply
      .code(found ? 200 : 404)
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(found ? quizOverlay(found.quiz, found.candidates, flavourOf(request)) : QUIZ_NOT_FOUND);
  });

  app.get('/lcl/blue_ocean/quiz/welcome.html', async (request, reply) => {
    const found = load(request);
    if (!found) return sendNotFoundPage(request, reply);
    return sendPage(request, reply, {
      title: found.quiz.title,
      description: found.quiz.intro,
      main: quizPage(found.quiz, found.candidates, flavourOf(request)),
    });
  });
}
