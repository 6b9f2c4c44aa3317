import { QUESTION_STEP_CSS } from '../../ui/question-step.css';

export const QUIZ_CSS = `${QUESTION_STEP_CSS}
.sfi-quiz{display:flex;flex-direction:column;gap:.75rem}
.sfi-quiz__picks{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(min(12rem,100%),1fr));gap:1rem}
.sfi-quiz__restart{align-self:flex-start}
`;
