import { MAX_LINE_QTY } from '../cart/cart-limits';
import type { CartLine } from '../cart/cart-store';
import { formatUsd } from '../catalog/money';
import { productPath } from '../catalog/wire-product';
import { html, type SafeHtml } from '../html/html';
import { withFlavour, type Flavour } from '../http/flavour';
import { itemName } from './form-fields';
import { confirmation, errorSummary } from './page-notices';
import { CHECKOUT_PATH, GUEST_CHECKOUT_PATH } from './checkout';

export interface CartCheckout {
  signedIn: boolean;
  /** The page's `anonymousCheckout` flag (docs/requirements.md §6, §9.1). */
  guestCheckout: boolean;
}

/** The ways on to checkout: a signed-in shopper checks out; a guest signs in, or checks out as a guest while the flag is on. */
function checkoutLinks({ signedIn, guestCheckout }: CartCheckout, flavour: Flavour): SafeHtml {
  const link = (href: string) => withFlavour(href, flavour);
  if (signedIn) return html`<p class="cart-checkout"><a class="button" href="${link(CHECKOUT_PATH)}">Check out</a></p>`;
  return html`<p class="cart-checkout">
            <a class="button" href="${link(`/account/signin.tmpl?return_url=${encodeURIComponent(CHECKOUT_PATH)}#sign-in`)}">Sign in to check out</a>
            ${guestCheckout ? html`<a class="button button--secondary" href="${link(GUEST_CHECKOUT_PATH)}">Check out as a guest</a>` : ''}
          </p>`;
}

/** A change to one line that was refused: what the shopper asked for stays in its field, with the reason. */
export interface RefusedLineChange {
  skuId: number;
  /** The quantity as typed. */
  qty: string;
  message: string;
}

export const lineName = (line: CartLine) => itemName(line.productName, line.shadeName, line.size);

/**
 * One line's quantity, as a form of its own: change it (Update, or Enter in the field) or remove the line. It posts to
 * the page, which answers with the bag again, so it works before any script and without one.
 */
function lineForm(line: CartLine, csrfToken: string, flavour: Flavour, refused: RefusedLineChange | null): SafeHtml {
  const id = `cart-qty-${line.skuId}`;
  const error = refused?.skuId === line.skuId ? refused : null;
  return html`<form method="post" action="${withFlavour('/cart', flavour)}" class="cart-line-form" novalidate>
                <input type="hidden" name="_TOKEN" value="${csrfToken}">
                <input type="hidden" name="sku" value="${line.skuId}">
                <label class="visually-hidden" for="${id}">Quantity of ${lineName(line)}</label>
                <input id="${id}" name="qty" type="number" inputmode="numeric" min="1" max="${MAX_LINE_QTY}" step="1" required
                  value="${error ? error.qty : line.qty}" aria-invalid="${error ? 'true' : 'false'}"${error ? html` aria-describedby="${id}-error"` : ''}>
                <button type="submit" class="button-link" name="action" value="update">Update<span class="visually-hidden"> ${lineName(line)}</span></button>
                <button type="submit" class="button-link" name="action" value="delete">Remove<span class="visually-hidden"> ${lineName(line)}</span></button>
                ${error ? html`<p class="cart-line-form__error" id="${id}-error">${error.message}</p>` : ''}
              </form>`;
}

/**
 * The bag. `refused` is a change just refused (its error summary at the top); `confirmed` says a change just done
 * (the flash of the POST that made it).
 */
export function cartPage(lines: readonly CartLine[], subtotalCents: number, checkout: CartCheckout, flavour: Flavour,
  csrfToken: string, refused: RefusedLineChange | null = null, confirmed: string | null = null): SafeHtml {
  // The field of a refused change, when its line is still there to show it (another tab may have removed it).
  const field = refused && lines.some((line) => line.skuId === refused.skuId) ? `cart-qty-${refused.skuId}` : null;
  const summary = refused ? errorSummary('Your bag was not changed.', [{ text: refused.message, field }])
    : confirmed ? confirmation(confirmed) : '';
  if (lines.length === 0) {
    return html`<section class="message-page"><h1>Your bag</h1>${summary}<p>Your bag is empty.</p>
          <p><a href="${withFlavour('/', flavour)}">Continue shopping</a></p></section>`;
  }
  return html`<section class="cart-page" aria-labelledby="cart-title">
          <h1 id="cart-title">Your bag</h1>
          ${summary}
          <table class="cart-table">
            <caption class="visually-hidden">Items in your bag</caption>
            <thead><tr><th scope="col">Item</th><th scope="col">Quantity</th><th scope="col">Price</th></tr></thead>
            <tbody>${lines.map((line) => html`<tr>
              <td><a href="${withFlavour(productPath(line.productId), flavour)}">${line.productName}</a>
                ${line.shadeName ? html`<span class="cart-table__variant">${line.shadeName}</span>` : ''}
                ${line.size ? html`<span class="cart-table__variant">${line.size}</span>` : ''}</td>
              <td>${lineForm(line, csrfToken, flavour, refused)}</td>
              <td>${formatUsd(line.priceCents * line.qty)}</td></tr>`)}</tbody>
            <tfoot><tr><th scope="row" colspan="2">Subtotal</th><td>${formatUsd(subtotalCents)}</td></tr></tfoot>
          </table>
          ${checkoutLinks(checkout, flavour)}
        </section>`;
}
