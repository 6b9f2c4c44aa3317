export const LOYALTY_NAV_CSS = `
.sfi-loyalty-nav__list{list-style:none;margin:0;padding:0;display:grid;gap:.25rem}
.sfi-loyalty-nav__link{display:block;padding:.4rem .75rem;border-left:3px solid transparent;color:#7a2848;text-decoration:none}
.sfi-loyalty-nav__link:hover{text-decoration:underline}
.sfi-loyalty-nav__link[aria-current]{border-left-color:#7a2848;font-weight:700;color:#231b1f;background:#f7f1ee}
`;
