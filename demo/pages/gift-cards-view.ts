import { html, type SafeHtml } from '../html/html';
import { withFlavour, type Flavour } from '../http/flavour';

const AMOUNTS = [25, 50, 100, 150, 250];

export function giftCardsPage(flavour: Flavour): SafeHtml {
  return html`<section class="message-page" aria-labelledby="gift-cards-title">
        <h1 id="gift-cards-title">Gift cards</h1>
        <p>Let them choose: our gift cards can be spent on every product in the store, never expire and carry no fees.</p>
        <h2>Amounts</h2>
        <ul class="gift-card-amounts">${AMOUNTS.map((amount) => html`<li>$${amount}</li>`)}</ul>
        <p>Gift cards are sold in our stores and by phone. Looking for something to wrap?
          <a href="${withFlavour('/esearch?search=gift+set', flavour)}">Browse our gift sets</a>.</p>
      </section>`;
}
