// Styles of the shopping controls (product-shopper.tsx): price, swatches, sizes, the add-to-bag button and the
// favorites heart. Class names start with `sfi-`; nothing styles bare elements.
import { FAVORITE_CSS } from './favorite-button.css';

export const SHOPPER_CSS = `
.sfi-shopper{display:flex;flex-direction:column;gap:.5rem}
.sfi-price{margin:0;font-weight:600}
.sfi-swatches{border:0;margin:0;padding:0;min-width:0;font-size:.85rem}
.sfi-swatches__list{position:relative;display:flex;flex-wrap:wrap;gap:.4rem;margin-top:.25rem}
.sfi-swatch{display:grid}
.sfi-swatch>*{grid-area:1/1}
.sfi-swatch__input{z-index:1;width:100%;height:100%;margin:0;opacity:0;cursor:pointer}
.sfi-swatch__chip{border-radius:50%;border:1px solid #767676}
.sfi-swatch__input:checked+svg{outline:2px solid #1d1d1f;outline-offset:2px}
.sfi-swatch__input:focus-visible+svg{outline:3px solid #5b1f8a}
@media(forced-colors:active){.sfi-swatch__input:checked+svg{outline-color:CanvasText}.sfi-swatch__input:focus-visible+svg{outline-color:Highlight}}
.sfi-swatch__name{display:none}
.sfi-swatch:hover .sfi-swatch__name,.sfi-swatch__input:focus~.sfi-swatch__name{display:block;position:absolute;bottom:100%;left:0;max-width:100%;box-sizing:border-box;padding:.2rem .5rem;border-radius:.3rem;background:#1d1d1f;color:#fff;z-index:2;pointer-events:none}
.sfi-size{margin:0;display:flex;gap:.5rem;align-items:center}
.sfi-shopper__actions,.sfi-bag{display:flex;flex-wrap:wrap;gap:.5rem;align-items:flex-start}
.sfi-bag{flex:1}
.sfi-bag button{font:inherit;font-weight:600;padding:.5rem 1rem;border-radius:.5rem;border:1px solid #1d1d1f;background:#1d1d1f;color:#fff;cursor:pointer}
.sfi-bag button[aria-disabled=true]{cursor:progress}
.sfi-bag button:disabled{background:#eee;color:#3d3d3d;cursor:not-allowed}
.sfi-bag__error{margin:0;color:#a1192c;align-self:center}
.sfi-bag__error:empty{display:none}
${FAVORITE_CSS}`;
