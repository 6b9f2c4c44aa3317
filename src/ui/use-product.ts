// A product for an island: from the page store (the load batch fills it), else one prodcat call; and the report of
// a host's `skuId` its product does not have.
import { useEffect, useState } from 'react';
import { waitForProduct } from '../data/product-loader';
import { toProductId } from '../model/ids';
import type { Product } from '../model/product';
import { useStoreKey } from '../store/use-store';
import { useIsland } from './use-island';

/** Thrown by an island whose product cannot be had: the runtime puts the host's server content back. */
export class ProductUnavailableError extends Error {
  override name = 'ProductUnavailableError';
}

export type ProductState = { status: 'loading' } | { status: 'ready'; product: Product } | { status: 'missing'; error?: unknown };

export function useProduct(productId: string, categoryId?: string): ProductState {
  const { rpc, store } = useIsland();
  const product = useStoreKey(store.products, toProductId(productId));
  const [failure, setFailure] = useState<{ error?: unknown } | null>(null);

  useEffect(() => {
    if (product) return;
    setFailure(null);
    const wait = waitForProduct(rpc, store, productId, categoryId);
    wait.promise.then(
      (found) => !found && setFailure({}),
      (error: unknown) => setFailure({ error }),
    );
    return wait.cancel;
  }, [productId, categoryId, product !== undefined]);

  if (product) return { status: 'ready', product };
  return failure ? { status: 'missing', ...failure } : { status: 'loading' };
}

/**
 * A host's `skuId` that is none of its product's shades or sizes (a mistyped or retired SKU): the island starts on the
 * product's first orderable one, as with none given, and says so once, as the runtime says a host's other problems
 * (the console, `sfi:problem`, a debug note).
 */
export function useUnknownSku(product: Product | null, skuId: string | undefined): void {
  const { report } = useIsland();
  useEffect(() => {
    if (product && skuId && !product.skus.some((sku) => sku.id === skuId)) {
      report([{ prop: 'skuId', message: `${product.id} has no SKU "${skuId}"; the first orderable one is used` }]);
    }
  }, [product?.id, skuId]);
}
