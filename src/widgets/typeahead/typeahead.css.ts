export const TYPEAHEAD_CSS = `
.sfi-typeahead{position:relative;flex:1;max-width:32rem}
.sfi-typeahead__field{display:flex;gap:.25rem}
.sfi-typeahead__input{flex:1;min-width:0;width:100%;padding:.5rem .75rem;border:1px solid #6b6b6b;border-radius:.375rem;font:inherit;background:#fff;color:#1d1d1f}
.sfi-typeahead__input:focus{outline:2px solid #5b1f8a;outline-offset:1px}
.sfi-typeahead__submit{padding:.5rem .9rem;border:0;border-radius:.375rem;background:#1d1d1f;color:#fff;font:inherit;cursor:pointer}
.sfi-typeahead__panel{position:absolute;z-index:50;left:0;right:0;top:calc(100% + .25rem);margin:0;padding:.25rem 0;list-style:none;background:#fff;color:#1d1d1f;border:1px solid #c8c8c8;border-radius:.5rem;box-shadow:0 8px 24px rgba(0,0,0,.15);max-height:70vh;overflow:auto;overflow-wrap:anywhere}
.sfi-typeahead__panel[hidden]{display:none}
.sfi-typeahead__option{display:flex;flex-wrap:wrap;align-items:center;gap:.75rem;padding:.45rem .75rem;cursor:pointer}
.sfi-typeahead__option.is-active,.sfi-typeahead__option:hover{background:#f1e9f7}
.sfi-typeahead__option.is-active{outline:2px solid #5b1f8a;outline-offset:-2px}
@media(forced-colors:active){.sfi-typeahead__option.is-active,.sfi-typeahead__option.is-active *{forced-color-adjust:none;background:Highlight;color:HighlightText}}
.sfi-typeahead__option img{flex:none;border-radius:.25rem;background:#f4f4f4}
.sfi-typeahead__name{flex:1 1 6em}
.sfi-typeahead__price{font-variant-numeric:tabular-nums;color:#3d3d3d}
.sfi-typeahead__option--term,.sfi-typeahead__option--all{border-top:1px solid #eee}
.sfi-typeahead__option--all{font-weight:600;color:#5b1f8a}
.sfi-typeahead__waiting{padding:.45rem .75rem;color:#3d3d3d}
.sfi-typeahead__error{margin:.25rem 0 0;color:#a4001d;font-size:.875rem}
`;
