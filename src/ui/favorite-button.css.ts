// Styles of the favorites heart (favorite-button.tsx). The heart is drawn in the button's text colour, which a
// contrast theme (forced colours) replaces with its own: SVG colours of ours would stay, too dark on a dark theme.
export const FAVORITE_CSS = `
.sfi-fav{display:flex;flex-direction:column;align-items:center;font-size:.75rem;max-width:8rem;text-align:center}
.sfi-fav__button{font:inherit;padding:.4rem;border-radius:50%;border:1px solid #1d1d1f;background:#fff;color:#a1192c;cursor:pointer}
.sfi-fav__button svg{fill:none;stroke:currentColor;stroke-width:2}
.sfi-fav__button[aria-pressed=true] svg{fill:currentColor}
.sfi-fav__button[aria-disabled]{opacity:.5;cursor:progress}
`;
