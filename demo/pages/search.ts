import type { FastifyInstance, FastifyRequest } from 'fastify';
import { html } from '../html/html';
import { jsonForScript } from '../html/page-config';
import { sendPage } from './render-page';

/** `/esearch?search=<term>` and `/{pathPrefix}esearch?...` (spec §2): the search-results island's page. */
export function registerSearchPage(app: FastifyInstance): void {
  const handler = async (request: FastifyRequest, reply: Parameters<typeof sendPage>[1]) => {
    const query = request.query as Record<string, unknown>;
    const term = typeof query.search === 'string' ? query.search.replace(/\s+/g, ' ').trim().slice(0, 200) : '';
    return sendPage(request, reply, {
      title: term ? `Search results for “${term}”` : 'Search',
      description: 'Search results',
      main: html`<div class="search-page">
        <div data-widget="search-results">
          <script type="application/json">${jsonForScript({ bestsellerCount: 4 })}</script>
          <h1>${term ? html`Search results for “${term}”` : 'Search our products'}</h1>
          <p>Results appear here once the page has loaded.</p>
        </div>
        <div data-widget="recent-searches" data-hydrate="idle"></div>
      </div>`,
    });
  };
  app.get('/esearch', handler);
  app.get('/:pathPrefix/esearch', handler);
}
