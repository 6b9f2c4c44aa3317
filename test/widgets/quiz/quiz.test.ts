// The quiz island (docs/requirements.md §1, §2; docs/widgets.md "quiz"): its props as the storefront writes them,
// questions one at a time (native radios), Back, Start over, Next without an answer, where focus goes, and the
// picks as product-card hosts that the runtime mounts.
import { click, mountPage, setUpIslandPage } from '../../helpers/island-page';
import { rawProduct } from '../../helpers/product-fixtures';
import { waitFor } from '../../helpers/wait-for';

setUpIslandPage({ fakeTimers: true });

const rule = (attribute: string, value: string, weight: number) => ({ attribute, value, weight });
const QUIZ = {
  id: 'womens',
  resultCount: 2,
  questions: [
    {
      id: '1',
      prompt: 'What would you like to find today?',
      answers: [
        { id: '11', label: 'Lip colour', rules: [rule('category', 'Lipstick', 10)] },
        { id: '12', label: 'A flawless base', rules: [rule('category', 'Foundation', 10)] },
      ],
    },
    {
      id: '2',
      prompt: 'Which finish do you love?',
      answers: [
        { id: '21', label: 'Velvety matte', rules: [rule('finish', 'Matte', 3)] },
        { id: '22', label: 'Glowing', rules: [rule('finish', 'Radiant', 3), rule('finish', 'Shimmer', 2)] },
      ],
    },
  ],
};
const candidate = (id: number, category: string, finish: string) => ({ productId: `PROD${id}`, categoryId: category === 'Lipstick' ? 'CAT1' : 'CAT2', category, finish, skinType: 'Dry', benefit: 'Hydrating', coverage: '' });
const CANDIDATES = [candidate(1, 'Lipstick', 'Satin'), candidate(2, 'Foundation', 'Matte'), candidate(3, 'Lipstick', 'Shimmer'), candidate(4, 'Foundation', 'Radiant'), candidate(5, 'Lipstick', 'Matte')];
const catalog = [1, 2, 3, 4, 5].map((id) => rawProduct(id));

const host = (props: object) => `<div id="quiz" data-widget="quiz" data-props='${JSON.stringify(props)}'><p>The quiz is loading.</p></div>`;
const quiz = () => document.getElementById('quiz')!;
const progress = () => quiz().querySelector('.sfi-steps__progress')?.textContent;
const legend = () => quiz().querySelector('legend')?.textContent;
const radios = () => [...quiz().querySelectorAll<HTMLInputElement>('input[type="radio"]')];
/** The options' group name as aria-labelledby makes it (the legend alone when it has none). */
const groupName = () => {
  const group = quiz().querySelector('fieldset')!;
  const ids = group.getAttribute('aria-labelledby');
  return ids ? ids.split(' ').map((id) => document.getElementById(id)?.textContent).join(' ') : legend();
};
const labels = () => [...quiz().querySelectorAll('.sfi-steps__option')].map((l) => l.textContent);
const button = (name: string) => [...quiz().querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === name);
/** A shopper's choice: the click, then the re-render a shopper would wait for before the next click. */
async function choose(index: number): Promise<void> {
  click(radios()[index]!);
  await jest.advanceTimersByTimeAsync(50);
}
const effects = () => jest.advanceTimersByTimeAsync(50);

