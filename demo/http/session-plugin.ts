import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Session } from '../auth/session-store';
import { cartOwnerOf } from '../cart/cart-store';
import { encodeFeUserCart, feUserCartFields } from '../cookies/fe-user-cart';
import { PAGE_CONFIG } from '../html/page-config';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set for pages and RPC; null for static files and media, which need no session. */
    session: Session | null;
  }
}

// Every cookie is `secure: 'auto'`: Secure when the request came over HTTPS, directly or through a proxy trusted with
// TRUST_PROXY (X-Forwarded-Proto: https).
const SESSION_COOKIE = 'sfi_session';
const CSRF_COOKIE = 'csrftoken';
const YEAR_SECONDS = 365 * 24 * 3600;
const MONTH_SECONDS = 30 * 24 * 3600;
/** Sessions idle for 30 days are purged at start and then this often while the server runs. */
const SESSION_PURGE_INTERVAL_MS = 60 * 60 * 1000;
// Search answers need no session: creating one per anonymous search request would write to the database.
const SESSIONLESS_PREFIXES = ['/static/', '/dist/', '/media/', '/healthz', '/favicon.ico', '/enrpc/', `/${PAGE_CONFIG.brandPrefix}_video_content/`];

function needsSession(url: string): boolean {
  return !SESSIONLESS_PREFIXES.some((prefix) => url.startsWith(prefix));
}

/** Makes `session` the request's session and tells the browser (session and CSRF cookies). */
export function useSession(request: FastifyRequest, reply: FastifyReply, session: Session): void {
  request.session = session;
  reply.setCookie(SESSION_COOKIE, session.id, { signed: true, httpOnly: true, sameSite: 'lax', path: '/', secure: 'auto', maxAge: MONTH_SECONDS });
  reply.setCookie(CSRF_COOKIE, session.csrfToken, { httpOnly: false, sameSite: 'lax', path: '/', secure: 'auto', maxAge: MONTH_SECONDS });
}

/**
 * Every page and RPC request has a session. A visitor without one gets a guest session: cookies, but no database
 * row until something is stored for it (auth/session-store.ts). Idle sessions are purged every `purgeIntervalMs`.
 */
export function registerSessions(app: FastifyInstance, purgeIntervalMs = SESSION_PURGE_INTERVAL_MS): void {
  const { sessions, carts } = app.storefront;
  app.decorateRequest('session', null);

  app.addHook('onRequest', async (request, reply) => {
    if (!needsSession(request.url)) return;
    const signed = request.cookies[SESSION_COOKIE];
    const unsigned = signed ? request.unsignCookie(signed) : null;
    const id = unsigned?.valid && unsigned.value ? unsigned.value : null;
    // A cookie without a row is a guest who has stored nothing yet (or whose idle session was purged).
    const session = id === null ? null : sessions.find(id) ?? sessions.guest(id);
    if (session) {
      request.session = session;
      if (request.cookies[CSRF_COOKIE] !== session.csrfToken) {
        reply.setCookie(CSRF_COOKIE, session.csrfToken, { httpOnly: false, sameSite: 'lax', path: '/', secure: 'auto', maxAge: MONTH_SECONDS });
      }
    } else {
      useSession(request, reply, sessions.guest());
    }
    if (!request.cookies.LOCALE) reply.setCookie('LOCALE', 'en_US', { path: '/', sameSite: 'lax', secure: 'auto', maxAge: YEAR_SECONDS });
  });

  const purge = setInterval(() => sessions.purgeIdle(), purgeIntervalMs);
  purge.unref();
  // preClose runs before the onClose hook that closes the database.
  app.addHook('preClose', async () => clearInterval(purge));

  // Written last, after the handler, so the cookie reflects a sign-in or a bag change made by this request.
  app.addHook('onSend', async (request, reply, payload) => {
    const session = request.session;
    if (session) {
      const value = encodeFeUserCart(feUserCartFields(session, carts.itemCount(cartOwnerOf(session))));
      reply.setCookie('FE_USER_CART', value, { path: '/', sameSite: 'lax', httpOnly: false, secure: 'auto', maxAge: MONTH_SECONDS, encode: (v: string) => v });
    }
    return payload;
  });
}
