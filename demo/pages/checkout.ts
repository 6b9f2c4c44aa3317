import type { FastifyInstance } from 'fastify';
import { cartOwnerOf, subtotalCents } from '../cart/cart-store';
import { guestCheckoutOn } from '../html/page-config';
import { flavourOf, withFlavour } from '../http/flavour';
import { checkoutPage } from './checkout-view';
import { sendPage } from './render-page';

export const CHECKOUT_PATH = '/checkout/index.tmpl';
export const GUEST_CHECKOUT_PATH = `${CHECKOUT_PATH}?guest=1`;

/**
 * Checkout, as far as the demo goes: a signed-in shopper, or a guest while the page's `anonymousCheckout`
 * flag is on (docs/requirements.md §6), sees what they would buy. Anyone else is sent to sign in first;
 * an empty bag goes back to the bag.
 */
export function registerCheckoutPage(app: FastifyInstance): void {
  const { carts } = app.storefront;

  app.get(CHECKOUT_PATH, async (request, reply) => {
    const flavour = flavourOf(request);
    const lines = request.session ? carts.lines(cartOwnerOf(request.session)) : [];
    const redirect = (to: string) => reply.header('Cache-Control', 'no-store').redirect(withFlavour(to, flavour), 303);
    if (lines.length === 0) return redirect('/cart');
    const signedIn = !!request.session?.user;
    const asGuest = !signedIn && (request.query as Record<string, unknown>).guest === '1' && guestCheckoutOn(request.query);
    if (!signedIn && !asGuest) return redirect(`/account/signin.tmpl?return_url=${encodeURIComponent(CHECKOUT_PATH)}#sign-in`);
    return sendPage(request, reply, { title: asGuest ? 'Check out as a guest' : 'Check out', main: checkoutPage(lines, subtotalCents(lines), asGuest, flavour) });
  });
}
