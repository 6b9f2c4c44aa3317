export const LOYALTY_OFFERS_CSS = `
.sfi-loyalty-offers__links{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:.5rem}
.sfi-loyalty-offers__link{display:inline-block;padding:.45rem .9rem;border:1px solid #7a2848;border-radius:999px;color:#7a2848;font-weight:600;text-decoration:none}
.sfi-loyalty-offers__link:hover{background:#f7f1ee}
.sfi-loyalty-offers__hint{margin:.5rem 0 0;color:#5c4f55}
.sfi-loyalty-offers__status p{margin:.5rem 0 0;font-weight:600}
`;
