import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CATEGORIES } from '../catalog/categories';
import { flavourOf } from '../http/flavour';
import { categoryPage } from './category-view';
import { sendNotFoundPage } from './error-pages';
import { sendPage } from './render-page';

/** Cards the server renders (and the product-grid island shows) before "Show more". */
const CATEGORY_PAGE_SIZE = 12;

/** `1` or `CAT1` → 1; anything else → null. */
function parseCategoryId(value: string): number | null {
  const match = /^(?:CAT)?(\d{1,4})$/i.exec(value);
  return match ? Number(match[1]) : null;
}

/** `/category/{id}`: a category listing. */
export function registerCategoryPages(app: FastifyInstance): void {
  const { catalog } = app.storefront;

  app.get<{ Params: { id: string } }>('/category/:id', async (request: FastifyRequest<{ Params: { id: string } }>, reply) => {
    const id = parseCategoryId(request.params.id);
    const category = CATEGORIES.find((c) => c.id === id);
    if (!category) return sendNotFoundPage(request, reply, 'We could not find that category.');
    const productIds = catalog.categoryProductIds(category.id);
    const firstPage = catalog.productsById(productIds.slice(0, CATEGORY_PAGE_SIZE));
    return sendPage(request, reply, {
      title: category.name,
      description: `Shop ${category.name.toLowerCase()}.`,
      canonical: `/category/${category.id}`,
      main: categoryPage({ category, productIds, firstPage, pageSize: CATEGORY_PAGE_SIZE }, flavourOf(request)),
    });
  });
}
