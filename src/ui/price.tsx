// The price of the chosen SKU, or the range across the product's SKUs before a choice (docs/requirements.md §2).
import type { Sku } from '../model/product';
import { formatPrice, formatPriceRange } from './format-price';
import { priceBounds } from './product-info';

export function Price({ skus, sku, chosen, locale }: { skus: Sku[]; sku: Sku | undefined; chosen: boolean; locale: string }) {
  const bounds = priceBounds(skus);
  if (!bounds) return null;
  const single = (chosen || bounds.min === bounds.max) && sku && sku.price > 0;
  return (
    <p className="sfi-price" data-range={single ? undefined : 'true'}>
      {single ? formatPrice(sku.price, locale) : formatPriceRange(bounds.min, bounds.max, locale)}
      {single && sku.formattedUnitPrice ? <span className="sfi-price__unit"> ({sku.formattedUnitPrice})</span> : null}
    </p>
  );
}

/**
 * Readies the browser's price formatting ahead of the first price. A phone's CPU spends about 100 ms on a page's first
 * currency formatter, as the browser loads its number and currency data, and about 1 ms on the next, whatever its
 * locale (docs/decisions.md "A phone's CPU"): time better spent while products are on their way than in the task that
 * draws them.
 */
export function readyPrices(): void {
  formatPrice(0, 'en');
}
