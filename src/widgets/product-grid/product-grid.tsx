// A category listing (docs/requirements.md §2): a list of product-card islands, a page at a time. The
// grid loads each page's products itself (one prodcat call; the cards then find them in the store) and
// "Show more" brings the next page and moves focus to its first card once that card has mounted.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { GRID_NEW_PAGE_SETTLE_MS } from '../../config/products';
import { useKeptScroll } from '../../ui/place-in-history';
import { ServerNodes, useWrittenNodes } from '../../ui/server-nodes';
import { whenMounted } from '../../ui/when-mounted';
import { useProductPages } from './use-product-pages';

export interface ProductGridProps {
  productIds: string[];
  categoryId?: string;
  pageSize: number;
  headingLevel: number;
  /** The list's accessible name. */
  label: string;
}

export function ProductGrid({ productIds, categoryId, pageSize, headingLevel, label }: ProductGridProps) {
  const { products, busy, moreFailed, total, hasMore, more } = useProductPages(productIds, pageSize, categoryId);
  const list = useRef<HTMLUListElement>(null);
  const focusFrom = useRef(-1);
  // What the page wrote (its first page of tiles; not the props' script) stays while the products load and the
  // first page's cards mount, while the list of card hosts waits hidden: the listing keeps its place instead of
  // closing up as the island mounts and opening again, box by box, as the products and then the cards come.
  const written = useWrittenNodes();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const first = list.current?.firstElementChild;
    if (shown || !products) return;
    if (!first) return setShown(true);
    // One batch mounts every host of the page in one pass: the first one's state is theirs.
    return whenMounted(first, () => setShown(true), true);
  }, [products]);
  // Back from a product: the page goes down to where the shopper was once the listing is drawn at its length.
  useKeptScroll(shown);

  // A second tap meant for "Show more" (a double tap, or one more as the page loads) lands where the button stood, on
  // the new page's first card once it is in: for a moment the new page's cards let a tap go. Noted as the page is
  // drawn (a layout effect): its cards may mount and be tapped before effects run.
  const arrived = useRef({ from: 0, at: -Infinity });
  const count = products?.length ?? 0;
  const known = useRef(count);
  useLayoutEffect(() => {
    if (count > known.current && known.current) arrived.current = { from: known.current, at: performance.now() };
    known.current = count;
  }, [count]);

  useEffect(() => {
    const host = list.current?.children[focusFrom.current];
    if (focusFrom.current < 0 || !host) return;
    focusFrom.current = -1;
    return whenMounted(host, () => host.querySelector<HTMLElement>('a[href]')?.focus());
  }, [products]);

  return (
    <>
      {/* Its class gives a grey box of a card's height when the page wrote nothing (`:empty`). */}
      {shown ? null : <ServerNodes className="sfi-grid__item" aria-busy="true" nodes={written} />}
      {products ? (
        <div className="sfi-grid-wrap" hidden={!shown}>
          <ul
            className="sfi-grid"
            aria-label={label}
            ref={list}
            onClickCapture={(event) => {
              const { from, at } = arrived.current;
              const item = (event.target as Element).closest('.sfi-grid > li');
              if (performance.now() - at > GRID_NEW_PAGE_SETTLE_MS || !item || [...list.current!.children].indexOf(item) < from) return;
              event.preventDefault();
              event.stopPropagation();
            }}
          >
            {products.map((product) => (
              <li
                key={product.id}
                className="sfi-grid__item"
                data-widget="product-card"
                data-props={JSON.stringify({ productId: product.id, headingLevel, ...(categoryId ? { categoryId } : {}) })}
              />
            ))}
          </ul>
          <p className="sfi-grid__status" role="status">
            Showing {products.length} of {total} products
            {moreFailed ? '. We couldn’t load more products; please try again.' : ''}
          </p>
          {/* It stays while the last page is out, so the focus on it stays too when that page fails. */}
          {hasMore || moreFailed || busy ? (
            <button
              type="button"
              className="sfi-grid__more"
              aria-disabled={busy || undefined}
              onClick={() => {
                if (!moreFailed) focusFrom.current = products.length;
                more();
              }}
            >
              {busy ? 'Loading…' : 'Show more products'}
            </button>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
