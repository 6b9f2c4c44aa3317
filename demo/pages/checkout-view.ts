import type { CartLine } from '../cart/cart-store';
import { formatUsd } from '../catalog/money';
import { html, type SafeHtml } from '../html/html';
import { withFlavour, type Flavour } from '../http/flavour';

/** The end of the demo's checkout: what would be bought, and that no order is placed. */
export function checkoutPage(lines: readonly CartLine[], subtotalCents: number, asGuest: boolean, flavour: Flavour): SafeHtml {
  const items = lines.reduce((sum, line) => sum + line.qty, 0);
  return html`<section class="message-page" aria-labelledby="checkout-title">
          <h1 id="checkout-title">${asGuest ? 'Check out as a guest' : 'Check out'}</h1>
          <p>${items === 1 ? '1 item' : `${items} items`}, subtotal ${formatUsd(subtotalCents)}.</p>
          <p>This demo storefront ends here: no order is placed and nothing is charged.</p>
          <p><a href="${withFlavour('/cart', flavour)}">Back to your bag</a></p>
        </section>`;
}
