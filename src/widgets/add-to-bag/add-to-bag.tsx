// The buy box of a product page: price, shades, sizes, add to bag and favorites for one product.
// Each choice is announced on the host as a bubbling `sfi:sku` DOM event (detail: productId, skuId),
// so the page (or the quick view holding this island) can show the chosen shade's image.
import { useEffect } from 'react';
import { ProductShopper } from '../../ui/product-shopper';
import { ProductUnavailableError, useProduct } from '../../ui/use-product';
import { useSkuChoice } from '../../ui/use-sku-choice';
import { useIsland } from '../../ui/use-island';
import type { Product } from '../../rpc/types';
import { isRegistered } from '../index';
import type { ProductTarget } from '../../ui/product-target-props';

export const SKU_EVENT = 'sfi:sku';

export type AddToBagProps = ProductTarget;

export function AddToBag({ productId, categoryId, skuId }: AddToBagProps) {
  const state = useProduct(productId, categoryId);
  if (state.status === 'missing') throw new ProductUnavailableError(`add-to-bag: prodcat has no product "${productId}".`, { cause: state.error });
  if (state.status === 'loading') return <div className="sfi-shopper" aria-busy="true" />;
  return <Shopper product={state.product} categoryId={categoryId} skuId={skuId} />;
}

function Shopper({ product, categoryId, skuId }: { product: Product; categoryId?: string; skuId?: string }) {
  const { config, host } = useIsland();
  const choice = useSkuChoice(product, skuId && !skuId.startsWith('SKU') ? `SKU${skuId}` : skuId);
  const chosen = choice.sku?.SKU_ID;
  useEffect(() => {
    host.dispatchEvent(new CustomEvent(SKU_EVENT, { bubbles: true, detail: { productId: product.PRODUCT_ID, skuId: chosen } }));
  }, [chosen]);
  return <ProductShopper product={product} choice={choice} categoryId={categoryId} waitlist={config.flags.waitlistNotification && isRegistered('waitlist-form')} />;
}
