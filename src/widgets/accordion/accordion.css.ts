export const ACCORDION_CSS = `
.sfi-accordion__heading{margin:0;border-top:1px solid #d8d3dc}
.sfi-accordion__button{display:flex;width:100%;align-items:center;justify-content:space-between;gap:1rem;padding:.9rem .25rem;border:0;background:none;color:inherit;font:inherit;font-weight:600;text-align:start;overflow-wrap:anywhere;cursor:pointer}
.sfi-accordion__button:hover{color:#5b1f8a}
.sfi-accordion__button:focus-visible{outline:3px solid #5b1f8a;outline-offset:2px}
.sfi-accordion__icon{flex:none;width:.6rem;height:.6rem;border-right:2px solid currentColor;border-bottom:2px solid currentColor;transform:translateY(-25%) rotate(45deg)}
.sfi-accordion__button[aria-expanded="true"] .sfi-accordion__icon{transform:translateY(25%) rotate(225deg)}
.sfi-accordion__panel{padding:0 .25rem 1rem}
.sfi-accordion__panel[hidden]{padding:0}
.sfi-accordion__panel[hidden]:not([hidden="until-found" i]){display:none}
`;
