// The purchase-with-purchase popup (spec §2, §4, §9): 590x375, the offer's image and text, shown once
// (the popup cookie keeps it from showing again). Opened on demand by an add to bag that found it armed.
import { useEffect } from 'react';
import { PWP_POPUP_HEIGHT_PX, PWP_POPUP_WIDTH_PX } from '../../config/constants';
import { markPopupShown } from '../../store/popup-cookies';
import { Dialog } from '../../ui/dialog';
import { useIsland } from '../../ui/use-island';

export interface PwpPopupProps {
  id: string;
  image: string;
  offerText: string;
  imageAlt: string;
}

export function PwpPopup({ id, image, offerText, imageAlt }: PwpPopupProps) {
  const { host } = useIsland();
  useEffect(() => markPopupShown(id), [id]);
  return (
    <Dialog title="A special offer for you" onClose={() => host.remove()} width={PWP_POPUP_WIDTH_PX} height={PWP_POPUP_HEIGHT_PX} className="sfi-pwp">
      <div className="sfi-pwp__body">
        {image ? <img className="sfi-pwp__image" src={image} alt={imageAlt} width={160} height={160} /> : null}
        <p className="sfi-pwp__text">{offerText}</p>
      </div>
      <a className="sfi-pwp__link" href="/cart">
        View your bag
      </a>
    </Dialog>
  );
}

export const PWP_CSS = `
.sfi-pwp__body{display:flex;gap:1rem;align-items:center}
.sfi-pwp__image{width:10rem;height:auto;border-radius:.5rem;background:#f4f4f4}
.sfi-pwp__text{margin:0;font-size:1.1rem}
.sfi-pwp__link{display:inline-block;margin-top:1rem;color:#5b1f8a}
`;
