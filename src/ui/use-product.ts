// A product for an island: from the page store (the load batch fills it), else one prodcat call.
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
