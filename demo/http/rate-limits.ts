import fastifyRateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestedPageSize } from '../search/endeca-params';

/** At most `max` requests per client address in any `windowMs` window. */
export interface RateLimit {
  max: number;
  windowMs: number;
}

/** Per-client limits (docs/security.md). A client is an IP address (an IPv6 /64), the proxy's client with TRUST_PROXY. */
export interface RateLimits {
  /** `POST /account/signin.tmpl`: sign-in and account creation, each a scrypt run on the shared thread pool. */
  signin: RateLimit;
  /** `GET /enrpc/JSONControllerServlet.do`. */
  search: RateLimit;
  /** Searches for more than LARGE_PAGE records (view-all), counted apart from the others, in the search window. */
  largeSearch: Pick<RateLimit, 'max'>;
  /** `POST /rpc/jsonrpc.tmpl`. */
  rpc: RateLimit;
  /**
   * `rpc.form` `waitlist` calls, counted apart from other calls: each may write a row, for any address typed, with no
   * sign-in (a batch of 50 a request, 600 requests a minute, would otherwise be 30,000 rows a minute).
   */
  waitlist: RateLimit;
}

const MINUTE = 60_000;

/**
 * The typeahead searches at most once per 175 ms (docs/requirements.md §9.1), about 340 a minute, each of which may
 * be retried once with a wildcard: 1,200 a minute leaves room for that and for a few shoppers behind one address.
 * A view-all costs as much as a hundred small searches, so it has its own, smaller count.
 */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  signin: { max: 10, windowMs: MINUTE },
  search: { max: 1200, windowMs: MINUTE },
  largeSearch: { max: 30 },
  rpc: { max: 600, windowMs: MINUTE },
  waitlist: { max: 10, windowMs: MINUTE },
};

/** A search page of more records than this counts as a view-all (the default page is 10, view-all 10,000). */
const LARGE_PAGE = 100;

/** The error a limited request fails with; each route's error handler answers it in its own format. */
export interface TooManyRequests extends Error {
  statusCode: 429;
  /** Whole seconds until the client may try again (also in the `Retry-After` header). */
  retryAfterSeconds: number;
}

export function isTooManyRequests(error: unknown): error is TooManyRequests {
  return error instanceof Error && (error as Partial<TooManyRequests>).statusCode === 429
    && typeof (error as Partial<TooManyRequests>).retryAfterSeconds === 'number';
}

function limitFor(method: string, url: string, limits: RateLimits) {
  const window = (limit: RateLimit) => ({ max: limit.max, timeWindow: limit.windowMs });
  if (method === 'POST' && url === '/account/signin.tmpl') return window(limits.signin);
  if (method === 'POST' && url === '/rpc/jsonrpc.tmpl') return window(limits.rpc);
  if ((method === 'GET' || method === 'HEAD') && url === '/enrpc/JSONControllerServlet.do') {
    const isLarge = (request: FastifyRequest) => requestedPageSize((request.query ?? {}) as Record<string, unknown>) > LARGE_PAGE;
    return {
      timeWindow: limits.search.windowMs,
      keyGenerator: (request: FastifyRequest) => `${normalizeIP(request.ip)}${isLarge(request) ? ' large' : ''}`,
      max: (_request: FastifyRequest, key: string) => (key.endsWith(' large') ? limits.largeSearch.max : limits.search.max),
    };
  }
  return null;
}

/**
 * Registers @fastify/rate-limit for the routes above (every other route is unlimited). Must run before those
 * routes are registered: the limit is attached to each one as it is added.
 */
export async function registerRateLimits(app: FastifyInstance, limits: RateLimits): Promise<void> {
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const limit = methods.map((method) => limitFor(method, route.url ?? '', limits)).find((found) => found !== null);
    if (limit) route.config = { ...route.config, rateLimit: limit };
  });
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => Object.assign(new Error(`Too many requests; try again in ${context.after}.`), {
      statusCode: 429 as const,
      retryAfterSeconds: Math.max(1, Math.ceil(context.ttl / 1000)),
    }),
  });
}

/**
 * A limit counted inside a route, per client address, in fixed windows of `limit.windowMs` from a client's first
 * call: `take(request)` counts one call and answers 0 when it is allowed, else the whole seconds until the client's
 * window ends. Clients whose window is over are forgotten as the next window starts, so the count stays small.
 */
export function callLimit(limit: RateLimit, now: () => number = () => Date.now()): (request: FastifyRequest) => number {
  const windows = new Map<string, { start: number; count: number }>();
  let swept = now();
  return (request) => {
    const at = now();
    if (at - swept >= limit.windowMs) {
      for (const [key, window] of windows) if (at - window.start >= limit.windowMs) windows.delete(key);
      swept = at;
    }
    const key = normalizeIP(request.ip);
    let window = windows.get(key);
    if (!window || at - window.start >= limit.windowMs) windows.set(key, (window = { start: at, count: 0 }));
    window.count += 1;
    return window.count <= limit.max ? 0 : Math.max(1, Math.ceil((window.start + limit.windowMs - at) / 1000));
  };
}
