import type { ProductRecord } from '../catalog/catalog-store';
import { html, type SafeHtml } from '../html/html';
import { jsonForScript } from '../html/page-config';
import { productTile } from '../html/product-tile';
import { withFlavour, type Flavour } from '../http/flavour';

export interface CategoryPageData {
  category: { id: number; name: string };
  /** Every product of the listing, in order; the product-grid island pages through them. */
  productIds: readonly number[];
  /** The products rendered on the server, before "Show more". */
  firstPage: readonly ProductRecord[];
  pageSize: number;
}

/** A category listing: a `product-grid` host over the server-rendered first page. */
export function categoryPage({ category, productIds, firstPage, pageSize }: CategoryPageData, flavour: Flavour): SafeHtml {
  const props = {
    productIds: productIds.map((productId) => `PROD${productId}`),
    categoryId: `CAT${category.id}`,
    pageSize,
    headingLevel: 2,
    label: category.name,
  };
  return html`<nav class="breadcrumbs" aria-label="Breadcrumb"><ol>
          <li><a href="${withFlavour('/', flavour)}">Home</a></li>
          <li><span aria-current="page">${category.name}</span></li>
        </ol></nav>
        <h1>${category.name}</h1>
        <p class="category-count">${productIds.length} products</p>
        <div class="category-grid" data-widget="product-grid">
          <script type="application/json">${jsonForScript(props)}</script>
          <ul class="product-grid" aria-label="${category.name}">${firstPage.map((product) => productTile(product, flavour))}</ul>
        </div>`;
}
