// A favorites heart on its own host, for one product (its chosen SKU, else the first orderable one).
import { FavoriteButton } from '../../ui/favorite-button';
import { defaultSku, visibleSkus } from '../../ui/product-info';
import { ProductUnavailableError, useProduct } from '../../ui/use-product';
import type { ProductTarget } from '../../ui/product-target-props';

export type FavoriteProps = ProductTarget;

export function Favorite({ productId, categoryId, skuId }: FavoriteProps) {
  const state = useProduct(productId, categoryId);
  if (state.status === 'missing') throw new ProductUnavailableError(`favorite: prodcat has no product "${productId}".`, { cause: state.error });
  if (state.status === 'loading') return null;
  const { product } = state;
  const wanted = skuId && !skuId.startsWith('SKU') ? `SKU${skuId}` : skuId;
  const sku = product.skus.find((s) => s.SKU_ID === wanted) ?? defaultSku(product, visibleSkus(product));
  return <FavoriteButton product={product} sku={sku} categoryId={categoryId} />;
}
