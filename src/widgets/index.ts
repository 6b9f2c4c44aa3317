// The island registry: name → lazy loader. Each island is its own chunk.
import type { IslandRegistry } from '../ui/island-context';

export const islands: IslandRegistry = {
  'cart-count': () => import('./cart-count/island'),
  'csr-header': () => import('./csr-header/island'),
  typeahead: () => import('./typeahead/island'),
  'recent-searches': () => import('./recent-searches/island'),
  'search-results': () => import('./search-results/island'),
};
