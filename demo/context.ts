import type { CartStore } from './cart/cart-store';
import type { CatalogStore } from './catalog/catalog-store';
import type { Db } from './db/open';
import type { SessionStore } from './auth/sessions';
import type { UserStore } from './auth/users';

/** Everything a route needs from the server, decorated on the Fastify instance as `storefront`. */
export interface StorefrontContext {
  db: Db;
  sessions: SessionStore;
  users: UserStore;
  carts: CartStore;
  catalog: CatalogStore;
}

declare module 'fastify' {
  interface FastifyInstance {
    storefront: StorefrontContext;
  }
}
