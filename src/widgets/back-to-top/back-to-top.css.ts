// The button sits 1rem from the window's bottom right and is about 3rem high on one line. The band kept clear of focus
// (scroll-padding) and the room added at the page's end are its height, measured as it shows (--sfi-back-to-top: a
// label wrapped on a narrow window with large text makes it taller), and 1.55rem more: 4.5rem on one line. Tucked
// (tuck.ts), it moves twice its height down, its shadow and all below the window's edge, unless it has focus; it slides
// unless the shopper prefers reduced motion.
export const BACK_TO_TOP_CSS = `
.sfi-back-to-top{position:fixed;right:1rem;bottom:1rem;z-index:50;display:inline-flex;align-items:center;gap:.4rem;padding:.6rem 1rem;border:2px solid #fff;border-radius:2rem;background:#1d1d1f;color:#fff;font:inherit;font-weight:600;box-shadow:0 4px 14px rgba(0,0,0,.25);cursor:pointer}
.sfi-back-to-top[hidden]{display:none}
.sfi-back-to-top--tucked:not(:focus){transform:translateY(200%)}
@media (prefers-reduced-motion:no-preference){.sfi-back-to-top{transition:transform .2s}}
.sfi-back-to-top-room{scroll-padding-bottom:calc(var(--sfi-back-to-top) + 1.55rem)}
.sfi-back-to-top__room{height:calc(var(--sfi-back-to-top) + 1.55rem)}
.sfi-back-to-top:hover{background:#5b1f8a}
.sfi-back-to-top:focus-visible{outline:3px solid #5b1f8a;outline-offset:3px}
.sfi-top-target:focus{outline:none}
@media print{.sfi-back-to-top,.sfi-back-to-top__room{display:none}}
`;
