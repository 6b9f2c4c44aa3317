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
    // Answers up to this size are compressed in one synchronous call (about 0.2 ms for a 55 KB search page at
    // quality 4) rather than through a stream, whose extra turns cost more than the compression itself; the
    // plugin's own default on two cores is 8 KB. Larger answers (a view-all) still stream.
    syncThreshold: 128 * 1024,
  });
}
