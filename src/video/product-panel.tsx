// The product panel beside the player (docs/requirements.md §2.4): the current chapter's product — name,
// description (or its cue subtitle), image — fading in (VIDEO_PRODUCT_PANEL_FADE_MS, in the styles) as chapters
// change. A click anywhere on it opens the product's quick view; its button does the same for keyboards.
import { useState, type MouseEvent } from 'react';
import type { VideoProduct } from '../model/video';
import { safeUrl } from '../ui/urls';
import { useIsland } from '../ui/use-island';

const PRODUCT_PANEL_ID = 'videoProductContainer';

export function ProductPanel({ product, onOpen }: { product: VideoProduct | null; onOpen(product: VideoProduct): void }) {
  const { config } = useIsland();
  // The page's one `videoProductContainer`: the first panel to mount while no element has that id takes it.
  const [pageId] = useState(() => !document.getElementById(PRODUCT_PANEL_ID));
  const image = product ? safeUrl(product.image, config.linkHosts) : undefined;
  const open = (event: MouseEvent) => {
    if (!product || event.defaultPrevented) return;
    event.preventDefault();
    onOpen(product);
  };
  return (
    <div id={pageId ? PRODUCT_PANEL_ID : undefined} className="sfi-video-panel" onClick={open}>
      {product && (
        <>
          {/* Only the product fades in anew; the button stays the same element, so a focus on it survives a chapter. */}
          <div key={product.productId} className="sfi-video-panel__product">
            {image && <img className="sfi-video-panel__image" src={image} alt="" width={160} height={160} />}
            <p className="sfi-video-panel__name">{product.name}</p>
            {product.description && <p className="sfi-video-panel__description">{product.description}</p>}
          </div>
          <button type="button" className="sfi-video-panel__open" aria-label={`Quick view: ${product.name}`}>
            Quick view
          </button>
        </>
      )}
    </div>
  );
}
