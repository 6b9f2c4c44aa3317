import { DIALOG_CSS } from '../../ui/dialog.css';

export const OVERLAY_LINK_CSS = `${DIALOG_CSS}.sfi-overlay__content img{max-width:100%;height:auto}.sfi-overlay__error{color:#a1192c}`;
