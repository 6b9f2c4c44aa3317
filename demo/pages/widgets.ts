import type { FastifyInstance } from 'fastify';
import { flavourOf } from '../http/flavour';
import { sendPage } from './render-page';
import { widgetsPage } from './widgets-view';

const BESTSELLER_COUNT = 8;

/** `/widgets`: the live widget catalogue (docs/widgets.md, generated from the same declarations). */
export function registerWidgetsPage(app: FastifyInstance): void {
  const { catalog } = app.storefront;

  app.get('/widgets', async (request, reply) => sendPage(request, reply, {
    title: 'Widget catalogue',
    description: 'Every storefront island with its props, live examples and host markup, and a box to try your own.',
    main: widgetsPage({ bestsellers: catalog.bestsellers(BESTSELLER_COUNT), soldOut: catalog.soldOutSku(), shopper: request.session?.user?.email ?? null, flavour: flavourOf(request) }),
  }));
}
