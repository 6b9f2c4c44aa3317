import type { FastifyInstance } from 'fastify';
import { flavourOf } from '../http/flavour';
import { sendPage } from './render-page';
import { filmChapters, videoFallbackPage, videoPage } from './video-view';

/** The page script: the tagging function the player's metric tags go to, and the chapter list's seek buttons. */
const VIDEO_PAGE_SCRIPT = '/static/video-page.js';

/** `/video`: the product film with chapters, subtitles and the product panel; `/video/fallback`: format fallback and the error line. */
export function registerVideoPages(app: FastifyInstance): void {
  const { catalog } = app.storefront;

  app.get('/video', async (request, reply) => sendPage(request, reply, {
    title: 'The collection, on film',
    description: 'A short film of the collection, chapter by chapter, with the products it shows.',
    main: videoPage(filmChapters((categoryId) => {
      const [id] = catalog.categoryProductIds(categoryId);
      const product = id === undefined ? null : catalog.productById(id);
      return product && { id: product.id, name: product.name };
    }), flavourOf(request)),
    scripts: [VIDEO_PAGE_SCRIPT],
  }));

  app.get('/video/fallback', async (request, reply) => sendPage(request, reply, {
    title: 'Video format fallback',
    main: videoFallbackPage(flavourOf(request)),
    scripts: [VIDEO_PAGE_SCRIPT],
  }));
}
