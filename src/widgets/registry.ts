// The island registry: name → lazy loader, each island its own chunk. Only the boot (src/index.ts)
// imports this file; islands learn about each other through their context (hasIsland, open).
// Each loader takes the query its chunk is asked for with (the runtime's `?retry=n` after a failed download): the build
// appends it to the import's path (rollup.config.mjs `retryableImports`); unbundled (jest) it is not used.
import type { IslandRegistry } from '../ui/island-context';

export const islands: IslandRegistry = {
  'cart-count': (query) => import('./cart-count/island'),
  'csr-header': (query) => import('./csr-header/island'),
  typeahead: (query) => import('./typeahead/island'),
  'recent-searches': (query) => import('./recent-searches/island'),
  'search-results': (query) => import('./search-results/island'),
  'product-card': (query) => import('./product-card/island'),
  'product-grid': (query) => import('./product-grid/island'),
  'quick-view': (query) => import('./quick-view/island'),
  'add-to-bag': (query) => import('./add-to-bag/island'),
  favorite: (query) => import('./favorite/island'),
  'pwp-popup': (query) => import('./pwp-popup/island'),
  'overlay-link': (query) => import('./overlay-link/island'),
  'waitlist-popup': (query) => import('./waitlist-popup/island'),
  'waitlist-form': (query) => import('./waitlist-form/island'),
  'back-to-top': (query) => import('./back-to-top/island'),
  accordion: (query) => import('./accordion/island'),
  'date-picker': (query) => import('./date-picker/island'),
  quiz: (query) => import('./quiz/island'),
  'foundation-finder': (query) => import('./foundation-finder/island'),
  'account-form': (query) => import('./account-form/island'),
  'loyalty-join': (query) => import('./loyalty-join/island'),
  'loyalty-nav': (query) => import('./loyalty-nav/island'),
  'loyalty-offers': (query) => import('./loyalty-offers/island'),
  'user-fields': (query) => import('./user-fields/island'),
  // The video player is its own layer (src/video/, docs/architecture.md); its island is registered here all the same.
  'video-player': (query) => import('../video/island'),
};
