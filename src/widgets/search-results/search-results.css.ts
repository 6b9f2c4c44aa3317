import { RATING_CSS } from '../../ui/rating-stars.css';

/** Where the filters sit above the results rather than beside them (a phone, a narrow window). */
export const STACKED_LAYOUT_QUERY = '(max-width:700px)';

// A filter link is at least 24 px high (WCAG 2.5.8), whatever the page's line height: on one of the browser's normal
// height the rows stood 23.8 px apart, too close for 19 px links (docs/decisions.md "Buying a size").
export const SEARCH_RESULTS_CSS = `
.sfi-search{margin:1rem 0;overflow-wrap:anywhere}
.sfi-search__summary{font-size:1.5rem;margin:0 0 1rem}
.sfi-search__summary:not(:focus-visible){outline:none}
.sfi-search__corrected{margin:-.5rem 0 1rem;color:#3d3d3d}
.sfi-search__breadcrumbs{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem;margin:0 0 1rem}
.sfi-search__breadcrumbs ul{display:flex;flex-wrap:wrap;gap:.5rem;list-style:none;margin:0;padding:0}
.sfi-chip{display:inline-block;padding:.2rem .7rem;border-radius:1rem;background:#f1e9f7;color:#3b1259;text-decoration:none}
.sfi-search__layout{display:grid;grid-template-columns:minmax(10rem,14rem) 1fr;gap:1.5rem}
@media ${STACKED_LAYOUT_QUERY}{.sfi-search__layout{grid-template-columns:minmax(0,1fr)}}
.sfi-refinement{margin:0 0 .75rem}
.sfi-refinement summary{font-weight:600;cursor:pointer;padding:.25rem 0}
.sfi-refinement ul{list-style:none;margin:.25rem 0 0;padding:0}
.sfi-refinement li{padding:.15rem 0}
.sfi-refinement a{color:#1d1d1f;display:inline-block;min-height:24px}
.sfi-refinement__count{color:#595959}
.sfi-search__toolbar{display:flex;justify-content:flex-end;margin:0 0 .75rem}
.sfi-search__toolbar label{min-width:0}
.sfi-search__toolbar select{max-width:100%;margin-left:.35rem;padding:.3rem;font:inherit}
.sfi-search__grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(11rem,100%),1fr));gap:1rem;list-style:none;margin:0;padding:0}
.sfi-result{display:flex;flex-direction:column;gap:.3rem}
.sfi-result__link{display:flex;flex-direction:column;gap:.25rem;color:#1d1d1f;text-decoration:none}
.sfi-result__link:hover .sfi-result__name{text-decoration:underline}
.sfi-result__image{width:100%;height:auto;aspect-ratio:1;background:#f4f4f4;border-radius:.5rem}
.sfi-result__name{font-weight:600}
.sfi-result__sub,.sfi-result__shades{font-size:.85rem;color:#595959}
.sfi-result__price{font-variant-numeric:tabular-nums}
.sfi-pagination ul{display:flex;flex-wrap:wrap;gap:.35rem;list-style:none;margin:1.5rem 0 0;padding:0}
.sfi-pagination a{display:inline-block;min-width:2.2rem;padding:.35rem .6rem;border:1px solid #c8c8c8;border-radius:.35rem;text-align:center;color:#1d1d1f;text-decoration:none}
.sfi-pagination a[aria-current=page]{background:#1d1d1f;color:#fff;border-color:#1d1d1f}
@media(forced-colors:active){.sfi-pagination a[aria-current=page]{forced-color-adjust:none;background:Highlight;color:HighlightText}}
.sfi-search__none,.sfi-search__status:not(:empty),.sfi-search__retry{margin:0 0 1rem}
.sfi-search__zones{margin:1rem 0}
${RATING_CSS}`;
