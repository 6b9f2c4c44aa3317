// A favorites heart on its own host, for one product (its chosen SKU, else the first orderable one).
// Hidden when the page turns the favorites flag off.
import { FavoriteButton } from '../../ui/favorite-button';
import { defaultSku, visibleSkus } from '../../ui/product-info';
import type { ProductTarget } from '../../ui/product-props';
import { ProductUnavailableError, useProduct, useUnknownSku } from '../../ui/use-product';
import { useIsland } from '../../ui/use-island';

export function Favorite(props: ProductTarget) {
  const { config } = useIsland();
  return config.flags.favorites ? <Heart {...props} /> : null;
}

function Heart({ productId, categoryId, skuId }: ProductTarget) {
  const state = useProduct(productId, categoryId);
  useUnknownSku(state.status === 'ready' ? state.product : null, skuId);
  // Either way the host's own content comes back, as for a card.
  if (state.status === 'missing') throw new ProductUnavailableError(`favorite: prodcat has no product "${productId}".`);
  if (state.status === 'failed') throw new ProductUnavailableError(`favorite: product "${productId}" could not be loaded.`, { cause: state.error });
  if (state.status === 'loading') return null;
  const { product } = state;
  return <FavoriteButton product={product} sku={defaultSku(product, visibleSkus(product), skuId)} categoryId={categoryId} />;
}
