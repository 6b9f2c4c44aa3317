import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { resolve } from 'node:path';
import { createSessionStore } from './auth/session-store';
import { createUserStore } from './auth/user-store';
import { createCartStore } from './cart/cart-store';
import { createCatalogStore } from './catalog/catalog-store';
import type { StorefrontContext } from './context';
import { openDatabase } from './db/open';
import { DEFAULT_PRODUCT_COUNT, ensureCookieSecret, ensureOffers, isSeeded, seedDatabase } from './db/seed';
import { createFavoritesStore } from './favorites/favorites-store';
import { callLimit, DEFAULT_RATE_LIMITS, registerRateLimits, type RateLimits } from './http/rate-limits';
import { createFlashStore } from './http/flash-store';
import { EVERY_ANSWER_HEADERS, registerSecurityHeaders } from './http/security-headers';
import { registerHostCheck } from './http/host-check';
import { createBundleDelivery, registerDistAssets } from './http/dist-assets';
import { registerCompression } from './http/compression';
import { registerSessions } from './http/session-plugin';
import { registerFlavour } from './http/flavour';
import { SERVER_TIMEOUTS, timeoutOptions, type ServerTimeouts } from './http/timeouts';
import { registerMediaRoutes } from './media/routes';
import { registerCartPage } from './pages/cart';
import { registerFavoritesPage } from './pages/favorites';
import { registerCategoryPages } from './pages/category';
import { registerCheckoutPage } from './pages/checkout';
import { registerErrorPages } from './pages/error-pages';
import { registerGiftCardsPage } from './pages/gift-cards';
import { registerHomePage } from './pages/home';
import { registerProductPages } from './pages/product';
import { registerSearchPage } from './pages/search';
import { registerSigninPages } from './pages/signin';
import { registerWidgetsPage } from './pages/widgets';
import { registerLoyaltyPage } from './pages/loyalty';
import { registerVideoPages } from './pages/video';
import { registerVideoRoutes } from './video/video-routes';
import { createLoyaltyStore } from './loyalty/loyalty-store';
import { seedLoyalty } from './loyalty/seed-loyalty';
import { defaultDatabasePath, repoRoot } from './paths';
import { createOfferStore } from './promotions/offer-store';
import { createPromotionStore } from './promotions/promotion-store';
import { createFinderStore } from './quiz/finder-store';
import { createQuizStore } from './quiz/quiz-store';
import { ensureQuizContent } from './quiz/seed-quiz';
import { registerFoundationFinderPages } from './pages/foundation-finder';
import { registerQuizPages } from './pages/quiz';
import { registerRpcRoute } from './rpc/route';
import { ANSWER_LIMITS, type AnswerLimits } from './search/endeca-response';
import { createSearchContentStore } from './search/search-content-store';
import { createSearchEngine } from './search/search-engine';
import { ensureSearchIndex } from './search/search-index';
import { registerSearchRoutes } from './search/search-routes';
import { createSearchStore } from './search/search-store';
import { createWaitlistStore } from './waitlist/waitlist-store';

export interface BuildAppOptions {
  /** SQLite file; defaults to $SFI_DB, else demo/data/storefront.db. `:memory:` works for tests. */
  dbPath?: string;
  /** Catalog size used when the database is empty and gets seeded. */
  products?: number;
  logger?: boolean;
  /** Repository root, where dist/ and demo/static/ live; defaults to the working directory. */
  rootDir?: string;
  /** Bounds on one search answer: bytes, and how long a slice of work runs before the event loop gets a turn. */
  searchAnswer?: Partial<AnswerLimits>;
  /**
   * Per-client rate limits (http/rate-limits.ts), each given one overriding DEFAULT_RATE_LIMITS; `false` turns them
   * all off (the test suites do, the tests of the limits excepted). On by default, as `npm start` runs.
   */
  rateLimit?: Partial<RateLimits> | false;
  /** How often idle sessions are purged while the server runs; default an hour (http/session-plugin.ts). */
  sessionPurgeIntervalMs?: number;
  /** How long the server waits for slow clients; each one given overrides SERVER_TIMEOUTS (http/timeouts.ts). */
  timeouts?: Partial<ServerTimeouts>;
  /**
   * Which proxies' X-Forwarded-For/-Proto/-Host to believe (Fastify's trustProxy); default false, none. server.ts
   * reads it from TRUST_PROXY (http/trust-proxy.ts). It decides the client address the rate limits count, and
   * whether a request came over HTTPS (cookies are then Secure).
   */
  trustProxy?: boolean | string;
  /** The built bundle served at /dist/; default <rootDir>/dist. */
  distDir?: string;
  /**
   * Where pages load the bundle from, ending in `/`: default `/dist/` on this server; a CDN's URL (another origin
   * serving the same dist/) joins the CSP's script-src. server.ts reads it from ASSET_BASE.
   */
  assetBase?: string;
}

