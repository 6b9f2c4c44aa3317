// The foundation finder (docs/requirements.md §1, §2): skin tone, undertone, finish and coverage, one question
// at a time, each offering only what some foundation shade still matches, down to one product and shade; its
// dashboard (the storefront's option template, with an add-to-bag island on that shade) shows the match.
import { createElement, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { QuestionStep, useQuestionSteps } from '../../ui/question-step';
import { SanitizedHtml } from '../../ui/sanitized-html';
import { useFetchedHtml } from '../../ui/use-fetched-html';
import type { FinderProps } from './finder-props';
import { finalMatch, optionShades, type FinderMatch } from './finder-narrowing';

const shadesText = (n: number) => (n === 1 ? '1 shade' : `${n} shades`);

export function FoundationFinder({ questions, matches, optionUrl, headingLevel }: FinderProps) {
  const { state, moved, move } = useQuestionSteps(questions.length);
  const [finding, setFinding] = useState(false);
  const restart = () => move({ type: 'restart' });

  if (matches.length === 0) return <p className="sfi-finder__empty">Sorry, no foundation can be matched right now.</p>;

  const match = state.step === questions.length ? finalMatch(matches, state.answers) : null;
  const q = Math.min(state.step, questions.length - 1);
  const question = questions[q]!;
  const shades = optionShades(matches, state.answers, q, question.options.length);
  const offered = question.options.map((label, index) => ({ label, index, detail: shadesText(shades[index]!) })).filter((o) => shades[o.index]! > 0);
  const chosen = offered.findIndex((o) => o.index === state.answers[q]);
  return (
    <div className={match ? 'sfi-finder sfi-finder--result' : 'sfi-finder'} data-sku={match?.skuId}>
      {match ? (
        <FinderResult match={match} optionUrl={optionUrl} headingLevel={headingLevel} focus={moved} onFinding={setFinding} onBack={() => move({ type: 'back' })} onRestart={restart} />
      ) : (
        <>
          <QuestionStep
            index={q}
            count={questions.length}
            prompt={question.prompt}
            help={question.help}
            options={offered}
            chosen={chosen < 0 ? null : chosen}
            focusOnShow={moved}
            finishLabel="Find my shade"
            onChoose={(option) => move({ type: 'choose', option: offered[option]!.index })}
            onMove={move}
          />
          {q > 0 ? (
            <button type="button" className="sfi-steps__button sfi-finder__restart" onClick={restart}>
              Start over
            </button>
          ) : null}
        </>
      )}
      {/* One status region, there from the first question: a region inserted with its words is often not heard, so
          "Finding your shade…" is said by changing the words of one already on the page. */}
      <p role="status">{match && finding ? 'Finding your shade…' : ''}</p>
    </div>
  );
}

function FinderResult({ match, optionUrl, headingLevel, focus, onFinding, onBack, onRestart }: {
  match: FinderMatch; optionUrl: string; headingLevel: number; focus: boolean; onFinding(finding: boolean): void; onBack(): void; onRestart(): void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [tries, setTries] = useState(0);
  const dashboard = useFetchedHtml(`${optionUrl}${optionUrl.includes('?') ? '&' : '?'}sku=${encodeURIComponent(match.skuId)}`, tries);

  useLayoutEffect(() => {
    if (focus) heading.current?.focus();
  }, []);
  useEffect(() => onFinding(dashboard.status === 'loading'), [dashboard.status]);

  return (
    <>
      {createElement(`h${headingLevel}`, { className: 'sfi-steps__heading', tabIndex: -1, ref: heading }, 'Your foundation match')}
      {dashboard.status === 'ready' ? <SanitizedHtml html={dashboard.html} className="sfi-finder__dashboard" islandHosts /> : null}
      {dashboard.status === 'failed' ? (
        <p role="alert" className="sfi-finder__error">
          Sorry, your match could not be shown.{' '}
          <button
            type="button"
            className="sfi-steps__button"
            onClick={() => {
              heading.current?.focus(); // the button goes while it loads again: focus stays on the result, not <body>
              setTries((n) => n + 1);
            }}
          >
            Try again
          </button>
        </p>
      ) : null}
      <div className="sfi-steps__nav">
        <button type="button" className="sfi-steps__button" onClick={onBack}>
          Back
        </button>
        <button type="button" className="sfi-steps__button" onClick={onRestart}>
          Start over
        </button>
      </div>
    </>
  );
}
