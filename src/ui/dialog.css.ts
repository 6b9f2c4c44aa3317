// Styles of the one dialog (dialog.tsx). Its content scrolls, never the dialog itself (a sized one, the quiz's
// 780x525, included): the close button stays in view, and there is one scroller, not two nested. While a modal one
// is open the page behind holds still: a finger dragged on the backdrop, or on a dialog with nothing to scroll, moved
// the page under it (its scrollbar's gutter is kept, so nothing beside the dialog moves sideways). A control the
// focus scrolls back up to stops below the close button's corner, not under it (a pick's heart on a phone).
export const DIALOG_CSS = `
.sfi-dialog{box-sizing:border-box;width:min(var(--sfi-dialog-width,40rem),calc(100vw - 2rem));max-height:calc(100vh - 2rem);padding:0;border:1px solid #0000;border-radius:.75rem;box-shadow:0 20px 60px rgba(0,0,0,.3);color:#1d1d1f;background:#fff}
.sfi-dialog[style*="--sfi-dialog-height"]{height:min(var(--sfi-dialog-height),calc(100vh - 2rem))}
.sfi-dialog[style*="--sfi-dialog-height"] .sfi-dialog__body{max-height:100%}
.sfi-dialog:focus{outline:0}
html:has(.sfi-dialog:modal){overflow:hidden;scrollbar-gutter:stable}
.sfi-dialog::backdrop{background:rgba(20,12,24,.55)}
.sfi-dialog__body{position:relative;padding:1.5rem;overflow:auto;max-height:calc(100vh - 2rem);box-sizing:border-box;scroll-padding-top:3.5rem}
.sfi-dialog__title{margin:0 2.5rem 1rem 0;font-size:1.25rem}
.sfi-dialog__close{position:absolute;top:.5rem;right:.5rem;width:2.5rem;height:2.5rem;border:0;border-radius:50%;background:#f1f1f1;color:#1d1d1f;font-size:1.5rem;line-height:1;cursor:pointer}
.sfi-dialog__close:focus-visible{outline:2px solid #5b1f8a;outline-offset:2px}
`;
