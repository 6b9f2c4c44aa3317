import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseProductId, productPath } from '../catalog/wire-product';
import { flavourOf } from '../http/flavour';
import { sendNotFoundPage } from './error-pages';
import { PRODUCT_PAGE_SCRIPT, productPage, SHIPPING_FRAGMENT } from './product-view';
import { sendPage } from './render-page';

/** Up to this many other products of the category under "You may also like". */
const RELATED_COUNT = 4;

export function registerProductPages(app: FastifyInstance): void {
  const { catalog } = app.storefront;

  const handler = async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
    const id = parseProductId(request.params.id);
    const product = id === null ? null : catalog.productById(id);
    if (!product) return sendNotFoundPage(request, reply, 'We could not find that product. It may have been removed.');
    const components = catalog.productsById(product.components);
    const related = catalog.related(product, RELATED_COUNT);
    return sendPage(request, reply, {
      title: product.name,
      description: product.shortDesc,
      canonical: productPath(product.id),
      main: productPage({ product, components, related }, flavourOf(request)),
      ...(product.shaded ? { scripts: [PRODUCT_PAGE_SCRIPT] } : {}),
    });
  };
  app.get('/info/shipping.tmpl', async (_request, reply) =>
    reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(SHIPPING_FRAGMENT));
  app.get<{ Params: { id: string } }>('/product/:id', handler);
  app.get<{ Params: { id: string } }>('/products/:id', handler);
}
