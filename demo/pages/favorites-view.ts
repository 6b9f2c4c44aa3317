import type { ProductRecord, SkuRecord } from '../catalog/catalog-store';
import { formatUsd } from '../catalog/money';
import { productPath } from '../catalog/wire-product';
import { html, type SafeHtml } from '../html/html';
import { withFlavour, type Flavour } from '../http/flavour';
import { itemName } from './form-fields';
import { confirmation } from './page-notices';

export const FAVORITES_PATH = '/account/favorites.tmpl';

/** One saved SKU, with its product. */
export interface FavoriteItem {
  product: ProductRecord;
  sku: SkuRecord;
}

/** One of the shopper's lists (`COLLECTION_ID`), under the name a shopper reads. */
export interface FavoritesList {
  collectionId: string;
  title: string;
  items: readonly FavoriteItem[];
}


function itemRow(item: FavoriteItem, list: FavoritesList, csrfToken: string, flavour: Flavour): SafeHtml {
  const { product, sku } = item;
  return html`<li class="favorites-item">
              <a href="${withFlavour(productPath(product.id), flavour)}">${product.name}</a>
              ${sku.shadeName ? html`<span class="cart-table__variant">${sku.shadeName}</span>` : ''}
              ${sku.size ? html`<span class="cart-table__variant">${sku.size}</span>` : ''}
              <span class="favorites-item__price">${formatUsd(sku.priceCents)}</span>
              <form method="post" action="${withFlavour(FAVORITES_PATH, flavour)}">
                <input type="hidden" name="_TOKEN" value="${csrfToken}">
                <input type="hidden" name="sku" value="${sku.id}">
                <input type="hidden" name="list" value="${list.collectionId}">
                <button type="submit" class="button-link">Remove<span class="visually-hidden"> ${itemName(product.name, sku.shadeName, sku.size)} from ${list.title.toLowerCase()}</span></button>
              </form>
            </li>`;
}

/**
 * The lists the hearts save to, each SKU with its shade or size and a Remove form (no script needed). Empty lists
 * are left out; with none, the page says how to save one. `confirmed` says a removal just done.
 */
export function favoritesPage(lists: readonly FavoritesList[], csrfToken: string, flavour: Flavour, confirmed: string | null = null): SafeHtml {
  const kept = lists.filter((list) => list.items.length > 0);
  return html`<section class="favorites-page message-page" aria-labelledby="favorites-title">
          <h1 id="favorites-title">Your favorites</h1>
          ${confirmed ? confirmation(confirmed) : ''}
          ${kept.length === 0
            ? html`<p>You have no favorites yet. Press the heart on a product to save it here.</p>
          <p><a href="${withFlavour('/', flavour)}">Continue shopping</a></p>`
            : kept.map((list) => html`<h2>${list.title}</h2>
          <ul class="favorites-list" aria-label="${list.title}">${list.items.map((item) => itemRow(item, list, csrfToken, flavour))}</ul>`)}
        </section>`;
}
