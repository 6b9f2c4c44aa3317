import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * What the server compresses as it answers: its pages (HTML) and JSON answers (JSON-RPC, Endeca, video product
 * info), over a kilobyte, brotli or gzip as the request accepts (brotli at quality 4, fast enough per request; the
 * bundle's files are compressed at build time instead, at the best quality, see dist-assets.ts). Anything already
 * encoded, a partial (206) answer and media are left as they are. Requests are never decompressed: a client sends
 * forms and JSON as they are (docs/decisions.md "Delivery").
 */
export const COMPRESSED_TYPES = /^(text\/html|application\/json)(;|$)/;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    customTypes: COMPRESSED_TYPES,
  });
}
