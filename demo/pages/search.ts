import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendPage } from './render-page';
import { searchPage } from './search-view';

/** `/esearch?search=<term>` and `/{pathPrefix}esearch?...` (docs/requirements.md §2): the search-results island's page. */
export function registerSearchPage(app: FastifyInstance): void {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const query = request.query as Record<string, unknown>;
    const term = typeof query.search === 'string' ? query.search.replace(/\s+/g, ' ').trim().slice(0, 200) : '';
    return sendPage(request, reply, {
      title: term ? `Search results for “${term}”` : 'Search',
      description: 'Search results',
      main: searchPage(term),
    });
  };
  app.get('/esearch', handler);
  app.get('/:pathPrefix/esearch', handler);
}
