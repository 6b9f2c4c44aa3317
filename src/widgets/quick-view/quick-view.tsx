// Quick view (docs/requirements.md §2): the product in the one dialog (APG modal dialog), with shades,
// sizes, add to bag and favorites. Opened on demand (a card's button, StorefrontIslands.quickView.open,
// the video panel) it shows at once and goes away on close; on a host of its own it is a button.
// The shopping controls are the add-to-bag island, mounted on a host inside the dialog: a page with
// product cards has its code already, and its `sfi:sku` events change the image here.
import { useEffect, useRef, useState } from 'react';
import type { Product } from '../../model/product';
import { Dialog } from '../../ui/dialog';
import { defaultSku, productBlurb, productSummary, visibleSkus } from '../../ui/product-info';
import { RatingStars } from '../../ui/rating-stars';
import { safeUrl } from '../../ui/urls';
import { useIsland } from '../../ui/use-island';
import { useProduct } from '../../ui/use-product';

export interface QuickViewProps {
  productId: string;
  categoryId?: string;
  /** Text of the button on a host of its own. */
  label: string;
}

/** How much of the description the dialog shows. */
const DESCRIPTION_LENGTH = 300;

export function QuickView({ productId, categoryId, label }: QuickViewProps) {
  const { onDemand, close } = useIsland();
  const [open, setOpen] = useState(onDemand);
  return (
    <>
      {onDemand ? null : (
        <button type="button" className="sfi-qv__open" onClick={() => setOpen(true)}>
          {label}
        </button>
      )}
      {open ? <QuickViewDialog productId={productId} categoryId={categoryId} onClose={onDemand ? close : () => setOpen(false)} /> : null}
    </>
  );
}

function QuickViewDialog({ productId, categoryId, onClose }: { productId: string; categoryId?: string; onClose(): void }) {
  // Try again bringing the product takes the button: the focus goes to the dialog, whose name is now the product's.
  const state = useProduct(productId, categoryId, 'dialog');
  const title = state.status === 'ready' ? state.product.name : 'Quick view';
  const failed = state.status === 'failed';
  return (
    <Dialog title={title} onClose={onClose} className="sfi-quick-view" width={720}>
      {state.status === 'ready' ? (
        <QuickViewBody product={state.product} categoryId={categoryId} />
      ) : (
        <div className="sfi-qv__retry">
          <p role="status">
            {state.status === 'missing'
              ? // The storefront answered without it: trying again would not bring it.
                'Sorry, this product is no longer available.'
              : failed && !state.retrying
                ? 'Sorry, this product could not be loaded.'
                : 'Loading product…'}
          </p>
          {failed ? (
            <button type="button" aria-disabled={state.retrying || undefined} onClick={state.retry}>
              Try again
            </button>
          ) : null}
        </div>
      )}
    </Dialog>
  );
}

function QuickViewBody({ product, categoryId }: { product: Product; categoryId?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [skuId, setSkuId] = useState<string | undefined>(undefined);
  useEffect(() => {
    const onSku = (event: Event) => setSkuId((event as CustomEvent<{ skuId?: string }>).detail?.skuId);
    const box = ref.current!;
    box.addEventListener('sfi:sku', onSku);
    return () => box.removeEventListener('sfi:sku', onSku);
  }, []);
  const sku = defaultSku(product, visibleSkus(product), skuId);
  const { linkHosts } = useIsland().config;
  const image = safeUrl(sku?.largeImage || sku?.image, linkHosts);
  const details = safeUrl(product.url, linkHosts);
  return (
    <div className="sfi-qv" data-product-id={product.id} ref={ref}>
      {image ? <img className="sfi-qv__image" src={image} alt={`${product.name}${sku?.shadeName ? `, ${sku.shadeName}` : ''}`} width={320} height={320} /> : null}
      <div className="sfi-qv__info">
        {product.subheading ? <p className="sfi-qv__sub">{product.subheading}</p> : null}
        <RatingStars rating={product.rating} reviewCount={product.reviewCount} />
        <p className="sfi-qv__desc">{productBlurb(productSummary(product), DESCRIPTION_LENGTH)}</p>
        <div className="sfi-qv__shop" data-widget="add-to-bag" data-props={JSON.stringify({ productId: product.id, ...(categoryId ? { categoryId } : {}) })} />
        {details ? (
          <a className="sfi-qv__more" href={details}>
            See full details
          </a>
        ) : null}
      </div>
    </div>
  );
}
