// The island registry: name → lazy loader. Each island is its own chunk.
import type { IslandRegistry } from '../ui/island-context';

export const islands: IslandRegistry = {
  'cart-count': () => import('./cart-count/island'),
  'csr-header': () => import('./csr-header/island'),
  typeahead: () => import('./typeahead/island'),
  'recent-searches': () => import('./recent-searches/island'),
  'search-results': () => import('./search-results/island'),
  'product-card': () => import('./product-card/island'),
  'product-grid': () => import('./product-grid/island'),
  'quick-view': () => import('./quick-view/island'),
  'add-to-bag': () => import('./add-to-bag/island'),
  favorite: () => import('./favorite/island'),
  'pwp-popup': () => import('./pwp-popup/island'),
  'overlay-link': () => import('./overlay-link/island'),
};

/** Whether an island of this name exists in this build (e.g. "Notify me" needs waitlist-form). */
export function isRegistered(name: string): boolean {
  return Object.hasOwn(islands, name);
}
