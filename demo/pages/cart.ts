import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { csrfTokenMatches } from '../auth/csrf';
import { MAX_LINE_QTY } from '../cart/cart-limits';
import { CartRuleError } from '../cart/cart-rule-error';
import { cartOwnerOf, subtotalCents } from '../cart/cart-store';
import { applyCartUpdate, type CartUpdateOutcome } from '../cart/cart-update';
import { guestCheckoutOn } from '../html/page-config';
import type { Flash } from '../http/flash-store';
import { flavourOf, withFlavour } from '../http/flavour';
import { cartPage, lineName, type RefusedLineChange } from './cart-view';
import { sendForbiddenFormPage } from './error-pages';
import { formField, wholeNumber } from './form-fields';
import { outcomeTitle, takeFlash } from './page-notices';
import { sendPage } from './render-page';

const CART_PATH = '/cart';

/** What the bag page says once after a change it made. */
function doneChange({ action, line }: CartUpdateOutcome): Flash {
  // Only a removal has no line: another tab took it out first, which is no error (it is out of the bag either way).
  if (!line) return { outcome: 'item already removed', message: 'That item is no longer in your bag.' };
  return action === 'delete'
    ? { outcome: 'item removed', message: `Removed ${lineName(line)} from your bag.` }
    : { outcome: 'quantity changed', message: `Quantity of ${lineName(line)} is now ${line.qty}.` };
}

export function registerCartPage(app: FastifyInstance): void {
  const { carts, catalog, sessions, flashes } = app.storefront;

  const renderCart = (request: FastifyRequest, reply: FastifyReply, refused: RefusedLineChange | null = null, status = 200) => {
    const session = request.session;
    const lines = session ? carts.lines(cartOwnerOf(session)) : [];
    const checkout = { signedIn: !!session?.user, guestCheckout: guestCheckoutOn(request.query) };
    const done = takeFlash(request, CART_PATH);
    return sendPage(request, reply, {
      title: outcomeTitle('Your bag', refused ? 'not changed' : done?.outcome ?? null),
      main: cartPage(lines, subtotalCents(lines), checkout, flavourOf(request), session?.csrfToken ?? '', refused, done?.message ?? null),
    }, status);
  };

  app.get(CART_PATH, async (request, reply) => renderCart(request, reply));

  /**
   * A line's quantity changed or the line removed, from the bag page's own forms (no script needed). Done: back to
   * the bag (303), whose page and FE_USER_CART cookie show the change. Refused: the bag again with the reason beside
   * the line and what was typed still in its field.
   */
  app.post(CART_PATH, async (request, reply) => {
    const body = request.body;
    const session = request.session;
    if (!session || !csrfTokenMatches(session, formField(body, '_TOKEN'))) return sendForbiddenFormPage(request, reply);
    const action = formField(body, 'action');
    const skuId = wholeNumber(formField(body, 'sku'));
    const typed = formField(body, 'qty').slice(0, 20);
    if ((action !== 'update' && action !== 'delete') || skuId === null) {
      return renderCart(request, reply, null, 400);
    }
    const qty = action === 'update' ? wholeNumber(typed) : 0;
    const refuse = (message: string, status: number) => renderCart(request, reply, { skuId, qty: typed, message }, status);
    if (qty === null || (action === 'update' && (qty < 1 || qty > MAX_LINE_QTY))) {
      return refuse(`Enter a quantity from 1 to ${MAX_LINE_QTY}, or remove the item.`, 400);
    }
    let outcome: CartUpdateOutcome;
    try {
      outcome = applyCartUpdate(carts, catalog, cartOwnerOf(session), { action, skuId, qty, increment: false, categoryId: null, offerCode: null },
        () => sessions.persist(session));
    } catch (error) {
      if (error instanceof CartRuleError) return refuse(error.message, 409);
      throw error;
    }
    flashes.set(session.id, CART_PATH, doneChange(outcome));
    return reply.header('Cache-Control', 'no-store').redirect(withFlavour(CART_PATH, flavourOf(request)), 303);
  });
}
