import { SHOPPER_CSS } from '../../ui/product-shopper.css';
import { RATING_CSS } from '../../ui/rating-stars.css';

export const PRODUCT_CARD_CSS = `
.sfi-card{display:flex;flex-direction:column;gap:.4rem}
.sfi-card--loading{padding-bottom:calc(100% + 15.5rem);background:#f4f4f4}
.sfi-card__link{color:#1d1d1f;text-decoration:none}
.sfi-card__image{width:100%;height:auto;border-radius:.5rem}
.sfi-card__name{margin:.3rem 0 0;font-size:1rem}
.sfi-card__sub,.sfi-card__blurb{margin:0;font-size:.85rem;color:#3d3d3d}
.sfi-card__quick{font:inherit;padding:.4rem;border-radius:.5rem;border:1px solid #1d1d1f;background:#fff;cursor:pointer}
${SHOPPER_CSS}${RATING_CSS}`;