describe('quiz', () => {
  it('asks one question at a time: a fieldset of radios named by the question, the progress, Next', async () => {
    await mountPage(host({ quiz: QUIZ, candidates: CANDIDATES }), { catalog });
    expect(quiz().getAttribute('data-widget-state')).toBe('mounted');
    expect(quiz().textContent).not.toContain('loading');
    expect([progress(), legend(), labels()]).toEqual(['Question 1 of 2', 'What would you like to find today?', ['Lip colour', 'A flawless base']]);
    expect(radios().map((r) => [r.checked, r.name === radios()[0]!.name])).toEqual([[false, true], [false, true]]);
    expect(button('Back')).toBeUndefined();
    expect(button('Start over')).toBeUndefined();
    expect(button('Next')!.type).toBe('submit');
    expect(document.activeElement).toBe(document.body); // the first question does not take focus from the page
  });

  it('Next without an answer says so and moves focus to the options; with one, the next question, its first option focused', async () => {
    await mountPage(host({ quiz: QUIZ, candidates: CANDIDATES }), { catalog });
    click(button('Next')!);
    await effects();
    const alert = quiz().querySelector('[role="alert"]')!;
    expect(alert.textContent).toBe('Choose an answer to go on.');
    expect(document.activeElement).toBe(radios()[0]);
    expect(progress()).toBe('Question 1 of 2');
    // The group is described by it; Next again says it again (new nodes: an alert whose words stay is not said twice).
    expect(quiz().querySelector('fieldset')!.getAttribute('aria-describedby')!.split(' ')).toContain(alert.id);
    click(button('Next')!);
    await effects();
    expect(quiz().querySelector('[role="alert"]')!.textContent).toBe('Choose an answer to go on.');
    expect(quiz().querySelector('[role="alert"]')).not.toBe(alert);
    await choose(1);
    await effects();
    expect(quiz().querySelector('[role="alert"]')).toBeNull();
    click(button('Next')!);
    await effects();
    expect([progress(), legend(), labels()]).toEqual(['Question 2 of 2', 'Which finish do you love?', ['Velvety matte', 'Glowing']]);
    expect(document.activeElement).toBe(radios()[0]);
    expect(button('See my picks')!.type).toBe('submit');
  });

  it('names the options by the progress and the prompt, so focus arriving at a question reads "Question 2 of 2" first', async () => {
    await mountPage(host({ quiz: QUIZ, candidates: CANDIDATES }), { catalog });
    expect(groupName()).toBe('Question 1 of 2 What would you like to find today?');
    await choose(0);
    click(button('Next')!);
    await effects();
    expect([document.activeElement === radios()[0], groupName()]).toEqual([true, 'Question 2 of 2 Which finish do you love?']);
  });

  it('Back returns to the question before with its answer chosen and focused', async () => {
    await mountPage(host({ quiz: QUIZ, candidates: CANDIDATES }), { catalog });
    await choose(1);
    click(button('Next')!);
    await effects();
    click(button('Back')!);
    await effects();
    expect(progress()).toBe('Question 1 of 2');
    expect(radios().map((r) => r.checked)).toEqual([false, true]);
    expect(document.activeElement).toBe(radios()[1]);
  });

  it('ends in the picks: product-card hosts for the best-scored products, the heading focused; Back and Start over', async () => {
    await mountPage(host({ quiz: QUIZ, candidates: CANDIDATES, headingLevel: 2 }), { catalog });
    await choose(1);
    click(button('Next')!);
    await effects();
    await choose(1);
    click(button('See my picks')!);
    await effects();
    const heading = quiz().querySelector('h2')!;
    expect(heading.textContent).toBe('Our picks for you');
    expect(document.activeElement).toBe(heading);
    const picks = [...quiz().querySelectorAll('ul.sfi-quiz__picks > li')];
    expect(picks.map((li) => [li.getAttribute('data-widget'), JSON.parse(li.getAttribute('data-props')!)])).toEqual([
      ['product-card', { productId: 'PROD4', categoryId: 'CAT2', headingLevel: 3 }],
      ['product-card', { productId: 'PROD2', categoryId: 'CAT2', headingLevel: 3 }],
    ]);
    await waitFor(() => expect(picks.map((li) => li.getAttribute('data-widget-state'))).toEqual(['mounted', 'mounted']));
    await waitFor(() => expect(picks.map((li) => li.querySelector('.sfi-card')?.getAttribute('data-product-id'))).toEqual(['PROD4', 'PROD2']));

    click(button('Back')!);
    await effects();
    expect([progress(), radios().map((r) => r.checked), document.activeElement === radios()[1]]).toEqual(['Question 2 of 2', [false, true], true]);
    click(button('Start over')!);
    await effects();
    expect([progress(), radios().map((r) => r.checked), document.activeElement === radios()[0]]).toEqual(['Question 1 of 2', [false, false], true]);
  });

  it('says so when nothing fits the answers, and offers Start over', async () => {
    await mountPage(host({ quiz: QUIZ, candidates: [candidate(7, 'Blush', 'Satin')] }), { catalog });
    await choose(0);
    click(button('Next')!);
    await effects();
    await choose(0);
    click(button('See my picks')!);
    await effects();
    expect(quiz().querySelector('h3')!.textContent).toBe('No match this time');
    expect(quiz().querySelector('p')!.textContent).toBe('Nothing in our range fits those answers right now. Try different answers.');
    expect(quiz().querySelector('[data-widget]')).toBeNull();
    expect(button('Start over')!.getAttribute('type')).toBe('button');
  });

  it.each<[string, object, string]>([
    ['no quiz', { candidates: [] }, 'prop "quiz" is required'],
    ['no questions', { quiz: { questions: [] } }, 'quiz.questions must be a non-empty list'],
    ['an answer without a label', { quiz: { questions: [{ id: 1, prompt: 'Q?', answers: [{ id: 2, rules: [] }] }] } }, 'quiz.questions[0].answers[0].label must be a non-empty string, got null'],
    ['a rule on an attribute the catalog lacks', { quiz: { questions: [{ id: 1, prompt: 'Q?', answers: [{ id: 2, label: 'A', rules: [rule('price', '10', 1)] }] }] } }, 'quiz.questions[0].answers[0].rules[0].attribute must be one of category, finish, skinType, benefit, coverage, got "price"'],
    ['a bad weight', { quiz: { questions: [{ id: 1, prompt: 'Q?', answers: [{ id: 2, label: 'A', rules: [rule('finish', 'Matte', -1)] }] }] } }, 'quiz.questions[0].answers[0].rules[0].weight must be a positive number'],
    ['a candidate without ids', { quiz: QUIZ, candidates: [{ productId: 'lipstick' }] }, 'candidates[0] needs a productId (PROD12) and a categoryId (CAT3)'],
    ['too many results', { quiz: { ...QUIZ, resultCount: 50 } }, 'prop "resultCount" must be a number from 1 to 12, got 50'],
  ])('refuses %s, saying what is wrong; the server content stays', async (_what, props, problem) => {
    await mountPage(host(props), { catalog });
    expect(quiz().getAttribute('data-widget-state')).toBe('error');
    expect(quiz().textContent).toBe('The quiz is loading.');
    expect((console.warn as jest.Mock).mock.calls.map((c) => c[0])).toEqual([
      `[storefront-islands] <div#quiz data-widget="quiz">: bad props: ${problem}; the host was left as it was.`,
    ]);
  });
});
