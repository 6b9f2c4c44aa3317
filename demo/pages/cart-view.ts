import type { CartLine } from '../cart/cart-store';
import { formatUsd } from '../catalog/money';
import { productPath } from '../catalog/wire-product';
import { html, type SafeHtml } from '../html/html';
import { withFlavour, type Flavour } from '../http/flavour';

export function cartPage(lines: readonly CartLine[], subtotalCents: number, flavour: Flavour): SafeHtml {
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
        </section>`;
}
