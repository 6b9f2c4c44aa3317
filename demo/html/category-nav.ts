import { CATEGORIES } from '../catalog/categories';
import { withFlavour, type Flavour } from '../http/flavour';
import { html, type SafeHtml } from './html';

/** Links to every category. */
export function categoryNav(flavour: Flavour): SafeHtml {
  return html`<nav class="category-nav" aria-label="Shop by category"><ul>
    ${CATEGORIES.map((c) => html`<li><a href="${withFlavour(`/category/${c.id}`, flavour)}">${c.name}</a></li>`)}
  </ul></nav>`;
}
