// The island registry: name → lazy loader, each island its own chunk. Only the boot (src/index.ts)
// imports this file; islands learn about each other through their context (hasIsland, open).
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
  'loyalty-join': () => import('./loyalty-join/island'),
  'loyalty-nav': () => import('./loyalty-nav/island'),
  'loyalty-offers': () => import('./loyalty-offers/island'),
  'user-fields': () => import('./user-fields/island'),
};
