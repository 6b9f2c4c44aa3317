// The quiz (docs/requirements.md §1, §2): a few questions one at a time (keyboard operable radio groups, Back),
// then product recommendations drawn from the catalog by the answers, each a product card (add to bag, quick
// view) that the runtime mounts; Start over from the results or any question after the first. The questions,
// answers and their rules come from the storefront's database through the host's props (quiz-props.ts).
import { createElement, useLayoutEffect, useRef } from 'react';
import { QuestionStep, useQuestionSteps } from '../../ui/question-step';
import type { QuizProps } from './quiz-props';
import { recommend } from './quiz-scoring';

export function Quiz({ questions, resultCount, candidates, headingLevel }: QuizProps) {
  const { state, moved, move } = useQuestionSteps(questions.length);
  const results = useRef<HTMLHeadingElement>(null);
  const done = state.step === questions.length;

  useLayoutEffect(() => {
    if (done && moved) results.current?.focus();
  }, [done]);

  if (!done) {
    const question = questions[state.step]!;
    return (
      <div className="sfi-quiz">
        <QuestionStep
          index={state.step}
          count={questions.length}
          prompt={question.prompt}
          options={question.answers}
          chosen={state.answers[state.step] ?? null}
          focusOnShow={moved}
          finishLabel="See my picks"
          onChoose={(option) => move({ type: 'choose', option })}
          onMove={move}
        />
        {state.step > 0 ? <StartOver onClick={() => move({ type: 'restart' })} /> : null}
      </div>
    );
  }

  const picks = recommend(questions, state.answers, candidates, resultCount);
  return (
    <div className="sfi-quiz">
      {createElement(`h${headingLevel}`, { className: 'sfi-steps__heading', tabIndex: -1, ref: results }, picks.length > 0 ? 'Our picks for you' : 'No match this time')}
      {picks.length > 0 ? (
        <ul className="sfi-quiz__picks" aria-label="Our picks for you">
          {picks.map((pick) => (
            <li
              key={pick.productId}
              className="sfi-quiz__pick"
              data-widget="product-card"
              data-props={JSON.stringify({ productId: pick.productId, categoryId: pick.categoryId, headingLevel: headingLevel + 1 })}
            />
          ))}
        </ul>
      ) : (
        <p>Nothing in our range fits those answers right now. Try different answers.</p>
      )}
      <div className="sfi-steps__nav">
        <button type="button" className="sfi-steps__button" onClick={() => move({ type: 'back' })}>
          Back
        </button>
        <StartOver onClick={() => move({ type: 'restart' })} />
      </div>
    </div>
  );
}

function StartOver({ onClick }: { onClick(): void }) {
  return (
    <button type="button" className="sfi-steps__button sfi-quiz__restart" onClick={onClick}>
      Start over
    </button>
  );
}