/** What the router refuses before a route runs, by the framework's error code: the status and the plain answer. */
const ROUTER_REFUSALS: Record<string, [number, string]> = {
  FST_ERR_BAD_URL: [400, 'Bad Request: the address could not be read.'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'URI Too Long: a part of the address is too long.'],
};

export async function buildApp(opts: BuildAppOptions = {}): Promise<FastifyInstance> {
  const root = opts.rootDir ?? repoRoot();
  const db = openDatabase(opts.dbPath ?? (process.env.SFI_DB || defaultDatabasePath(root)));
  if (!isSeeded(db)) await seedDatabase(db, opts.products ?? DEFAULT_PRODUCT_COUNT);
  const cookieSecret = ensureCookieSecret(db);
  ensureOffers(db);
  seedLoyalty(db);

  // A database seeded by an older version gets the current index before the search snapshot is loaded from it.
  ensureSearchIndex(db);
  ensureQuizContent(db);
  const catalog = createCatalogStore(db);
  const searchContent = createSearchContentStore(db);
  const storefront: StorefrontContext = {
    db,
    sessions: createSessionStore(db, cookieSecret),
    users: createUserStore(db),
    carts: createCartStore(db),
    catalog,
    favorites: createFavoritesStore(db),
    flashes: createFlashStore(),
    promotions: createPromotionStore(db),
    offers: createOfferStore(db),
    searchContent,
    searchEngine: createSearchEngine({ store: createSearchStore(db), catalog, content: searchContent }),
    waitlist: createWaitlistStore(db),
    waitlistLimit: opts.rateLimit === false ? null : callLimit({ ...DEFAULT_RATE_LIMITS, ...opts.rateLimit }.waitlist),
    quizzes: createQuizStore(db),
    finder: createFinderStore(db),
    loyalty: createLoyaltyStore(db),
  };
  storefront.sessions.purgeIdle();

  const app = Fastify({
    logger: opts.logger ?? false,
    trustProxy: opts.trustProxy ?? false,
    ...timeoutOptions({ ...SERVER_TIMEOUTS, ...opts.timeouts }),
    // An address the router refuses (`/%`, a path part over its length) is answered before any hook runs: a short
    // plain answer with the headers every answer has, rather than the framework's JSON echoing the path.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      const [status, text] = ROUTER_REFUSALS[error.code] ?? [500, 'Internal Server Error: the request could not be routed.'];
      return reply.code(status).headers({ ...EVERY_ANSWER_HEADERS, 'Cache-Control': 'no-store' }).type('text/plain; charset=utf-8').send(text);
    },
  });
  app.decorate('storefront', storefront);
  app.addHook('onClose', async () => db.close());
  registerHostCheck(app);

  await app.register(fastifyCookie, { secret: cookieSecret });
  await app.register(fastifyFormbody, { bodyLimit: 64 * 1024 });
  await registerCompression(app);
  const distDir = opts.distDir ?? resolve(root, 'dist');
  app.decorate('bundle', createBundleDelivery(distDir, opts.assetBase));
  await registerDistAssets(app, distDir);
  await app.register(fastifyStatic, { root: resolve(root, 'demo/static'), prefix: '/static/', maxAge: '1h', decorateReply: false });

  if (opts.rateLimit !== false) await registerRateLimits(app, { ...DEFAULT_RATE_LIMITS, ...opts.rateLimit });
  registerSecurityHeaders(app, app.bundle.scriptOrigin);
  registerSessions(app, opts.sessionPurgeIntervalMs);
  registerFlavour(app);
  registerErrorPages(app);
  app.get('/healthz', async (_request, reply) => reply.type('text/plain; charset=utf-8').send('ok'));
  registerMediaRoutes(app);
  registerRpcRoute(app);
  registerSearchRoutes(app, { ...ANSWER_LIMITS, ...opts.searchAnswer });
  registerGiftCardsPage(app);
  registerSearchPage(app);
  registerWidgetsPage(app);
  registerHomePage(app);
  registerProductPages(app);
  registerSigninPages(app);
  registerCartPage(app);
  registerFavoritesPage(app);
  registerCategoryPages(app);
  registerQuizPages(app);
  registerFoundationFinderPages(app);
  registerCheckoutPage(app);
  registerLoyaltyPage(app);
  await registerVideoRoutes(app, root);
  registerVideoPages(app);
  return app;
}
