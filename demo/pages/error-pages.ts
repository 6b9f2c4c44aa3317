import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { flavourOf } from '../http/flavour';
import { isTooManyRequests } from '../http/rate-limits';
import { formExpiredPage, notFoundPage, requestFailedPage, tooManyRequestsPage } from './error-pages-view';
import { sendPage } from './render-page';

export function sendNotFoundPage(request: FastifyRequest, reply: FastifyReply, message?: string): FastifyReply {
  const path = request.url.split('?')[0] ?? '/';
  return sendPage(request, reply, { title: 'Page not found', main: notFoundPage(path, message, flavourOf(request)) }, 404);
}

export function sendForbiddenFormPage(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return sendPage(request, reply, { title: 'Form expired', main: formExpiredPage() }, 403);
}

function sendServerErrorPage(request: FastifyRequest, reply: FastifyReply, status: number, message: string): FastifyReply {
  return sendPage(request, reply, {
    title: status >= 500 ? 'Something went wrong' : 'Request not accepted',
    main: requestFailedPage(status, message, flavourOf(request)),
  }, status);
}

/** Does the client ask for JSON rather than a page (an `Accept` naming JSON and not HTML)? */
function wantsJson(request: FastifyRequest): boolean {
  const accept = String(request.headers.accept ?? '');
  return /\bapplication\/json\b/i.test(accept) && !/\btext\/html\b/i.test(accept);
}

/**
 * 429 (the rate limits of http/rate-limits.ts have set `Retry-After`): a page saying when to try again, or JSON
 * `{ error, retryAfter }` for a client that asks for JSON.
 */
function sendTooManyRequests(request: FastifyRequest, reply: FastifyReply, retryAfterSeconds: number): FastifyReply {
  if (wantsJson(request)) {
    return reply.code(429).header('Cache-Control', 'no-store')
      .send({ error: `Too many requests from your address. Try again in ${retryAfterSeconds} seconds.`, retryAfter: retryAfterSeconds });
  }
  return sendPage(request, reply, { title: 'Too many attempts', main: tooManyRequestsPage(retryAfterSeconds, flavourOf(request)) }, 429);
}

/** Styled 404 and error pages; stacks and internal messages never reach the browser. */
export function registerErrorPages(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) => sendNotFoundPage(request, reply));
  app.setErrorHandler((error: { statusCode?: number; message?: string }, request, reply) => {
    if (isTooManyRequests(error)) return sendTooManyRequests(request, reply, error.retryAfterSeconds);
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    const message = status >= 500
      ? 'The server hit an unexpected problem. Please try again in a moment.'
      : `The request could not be processed (${status}). Check the address or the form and try again.`;
    try {
      return sendServerErrorPage(request, reply, status, message);
    } catch (renderError) {
      request.log.error({ err: renderError }, 'error page failed to render');
      return reply.code(500).type('text/plain; charset=utf-8').send('Internal Server Error');
    }
  });
}
