// A category listing (spec §2): product cards for a list of products, a page at a time. The grid asks
// prodcat for each page itself (its products are not in the load batch), then "Show more" brings the
// next page and moves focus to its first card.
import { useEffect, useRef, useState } from 'react';
import { loadProducts } from '../../rpc/product-loader';
import type { Product } from '../../rpc/types';
import { useIsland } from '../../ui/use-island';
import { ProductCardView } from '../product-card/product-card';

export interface ProductGridProps {
  productIds: string[];
  categoryId?: string;
  pageSize: number;
  headingLevel: number;
  /** The list's accessible name. */
  label: string;
}

export function ProductGrid({ productIds, categoryId, pageSize, headingLevel, label }: ProductGridProps) {
  const { rpc, store, debug } = useIsland();
  const [products, setProducts] = useState<Product[] | null>(null);
  const [requested, setRequested] = useState(Math.min(pageSize, productIds.length));
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<unknown>(null);
  const [moreFailed, setMoreFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const list = useRef<HTMLUListElement>(null);
  const focusFrom = useRef(-1);

  useEffect(() => {
    let current = true;
    setBusy(true);
    setMoreFailed(false);
    loadProducts(rpc, store, productIds.slice(0, requested), categoryId).then(
      (found) => {
        if (!current) return;
        setProducts(found.filter((p): p is Product => p !== null));
        setBusy(false);
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
    };
  }, [requested, attempt]);

  useEffect(() => {
    if (focusFrom.current < 0 || !products || products.length <= focusFrom.current) return;
    const first = list.current?.children[focusFrom.current]?.querySelector<HTMLElement>('a[href]');
    focusFrom.current = -1;
    first?.focus();
  }, [products]);

  if (problem) throw new Error('product-grid: the products could not be loaded; the server-rendered list stays.', { cause: problem });
  if (!products) return <div className="sfi-card sfi-card--loading" aria-busy="true" />;
  const more = () => {
    if (busy) return;
    focusFrom.current = products.length;
    setRequested(Math.min(productIds.length, requested + pageSize));
  };
  return (
    <div className="sfi-grid-wrap">
      <ul className="sfi-grid" aria-label={label} ref={list}>
        {products.map((product) => (
          <li key={product.PRODUCT_ID} className="sfi-grid__item">
            <ProductCardView product={product} categoryId={categoryId} headingLevel={headingLevel} quickView />
          </li>
        ))}
      </ul>
      <p className="sfi-grid__status" role="status">
        Showing {products.length} of {productIds.length} products
        {moreFailed ? '. We couldn’t load more products; please try again.' : ''}
      </p>
      {requested < productIds.length || moreFailed ? (
        <button type="button" className="sfi-grid__more" aria-disabled={busy || undefined} onClick={moreFailed ? () => !busy && setAttempt(attempt + 1) : more}>
          {busy ? 'Loading…' : 'Show more products'}
        </button>
      ) : null}
    </div>
  );
}

export const GRID_CSS = `
.sfi-grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(13rem,1fr));gap:1.5rem;list-style:none;margin:0;padding:0}
.sfi-grid__status{color:#3d3d3d;font-size:.9rem}
.sfi-grid__more{font:inherit;font-weight:600;padding:.6rem 1.2rem;border-radius:.5rem;border:1px solid #1d1d1f;background:#fff;color:#1d1d1f;cursor:pointer}
`;
