import type { FastifyInstance } from 'fastify';
import type { ProductRecord, SkuRecord } from '../catalog/catalog-store';
import { formatUsd } from '../catalog/money';
import { availabilityLabel } from '../catalog/sku-availability';
import { INVENTORY, MISC_FLAGS } from '../catalog/types';
import { productImagePath, productPath } from '../catalog/wire-product';
import { html, type SafeHtml } from '../html/html';
import { jsonForScript } from '../html/page-config';
import { priceRange, productCardHost } from '../html/product-tile';
import { shadeSwatch } from '../html/shade-swatch';
import { flavourOf, withFlavour, type Flavour } from '../http/flavour';
import { sendNotFoundPage } from './error-pages';
import { sendPage } from './render-page';

const BADGES: Record<number, string> = {
  [MISC_FLAGS.new]: 'New',
  [MISC_FLAGS.limitedEdition]: 'Limited edition',
  [MISC_FLAGS.bestseller]: 'Bestseller',
  [MISC_FLAGS.onlineExclusive]: 'Online exclusive',
};

/** `345` or `PROD345` → 345; anything else → null. */
export function parseProductId(value: string): number | null {
  const match = /^(?:PROD)?(\d{1,9})$/i.exec(value);
  return match ? Number(match[1]) : null;
}

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

function kitContents(components: ProductRecord[], flavour: Flavour): SafeHtml {
  if (components.length === 0) return html``;
  return html`<h2 id="kit-title">In this set</h2>
    <ul class="kit-list" aria-labelledby="kit-title">${components.map((c) =>
      html`<li><a href="${withFlavour(productPath(c.id), flavour)}">${c.name}</a></li>`)}</ul>`;
}

/** Up to this many other products of the category under "You may also like". */
const RELATED_COUNT = 4;

function related(products: ProductRecord[], flavour: Flavour): SafeHtml {
  if (products.length === 0) return html``;
  return html`<section class="related" aria-labelledby="related-title">
    <h2 id="related-title">You may also like</h2>
    <ul class="product-grid">${products.map((p) => productCardHost(p, flavour))}</ul>
  </section>`;
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

function detailPage(product: ProductRecord, components: ProductRecord[], flavour: Flavour, others: ProductRecord[] = []): SafeHtml {
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
        <h2>Details</h2>
        <p class="product-detail__description">${product.description}</p>
        <dl class="attributes">${attributes.filter(([, value]) => value).map(([label, value]) =>
          html`<div><dt>${label}</dt><dd>${value}</dd></div>`)}</dl>
      </div>
    </article>
    ${related(others, flavour)}`;
}

export function registerProductPages(app: FastifyInstance): void {
  const handler = async (request: import('fastify').FastifyRequest<{ Params: { id: string } }>, reply: import('fastify').FastifyReply) => {
    const id = parseProductId(request.params.id);
    const product = id === null ? null : app.storefront.catalog.productById(id);
    if (!product) return sendNotFoundPage(request, reply, 'We could not find that product. It may have been removed.');
    const components = app.storefront.catalog.productsById(product.components);
    const others = app.storefront.catalog.productsById(relatedIds.all(product.categoryId, product.id, RELATED_COUNT) as number[]);
    return sendPage(request, reply, {
      title: product.name,
      description: product.shortDesc,
      canonical: productPath(product.id),
      main: detailPage(product, components, flavourOf(request), others),
    });
  };
  const relatedIds = app.storefront.db.prepare(
    'SELECT id FROM products WHERE category_id = ? AND id <> ? AND discontinued = 0 ORDER BY review_count DESC, id LIMIT ?',
  ).pluck();
  // A page for the generic modal loader (overlay-link): a bare fragment, as the legacy overlay templates were.
  app.get('/info/shipping.tmpl', async (_request, reply) =>
    reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(SHIPPING_FRAGMENT));
  app.get<{ Params: { id: string } }>('/product/:id', handler);
  app.get<{ Params: { id: string } }>('/products/:id', handler);
}

const SHIPPING_FRAGMENT = html`<section class="info-fragment">
  <h3>Delivery</h3>
  <p>Standard delivery is free on orders over $50 and takes 3 to 5 working days.</p>
  <h3>Returns</h3>
  <p>Unopened products can be returned within 30 days. <a href="/cart">View your bag</a>.</p>
</section>`.value;
