// Styles of the star rating (rating-stars.tsx): the fill width comes from data-rating, not an inline style (CSP).
export const RATING_CSS = `.sfi-rating{display:inline-flex;align-items:center;gap:.35rem;font-size:.85rem;color:#3d3d3d}
.sfi-rating__stars{position:relative;display:inline-block;line-height:1;color:#949494}
.sfi-rating__stars::before{content:"\\2605\\2605\\2605\\2605\\2605"}
@media(forced-colors:active){.sfi-rating__stars::before{content:"\\2606\\2606\\2606\\2606\\2606"}}
.sfi-rating__fill{position:absolute;inset:0 auto 0 0;overflow:hidden;white-space:nowrap;color:#a0521a}
.sfi-rating__fill::before{content:"\\2605\\2605\\2605\\2605\\2605"}
${Array.from({ length: 11 }, (_, i) => `.sfi-rating__fill[data-rating="${i / 2}"]{width:${i * 10}%}`).join('')}`;
