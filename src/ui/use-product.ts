// A product for an island: from the page store (the load batch fills it), else one prodcat call, told apart from a
// product the storefront does not have when that call fails (the island offers to try again); and the report of a
// host's `skuId` its product does not have.
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

export type ProductState =
  | { status: 'loading' }
  | { status: 'ready'; product: Product }
  /** The storefront answered without it: asking again would not bring it. */
  | { status: 'missing' }
  /** The storefront could not be asked (no network, a server error, no answer in time): `retry()` asks again. */
  | FailedProduct;

export interface FailedProduct {
  status: 'failed';
  error: unknown;
  /** Asked again, the answer not in yet. */
  retrying: boolean;
  retry(): void;
}

/**
 * The host's product. `focusAfterRetry` selects, in the host, what takes the focus when a retry brings the product
 * and the focus went with the Try again button (to <body>).
 */
export function useProduct(productId: string, categoryId?: string, focusAfterRetry?: string): ProductState {
  const { rpc, store, debug, host } = useIsland();
  const product = useStoreKey(store.products, toProductId(productId));
  // The answer to attempt `of` (0 the first, each retry the next): a failure of an earlier attempt than the last
  // asked is a retry under way.
  const [outcome, setOutcome] = useState<{ of: number; failed: false } | { of: number; failed: true; error: unknown } | null>(null);
  const [asked, setAsked] = useState(0);
  const retrying = !!outcome?.failed && outcome.of < asked;

  useEffect(() => {
    if (product) return;
    // A retry keeps the failure shown until its own answer; another product starts afresh.
    if (!retrying) setOutcome(null);
    let current = true;
    const wait = waitForProduct(rpc, store, productId, categoryId);
    wait.promise.then(
      (found) => current && setOutcome(found ? null : { of: asked, failed: false }),
      (error: unknown) => {
        if (!current) return;
        debug(`product ${productId} could not be loaded`, error);
        setOutcome({ of: asked, failed: true, error });
      },
    );
    return () => {
      current = false;
      wait.cancel();
    };
  }, [productId, categoryId, product !== undefined, asked]);

  useEffect(() => {
    if (product && asked && focusAfterRetry && document.activeElement === document.body) host.querySelector<HTMLElement>(focusAfterRetry)?.focus();
  }, [product !== undefined]);

  if (product) return { status: 'ready', product };
  if (!outcome) return { status: 'loading' };
  if (!outcome.failed) return { status: 'missing' };
  return {
    status: 'failed',
    error: outcome.error,
    retrying,
    retry() {
      if (!retrying) setAsked(asked + 1);
    },
  };
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
