import { describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { HASHED_CACHE_CONTROL, isHashedAsset, SHORT_CACHE_CONTROL } from '../../../demo/http/dist-assets';
import { contentSecurityPolicy } from '../../../demo/http/security-headers';
import { FIXTURE_FILES } from '../helpers/fixture-dist';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();
const sha384 = (bytes: Buffer) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

async function get(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ url, headers });
}

describe('/dist/: precompressed by Accept-Encoding', () => {
  const url = `/dist/preact/${FIXTURE_FILES.entry}`;

  it('sends brotli over gzip when both are accepted, with its length, the script type and Vary', async () => {
    const raw = (await get(url)).rawPayload;
    for (const accept of ['gzip, deflate, br', 'br;q=1, gzip;q=1', 'br']) {
      const response = await get(url, { 'accept-encoding': accept });
      expect([response.statusCode, response.headers['content-encoding'], response.headers['content-type'], response.headers.vary])
        .toEqual([200, 'br', 'application/javascript; charset=utf-8', 'accept-encoding']);
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
      expect(response.rawPayload.length).toBeLessThan(raw.length);
      expect(brotliDecompressSync(response.rawPayload).equals(raw)).toBe(true);
    }
  });

  it('sends gzip to a client that takes gzip and not brotli', async () => {
    const raw = (await get(url)).rawPayload;
    const response = await get(url, { 'accept-encoding': 'gzip, deflate' });
    expect([response.headers['content-encoding'], response.headers.vary]).toEqual(['gzip', 'accept-encoding']);
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(gunzipSync(response.rawPayload).equals(raw)).toBe(true);
  });

  it.each([['no Accept-Encoding', {}], ['identity', { 'accept-encoding': 'identity' }], ['br;q=0, gzip;q=0', { 'accept-encoding': 'br;q=0, gzip;q=0' }]])('sends the raw file for %s', async (_label, headers) => {
    const response = await get(url, headers);
    expect([response.statusCode, response.headers['content-encoding'], response.headers.vary, response.headers['content-type']])
      .toEqual([200, undefined, 'accept-encoding', 'application/javascript; charset=utf-8']);
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(response.body).toMatch(/^\/\/ preact\nexport const name = "storefront.js";/);
  });
});

describe('/dist/: caching', () => {
  it.each([FIXTURE_FILES.typeahead, FIXTURE_FILES.framework, FIXTURE_FILES.endeca])('a hashed chunk (%s) is cached for good', async (file) => {
    for (const accept of ['br', 'gzip', 'identity']) {
      const response = await get(`/dist/react/${file}`, { 'accept-encoding': accept });
      expect([response.statusCode, response.headers['cache-control']]).toEqual([200, HASHED_CACHE_CONTROL]);
    }
    expect(HASHED_CACHE_CONTROL).toBe('public, max-age=31536000, immutable');
  });

  it.each([FIXTURE_FILES.entry, FIXTURE_FILES.loader, 'manifest.json'])('%s is cached five minutes and answers 304 to its ETag', async (file) => {
    expect(SHORT_CACHE_CONTROL).toBe('public, max-age=300');
    for (const accept of ['br', 'gzip', 'identity']) {
      const first = await get(`/dist/preact/${file}`, { 'accept-encoding': accept });
      const etag = String(first.headers.etag);
      expect([first.statusCode, first.headers['cache-control'], etag]).toEqual([200, SHORT_CACHE_CONTROL, expect.stringMatching(/^W\/"[0-9a-f]+-[0-9a-f]+"$/)]);
      const again = await get(`/dist/preact/${file}`, { 'accept-encoding': accept, 'if-none-match': etag });
      expect([again.statusCode, again.rawPayload.length, again.headers.etag, again.headers['cache-control']]).toEqual([304, 0, etag, SHORT_CACHE_CONTROL]);
      const stale = await get(`/dist/preact/${file}`, { 'accept-encoding': accept, 'if-none-match': 'W/"0-0"' });
      expect(stale.statusCode).toBe(200);
    }
  });

  it('gives each encoding its own ETag, so a cache never answers one with the other', async () => {
    const tags = await Promise.all(['br', 'gzip', 'identity'].map(async (accept) => (await get(`/dist/preact/${FIXTURE_FILES.entry}`, { 'accept-encoding': accept })).headers.etag));
    expect(new Set(tags).size).toBe(3);
  });

  it('tells hashed files from the rest by their folder', () => {
    expect([
      'islands/typeahead-Ab12Cd34.js', 'chunks/ky-TbN_4cje.js.br', '/srv/dist/preact/chunks/framework-x.js.gz',
      'storefront.js', 'storefront.js.br', 'storefront.loader.js', 'manifest.json', '/srv/dist/preact/storefront.js.gz',
    ].map(isHashedAsset)).toEqual([true, true, true, false, false, false, false, false]);
  });

  it('lets pages of any origin load the bundle (CORS) and answers a missing file 404', async () => {
    const response = await get(`/dist/preact/${FIXTURE_FILES.typeahead}`, { origin: 'http://shop.example', 'accept-encoding': 'br' });
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect((await get('/dist/preact/islands/nope-00000000.js')).statusCode).toBe(404);
  });
});

