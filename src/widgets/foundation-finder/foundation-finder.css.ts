import { QUESTION_STEP_CSS } from '../../ui/question-step.css';

export const FOUNDATION_FINDER_CSS = `${QUESTION_STEP_CSS}
.sfi-finder{display:flex;flex-direction:column;gap:.75rem}
.sfi-finder__restart{align-self:flex-start}
.sfi-finder__dashboard img{max-width:100%;height:auto}
.sfi-finder__error{color:#a1192c}
.sfi-finder>[role=status]:empty{position:absolute}
`;
