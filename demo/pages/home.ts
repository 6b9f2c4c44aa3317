import type { FastifyInstance } from 'fastify';
import { html } from '../html/html';
import { productCardHost } from '../html/product-tile';
import { flavourOf } from '../http/flavour';
import { categoryNav } from './category';
import { sendPage } from './render-page';

const BESTSELLER_COUNT = 24;

export function registerHomePage(app: FastifyInstance): void {
  app.get('/', async (request, reply) => {
    const flavour = flavourOf(request);
    const products = app.storefront.catalog.bestsellers(BESTSELLER_COUNT);
    return sendPage(request, reply, {
      title: 'Makeup, skincare and fragrance',
      description: 'Shop bestselling lipstick, foundation, skincare and fragrance.',
      canonical: '/',
      main: html`<section class="hero" aria-labelledby="hero-title">
        <h1 id="hero-title">Colour that lasts, care that shows</h1>
        <p>Discover our bestsellers: long-wear lipstick, weightless foundation and skincare that works as hard as you do.</p>
      </section>
      ${categoryNav(flavour)}
      <section class="bestsellers" aria-labelledby="bestsellers-title">
        <h2 id="bestsellers-title">Bestsellers</h2>
        <ul class="product-grid">${products.map((product) => productCardHost(product, flavour))}</ul>
      </section>`,
    });
  });
}
