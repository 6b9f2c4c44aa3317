import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import { isTooManyRequests } from '../http/rate-limits';
import { parseEndecaRequest } from './endeca-params';
import { endecaAnswer, type AnswerLimits } from './endeca-response';
import { createTurnTaker } from './turns';

const ENDECA_PATH = '/enrpc/JSONControllerServlet.do';
const PREFIX = /^[A-Za-z0-9_-]{1,40}$/;

/** The Endeca search endpoint and the content-zone HTML. `limits` bound each search answer (endeca-response.ts). */
export function registerSearchRoutes(app: FastifyInstance, limits: AnswerLimits): void {
  const { searchEngine, searchContent } = app.storefront;
  const nextTurn = createTurnTaker();

  app.get(ENDECA_PATH, {
    // The client ignores search transport errors (docs/requirements.md §8); still answer in JSON, never with an HTML page.
    errorHandler: (error: { statusCode?: number }, request, reply) => {
      const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
      if (status >= 500) request.log.error({ err: error }, 'search failed');
      const message = isTooManyRequests(error)
        ? `Too many searches from your address. Try again in ${error.retryAfterSeconds} seconds.`
        : status >= 500 ? 'The search could not be run. Try again in a moment.' : 'The search request could not be read.';
      return reply.code(status).header('Cache-Control', 'no-store').send({ error: message });
    },
  }, async (request, reply) => {
    const parsed = parseEndecaRequest((request.query ?? {}) as Record<string, unknown>);
    await nextTurn();
    const result = searchEngine.search(parsed);
    const answer = endecaAnswer(parsed, result, searchEngine.readPage, limits, nextTurn);
    reply.header('Cache-Control', 'no-store').type('application/json; charset=utf-8');
    // An answer written in one slice (a page of a few products: most searches) goes out as one string, without a
    // stream's turns; a longer one is streamed a slice at a time (endeca-response.ts), so a view-all neither holds
    // the event loop nor its whole body.
    const head: string[] = [];
    for (let slice = 0; slice < 2; slice++) {
      const next = await answer.next();
      if (next.done) return reply.send(head.join(''));
      head.push(next.value);
    }
    return reply.send(Readable.from((async function* rest() {
      yield* head;
      yield* answer;
    })()));
  });

  type ZoneRequest = FastifyRequest<{ Params: { pathPrefix?: string; apiPrefix: string; nodeId: string } }>;
  const contentZone = async (request: ZoneRequest, reply: FastifyReply) => {
    const { pathPrefix, apiPrefix, nodeId } = request.params;
    const valid = PREFIX.test(apiPrefix) && (pathPrefix === undefined || PREFIX.test(pathPrefix)) && /^\d{1,9}$/.test(nodeId);
    const html = valid ? searchContent.zoneHtml(Number(nodeId)) : null;
    if (html === null) {
      return reply.code(404).header('Cache-Control', 'no-store').type('text/plain; charset=utf-8')
        .send(`There is no content zone ${valid ? nodeId : ''}.`.replace(' .', '.'));
    }
    return reply.header('Cache-Control', 'public, max-age=300').type('text/html; charset=utf-8').send(html);
  };
  app.get('/:apiPrefix/endeca_content_result/:nodeId', contentZone);
  app.get('/:pathPrefix/:apiPrefix/endeca_content_result/:nodeId', contentZone);
}
