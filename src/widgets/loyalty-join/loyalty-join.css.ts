/**
 * Where the window has room for the sticky form to stay in view. On a phone the signed-in form (birthday, agreement,
 * button) would cover about half the screen, over the page it belongs to; there it stays where the page puts it.
 * The room is in `em`, which in a media query is the browser's text size: the form is sized in the text's units
 * (16rem; 17.5 at its narrowest), so it is held only where it covers at most the same share of the window at any
 * text size (37.5 × 31.25em is 600 × 500 px at the usual 16 px; with text at twice that, 1200 × 1000 px).
 * Where it is held, the page keeps its height clear at the window's foot (18rem, in the same units) when the browser
 * brings a focused control into view, so the Tab key never lands under the form (docs/decisions.md "Forms: a
 * shopper's audit", "Forms: the birthday said once, the sticky form's room in text units").
 */
const STICKY_ROOM = '(min-width:37.5em) and (min-height:31.25em)';

export const LOYALTY_JOIN_CSS = `
.sfi-loyalty-join{display:grid;gap:.6rem;padding:1rem;border:1px solid #e4d9d4;border-radius:10px;background:#fff;color:#231b1f}
.sfi-loyalty-join p{margin:0}
.sfi-loyalty-join__title{font-weight:700;font-size:1.1rem}
@media ${STICKY_ROOM}{[data-widget=loyalty-join]:has(>.sfi-loyalty-join--sticky){position:sticky;bottom:0;z-index:5}.sfi-loyalty-join--sticky{box-shadow:0 -2px 10px rgba(35,27,31,.15)}html:has(.sfi-loyalty-join--sticky){scroll-padding-bottom:18rem}}
.sfi-loyalty-join--nav{font-size:.95rem}
.sfi-loyalty-join__field label{display:block;margin-bottom:.25rem}
.sfi-loyalty-join__field input{box-sizing:border-box;height:2.5rem;font:inherit;padding:0 .6rem;border:1px solid #8a7b82;border-radius:6px;width:calc(100% - 3rem);max-width:12rem;vertical-align:middle}
.sfi-loyalty-join__agreement{display:flex;gap:.5rem;align-items:flex-start}
.sfi-loyalty-join__agreement input{margin-top:.3rem}
.sfi-loyalty-join__error{color:#a1192c;font-weight:600}
.sfi-loyalty-join__button{justify-self:start;font:inherit;font-weight:600;padding:.5rem 1rem;border-radius:10px;border:1px solid #7a2848;background:#7a2848;color:#fff;cursor:pointer;text-decoration:none}
.sfi-loyalty-join__button[aria-disabled=true]{opacity:.7;cursor:progress}
`;
