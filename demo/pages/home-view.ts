import type { ProductRecord } from '../catalog/catalog-store';
import { categoryNav } from '../html/category-nav';
import { html, type SafeHtml } from '../html/html';
import { productCardHost } from '../html/product-tile';
import { withFlavour, type Flavour } from '../http/flavour';

export function homePage(bestsellers: readonly ProductRecord[], flavour: Flavour): SafeHtml {
  return html`<section class="hero" aria-labelledby="hero-title">
        <h1 id="hero-title">Colour that lasts, care that shows</h1>
        <p>Discover our bestsellers: long-wear lipstick, weightless foundation and skincare that works as hard as you do.</p>
      </section>
      ${categoryNav(flavour)}
      <section class="home-helpers" aria-labelledby="helpers-title">
        <h2 id="helpers-title">Not sure where to start?</h2>
        <ul class="home-helpers__links">
          <li><a href="${withFlavour('/lcl/blue_ocean/quiz/welcome.html?womensQuiz', flavour)}" data-widget="overlay-link" data-prop-preset="quiz-women" data-prop-label="Take the makeup quiz">Take the makeup quiz</a></li>
          <li><a href="${withFlavour('/lcl/blue_ocean/quiz/welcome.html?mensQuiz', flavour)}" data-widget="overlay-link" data-prop-preset="quiz-men" data-prop-label="Find your grooming routine">Find your grooming routine</a></li>
          <li><a href="${withFlavour('/category/2#foundation_finder', flavour)}">Find your foundation shade</a></li>
          <li><a href="${withFlavour('/video', flavour)}">Watch the collection film</a></li>
        </ul>
      </section>
      <section class="bestsellers" aria-labelledby="bestsellers-title">
        <h2 id="bestsellers-title">Bestsellers</h2>
        <ul class="product-grid">${bestsellers.map((product) => productCardHost(product, flavour))}</ul>
      </section>`;
}
