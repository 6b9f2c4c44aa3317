import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { productSvg } from './product-svg';

const ONE_DAY_SECONDS = 86400;

/** `PROD345.svg` / `345.svg` (prefix `PROD`) → 345. */
function parseMediaId(file: string, prefix: string): number | null {
  const match = new RegExp(`^(?:${prefix})?(\\d{1,9})\\.svg$`, 'i').exec(file);
  return match ? Number(match[1]) : null;
}

function sendSvg(request: FastifyRequest, reply: FastifyReply, svg: string): FastifyReply {
  const etag = `"${createHash('sha1').update(svg).digest('base64url')}"`;
  reply.header('Cache-Control', `public, max-age=${ONE_DAY_SECONDS}`).header('ETag', etag)
    // Opened directly, the SVG document itself may load nothing.
    .header('Content-Security-Policy', "default-src 'none'");
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type('image/svg+xml; charset=utf-8').send(svg);
}

function notFound(reply: FastifyReply): FastifyReply {
  return reply.code(404).type('text/plain; charset=utf-8').send('No such image.');
}

export function registerMediaRoutes(app: FastifyInstance): void {
  const { catalog } = app.storefront;

  app.get<{ Params: { file: string } }>('/media/product/:file', async (request, reply) => {
    const id = parseMediaId(request.params.file, 'PROD');
    const product = id === null ? null : catalog.productById(id);
    if (!product) return notFound(reply);
    const firstShade = product.skus.find((s) => s.hex)?.hex ?? null;
    return sendSvg(request, reply, productSvg({ category: product.categoryName, hexValueString: firstShade, title: product.name, fallbackId: product.id }));
  });

  app.get<{ Params: { file: string } }>('/media/sku/:file', async (request, reply) => {
    const id = parseMediaId(request.params.file, 'SKU');
    const sku = id === null ? null : catalog.skuById(id);
    const product = sku ? catalog.productById(sku.productId) : null;
    if (!sku || !product) return notFound(reply);
    const title = [product.name, sku.shadeName, sku.size].filter(Boolean).join(', ');
    return sendSvg(request, reply, productSvg({ category: product.categoryName, hexValueString: sku.hex, title, fallbackId: product.id }));
  });
}
