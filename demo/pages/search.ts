import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PATH_PREFIXES } from '../html/page-config';
import { searchTermOf, sendPage } from './render-page';
import { searchPage } from './search-view';

/**
 * `/{pathPrefix}esearch?search=<term>` (docs/requirements.md §2) under each of the site's prefixes (`/esearch`,
 * `/en-gb/esearch`): the search-results island's page. Under any other first segment it is not found.
 */
export function registerSearchPage(app: FastifyInstance): void {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const term = searchTermOf(request);
    return sendPage(request, reply, {
      title: term ? `Search results for “${term}”` : 'Search',
      description: 'Search results',
      main: searchPage(term),
    });
  };
  for (const prefix of PATH_PREFIXES) app.get(`${prefix}esearch`, handler);
}
