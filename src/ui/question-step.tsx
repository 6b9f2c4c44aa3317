// One question of a series (the quiz, the foundation finder): a native radio group in a fieldset (arrow keys
// choose, Tab leaves the group), then Back and Next. Next without an answer says so and moves focus to the group.
// A double-click on a step button is one press (onePress).
// On arriving at a question after a move (not on the first render), focus goes to its chosen or first option, in a
// group named by the progress and the prompt ("Question 2 of 4", then the question), so a screen reader says where it is.
import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { moveSteps, startSteps, type StepsMove } from './question-steps';
import { useStableId } from './use-id';

/**
 * A series of `count` questions (question-steps.ts): its state, and `move`, which makes a shopper's move; `moved`
 * from the first move that is not a choice (focus follows the shopper from then on, never on the first render).
 */
export function useQuestionSteps(count: number) {
  const [state, setState] = useState(() => startSteps(count));
  const [moved, setMoved] = useState(false);
  const move = (m: StepsMove) => {
    if (m.type !== 'choose') setMoved(true);
    setState((s) => moveSteps(s, m));
  };
  return { state, moved, move };
}

/**
 * A step button's click. The second click of a double-click lands on what the first put under the pointer (the next
 * question's Back where Next was, its Next with nothing chosen): it is no second press (docs/decisions.md, "Quiz
 * and finder steps").
 */
const onePress = (action?: () => void) => (event: { detail: number; preventDefault(): void }) => {
  if (event.detail > 1) event.preventDefault();
  else action?.();
};

export interface StepOption {
  label: string;
  /** A short note beside the label ("12 shades"). */
  detail?: string;
}

export interface QuestionStepProps {
  /** 0-based position of this question, and how many there are. */
  index: number;
  count: number;
  prompt: string;
  help?: string;
  options: readonly StepOption[];
  chosen: number | null;
  /** Focus the chosen (or first) option when shown: after a move, never on the page's first render. */
  focusOnShow: boolean;
  /** The last question's Next button. */
  finishLabel: string;
  onChoose(option: number): void;
  /** Next (with an answer chosen) and Back. */
  onMove(move: { type: 'next' | 'back' }): void;
}

export function QuestionStep({ index, count, prompt, help, options, chosen, focusOnShow, finishLabel, onChoose, onMove }: QuestionStepProps) {
  const id = useStableId('step');
  const group = useRef<HTMLDivElement>(null);
  // How many times Next found no answer (0: none yet): each refusal's words are new nodes, so they are said again.
  const [unanswered, setUnanswered] = useState(0);
  const focusOption = () => (group.current?.querySelector<HTMLInputElement>('input:checked') ?? group.current?.querySelector<HTMLInputElement>('input'))?.focus();

  // Before the browser paints: a key pressed right after Next must reach the new question, not the old button.
  useLayoutEffect(() => {
    setUnanswered(0);
    if (focusOnShow) focusOption();
  }, [index]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen === null) {
      setUnanswered((n) => n + 1);
      focusOption();
      return;
    }
    onMove({ type: 'next' });
  };

  return (
    <form className="sfi-steps" onSubmit={submit} noValidate>
      <p className="sfi-steps__progress" id={`${id}-progress`}>
        Question {index + 1} of {count}
      </p>
      <fieldset className="sfi-steps__question" aria-labelledby={`${id}-progress ${id}-prompt`} aria-describedby={[help ? `${id}-help` : '', unanswered ? `${id}-error` : ''].join(' ').trim() || undefined}>
        <legend className="sfi-steps__prompt" id={`${id}-prompt`}>
          {prompt}
        </legend>
        {help ? (
          <p className="sfi-steps__help" id={`${id}-help`}>
            {help}
          </p>
        ) : null}
        <div className="sfi-steps__options" ref={group}>
          {options.map((option, i) => (
            <label className="sfi-steps__option" key={`${index}-${i}`}>
              <input
                type="radio"
                name={`${id}-${index}`}
                value={String(i)}
                checked={chosen === i}
                onChange={() => {
                  setUnanswered(0);
                  onChoose(i);
                }}
              />
              <span>{option.label}</span>
              {option.detail ? <span className="sfi-steps__detail">{option.detail}</span> : null}
            </label>
          ))}
        </div>
      </fieldset>
      {unanswered ? (
        <p className="sfi-steps__alert" role="alert" id={`${id}-error`} key={unanswered}>
          Choose an answer to go on.
        </p>
      ) : null}
      <div className="sfi-steps__nav">
        {index > 0 ? (
          <button type="button" className="sfi-steps__button" onClick={onePress(() => onMove({ type: 'back' }))}>
            Back
          </button>
        ) : null}
        <button type="submit" className="sfi-steps__button sfi-steps__button--primary" onClick={onePress()}>
          {index === count - 1 ? finishLabel : 'Next'}
        </button>
      </div>
    </form>
  );
}
