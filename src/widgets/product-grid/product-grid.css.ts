export const PRODUCT_GRID_CSS = `
.sfi-grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(13rem,100%),1fr));gap:1.5rem;list-style:none;margin:0;padding:0}
.sfi-grid__item:empty{min-height:20rem;background:#f4f4f4}
.sfi-grid__status{color:#3d3d3d;font-size:.9rem}
.sfi-grid__more{font:inherit;font-weight:600;padding:.6rem 1.2rem;border-radius:.5rem;border:1px solid #1d1d1f;background:#fff;color:#1d1d1f;cursor:pointer}
`;
