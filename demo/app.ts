import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { resolve } from 'node:path';
import { createSessionStore } from './auth/session-store';
import { createUserStore } from './auth/user-store';
import { createCartStore } from './cart/cart-store';
import { createCatalogStore } from './catalog/catalog-store';
import type { StorefrontContext } from './context';
import { openDatabase } from './db/open';
import { DEFAULT_PRODUCT_COUNT, ensureCookieSecret, isSeeded, seedDatabase } from './db/seed';
import { createFavoritesStore } from './favorites/favorites-store';
import { registerSecurityHeaders } from './http/security-headers';
import { registerSessions } from './http/session-plugin';
import { registerMediaRoutes } from './media/routes';
import { registerCartPage } from './pages/cart';
import { registerCategoryPages } from './pages/category';
import { registerErrorPages } from './pages/error-pages';
import { registerGiftCardsPage } from './pages/gift-cards';
import { registerHomePage } from './pages/home';
import { registerProductPages } from './pages/product';
import { registerSearchPage } from './pages/search';
import { registerSigninPages } from './pages/signin';
import { registerWidgetsPage } from './pages/widgets';
import { registerLoyaltyPage } from './pages/loyalty';
import { createLoyaltyStore } from './loyalty/loyalty-store';
import { seedLoyalty } from './loyalty/seed-loyalty';
import { defaultDatabasePath, repoRoot } from './paths';
import { createPromotionStore } from './promotions/promotion-store';
import { registerRpcRoute } from './rpc/route';
import { createSearchContentStore } from './search/search-content-store';
import { createSearchEngine } from './search/search-engine';
import { ensureSearchIndex } from './search/search-index';
import { registerSearchRoutes } from './search/search-routes';
import { createSearchStore } from './search/search-store';

export interface BuildAppOptions {
  /** SQLite file; defaults to $SFI_DB, else demo/data/storefront.db. `:memory:` works for tests. */
  dbPath?: string;
  /** Catalog size used when the database is empty and gets seeded. */
  products?: number;
  logger?: boolean;
  /** Repository root, where dist/ and demo/static/ live; defaults to the working directory. */
  rootDir?: string;
}

export async function buildApp(opts: BuildAppOptions = {}): Promise<FastifyInstance> {
  const root = opts.rootDir ?? repoRoot();
  const db = openDatabase(opts.dbPath ?? (process.env.SFI_DB || defaultDatabasePath(root)));
  if (!isSeeded(db)) await seedDatabase(db, opts.products ?? DEFAULT_PRODUCT_COUNT);
  const cookieSecret = ensureCookieSecret(db);
  seedLoyalty(db);

  // A database seeded by an older version gets the current index before the search snapshot is loaded from it.
  ensureSearchIndex(db);
  const catalog = createCatalogStore(db);
  const searchContent = createSearchContentStore(db);
  const storefront: StorefrontContext = {
    db,
    sessions: createSessionStore(db),
    users: createUserStore(db),
    carts: createCartStore(db),
    catalog,
    favorites: createFavoritesStore(db),
    promotions: createPromotionStore(db),
    searchContent,
    searchEngine: createSearchEngine({ store: createSearchStore(db), catalog, content: searchContent }),
    loyalty: createLoyaltyStore(db),
  };
  storefront.sessions.purgeIdle();

  const app = Fastify({ logger: opts.logger ?? false, trustProxy: false });
  app.decorate('storefront', storefront);
  app.addHook('onClose', async () => db.close());

  await app.register(fastifyCookie, { secret: cookieSecret });
  await app.register(fastifyFormbody, { bodyLimit: 64 * 1024 });
  await app.register(fastifyStatic, { root: resolve(root, 'dist'), prefix: '/dist/', maxAge: '1h', decorateReply: false });
  await app.register(fastifyStatic, { root: resolve(root, 'demo/static'), prefix: '/static/', maxAge: '1h', decorateReply: false });

  registerSecurityHeaders(app);
  registerSessions(app);
  registerErrorPages(app);
  app.get('/healthz', async (_request, reply) => reply.type('text/plain; charset=utf-8').send('ok'));
  registerMediaRoutes(app);
  registerRpcRoute(app);
  registerSearchRoutes(app);
  registerGiftCardsPage(app);
  registerSearchPage(app);
  registerWidgetsPage(app);
  registerHomePage(app);
  registerProductPages(app);
  registerSigninPages(app);
  registerCartPage(app);
  registerCategoryPages(app);
  registerLoyaltyPage(app);
  return app;
}
