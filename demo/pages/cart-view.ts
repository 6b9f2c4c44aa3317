import type { CartLine } from '../cart/cart-store';
import { formatUsd } from '../catalog/money';
import { productPath } from '../catalog/wire-product';
import { html, type SafeHtml } from '../html/html';
import { withFlavour, type Flavour } from '../http/flavour';
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

export function cartPage(lines: readonly CartLine[], subtotalCents: number, checkout: CartCheckout, flavour: Flavour): SafeHtml {
  if (lines.length === 0) {
    return html`<section class="message-page"><h1>Your bag</h1><p>Your bag is empty.</p>
          <p><a href="${withFlavour('/', flavour)}">Continue shopping</a></p></section>`;
  }
  return html`<section class="cart-page" aria-labelledby="cart-title">
          <h1 id="cart-title">Your bag</h1>
          <table class="cart-table">
            <caption class="visually-hidden">Items in your bag</caption>
            <thead><tr><th scope="col">Item</th><th scope="col">Quantity</th><th scope="col">Price</th></tr></thead>
            <tbody>${lines.map((line) => html`<tr>
              <td><a href="${withFlavour(productPath(line.productId), flavour)}">${line.productName}</a>
                ${line.shadeName ? html`<span class="cart-table__variant">${line.shadeName}</span>` : ''}
                ${line.size ? html`<span class="cart-table__variant">${line.size}</span>` : ''}</td>
              <td>${line.qty}</td>
              <td>${formatUsd(line.priceCents * line.qty)}</td></tr>`)}</tbody>
            <tfoot><tr><th scope="row" colspan="2">Subtotal</th><td>${formatUsd(subtotalCents)}</td></tr></tfoot>
          </table>
          ${checkoutLinks(checkout, flavour)}
        </section>`;
}
