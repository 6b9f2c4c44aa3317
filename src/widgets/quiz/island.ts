import type { IslandDefinition } from '../../ui/island-context';
import { Quiz } from './quiz';
import { QUIZ_CSS } from './quiz.css';
import { parseQuizProps, type QuizProps } from './quiz-props';
import { defineIsland } from '../../ui/use-island';
import { PROPS } from './props';

const island: IslandDefinition<QuizProps> = {
  component: Quiz,
  props: PROPS,
  parseProps: parseQuizProps,
  css: QUIZ_CSS,
};
export default defineIsland(island);
