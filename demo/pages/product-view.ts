import type { ProductRecord, SkuRecord } from '../catalog/catalog-store';
import { formatUsd } from '../catalog/money';
import { availabilityLabel } from '../catalog/sku-availability';
import { INVENTORY, MISC_FLAGS } from '../catalog/types';
import { usageNotes } from '../catalog/usage-notes';
import { productImagePath, productPath, skuImagePath } from '../catalog/wire-product';
import { html, type SafeHtml } from '../html/html';
import { jsonForScript } from '../html/page-config';
import { priceRange, productCardHost } from '../html/product-tile';
import { shadeSwatch } from '../html/shade-swatch';
import { withFlavour, type Flavour } from '../http/flavour';

const BADGES: Record<number, string> = {
  [MISC_FLAGS.new]: 'New',
  [MISC_FLAGS.limitedEdition]: 'Limited edition',
  [MISC_FLAGS.bestseller]: 'Bestseller',
  [MISC_FLAGS.onlineExclusive]: 'Online exclusive',
};

function ratingText(product: ProductRecord): string {
  if (product.reviewCount === 0) return 'No reviews yet';
  const reviews = `${product.reviewCount.toLocaleString('en-US')} review${product.reviewCount === 1 ? '' : 's'}`;
  return `Rated ${product.rating.toFixed(1)} out of 5 · ${reviews}`;
}

function skuList(product: ProductRecord, skus: SkuRecord[]): SafeHtml {
  if (product.shaded) {
    return html`<h2 id="shades-title">Shades <span class="count">(${skus.length})</span></h2>
      <ul class="shade-list" aria-labelledby="shades-title">${skus.map((sku) => html`<li>
        ${shadeSwatch(sku.hex)}<span class="shade-list__name">${sku.shadeName ?? ''}</span>
        <span class="availability">${availabilityLabel(product, sku)}</span></li>`)}</ul>`;
  }
  if (product.sized) {
    return html`<h2 id="sizes-title">Sizes</h2>
      <ul class="size-list" aria-labelledby="sizes-title">${skus.map((sku) => html`<li>
        <span class="size-list__size">${sku.size ?? ''}</span>
        <span class="size-list__price">${formatUsd(sku.priceCents)}</span>
        ${sku.unitPriceCents !== null ? html`<span class="size-list__unit">${formatUsd(sku.unitPriceCents)} / ml</span>` : ''}
        <span class="availability">${availabilityLabel(product, sku)}</span></li>`)}</ul>`;
  }
  const sku = skus[0];
  return sku ? html`<p class="availability">${availabilityLabel(product, sku)}</p>` : html``;
}

function kitContents(components: readonly ProductRecord[], flavour: Flavour): SafeHtml {
  if (components.length === 0) return html``;
  return html`<h2 id="kit-title">In this set</h2>
    <ul class="kit-list" aria-labelledby="kit-title">${components.map((c) =>
      html`<li><a href="${withFlavour(productPath(c.id), flavour)}">${c.name}</a></li>`)}</ul>`;
}

function relatedSection(products: readonly ProductRecord[], flavour: Flavour): SafeHtml {
  if (products.length === 0) return html``;
  return html`<section class="related" aria-labelledby="related-title">
    <h2 id="related-title">You may also like</h2>
    <ul class="product-grid">${products.map((p) => productCardHost(p, flavour))}</ul>
  </section>`;
}

/** The product page's own script: the big picture follows the shade the buy box chooses (`sfi:sku`). */
export const PRODUCT_PAGE_SCRIPT = '/static/product-page.js';

/**
 * Each shade's picture (`SKU12` → its src and alt, the alt naming the shade), for the page's script; none for a
 * product without shades, whose one picture stays.
 */
function shadePictures(product: ProductRecord, skus: SkuRecord[]): SafeHtml {
  if (!product.shaded) return html``;
  const pictures = Object.fromEntries(skus.map((sku) => [`SKU${sku.id}`, { src: skuImagePath(sku.id), alt: [product.name, sku.shadeName].filter(Boolean).join(', ') }]));
  return html`<script type="application/json" id="shade-pictures">${jsonForScript(pictures)}</script>`;
}

