import { DIALOG_CSS } from '../../ui/dialog.css';

export const DATE_PICKER_CSS = `${DIALOG_CSS}
.sfi-date-picker{display:contents}
.sfi-date-picker__controls{display:inline}
.sfi-date-picker__button{display:inline-flex;align-items:center;justify-content:center;width:2.5rem;height:2.5rem;margin-inline-start:.25rem;vertical-align:middle;border:1px solid #8a8290;border-radius:.4rem;background:#fff;color:#1d1d1f;cursor:pointer}
.sfi-date-picker__button:hover{border-color:#5b1f8a;color:#5b1f8a}
.sfi-date-picker__button:focus-visible{outline:3px solid #5b1f8a;outline-offset:2px}
.sfi-date-picker__error{display:block;color:#a1192c;font-size:.9em}
.sfi-date-picker__error:empty{display:none}
.sfi-calendar{container-type:inline-size;--sfi-dialog-width:22.5rem}
.sfi-calendar__header{display:grid;grid-template-columns:auto 1fr auto;grid-template-areas:"prev month next";align-items:center;gap:.5rem;margin:0 2.5rem .75rem 0}
.sfi-calendar__header>:first-child{grid-area:prev}
.sfi-calendar__header>:last-child{grid-area:next}
.sfi-calendar__month{grid-area:month;margin:0;font-size:1.1rem;text-align:center}
@container (max-width:22rem){
.sfi-calendar__header{grid-template-areas:"month month month" "prev . next";row-gap:.75rem;margin-right:0}
.sfi-calendar__month{margin-right:2.5rem;text-align:start}
}
.sfi-calendar__nav,.sfi-calendar__action{min-width:2.75rem;min-height:2.5rem;padding:.3rem .7rem;border:1px solid #8a8290;border-radius:.4rem;background:#fff;color:#1d1d1f;font:inherit;cursor:pointer}
.sfi-calendar__nav:hover,.sfi-calendar__action:hover{border-color:#5b1f8a;color:#5b1f8a}
.sfi-calendar__grid{width:100%;border-collapse:collapse;text-align:center}
.sfi-calendar__grid th{padding:.3rem 0;font-size:.85rem;font-weight:600}
.sfi-calendar__grid td{height:2.5rem;padding:0}
.sfi-calendar__grid td[data-date]{border-radius:50%;cursor:pointer}
.sfi-calendar__grid td[data-date]:hover{background:#efe7f5}
.sfi-calendar__grid td[aria-current="date"]{font-weight:700;outline:1px solid #5b1f8a;outline-offset:-1px}
.sfi-calendar__grid td[aria-selected="true"]{background:#5b1f8a;color:#fff}
@media(forced-colors:active){.sfi-calendar__grid td[aria-selected="true"]{forced-color-adjust:none;background:Highlight;color:HighlightText}}
.sfi-calendar__grid td:focus{outline:3px solid #1d1d1f;outline-offset:-3px}
.sfi-calendar [aria-disabled]{color:#6b6b6b;cursor:default}
.sfi-calendar__footer{display:flex;justify-content:space-between;margin-top:.75rem}
.sfi-calendar :focus-visible{outline:3px solid #5b1f8a;outline-offset:2px}
`;
