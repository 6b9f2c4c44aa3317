// The purchase-with-purchase popup (docs/requirements.md §2, §4, §9): 590x375, the offer's image and
// text, shown once (the popup cookie keeps it from showing again). Opened on demand by an add to bag
// that found it armed.
import { useEffect } from 'react';
import { PWP_POPUP_HEIGHT_PX, PWP_POPUP_WIDTH_PX } from '../../config/products';
import { markPopupShown } from '../../store/popup-cookies';
import { Dialog } from '../../ui/dialog';
import { useStableId } from '../../ui/use-id';
import { safeUrl } from '../../ui/urls';
import { useIsland } from '../../ui/use-island';

export interface PwpPopupProps {
  id: string;
  image: string;
  offerText: string;
  imageAlt: string;
}

export function PwpPopup({ id, image, offerText, imageAlt }: PwpPopupProps) {
  const { close, config } = useIsland();
  const src = safeUrl(image, config.linkHosts);
  // The link takes the focus: the offer's words are the dialog's description, said with its name.
  const textId = useStableId('pwp-text');
  useEffect(() => markPopupShown(id), [id]);
  return (
    <Dialog title="A special offer for you" onClose={close} width={PWP_POPUP_WIDTH_PX} height={PWP_POPUP_HEIGHT_PX} className="sfi-pwp" describedBy={textId}>
      <div className="sfi-pwp__body">
        {src ? <img className="sfi-pwp__image" src={src} alt={imageAlt} width={160} height={160} /> : null}
        <p id={textId} className="sfi-pwp__text">{offerText}</p>
      </div>
      <a className="sfi-pwp__link" href="/cart">
        View your bag
      </a>
    </Dialog>
  );
}
