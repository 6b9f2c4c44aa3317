import type { FastifyInstance } from 'fastify';
import { cartOwnerOf, subtotalCents } from '../cart/cart-store';
import { guestCheckoutOn } from '../html/page-config';
import { flavourOf } from '../http/flavour';
import { cartPage } from './cart-view';
import { sendPage } from './render-page';

export function registerCartPage(app: FastifyInstance): void {
  const { carts } = app.storefront;

  app.get('/cart', async (request, reply) => {
    const lines = request.session ? carts.lines(cartOwnerOf(request.session)) : [];
    const checkout = { signedIn: !!request.session?.user, guestCheckout: guestCheckoutOn(request.query) };
    return sendPage(request, reply, { title: 'Your bag', main: cartPage(lines, subtotalCents(lines), checkout, flavourOf(request)) });
  });
}
