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
  'waitlist-popup': () => import('./waitlist-popup/island'),
  'waitlist-form': () => import('./waitlist-form/island'),
  'back-to-top': () => import('./back-to-top/island'),
  accordion: () => import('./accordion/island'),
  'date-picker': () => import('./date-picker/island'),
  quiz: () => import('./quiz/island'),
  'foundation-finder': () => import('./foundation-finder/island'),
  'account-form': () => import('./account-form/island'),
  'loyalty-join': () => import('./loyalty-join/island'),
  'loyalty-nav': () => import('./loyalty-nav/island'),
  'loyalty-offers': () => import('./loyalty-offers/island'),
  'user-fields': () => import('./user-fields/island'),
  // The video player is its own layer (src/video/, docs/architecture.md); its island is registered here all the same.
  'video-player': () => import('../video/island'),
};
