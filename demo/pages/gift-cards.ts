import type { FastifyInstance } from 'fastify';
import { flavourOf } from '../http/flavour';
import { GIFT_CARDS_PATH } from '../search/search-content';
import { giftCardsPage } from './gift-cards-view';
import { sendPage } from './render-page';

/** Where the `gift card` keyword redirect of search lands. */
export function registerGiftCardsPage(app: FastifyInstance): void {
  app.get(GIFT_CARDS_PATH, async (request, reply) => sendPage(request, reply, {
    title: 'Gift cards',
    description: 'Gift cards for makeup, skincare and fragrance, from $25 to $250.',
    canonical: GIFT_CARDS_PATH,
    main: giftCardsPage(flavourOf(request)),
  }));
}
