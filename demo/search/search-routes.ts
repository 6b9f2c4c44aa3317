import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseEndecaRequest } from './endeca-params';
import { toEndecaResponse } from './endeca-response';

const ENDECA_PATH = '/enrpc/JSONControllerServlet.do';
const PREFIX = /^[A-Za-z0-9_-]{1,40}$/;

/** The Endeca search endpoint and the content-zone HTML. */
export function registerSearchRoutes(app: FastifyInstance): void {
  const { searchEngine, searchContent } = app.storefront;

  app.get(ENDECA_PATH, {
    // The client ignores search transport errors (docs/requirements.md §8); still answer in JSON, never with an HTML page.
    errorHandler: (error: { statusCode?: number }, request, reply) => {
      const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
      if (status >= 500) request.log.error({ err: error }, 'search failed');
      return reply.code(status).header('Cache-Control', 'no-store')
        .send({ error: status >= 500 ? 'The search could not be run. Try again in a moment.' : 'The search request could not be read.' });
    },
  }, async (request, reply) => {
    const parsed = parseEndecaRequest((request.query ?? {}) as Record<string, unknown>);
    reply.header('Cache-Control', 'no-store');
    return toEndecaResponse(parsed, searchEngine.search(parsed));
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
