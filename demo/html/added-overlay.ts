import { formatUsd } from '../catalog/money';
import { skuImagePath } from '../catalog/wire-product';
import { html } from './html';
import type { CartLine } from '../cart/cart-store';

/** The "added to your bag" summary a cart add answers with (`OVERLAY`); the client sanitises and shows it. */
export function addedToBagOverlay(line: CartLine, itemsCount: number): string {
  const variant = [line.shadeName, line.size].filter(Boolean).join(', ');
  return html`<div class="cart-overlay">
  <h2 class="cart-overlay__title">Added to your bag</h2>
  <div class="cart-overlay__item">
    <img class="cart-overlay__image" src="${skuImagePath(line.skuId)}" alt="" width="80" height="80">
    <p class="cart-overlay__name">${line.productName}</p>
    ${variant ? html`<p class="cart-overlay__variant">${variant}</p>` : ''}
    <p class="cart-overlay__qty">Quantity in bag: ${line.qty} · ${formatUsd(line.priceCents)} each</p>
  </div>
  <p class="cart-overlay__count">${itemsCount === 1 ? '1 item' : `${itemsCount} items`} in your bag</p>
  <a class="cart-overlay__link" href="/cart">View bag</a>
</div>`.value;
}
