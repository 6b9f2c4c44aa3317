import { html, type SafeHtml } from './html';

/**
 * What the tags below read from a flavour's dist/<flavour>/manifest.json (written by the build: rollup.config.mjs
 * and build/delivery.ts): every file's SRI hash, and per island the chunks to preload.
 */
export interface BundleManifest {
  files: Record<string, { integrity: string }>;
  /** Per island: its chunk and the chunks it imports statically. */
  preload: Record<string, string[]>;
  /** The chunks the entry imports statically. */
  entryImports: string[];
}

/** The two files a page may load: the ES-module entry, or the classic loader for pages that cannot write type="module". */
export type BundleFile = 'storefront.js' | 'storefront.loader.js';

function integrityAttributes(manifest: BundleManifest | null, file: string): SafeHtml {
  const integrity = manifest?.files[file]?.integrity;
  return integrity ? html` integrity="${integrity}" crossorigin="anonymous"` : html``;
}

/**
 * The tag that loads the bundle from `base` (the flavour folder's URL, ending in `/`: `/dist/preact/` or a CDN's),
 * with `integrity` (its sha384 from the manifest) and `crossorigin="anonymous"`, the page's own snippet and the one
 * merchandisers copy (docs/decisions.md "Delivery"). Without a manifest the tag goes out without them.
 */
export function scriptTag(base: string, manifest: BundleManifest | null, file: BundleFile = 'storefront.js'): SafeHtml {
  const src = base + file;
  return file === 'storefront.js'
    ? html`<script type="module" src="${src}"${integrityAttributes(manifest, file)}></script>`
    : html`<script src="${src}" defer${integrityAttributes(manifest, file)}></script>`;
}

/** The islands a page's markup names (`data-widget="<name>"`), in order of first appearance, except those that wait for interaction. */
export function islandsInMarkup(markup: string): string[] {
  const names = new Set<string>();
  for (const [tag, name] of markup.matchAll(/<[a-zA-Z][^>]*?\sdata-widget="([a-z0-9-]+)"[^>]*>/g)) {
    if (!/\sdata-hydrate="interaction"/.test(tag)) names.add(name as string);
  }
  return [...names];
}

/**
 * `<link rel="modulepreload">` for the chunks the entry imports and the chunks of the given islands, each once, with
 * its integrity: the browser requests them while it reads the page instead of one import after another.
 */
export function modulePreloadLinks(base: string, manifest: BundleManifest | null, islands: readonly string[]): SafeHtml {
  if (!manifest) return html``;
  const files = new Set([...manifest.entryImports, ...islands.flatMap((name) => manifest.preload[name] ?? [])]);
  return html`${[...files].map((file) => html`<link rel="modulepreload" href="${base + file}"${integrityAttributes(manifest, file)}>\n  `)}`;
}