describe('/dist/: manifest.json', () => {
  it.each(['preact', 'react'])('lists every file of the %s build with the sha384 of the bytes the server sends', async (flavour) => {
    const manifest = JSON.parse(brotliDecompressSync((await get(`/dist/${flavour}/manifest.json`, { 'accept-encoding': 'br' })).rawPayload).toString()) as { files: Record<string, { bytes: number; integrity: string }> };
    expect(Object.keys(manifest.files)).toEqual(Object.values(FIXTURE_FILES).sort());
    for (const [file, entry] of Object.entries(manifest.files)) {
      for (const accept of ['br', 'gzip', 'identity']) {
        const response = await get(`/dist/${flavour}/${file}`, { 'accept-encoding': accept });
        const encoding = response.headers['content-encoding'];
        const bytes = encoding === 'br' ? brotliDecompressSync(response.rawPayload) : encoding === 'gzip' ? gunzipSync(response.rawPayload) : response.rawPayload;
        expect([file, accept, entry.integrity, entry.bytes]).toEqual([file, accept, sha384(bytes), bytes.length]);
      }
    }
  });
});

describe('pages load the bundle with its integrity', () => {
  it('the home page\'s script carries the entry\'s hash and crossorigin, and preloads its islands\' chunks', async () => {
    const manifest = JSON.parse((await get('/dist/preact/manifest.json')).body) as { files: Record<string, { integrity: string }> };
    const body = (await get('/')).body;
    const head = body.slice(0, body.indexOf('</head>'));
    expect(head).toContain(`<script type="module" src="/dist/preact/storefront.js" integrity="${manifest.files['storefront.js']!.integrity}" crossorigin="anonymous"></script>`);
    // Of the fixture build's two islands, the header's typeahead (its chunk and the chunks it imports) and the home
    // page's product cards (the framework chunk once).
    const preloads = [...head.matchAll(/<link rel="modulepreload" href="([^"]+)" integrity="([^"]+)" crossorigin="anonymous">/g)].map((m) => [m[1], m[2]]);
    expect(preloads).toEqual([FIXTURE_FILES.typeahead, FIXTURE_FILES.framework, FIXTURE_FILES.endeca, FIXTURE_FILES.productCard].map((file) => [`/dist/preact/${file}`, manifest.files[file]!.integrity]));
  });

  it('the react flavour loads its own files', async () => {
    const manifest = JSON.parse((await get('/dist/react/manifest.json')).body) as { files: Record<string, { integrity: string }> };
    const body = (await get('/?flavour=react')).body;
    expect(body).toContain(`<script type="module" src="/dist/react/storefront.js" integrity="${manifest.files['storefront.js']!.integrity}" crossorigin="anonymous"></script>`);
    expect(body).toContain(`<link rel="modulepreload" href="/dist/react/${FIXTURE_FILES.typeahead}" integrity="${manifest.files[FIXTURE_FILES.typeahead]!.integrity}" crossorigin="anonymous">`);
  });
});

describe('a page whose bundle comes from a CDN', () => {
  const cdn = useTestApp({ assetBase: 'https://cdn.example.com/storefront-islands' });

  it('points the script and the preloads at the CDN, and lets the CSP run scripts from it', async () => {
    const response = await cdn.app.inject({ url: '/' });
    expect(response.headers['content-security-policy']).toBe(contentSecurityPolicy('https://cdn.example.com'));
    expect(response.headers['content-security-policy']).toContain("script-src 'self' https://cdn.example.com;");
    expect(response.body).toMatch(/<script type="module" src="https:\/\/cdn\.example\.com\/storefront-islands\/preact\/storefront\.js" integrity="sha384-[A-Za-z0-9+/]{64}" crossorigin="anonymous"><\/script>/);
    expect(response.body).toContain(`<link rel="modulepreload" href="https://cdn.example.com/storefront-islands/preact/${FIXTURE_FILES.typeahead}" integrity="sha384-`);
    expect(response.body).not.toContain('src="/dist/');
  });
});
