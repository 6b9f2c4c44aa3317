import type { ProductRecord } from '../catalog/catalog-store';
import { formatUsd } from '../catalog/money';
import { productImagePath, productPath } from '../catalog/wire-product';
import { withFlavour, type Flavour } from '../http/flavour';
import { html, type SafeHtml } from './html';
import { jsonForScript } from './page-config';

/** "$24.00" or "$24.00 – $36.00" over the product's SKUs. */
export function priceRange(product: ProductRecord): string {
  const prices = product.skus.map((s) => s.priceCents);
  if (prices.length === 0) return '';
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  return low === high ? formatUsd(low) : `${formatUsd(low)} – ${formatUsd(high)}`;
}

function tileBody(product: ProductRecord, flavour: Flavour): SafeHtml {
  const shades = product.shaded ? product.skus.length : 0;
  return html`<a class="product-tile__link" href="${withFlavour(productPath(product.id), flavour)}">
      <img src="${productImagePath(product.id)}" alt="" width="240" height="240" loading="lazy">
      <span class="product-tile__category">${product.categoryName}</span>
      <span class="product-tile__name">${product.name}</span>
    </a>
    <p class="product-tile__subheading">${product.subheading}</p>
    <p class="product-tile__meta">
      <span class="product-tile__price">${priceRange(product)}</span>
      ${shades > 1 ? html`<span class="product-tile__shades">${shades} shades</span>` : ''}
    </p>`;
}

export function productTile(product: ProductRecord, flavour: Flavour): SafeHtml {
  return html`<li class="product-tile">
    ${tileBody(product, flavour)}
  </li>`;
}

/**
 * The tile as a `product-card` host: the server tile stays until the island mounts (and comes back if
 * it fails). `productId` and `categoryId` in its props put the product in the page's load batch.
 */
export function productCardHost(product: ProductRecord, flavour: Flavour, headingLevel = 3): SafeHtml {
  const props = { productId: `PROD${product.id}`, categoryId: `CAT${product.categoryId}`, headingLevel };
  return html`<li class="product-tile" data-widget="product-card">
    <script type="application/json">${jsonForScript(props)}</script>
    ${tileBody(product, flavour)}
  </li>`;
}
