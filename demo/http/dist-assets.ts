import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { BundleManifest } from '../html/script-tag';
import type { Flavour } from './flavour';

/**
 * How long a browser or CDN keeps the files whose URL never changes with a release (the entry storefront.js, the
 * loader, manifest.json) before asking again with If-None-Match: five minutes (docs/decisions.md "Delivery").
 */
const SHORT_MAX_AGE_SECONDS = 300;
export const SHORT_CACHE_CONTROL = `public, max-age=${SHORT_MAX_AGE_SECONDS}`;
/** Hashed chunks: a new build writes new names, so a file once fetched is good for good. */
export const HASHED_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Whether a dist file's name carries its content hash: everything rollup writes under islands/ and chunks/ (rollup.config.mjs). */
export function isHashedAsset(path: string): boolean {
  return /(^|[\\/])(islands|chunks)[\\/][^\\/]+$/.test(path.replace(/\.(br|gz)$/, ''));
}

/**
 * Serves a dist/ folder at `prefix` as a CDN would: the precompressed sibling the request accepts (brotli over gzip,
 * `Vary: Accept-Encoding`), the raw file otherwise; long-lived caching for hashed chunks, a short one with an ETag
 * (304 on If-None-Match) for the rest; `Access-Control-Allow-Origin: *`, so pages of other origins may load it.
 */
export async function registerDistAssets(app: FastifyInstance, root: string, prefix = '/dist/'): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    prefix,
    decorateReply: false,
    preCompressed: true,
    cacheControl: false,
    etag: true,
    lastModified: true,
    setHeaders(reply, path) {
      reply.header('Cache-Control', isHashedAsset(path) ? HASHED_CACHE_CONTROL : SHORT_CACHE_CONTROL);
      reply.header('Access-Control-Allow-Origin', '*');
    },
  });
}

/** Where the pages load the bundle from, and what its manifests say. */
export interface BundleDelivery {
  /** The URL of a flavour's folder, ending in `/`: `/dist/preact/`, or under the CDN's URL when one is set. */
  base(flavour: Flavour): string;
  /** The origin scripts come from when it is not the page's own (the CSP's script-src names it), else null. */
  readonly scriptOrigin: string | null;
  /** The flavour's manifest.json, or null when that flavour is not built. Re-read when a build rewrites it. */
  manifest(flavour: Flavour): BundleManifest | null;
}

/**
 * `assetBase`: the URL dist/ is served from, ending in `/` (`https://cdn.example.com/storefront-islands/`);
 * default `/dist/` on this server.
 */
export function createBundleDelivery(distDir: string, assetBase = '/dist/'): BundleDelivery {
  const base = assetBase.endsWith('/') ? assetBase : `${assetBase}/`;
  const scriptOrigin = /^https?:\/\//.test(base) ? new URL(base).origin : null;
  const cache = new Map<Flavour, { mtimeMs: number; manifest: BundleManifest }>();
  return {
    base: (flavour) => `${base}${flavour}/`,
    scriptOrigin,
    manifest(flavour) {
      const path = join(distDir, flavour, 'manifest.json');
      let mtimeMs: number;
      try {
        mtimeMs = statSync(path).mtimeMs;
      } catch {
        return null;
      }
      const cached = cache.get(flavour);
      if (cached?.mtimeMs === mtimeMs) return cached.manifest;
      const read = JSON.parse(readFileSync(path, 'utf8')) as Partial<BundleManifest>;
      const manifest = { files: read.files ?? {}, preload: read.preload ?? {}, entryImports: read.entryImports ?? [] };
      cache.set(flavour, { mtimeMs, manifest });
      return manifest;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Where pages load the bundle from (http/dist-assets.ts). */
    bundle: BundleDelivery;
  }
}
