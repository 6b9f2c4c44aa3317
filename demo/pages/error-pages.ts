import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { withFlavour, flavourOf } from '../http/flavour';
import { html } from '../html/html';
import { sendPage } from './render-page';

export function sendNotFoundPage(request: FastifyRequest, reply: FastifyReply, message?: string): FastifyReply {
  const path = request.url.split('?')[0] ?? '/';
  return sendPage(request, reply, {
    title: 'Page not found',
    main: html`<section class="message-page">
      <h1>Page not found</h1>
      <p>${message ?? html`There is no page at <code>${path}</code>.`}</p>
      <p><a href="${withFlavour('/', flavourOf(request))}">Go to the home page</a></p>
    </section>`,
  }, 404);
}

export function sendForbiddenFormPage(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return sendPage(request, reply, {
    title: 'Form expired',
    main: html`<section class="message-page">
      <h1>This form has expired</h1>
      <p>We could not confirm that the form came from this site: its security token is missing or out of date.
        This happens when a page was open for a long time, or cookies are blocked.</p>
      <p>Go back, reload the page and submit the form again.</p>
    </section>`,
  }, 403);
}

function sendServerErrorPage(request: FastifyRequest, reply: FastifyReply, status: number, message: string): FastifyReply {
  return sendPage(request, reply, {
    title: status >= 500 ? 'Something went wrong' : 'Request not accepted',
    main: html`<section class="message-page">
      <h1>${status >= 500 ? 'Something went wrong' : 'We could not accept that request'}</h1>
      <p>${message}</p>
      <p><a href="${withFlavour('/', flavourOf(request))}">Go to the home page</a></p>
    </section>`,
  }, status);
}

/** Styled 404 and error pages; stacks and internal messages never reach the browser. */
export function registerErrorPages(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) => sendNotFoundPage(request, reply));
  app.setErrorHandler((error: { statusCode?: number; message?: string }, request, reply) => {
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
