import { DIALOG_CSS } from '../../ui/dialog.css';

export const PWP_POPUP_CSS = `
.sfi-pwp__body{display:flex;gap:1rem;align-items:center}
.sfi-pwp__image{width:10rem;height:auto;border-radius:.5rem;background:#f4f4f4}
.sfi-pwp__text{margin:0;font-size:1.1rem}
.sfi-pwp__link{display:inline-block;margin-top:1rem;color:#5b1f8a}
${DIALOG_CSS}`;
