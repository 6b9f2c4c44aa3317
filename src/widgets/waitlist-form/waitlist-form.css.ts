import { DIALOG_CSS } from '../../ui/dialog.css';
import { PAGE_STATUS_CSS } from '../../ui/page-status.css';

export const WAITLIST_FORM_CSS = `
.sfi-waitlist{max-width:32rem}
.sfi-waitlist__title{margin:0 0 .5rem;font-size:1.25rem}
.sfi-waitlist__intro{margin:0 0 1rem}
.sfi-waitlist__label{display:block;margin-bottom:.25rem;font-weight:600}
.sfi-waitlist__input{box-sizing:border-box;width:100%;padding:.6rem .75rem;border:1px solid #6b6b6b;border-radius:.375rem;font:inherit}
.sfi-waitlist__input[aria-invalid="true"]{border-color:#a1192c;box-shadow:0 0 0 1px #a1192c}
.sfi-waitlist__input:focus-visible,.sfi-waitlist__submit:focus-visible,.sfi-waitlist__thanks:focus-visible{outline:2px solid #5b1f8a;outline-offset:2px}
.sfi-waitlist__error{min-height:1.25rem;margin:.25rem 0 .75rem;color:#a1192c}
.sfi-waitlist__submit{padding:.6rem 1.25rem;border:0;border-radius:.375rem;background:#5b1f8a;color:#fff;font:inherit;font-weight:600;cursor:pointer}
.sfi-waitlist__submit[aria-disabled="true"]{opacity:.7;cursor:progress}
.sfi-waitlist__thanks{margin:0;font-size:1.05rem}
${DIALOG_CSS}${PAGE_STATUS_CSS}`;
