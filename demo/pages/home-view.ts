import type { ProductRecord } from '../catalog/catalog-store';
import { categoryNav } from '../html/category-nav';
import { html, type SafeHtml } from '../html/html';
import { productCardHost } from '../html/product-tile';
import type { Flavour } from '../http/flavour';

export function homePage(bestsellers: readonly ProductRecord[], flavour: Flavour): SafeHtml {
  return html`<section class="hero" aria-labelledby="hero-title">
        <h1 id="hero-title">Colour that lasts, care that shows</h1>
        <p>Discover our bestsellers: long-wear lipstick, weightless foundation and skincare that works as hard as you do.</p>
      </section>
      ${categoryNav(flavour)}
      <section class="bestsellers" aria-labelledby="bestsellers-title">
        <h2 id="bestsellers-title">Bestsellers</h2>
        <ul class="product-grid">${bestsellers.map((product) => productCardHost(product, flavour))}</ul>
      </section>`;
}
