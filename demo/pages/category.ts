import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CATEGORIES } from '../catalog/categories';
import { html } from '../html/html';
import { jsonForScript } from '../html/page-config';
import { productTile } from '../html/product-tile';
import { flavourOf, withFlavour } from '../http/flavour';
import { sendNotFoundPage } from './error-pages';
import { sendPage } from './render-page';

/** Cards the server renders (and the product-grid island shows) before "Show more". */
export const CATEGORY_PAGE_SIZE = 12;

/** `1` or `CAT1` → 1; anything else → null. */
export function parseCategoryId(value: string): number | null {
  const match = /^(?:CAT)?(\d{1,4})$/i.exec(value);
  return match ? Number(match[1]) : null;
}

/** `/category/{id}`: a category listing, a `product-grid` host over the server-rendered first page. */
export function registerCategoryPages(app: FastifyInstance): void {
  const productIds = app.storefront.db.prepare(
    'SELECT id FROM products WHERE category_id = ? AND discontinued = 0 ORDER BY review_count DESC, id',
  ).pluck();

  app.get<{ Params: { id: string } }>('/category/:id', async (request: FastifyRequest<{ Params: { id: string } }>, reply) => {
    const id = parseCategoryId(request.params.id);
    const category = CATEGORIES.find((c) => c.id === id);
    if (!category) return sendNotFoundPage(request, reply, 'We could not find that category.');
    const flavour = flavourOf(request);
    const ids = productIds.all(category.id) as number[];
    const firstPage = app.storefront.catalog.productsById(ids.slice(0, CATEGORY_PAGE_SIZE));
    const props = {
      productIds: ids.map((productId) => `PROD${productId}`),
      categoryId: `CAT${category.id}`,
      pageSize: CATEGORY_PAGE_SIZE,
      headingLevel: 2,
      label: category.name,
    };
    return sendPage(request, reply, {
      title: category.name,
      description: `Shop ${category.name.toLowerCase()}.`,
      canonical: `/category/${category.id}`,
      main: html`<nav class="breadcrumbs" aria-label="Breadcrumb"><ol>
          <li><a href="${withFlavour('/', flavour)}">Home</a></li>
          <li><span aria-current="page">${category.name}</span></li>
        </ol></nav>
        <h1>${category.name}</h1>
        <p class="category-count">${ids.length} products</p>
        <div class="category-grid" data-widget="product-grid">
          <script type="application/json">${jsonForScript(props)}</script>
          <ul class="product-grid" aria-label="${category.name}">${firstPage.map((product) => productTile(product, flavour))}</ul>
        </div>`,
    });
  });
}

/** Links to every category (home page). */
export function categoryNav(flavour: import('../http/flavour').Flavour) {
  return html`<nav class="category-nav" aria-label="Shop by category"><ul>
    ${CATEGORIES.map((c) => html`<li><a href="${withFlavour(`/category/${c.id}`, flavour)}">${c.name}</a></li>`)}
  </ul></nav>`;
}
