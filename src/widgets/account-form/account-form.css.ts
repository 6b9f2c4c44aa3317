export const ACCOUNT_FORM_CSS = `
.sfi-account{display:flex;flex-direction:column;gap:.35rem;max-width:24rem}
.sfi-account label{font-weight:600;margin-top:.4rem}
.sfi-account input{font:inherit;padding:.55rem .6rem;border:1px solid #6e6e73;border-radius:.4rem}
.sfi-account input:focus-visible,.sfi-account__submit:focus-visible{outline:2px solid #5b1f8a;outline-offset:2px}
.sfi-account__hint{margin:0;font-size:.85rem;color:#3d3d3d}
.sfi-account__errors{border:2px solid #a1192c;border-radius:.5rem;padding:.5rem .8rem;color:#a1192c}
.sfi-account__errors p{margin:0;font-weight:600}
.sfi-account__errors ul{margin:.3rem 0 0;padding-left:1.2rem}
.sfi-account__submit{margin-top:.8rem;font:inherit;font-weight:600;padding:.6rem 1rem;border:0;border-radius:.5rem;background:#1d1d1f;color:#fff;cursor:pointer}
.sfi-account__submit[aria-disabled="true"]{opacity:.7;cursor:progress}
`;
