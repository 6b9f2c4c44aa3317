// Styles of one question of a series (question-step.tsx).
export const QUESTION_STEP_CSS = `
.sfi-steps{display:flex;flex-direction:column;gap:.75rem}
.sfi-steps__progress{margin:0;font-size:.85rem;color:#3d3d3d}
.sfi-steps__question{margin:0;padding:0;border:0;min-width:0}
.sfi-steps__prompt{padding:0;font-size:1.1rem;font-weight:600}
.sfi-steps__help{margin:.3rem 0 0;font-size:.9rem;color:#3d3d3d}
.sfi-steps__options{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(10rem,100%),1fr));gap:.5rem;margin-top:.6rem}
.sfi-steps__option{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem;padding:.6rem .75rem;border:1px solid #6e6e73;border-radius:.5rem;cursor:pointer}
.sfi-steps__option:has(input:checked){border:2px solid #5b1f8a;background:#f6f0fa}
.sfi-steps__option input:focus-visible{outline:2px solid #5b1f8a;outline-offset:2px}
.sfi-steps__detail{margin-left:auto;font-size:.8rem;color:#3d3d3d}
.sfi-steps__alert{margin:0;color:#a1192c;font-weight:600}
.sfi-steps__nav{display:flex;gap:.5rem;flex-wrap:wrap}
.sfi-steps__button{font:inherit;font-weight:600;padding:.55rem 1.1rem;border-radius:.5rem;border:1px solid #1d1d1f;background:#fff;color:#1d1d1f;cursor:pointer}
.sfi-steps__button--primary{background:#1d1d1f;color:#fff}
.sfi-steps__button:focus-visible{outline:2px solid #5b1f8a;outline-offset:2px}
.sfi-steps__heading{margin:0;font-size:1.15rem}
.sfi-steps__heading:not(:focus-visible){outline:none}
`;
