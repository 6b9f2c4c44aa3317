import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Session } from '../auth/session-store';
import { cartOwnerOf } from '../cart/cart-store';
import { encodeFeUserCart, feUserCartFields } from '../cookies/fe-user-cart';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set for pages and RPC; null for static files and media, which need no session. */
    session: Session | null;
  }
}

const SESSION_COOKIE = 'sfi_session';
const CSRF_COOKIE = 'csrftoken';
const YEAR_SECONDS = 365 * 24 * 3600;
const MONTH_SECONDS = 30 * 24 * 3600;
// Search answers need no session: creating one per anonymous search request would write to the database.
const SESSIONLESS_PREFIXES = ['/static/', '/dist/', '/media/', '/healthz', '/favicon.ico', '/enrpc/'];

function needsSession(url: string): boolean {
  return !SESSIONLESS_PREFIXES.some((prefix) => url.startsWith(prefix));
}

/** Makes `session` the request's session and tells the browser (session and CSRF cookies). */
export function useSession(request: FastifyRequest, reply: FastifyReply, session: Session): void {
  request.session = session;
  reply.setCookie(SESSION_COOKIE, session.id, { signed: true, httpOnly: true, sameSite: 'lax', path: '/', secure: 'auto', maxAge: MONTH_SECONDS });
  reply.setCookie(CSRF_COOKIE, session.csrfToken, { httpOnly: false, sameSite: 'lax', path: '/', secure: 'auto', maxAge: MONTH_SECONDS });
}

export function registerSessions(app: FastifyInstance): void {
  const { sessions, carts } = app.storefront;
  app.decorateRequest('session', null);

  app.addHook('onRequest', async (request, reply) => {
    if (!needsSession(request.url)) return;
    const signed = request.cookies[SESSION_COOKIE];
    const unsigned = signed ? request.unsignCookie(signed) : null;
    const existing = unsigned?.valid && unsigned.value ? sessions.find(unsigned.value) : null;
    if (existing) {
      request.session = existing;
      if (request.cookies[CSRF_COOKIE] !== existing.csrfToken) {
        reply.setCookie(CSRF_COOKIE, existing.csrfToken, { httpOnly: false, sameSite: 'lax', path: '/', secure: 'auto', maxAge: MONTH_SECONDS });
      }
    } else {
      useSession(request, reply, sessions.create(null));
    }
    if (!request.cookies.LOCALE) reply.setCookie('LOCALE', 'en_US', { path: '/', sameSite: 'lax', maxAge: YEAR_SECONDS });
  });

  // Written last, after the handler, so the cookie reflects a sign-in or a bag change made by this request.
  app.addHook('onSend', async (request, reply, payload) => {
    const session = request.session;
    if (session) {
      const value = encodeFeUserCart(feUserCartFields(session, carts.itemCount(cartOwnerOf(session))));
      reply.setCookie('FE_USER_CART', value, { path: '/', sameSite: 'lax', httpOnly: false, maxAge: MONTH_SECONDS, encode: (v: string) => v });
    }
    return payload;
  });
}
