import type { FastifyInstance } from 'fastify';
import { sendPage } from './render-page';
import { widgetsPage } from './widgets-view';

const BESTSELLER_COUNT = 8;

/** `/widgets`: the live widget catalogue (docs/architecture.md). */
export function registerWidgetsPage(app: FastifyInstance): void {
  const { catalog } = app.storefront;

  app.get('/widgets', async (request, reply) => sendPage(request, reply, {
    title: 'Widget catalogue',
    description: 'Every storefront island with its host markup, live.',
    main: widgetsPage(catalog.bestsellers(BESTSELLER_COUNT)),
  }));
}
