// A series of single-choice questions (the quiz, the foundation finder): the moves a shopper makes.
import { moveSteps, startSteps } from '../../src/ui/question-steps';

describe('question steps', () => {
  it('starts on the first question with nothing chosen', () => {
    expect(startSteps(3)).toEqual({ step: 0, answers: [null, null, null] });
  });

  it('Next needs an answer; with one it goes on, and after the last question come the results', () => {
    let state = startSteps(2);
    expect(moveSteps(state, { type: 'next' })).toBe(state);
    state = moveSteps(state, { type: 'choose', option: 1 });
    expect(state).toEqual({ step: 0, answers: [1, null] });
    state = moveSteps(state, { type: 'next' });
    state = moveSteps(moveSteps(state, { type: 'choose', option: 0 }), { type: 'next' });
    expect(state).toEqual({ step: 2, answers: [1, 0] });
    expect(moveSteps(state, { type: 'next' })).toBe(state);
    expect(moveSteps(state, { type: 'choose', option: 1 })).toBe(state);
  });

  it('Back keeps the answers; Back on the first question stays', () => {
    const done = { step: 2, answers: [1, 0] };
    expect(moveSteps(done, { type: 'back' })).toEqual({ step: 1, answers: [1, 0] });
    const first = { step: 0, answers: [1, 0] };
    expect(moveSteps(first, { type: 'back' })).toBe(first);
  });

  it('choosing another answer clears the later ones (given under the old one); the same answer changes nothing', () => {
    const state = { step: 1, answers: [2, 1, 3, 0] };
    expect(moveSteps(state, { type: 'choose', option: 0 })).toEqual({ step: 1, answers: [2, 0, null, null] });
    expect(moveSteps(state, { type: 'choose', option: 1 })).toBe(state);
  });

  it('Start over goes back to the first question with nothing chosen', () => {
    expect(moveSteps({ step: 3, answers: [2, 1, 3] }, { type: 'restart' })).toEqual({ step: 0, answers: [null, null, null] });
  });
});
