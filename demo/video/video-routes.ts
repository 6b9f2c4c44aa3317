import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { resolve } from 'node:path';
import { parseProductId, productImagePath } from '../catalog/wire-product';
import { PAGE_CONFIG } from '../html/page-config';
import { VIDEO_MEDIA_PREFIX } from './film';

/** The answer of `GET /{brand}_video_content/product/{id}` (docs/wire-formats.md "Video product info"). */
interface VideoProductInfo {
  name: string;
  description: string;
  image: string;
  category_id: string;
  product_id: string;
  cue_subtitle: string;
}

/**
 * The demo's video files (demo/media/video/, made by demo/media/make-media.sh) with HTTP Range (206, Accept-Ranges,
 * through @fastify/static), and the video product info of docs/requirements.md §7.3 from the catalog store.
 */
export async function registerVideoRoutes(app: FastifyInstance, root: string): Promise<void> {
  const { catalog } = app.storefront;
  await app.register(fastifyStatic, {
    root: resolve(root, 'demo/media/video'),
    prefix: VIDEO_MEDIA_PREFIX,
    maxAge: '1h',
    decorateReply: false,
    acceptRanges: true,
    setHeaders: (reply, path) => {
      // `application/x-subrip` by default; the player reads it as text and a browser opening it should show it.
      if (path.endsWith('.srt')) reply.type('text/plain; charset=utf-8');
    },
  });

  app.get<{ Params: { id: string } }>(`/${PAGE_CONFIG.brandPrefix}_video_content/product/:id`, async (request, reply) => {
    const id = parseProductId(request.params.id);
    const product = id === null ? null : catalog.productById(id);
    if (!product) return reply.code(404).header('Cache-Control', 'no-store').send({ error: 'No such product.' });
    const info: VideoProductInfo = {
      name: product.name,
      description: product.shortDesc,
      image: productImagePath(product.id),
      category_id: `CAT${product.categoryId}`,
      product_id: `PROD${product.id}`,
      cue_subtitle: product.subheading,
    };
    return reply.header('Cache-Control', 'public, max-age=300').send(info);
  });
}
