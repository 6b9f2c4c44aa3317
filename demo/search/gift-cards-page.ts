import type { FastifyInstance } from 'fastify';
import { html } from '../html/html';
import { flavourOf, withFlavour } from '../http/flavour';
import { sendPage } from '../pages/render-page';
import { GIFT_CARDS_PATH } from './search-content';

const AMOUNTS = [25, 50, 100, 150, 250];

/** Where the `gift card` keyword redirect lands. */
export function registerGiftCardsPage(app: FastifyInstance): void {
  app.get(GIFT_CARDS_PATH, async (request, reply) => {
    const flavour = flavourOf(request);
    return sendPage(request, reply, {
      title: 'Gift cards',
      description: 'Gift cards for makeup, skincare and fragrance, from $25 to $250.',
      canonical: GIFT_CARDS_PATH,
      main: html`<section class="message-page" aria-labelledby="gift-cards-title">
        <h1 id="gift-cards-title">Gift cards</h1>
        <p>Let them choose: our gift cards can be spent on every product in the store, never expire and carry no fees.</p>
        <h2>Amounts</h2>
        <ul class="gift-card-amounts">${AMOUNTS.map((amount) => html`<li>$${amount}</li>`)}</ul>
        <p>Gift cards are sold in our stores and by phone. Looking for something to wrap?
          <a href="${withFlavour('/esearch?search=gift+set', flavour)}">Browse our gift sets</a>.</p>
      </section>`,
    });
  });
}
