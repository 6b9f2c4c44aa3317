// Styles of the favorites heart (favorite-button.tsx).
export const FAVORITE_CSS = `
.sfi-fav{display:flex;flex-direction:column;align-items:center;font-size:.75rem;max-width:8rem;text-align:center}
.sfi-fav__button{font:inherit;padding:.4rem;border-radius:50%;border:1px solid #1d1d1f;background:#fff;cursor:pointer}
.sfi-fav__button svg{fill:none;stroke:#a1192c;stroke-width:2}
.sfi-fav__button[aria-pressed=true] svg{fill:#a1192c}
`;
