import type { FastifyInstance } from 'fastify';
import { cartOwnerOf } from '../cart/cart-store';
import { formatUsd } from '../catalog/money';
import { productPath } from '../catalog/wire-product';
import { html } from '../html/html';
import { flavourOf, withFlavour } from '../http/flavour';
import { sendPage } from './render-page';

export function registerCartPage(app: FastifyInstance): void {
  app.get('/cart', async (request, reply) => {
    const flavour = flavourOf(request);
    const lines = request.session ? app.storefront.carts.lines(cartOwnerOf(request.session)) : [];
    const subtotal = lines.reduce((sum, line) => sum + line.priceCents * line.qty, 0);
    const main = lines.length === 0
      ? html`<section class="message-page"><h1>Your bag</h1><p>Your bag is empty.</p>
          <p><a href="${withFlavour('/', flavour)}">Continue shopping</a></p></section>`
      : html`<section class="cart-page" aria-labelledby="cart-title">
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
            <tfoot><tr><th scope="row" colspan="2">Subtotal</th><td>${formatUsd(subtotal)}</td></tr></tfoot>
          </table>
        </section>`;
    return sendPage(request, reply, { title: 'Your bag', main });
  });
}
