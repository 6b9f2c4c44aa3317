// The buy box of a product page: price, shades, sizes, add to bag and favorites for one product.
// Each choice is announced on the host as a bubbling `sfi:sku` DOM event (detail: productId, skuId),
// so the page (or the quick view holding this island) can show the chosen shade's image.
import { useEffect } from 'react';
import type { Product } from '../../model/product';
import { ProductShopper } from '../../ui/product-shopper';
import { ServerNodes, useWrittenNodes } from '../../ui/server-nodes';
import type { ProductTarget } from '../../ui/product-props';
import { ProductUnavailableError, useProduct, useUnknownSku } from '../../ui/use-product';
import { useIsland } from '../../ui/use-island';
import { useSkuChoice } from '../../ui/use-sku-choice';

const SKU_EVENT = 'sfi:sku';

export function AddToBag({ productId, categoryId, skuId }: ProductTarget) {
  const state = useProduct(productId, categoryId, '.sfi-bag__button');
  // What the page wrote (its price and shades; not the props' script) stays while the product loads: the box keeps
  // its place on the page instead of closing up and opening again.
  const written = useWrittenNodes();
  if (state.status === 'missing') throw new ProductUnavailableError(`add-to-bag: prodcat has no product "${productId}".`);
  if (state.status === 'ready') return <Shopper product={state.product} categoryId={categoryId} skuId={skuId} />;
  // Not loaded, for now (the storefront could not be asked): the page's own content, what happened, and another try.
  // The words are said in a status region there, empty and unseen, from the first render, so a failure is a change
  // to it (announced), not a region inserted with its words; the row shows them (once, to a screen reader).
  const failed = state.status === 'failed';
  const words = failed ? (state.retrying ? 'Trying again…' : 'Sorry, this product could not be loaded.') : '';
  return (
    <>
      <ServerNodes aria-busy={!failed || state.retrying} nodes={written} />
      <p className="sfi-visually-hidden" role="status">
        {words}
      </p>
      {failed ? (
        <div className="sfi-bag">
          <p className="sfi-bag__error" aria-hidden="true">
            {words}
          </p>
          <button type="button" aria-disabled={state.retrying || undefined} onClick={state.retry}>
            Try again
          </button>
        </div>
      ) : null}
    </>
  );
}

function Shopper({ product, categoryId, skuId }: { product: Product; categoryId?: string; skuId?: string }) {
  const { host } = useIsland();
  const choice = useSkuChoice(product, skuId);
  useUnknownSku(product, skuId);
  const chosen = choice.sku?.id;
  useEffect(() => {
    host.dispatchEvent(new CustomEvent(SKU_EVENT, { bubbles: true, detail: { productId: product.id, skuId: chosen } }));
  }, [chosen]);
  return <ProductShopper product={product} choice={choice} categoryId={categoryId} />;
}
