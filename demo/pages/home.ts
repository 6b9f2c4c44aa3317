import type { FastifyInstance } from 'fastify';
import { flavourOf } from '../http/flavour';
import { homePage } from './home-view';
import { sendPage } from './render-page';

const BESTSELLER_COUNT = 24;

export function registerHomePage(app: FastifyInstance): void {
  const { catalog } = app.storefront;

  app.get('/', async (request, reply) => sendPage(request, reply, {
    title: 'Makeup, skincare and fragrance',
    description: 'Shop bestselling lipstick, foundation, skincare and fragrance.',
    canonical: '/',
    main: homePage(catalog.bestsellers(BESTSELLER_COUNT), flavourOf(request)),
  }));
}
