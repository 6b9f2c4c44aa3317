import { DIALOG_CSS } from '../../ui/dialog.css';
import { RATING_CSS } from '../../ui/rating-stars.css';

export const QUICK_VIEW_CSS = `
.sfi-qv{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1.2fr);gap:1.25rem}
@media (max-width:600px){.sfi-qv{grid-template-columns:1fr}}
.sfi-qv__image{width:100%;height:auto;aspect-ratio:1;border-radius:.5rem;background:#f4f4f4}
.sfi-qv__info{display:flex;flex-direction:column;gap:.6rem}
.sfi-qv__sub,.sfi-qv__desc{margin:0;color:#3d3d3d}
.sfi-qv__shop{min-height:6rem}
.sfi-qv__open,.sfi-qv__retry button{font:inherit;padding:.4rem .8rem;border-radius:.5rem;border:1px solid #1d1d1f;background:#fff;color:#1d1d1f;cursor:pointer}
${RATING_CSS}${DIALOG_CSS}`;
