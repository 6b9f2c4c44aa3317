// The server's own answers compressed as it sends them (demo/http/compression.ts): pages and JSON over a kilobyte,
// brotli or gzip as accepted; the bundle's precompressed files, media, partial answers and small answers untouched.
import { describe, expect, it } from '@jest/globals';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { COMPRESSED_TYPES } from '../../../demo/http/compression';
import { FIXTURE_FILES } from '../helpers/fixture-dist';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

describe('pages and JSON answers', () => {
  it('a page goes out brotli to a browser that takes it, gzip to one that takes only gzip, raw otherwise', async () => {
    const raw = await get('/cart');
    expect([raw.statusCode, raw.headers['content-encoding']]).toEqual([200, undefined]);
    const brotli = await get('/cart', { 'accept-encoding': 'gzip, deflate, br' });
    expect([brotli.statusCode, brotli.headers['content-encoding'], brotli.headers.vary]).toEqual([200, 'br', expect.stringMatching(/accept-encoding/i)]);
    expect(brotli.rawPayload.length).toBeLessThan(raw.rawPayload.length / 2);
    // The page is rendered per request (session, CSRF token), so compare its shape, not its bytes.
    const text = brotliDecompressSync(brotli.rawPayload).toString('utf8');
    expect(text.startsWith('<!doctype html>')).toBe(true);
    expect(text.endsWith('</html>\n') || text.endsWith('</html>')).toBe(true);
    const gzip = await get('/cart', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8').startsWith('<!doctype html>')).toBe(true);
  });

  it('a JSON-RPC answer is compressed and decodes to the same JSON', async () => {
    const call = { method: 'prodcat', id: 1, params: [{ products: ['PROD1', 'PROD2', 'PROD3'] }] };
    const plain = await t.app.inject({ method: 'POST', url: '/rpc/jsonrpc.tmpl', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `JSONRPC=${encodeURIComponent(JSON.stringify([call]))}` });
    const packed = await t.app.inject({ method: 'POST', url: '/rpc/jsonrpc.tmpl', headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-encoding': 'br' }, payload: `JSONRPC=${encodeURIComponent(JSON.stringify([call]))}` });
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect([packed.statusCode, packed.headers['content-encoding']]).toEqual([200, 'br']);
    expect(JSON.parse(brotliDecompressSync(packed.rawPayload).toString('utf8'))).toEqual(JSON.parse(plain.payload));
  });

  it('an answer under a kilobyte goes out as it is', async () => {
    const response = await get('/healthz', { 'accept-encoding': 'br' });
    expect([response.statusCode, response.headers['content-encoding'], response.payload]).toEqual([200, undefined, 'ok']);
  });

  it('compresses HTML and JSON only', () => {
    expect(['text/html; charset=utf-8', 'application/json', 'application/json; charset=utf-8'].map((type) => COMPRESSED_TYPES.test(type))).toEqual([true, true, true]);
    expect(['application/javascript; charset=utf-8', 'video/mp4', 'image/svg+xml', 'text/plain; charset=utf-8', 'application/jsonp'].map((type) => COMPRESSED_TYPES.test(type))).toEqual([false, false, false, false, false]);
  });
});

describe('left as they are', () => {
  it("the bundle's precompressed files keep their build-time encoding", async () => {
    const raw = (await get(`/dist/preact/${FIXTURE_FILES.entry}`)).rawPayload;
    const response = await get(`/dist/preact/${FIXTURE_FILES.entry}`, { 'accept-encoding': 'gzip' });
    expect([response.statusCode, response.headers['content-encoding']]).toEqual([200, 'gzip']);
    expect(raw.length).toBeGreaterThan(0);
    expect(gunzipSync(response.rawPayload).equals(raw)).toBe(true);
  });

  it('a video range answer is sent as the bytes asked for', async () => {
    const response = await get('/media/video/film.mp4', { range: 'bytes=100-1123', 'accept-encoding': 'br, gzip' });
    expect([response.statusCode, response.headers['content-encoding'], response.rawPayload.length]).toEqual([206, undefined, 1024]);
  });
});