/** The buy box: the add-to-bag island over the server-rendered price and shade or size list. */
function buyBox(product: ProductRecord, visibleSkus: SkuRecord[]): SafeHtml {
  const props = { productId: `PROD${product.id}`, categoryId: `CAT${product.categoryId}` };
  return html`<div class="buy-box" data-widget="add-to-bag">
      <script type="application/json">${jsonForScript(props)}</script>
      <p class="product-detail__price">${priceRange({ ...product, skus: visibleSkus })}</p>
      ${skuList(product, visibleSkus)}
    </div>`;
}

/**
 * Details, how to use and ingredients: server-rendered, made an accordion by the island (docs/widgets.md "accordion").
 * Each section is a `<details>` of one group, the first open as the island opens it: without the script it is a
 * working accordion of its own, and with it nothing moves when the island mounts (docs/decisions.md, "Page furniture").
 */
function productAccordion(product: ProductRecord, attributes: Array<[string, string | null]>): SafeHtml {
  const notes = usageNotes(product.categoryId);
  const section = (title: string, panel: SafeHtml, open = false) =>
    html`<details name="product-info"${open ? html` open` : ''}><summary><h2>${title}<span class="product-accordion__icon"></span></h2></summary>${panel}</details>`;
  return html`<div class="product-accordion" data-widget="accordion">
          ${section('Details', html`<div>
            <p class="product-detail__description">${product.description}</p>
            <dl class="attributes">${attributes.filter(([, value]) => value).map(([label, value]) =>
              html`<div><dt>${label}</dt><dd>${value}</dd></div>`)}</dl>
          </div>`, true)}
          ${notes ? html`${section('How to use', html`<p>${notes.howToUse}</p>`)}
          ${section('Ingredients', html`<ul class="ingredients">${notes.ingredients.map((ingredient) => html`<li>${ingredient}</li>`)}</ul>`)}` : ''}
        </div>`;
}

export interface ProductPageData {
  product: ProductRecord;
  /** A kit's products, in kit order. */
  components: readonly ProductRecord[];
  /** "You may also like". */
  related: readonly ProductRecord[];
}

export function productPage({ product, components, related }: ProductPageData, flavour: Flavour): SafeHtml {
  const visibleSkus = product.skus.filter((s) => s.inventoryStatus !== INVENTORY.inactive);
  const badge = BADGES[product.miscFlag];
  const attributes: Array<[string, string | null]> = [
    ['Benefit', product.benefit], ['Finish', product.finish], ['Skin type', product.skinType], ['Coverage', product.coverage],
  ];
  return html`<nav class="breadcrumbs" aria-label="Breadcrumb"><ol>
      <li><a href="${withFlavour('/', flavour)}">Home</a></li>
      <li>${product.categoryName}</li>
      <li><span aria-current="page">${product.name}</span></li>
    </ol></nav>
    <article class="product-detail">
      <div class="product-detail__media">
        <img src="${productImagePath(product.id)}" alt="${product.name}" width="480" height="480">
        ${shadePictures(product, visibleSkus)}
      </div>
      <div class="product-detail__info">
        <p class="eyebrow">${product.categoryName}${badge ? html` · <span class="badge">${badge}</span>` : ''}</p>
        <h1>${product.name}</h1>
        <p class="product-detail__subheading">${product.subheading}</p>
        <p class="rating">${ratingText(product)}</p>
        ${product.discontinued ? html`<p class="notice" role="note">This product has been discontinued.</p>` : ''}
        ${buyBox(product, visibleSkus)}
        <p><a href="/info/shipping.tmpl" data-widget="overlay-link" data-prop-title="Shipping and returns">Shipping and returns</a></p>
        ${kitContents(components, flavour)}
        ${productAccordion(product, attributes)}
      </div>
    </article>
    ${relatedSection(related, flavour)}
    <div data-widget="waitlist-popup"></div>`;
}

/** `/info/shipping.tmpl`, opened by the buy box's overlay link: a bare fragment, as the legacy overlay templates were. */
export const SHIPPING_FRAGMENT = html`<section class="info-fragment">
  <h3>Delivery</h3>
  <p>Standard delivery is free on orders over $50 and takes 3 to 5 working days.</p>
  <h3>Returns</h3>
  <p>Unopened products can be returned within 30 days. <a href="/cart">View your bag</a>.</p>
</section>`.value;
