// The products of a grid, a page at a time: one prodcat call per page (docs/decisions.md "Products for
// late hosts"); a failure of the first page is thrown (the server-rendered list stays), a failure of a
// later one is kept so the shopper can try again.
import { useEffect, useState } from 'react';
import { loadProducts } from '../../data/product-loader';
import type { Product } from '../../model/product';
import { keepPlace, keptCount } from '../../ui/place-in-history';
import { useIsland } from '../../ui/use-island';

export interface ProductPages {
  /** null until the first page is in. */
  products: Product[] | null;
  busy: boolean;
  /** The last "more" failed; `more()` tries it again. */
  moreFailed: boolean;
  /** How many products the grid lists: its ids less those the storefront has no product for (found so far). */
  total: number;
  hasMore: boolean;
  more(): void;
}

export function useProductPages(productIds: string[], pageSize: number, categoryId: string | undefined): ProductPages {
  const { rpc, store, debug, report } = useIsland();
  const [products, setProducts] = useState<Product[] | null>(null);
  // How many the shopper had shown, kept in the history entry (Back from a product puts them back: ui/place-in-history.ts).
  const placeKey = `grid ${categoryId ?? ''} ${productIds[0]}`;
  const [requested, setRequested] = useState(() => keptCount(placeKey, 1, productIds.length) ?? Math.min(pageSize, productIds.length));
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<unknown>(null);
  const [moreFailed, setMoreFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [unknown, setUnknown] = useState<string[]>([]);

  useEffect(() => {
    let current = true;
    const asker = new AbortController();
    setBusy(true);
    setMoreFailed(false);
    loadProducts(rpc, store, productIds.slice(0, requested), categoryId, asker.signal).then(
      (found) => {
        if (!current) return;
        setProducts(found.filter((p): p is Product => p !== null));
        setBusy(false);
        keepPlace(placeKey, requested);
        // An id the storefront has no product for is left out, and said once (a mistyped id in the page's list).
        const missing = productIds.filter((id, i) => i < found.length && !found[i] && !unknown.includes(id));
        if (!missing.length) return;
        setUnknown(unknown.concat(missing));
        report(missing.map((id) => ({ prop: 'productIds', message: `no product "${id}"; left out` })));
      },
      (error: unknown) => {
        if (!current) return;
        debug('product-grid: prodcat failed', error);
        setBusy(false);
        if (products) setMoreFailed(true);
        else setProblem(error ?? new Error('prodcat failed'));
      },
    );
    return () => {
      current = false;
      asker.abort();
    };
  }, [requested, attempt]);

  if (problem) throw new Error('product-grid: the products could not be loaded; the server-rendered list stays.', { cause: problem });
  return {
    products,
    busy,
    moreFailed,
    total: productIds.length - unknown.length,
    hasMore: requested < productIds.length,
    more() {
      if (busy) return;
      setBusy(true); // in the same render as the new request, so "Show more" never leaves the page meanwhile
      if (moreFailed) setAttempt(attempt + 1);
      else setRequested(Math.min(productIds.length, requested + pageSize));
    },
  };
}
