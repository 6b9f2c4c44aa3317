import type { FastifyRequest } from 'fastify';
import type { SessionStore } from './auth/session-store';
import type { UserStore } from './auth/user-store';
import type { CartStore } from './cart/cart-store';
import type { CatalogStore } from './catalog/catalog-store';
import type { Db } from './db/open';
import type { FavoritesStore } from './favorites/favorites-store';
import type { FlashStore } from './http/flash-store';
import type { OfferStore } from './promotions/offer-store';
import type { LoyaltyStore } from './loyalty/loyalty-store';
import type { PromotionStore } from './promotions/promotion-store';
import type { FinderStore } from './quiz/finder-store';
import type { QuizStore } from './quiz/quiz-store';
import type { SearchContentStore } from './search/search-content-store';
import type { SearchEngine } from './search/search-engine';
import type { WaitlistStore } from './waitlist/waitlist-store';

/**
 * Everything a route needs from the server, decorated on the Fastify instance as `storefront`. Each store is made
 * once, in app.ts; routes and RPC methods reach data only through them.
 */
export interface StorefrontContext {
  /** For seeding checks, tests and benches; request code goes through the stores. */
  db: Db;
  sessions: SessionStore;
  users: UserStore;
  carts: CartStore;
  catalog: CatalogStore;
  favorites: FavoritesStore;
  /** The one-time confirmations of the demo's own forms (in memory, per session). */
  flashes: FlashStore;
  promotions: PromotionStore;
  offers: OfferStore;
  searchContent: SearchContentStore;
  searchEngine: SearchEngine;
  waitlist: WaitlistStore;
  /**
   * Counts a waitlist sign-up of the request's client: 0 when it is allowed, else the seconds until it may sign up
   * again (demo/http/rate-limits.ts `callLimit`); null when limits are off (`buildApp({ rateLimit: false })`).
   */
  waitlistLimit: ((request: FastifyRequest) => number) | null;
  /** The quiz and the foundation finder (demo/quiz/). */
  quizzes: QuizStore;
  finder: FinderStore;
  loyalty: LoyaltyStore;
}

declare module 'fastify' {
  interface FastifyInstance {
    storefront: StorefrontContext;
  }
}
