// A short series of single-choice questions, one at a time (the quiz, the foundation finder): which question is
// on screen, what was chosen, and the moves a shopper makes. Pure, so it is tested without a page.

export interface StepsState {
  /** The question on screen; `answers.length` once every question is answered (the results). */
  step: number;
  /** The option chosen for each question (its index), null while unanswered. */
  answers: ReadonlyArray<number | null>;
}

export type StepsMove =
  | { type: 'choose'; option: number }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'restart' };

export function startSteps(count: number): StepsState {
  return { step: 0, answers: Array.from({ length: count }, () => null) };
}

/**
 * The state after `move`. Choosing another option clears the answers after it (they were given under the old
 * one); Next needs an answer; Back from the results returns to the last question with its answer kept.
 */
export function moveSteps(state: StepsState, move: StepsMove): StepsState {
  const { step, answers } = state;
  switch (move.type) {
    case 'choose': {
      if (step >= answers.length || answers[step] === move.option) return state;
      return { step, answers: answers.map((answer, i) => (i === step ? move.option : i > step ? null : answer)) };
    }
    case 'next':
      return step < answers.length && answers[step] !== null ? { step: step + 1, answers } : state;
    case 'back':
      return step > 0 ? { step: step - 1, answers } : state;
    case 'restart':
      return startSteps(answers.length);
  }
}
