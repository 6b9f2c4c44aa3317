// Quick view (spec §2): the product in the one dialog (APG modal dialog), with shades, sizes, add to
// bag and favorites. Opened on demand (a card's button, StorefrontIslands.quickView.open, the video
// panel) it shows at once and its host goes away on close; on a host of its own it is a button.
// The shopping controls are the add-to-bag island, mounted on a host inside the dialog: a page with
// product cards has its code already, and its `sfi:sku` events change the image here.
import { useEffect, useRef, useState } from 'react';
import type { Product } from '../../rpc/types';
import { Dialog } from '../../ui/dialog';
import { defaultSku, productBlurb } from '../../ui/product-info';
import { RatingStars } from '../../ui/rating-stars';
import { useProduct } from '../../ui/use-product';
import { useIsland } from '../../ui/use-island';

export interface QuickViewProps {
  productId: string;
  categoryId?: string;
  /** Text of the button on a host of its own. */
  label: string;
}

export function QuickView({ productId, categoryId, label }: QuickViewProps) {
  const { host } = useIsland();
  const onDemand = host.classList.contains('sfi-on-demand');
  const [open, setOpen] = useState(onDemand);
  const close = () => (onDemand ? host.remove() : setOpen(false));
  return (
    <>
      {onDemand ? null : (
        <button type="button" className="sfi-qv__open" onClick={() => setOpen(true)}>
          {label}
        </button>
      )}
      {open ? <QuickViewDialog productId={productId} categoryId={categoryId} onClose={close} /> : null}
    </>
  );
}

function QuickViewDialog({ productId, categoryId, onClose }: { productId: string; categoryId?: string; onClose(): void }) {
  const state = useProduct(productId, categoryId);
  const title = state.status === 'ready' ? state.product.PROD_RGN_NAME : 'Quick view';
  return (
    <Dialog title={title} onClose={onClose} className="sfi-quick-view" width={720}>
      {state.status === 'ready' ? (
        <QuickViewBody product={state.product} categoryId={categoryId} />
      ) : (
        <p role="status">{state.status === 'loading' ? 'Loading product…' : 'Sorry, this product could not be loaded. Please try again later.'}</p>
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
  const sku = product.skus.find((s) => s.SKU_ID === skuId) ?? defaultSku(product);
  const image = sku?.LARGE_IMAGE || sku?.IMAGE_5UP;
  return (
    <div className="sfi-qv" data-product-id={product.PRODUCT_ID} ref={ref}>
      {image ? <img className="sfi-qv__image" src={image} alt={`${product.PROD_RGN_NAME}${sku?.SHADENAME ? `, ${sku.SHADENAME}` : ''}`} width={320} height={320} /> : null}
      <div className="sfi-qv__info">
        {product.PROD_RGN_SUBHEADING ? <p className="sfi-qv__sub">{product.PROD_RGN_SUBHEADING}</p> : null}
        <RatingStars rating={product.AVERAGE_RATING ?? 0} reviewCount={product.TOTAL_REVIEW_COUNT ?? 0} />
        <p className="sfi-qv__desc">{productBlurb(product.SHORT_DESC || product.DESCRIPTION, 300)}</p>
        <div className="sfi-qv__shop" data-widget="add-to-bag" data-props={JSON.stringify({ productId: product.PRODUCT_ID, ...(categoryId ? { categoryId } : {}) })} />
        {product.url ? (
          <a className="sfi-qv__more" href={product.url}>
            See full details
          </a>
        ) : null}
      </div>
    </div>
  );
}

export const QUICK_VIEW_CSS = `
.sfi-qv{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1.2fr);gap:1.25rem}
@media (max-width:600px){.sfi-qv{grid-template-columns:1fr}}
.sfi-qv__image{width:100%;height:auto;aspect-ratio:1;border-radius:.5rem;background:#f4f4f4}
.sfi-qv__info{display:flex;flex-direction:column;gap:.6rem}
.sfi-qv__sub,.sfi-qv__desc{margin:0;color:#3d3d3d}
.sfi-qv__shop{min-height:6rem}
.sfi-qv__open{font:inherit;padding:.4rem .8rem;border-radius:.5rem;border:1px solid #1d1d1f;background:#fff;color:#1d1d1f;cursor:pointer}
`;
