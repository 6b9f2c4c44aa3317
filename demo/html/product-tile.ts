import type { ProductRecord } from '../catalog/catalog-store';
import { formatUsd } from '../catalog/money';
import { productImagePath, productPath } from '../catalog/wire-product';
import { withFlavour, type Flavour } from '../http/flavour';
import { html, type SafeHtml } from './html';

/** "$24.00" or "$24.00 – $36.00" over the product's SKUs. */
export function priceRange(product: ProductRecord): string {
  const prices = product.skus.map((s) => s.priceCents);
  if (prices.length === 0) return '';
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  return low === high ? formatUsd(low) : `${formatUsd(low)} – ${formatUsd(high)}`;
}

export function productTile(product: ProductRecord, flavour: Flavour): SafeHtml {
  const shades = product.shaded ? product.skus.length : 0;
  return html`<li class="product-tile">
    <a class="product-tile__link" href="${withFlavour(productPath(product.id), flavour)}">
      <img src="${productImagePath(product.id)}" alt="" width="240" height="240" loading="lazy">
      <span class="product-tile__category">${product.categoryName}</span>
      <span class="product-tile__name">${product.name}</span>
    </a>
    <p class="product-tile__subheading">${product.subheading}</p>
    <p class="product-tile__meta">
      <span class="product-tile__price">${priceRange(product)}</span>
      ${shades > 1 ? html`<span class="product-tile__shades">${shades} shades</span>` : ''}
    </p>
  </li>`;
}
