import { describe, expect, it } from '@jest/globals';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();

const unescape = (value: string) => value.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
/** The props of the page's `quiz` host, as the island reads them. */
function quizProps(body: string): any {
  const match = /<div class="quiz-host" data-widget="quiz" data-props="([^"]*)">/.exec(body);
  expect(match).not.toBeNull();
  return JSON.parse(unescape(match![1]!));
}

describe('GET /blue_ocean/quiz_overlay.tmpl', () => {
  it('answers a bare fragment for the dialog: the quiz\'s title and intro, and a quiz host with the quiz from the database', async () => {
    const response = await t.app.inject({ url: '/blue_ocean/quiz_overlay.tmpl?womensQuiz' });
    expect([response.statusCode, response.headers['content-type'], response.headers['cache-control']]).toEqual([200, 'text/html; charset=utf-8', 'no-store']);
    expect(response.body.startsWith('<div class="quiz-overlay">\n  <h3 class="quiz-overlay__title">Find your makeup match</h3>')).toBe(true);
    expect(response.body).not.toContain('<html');
    expect(response.body).toContain('<p class="quiz-overlay__intro">Four quick questions, then our picks for you from the whole range.</p>');
    expect(response.body).toContain('<p>The quiz is loading. <a href="/lcl/blue_ocean/quiz/welcome.html?womensQuiz">Open the quiz on its own page</a>.</p>');
    const props = quizProps(response.body);
    expect([props.headingLevel, props.quiz.id, props.quiz.resultCount, props.quiz.questions.length]).toEqual([3, 'womens', 3, 4]);
    expect(props.quiz.questions[0]).toEqual({
      id: '1',
      prompt: 'What would you like to find today?',
      answers: [
        { id: '1', label: 'Lip colour', rules: [{ attribute: 'category', value: 'Lipstick', weight: 10 }] },
        { id: '2', label: 'A flawless base', rules: [{ attribute: 'category', value: 'Foundation', weight: 10 }] },
        { id: '3', label: 'Eye makeup', rules: [{ attribute: 'category', value: 'Eyeshadow', weight: 10 }, { attribute: 'category', value: 'Mascara', weight: 10 }] },
        { id: '4', label: 'A flush of colour', rules: [{ attribute: 'category', value: 'Blush', weight: 10 }] },
      ],
    });
    expect(props.candidates.map((c: { productId: string }) => c.productId)).toEqual(
      [35, 1, 45, 23, 5, 41, 25, 4, 32, 2, 50, 16, 37].map((id) => `PROD${id}`),
    );
    expect(props.candidates[0]).toEqual({ productId: 'PROD35', categoryId: 'CAT1', category: 'Lipstick', finish: 'Cream', skinType: 'Normal', benefit: 'Transfer-resistant', coverage: '' });
  });

  it('serves the default quiz without a query, the mens quiz with ?mensQuiz, any quiz by ?quiz=<id>', async () => {
    const titles = [];
    for (const query of ['', '?mensQuiz', '?quiz=mens', '?quiz=womens&flavour=react']) {
      const body = (await t.app.inject({ url: `/blue_ocean/quiz_overlay.tmpl${query}` })).body;
      titles.push([/<h3 class="quiz-overlay__title">([^<]*)</.exec(body)![1], quizProps(body).quiz.id, /href="([^"]*)">Open the quiz/.exec(body)![1]]);
    }
    expect(titles).toEqual([
      ['Find your makeup match', 'womens', '/lcl/blue_ocean/quiz/welcome.html?womensQuiz'],
      ['Find your grooming routine', 'mens', '/lcl/blue_ocean/quiz/welcome.html?mensQuiz'],
      ['Find your grooming routine', 'mens', '/lcl/blue_ocean/quiz/welcome.html?mensQuiz'],
      ['Find your makeup match', 'womens', '/lcl/blue_ocean/quiz/welcome.html?womensQuiz&amp;flavour=react'],
    ]);
  });

  it('answers 404 with a short fragment for a quiz the database does not hold', async () => {
    const response = await t.app.inject({ url: '/blue_ocean/quiz_overlay.tmpl?quiz=%3Cscript%3E' });
    expect([response.statusCode, response.body]).toEqual([404, '<div class="quiz-overlay"><p>Sorry, this quiz is not available.</p></div>']);
  });
});

describe('GET /lcl/blue_ocean/quiz/welcome.html (the framed quiz)', () => {
  it('is a page of its own: the quiz\'s title as its heading and the quiz host, headings one level up', async () => {
    const response = await t.app.inject({ url: '/lcl/blue_ocean/quiz/welcome.html?mensQuiz' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Find your grooming routine | Lumière Beauty</title>');
    expect(response.body).toContain('<h1>Find your grooming routine</h1>');
    expect(response.body).toContain('<p class="quiz-page__intro">Three quick questions, then the products we would start you on.</p>');
    const props = quizProps(response.body);
    expect([props.headingLevel, props.quiz.id, props.quiz.questions.map((q: { prompt: string }) => q.prompt)]).toEqual([
      2, 'mens', ['What are you looking for?', 'How does your skin feel by the afternoon?', 'What matters most to you?'],
    ]);
    expect(props.candidates).toHaveLength(17);
  });

  it('shows the womens quiz for ?womensQuiz, and the not-found page for an unknown quiz', async () => {
    expect((await t.app.inject({ url: '/lcl/blue_ocean/quiz/welcome.html?womensQuiz' })).body).toContain('<h1>Find your makeup match</h1>');
    const missing = await t.app.inject({ url: '/lcl/blue_ocean/quiz/welcome.html?quiz=teens' });
    expect([missing.statusCode, missing.body.includes('<title>Page not found | Lumière Beauty</title>')]).toEqual([404, true]);
  });
});
