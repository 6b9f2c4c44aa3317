// Two flavours from one source (docs/architecture.md "Builds and budgets"): dist/preact (react aliased to preact/compat)
// and dist/react (React 19). Each: ES-module entry storefront.js, one lazy chunk per island,
// and a classic-script storefront.loader.js.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import alias from '@rollup/plugin-alias';
import commonjs from '@rollup/plugin-commonjs';
import nodeResolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const only = process.env.SFI_FLAVOUR; // build a single flavour while developing

const preactAliases = [
  // The runtime's framework adapter: preact core (src/ui/framework.preact.ts), in the framework chunk, not boot.
  { find: /^(\.{1,2}\/(?:.*\/)?)framework$/, replacement: '$1framework.preact' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
];

function plugins(flavour) {
  return [
    replace({
      preventAssignment: true,
      values: {
        'process.env.NODE_ENV': JSON.stringify('production'),
        __SFI_VERSION__: JSON.stringify(version),
        __SFI_FLAVOUR__: JSON.stringify(flavour),
      },
    }),
    flavour === 'preact' ? alias({ entries: preactAliases }) : null,
    nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx'] }),
    commonjs(),
    typescript({ tsconfig: './tsconfig.json', include: ['src/**/*'], exclude: ['test/**/*'], noEmit: false, declaration: false, sourceMap: false, types: [] }),
    cssLineBreaks(),
    terser({ ecma: 2020, module: true, compress: { passes: 3 }, format: { comments: false } }),
  ].filter(Boolean);
}

/**
 * The CSS of a `*.css.ts` module is written a rule a line, for reading. A line break at either end of its text or after
 * `{`, `}` or `,` says nothing to CSS, so it leaves the build (in the template text only, not the `${…}` parts);
 * any other stays, as it may be the white space between two selectors.
 */
function cssLineBreaks() {
  return {
    name: 'css-line-breaks',
    transform(code, id) {
      if (!/\.css\.ts$/.test(id)) return null;
      const texts = [];
      const visit = (node) => {
        if (node.type === 'TemplateElement') texts.push(node);
        for (const value of Object.values(node)) for (const child of [value].flat()) if (child && typeof child.type === 'string') visit(child);
      };
      visit(this.parse(code));
      let out = '';
      let at = 0;
      for (const { start, end } of texts.sort((a, b) => a.start - b.start)) {
        out += code.slice(at, start) + code.slice(start, end).replace(/(^|[{},])\n|\n$/g, '$1');
        at = end;
      }
      return { code: out + code.slice(at), map: null };
    },
  };
}

/** The island an island module defines: src/widgets/<name>/island.ts, and the video player's src/video/island.ts. */
function islandOf(id) {
  if (/[\\/]src[\\/]video[\\/]island\.ts$/.test(id)) return 'video-player';
  return /[\\/]widgets[\\/]([^\\/]+)[\\/]island\.ts$/.exec(id)?.[1] ?? null;
}

/**
 * What an island loads as it mounts beyond its static imports, so that a page naming it preloads that too instead of
 * asking for it once the island (or boot) has run: `rpc`, the JSON-RPC transport (ky and the batch decoder, dynamic
 * imports at the first call), for the islands whose mount asks the storefront for their products (boot's load batch,
 * the grid's page); `http`, ky alone, for those fetching other JSON as they mount (search results from Endeca, the
 * film's products); and `product-card`, for the grid, which draws its products as card hosts once they come.
 * Islands that call only when the shopper acts (typeahead, forms, share links) load the transport then, as before.
 * test/e2e/cdn.test.ts checks that the demo's pages ask for no script from a script.
 */
const LOADS_AS_IT_MOUNTS = {
  'product-card': ['rpc'],
  'add-to-bag': ['rpc'],
  favorite: ['rpc'],
  'quick-view': ['rpc'],
  'product-grid': ['rpc', 'product-card'],
  'search-results': ['http'],
  'video-player': ['http'],
};

/**
 * dist/<flavour>/manifest.json: which file holds each island (bench/size.mjs reads it); per island, its chunk and
 * every chunk it imports statically, the entry excepted, and what it loads as it mounts (`preload`: the demo
 * server's modulepreload links); the entry's own static imports. build/delivery.ts adds every file's SRI hash after
 * the build.
 */
function islandManifest() {
  return {
    name: 'island-manifest',
    generateBundle(_options, bundle) {
      const islands = {};
      const chunks = new Map(Object.values(bundle).filter((c) => c.type === 'chunk').map((c) => [c.fileName, c]));
      const staticClosure = (fileName) => {
        const seen = new Set();
        const visit = (name) => {
          const chunk = chunks.get(name);
          if (seen.has(name) || !chunk || chunk.isEntry) return;
          seen.add(name);
          chunk.imports.forEach(visit);
        };
        visit(fileName);
        return [...seen];
      };
      for (const chunk of chunks.values()) {
        for (const id of chunk.moduleIds) {
          const island = islandOf(id);
          if (island) islands[island] = chunk.fileName;
        }
      }
      const chunkOf = (pattern, what) => {
        const chunk = [...chunks.values()].find((c) => c.moduleIds.some((id) => pattern.test(id)));
        if (!chunk) this.error(`island-manifest: no chunk holds ${what}`);
        return chunk.fileName;
      };
      const ky = chunkOf(/[\\/]node_modules[\\/]ky[\\/]/, 'ky');
      const loads = { http: [ky], rpc: [ky, chunkOf(/[\\/]src[\\/]rpc[\\/]batch-answer\.ts$/, 'the batch decoder')] };
      const onMount = (name) => (LOADS_AS_IT_MOUNTS[name] ?? []).flatMap((what) => {
        if (loads[what]) return loads[what];
        if (!islands[what]) this.error(`island-manifest: ${name} loads "${what}", which is no island`);
        return staticClosure(islands[what]);
      });
      for (const name of Object.keys(LOADS_AS_IT_MOUNTS)) if (!islands[name]) this.error(`island-manifest: LOADS_AS_IT_MOUNTS names ${name}, which is no island`);
      const preload = Object.fromEntries(Object.entries(islands).map(([name, file]) => [name, [...new Set([...staticClosure(file), ...onMount(name)])]]));
      const entryImports = [...chunks.values()].filter((c) => c.isEntry).flatMap((c) => c.imports.flatMap(staticClosure));
      this.emitFile({ type: 'asset', fileName: 'manifest.json', source: JSON.stringify({ islands, preload, entryImports: [...new Set(entryImports)] }, null, 2) });
    },
  };
}

/**
 * Keeps each island in a chunk of its own (islands/<name>-<hash>.js): rollup merges only chunks without
 * side effects, so an island module is marked as having them (it has none; nothing is lost).
 */
function ownIslandChunks() {
  return {
    name: 'own-island-chunks',
    transform(code, id) {
      return islandOf(id) ? { code, moduleSideEffects: 'no-treeshake', map: null } : null;
    },
  };
}

/**
 * The framework chunk: the framework, the runtime's renderer and the few helpers nearly every island uses
 * (the island context and props checker, the URL helper, ids, store hooks, the price formatter, the product constants). It loads with
 * the first island, so boot carries none of it and no island pays for them in a chunk of its own
 * (docs/architecture.md "Builds and budgets").
 */
const FRAMEWORK_CHUNK_MODULES =
  /[\\/](node_modules[\\/](preact|react|react-dom|scheduler)[\\/].*|src[\\/](mount[\\/]island-root|store[\\/]use-store|model[\\/]product|config[\\/]products|ui[\\/](framework(\.preact)?|use-island|prop-check|urls|use-id|visually-hidden|when-mounted|format-price|page-status))\.tsx?)$/;

/** The entry and every module it imports statically: what a page downloads before any island (one set per build). */
function bootModules(getModuleInfo, boot) {
  if (boot.size) return boot;
  const queue = [resolve('src/index.ts')];
  while (queue.length) {
    const id = queue.pop();
    if (boot.has(id)) continue;
    boot.add(id);
    queue.push(...(getModuleInfo(id)?.importedIds ?? []));
  }
  return boot;
}

/**
 * The lazy imports asked for again after a failed download (an island's chunk, DOMPurify's) are written
 * `(query) => import('./x')`, and the build appends the query to the chunk's path (`import('./x-hash.js' + query)`), so
 * the caller can ask under a new URL (`?retry=n`). Some browsers keep a failed module download for the page's life (the
 * HTML standard said so until 2026; Chromium 150 does): the same URL would fail again at once, without a request.
 * The source keeps a plain path, which TypeScript, knip and dependency-cruiser follow; the query is written in here,
 * before rollup reads the module, so its tree-shaking sees `query` used (it drops an argument no one reads). The
 * build fails if such a module has a lazy import written any other way.
 */
const RETRYABLE_IMPORTERS = ['src/widgets/registry.ts', 'src/ui/sanitize-html.ts'].map((file) => resolve(file));
const RETRYABLE_IMPORT = /\(query\) => import\(('[^']+')\)/g;
function retryableImports() {
  return {
    name: 'retryable-imports',
    transform(code, id) {
      if (!RETRYABLE_IMPORTERS.includes(id)) return null;
      const imports = code.match(/\bimport\(/g)?.length ?? 0;
      const retryable = code.match(RETRYABLE_IMPORT)?.length ?? 0;
      if (imports === 0 || imports !== retryable) this.error(`${id}: ${retryable} of ${imports} lazy imports are written \`(query) => import('./path')\``);
      return { code: code.replace(RETRYABLE_IMPORT, '(query) => import($1 + query)'), map: null };
    },
    async resolveDynamicImport(specifier, importer) {
      if (typeof specifier === 'string' || !RETRYABLE_IMPORTERS.includes(importer)) return null;
      const path = specifier.type === 'BinaryExpression' && specifier.right.type === 'Identifier' && specifier.right.name === 'query' ? specifier.left.value : undefined;
      if (typeof path !== 'string') return this.error(`${importer}: a lazy import rollup cannot follow`);
      return this.resolve(path, importer);
    },
    renderDynamicImport({ moduleId }) {
      // Rollup writes the chunk's path in place of the whole argument; the query goes after it.
      return RETRYABLE_IMPORTERS.includes(moduleId) ? { left: 'import(', right: '+query)' } : null;
    },
  };
}

function flavourBuild(flavour) {
  const boot = new Set();
  return [
    {
      input: { storefront: 'src/index.ts' },
      output: {
        dir: `dist/${flavour}`,
        format: 'es',
        entryFileNames: '[name].js',
        // No merging of small chunks (rollup's experimentalMinChunkSize): merging put unrelated modules together (a
        // price formatter with page-furniture constants) and made islands load code they never use, and it moved with
        // every change. A chunk is a set of modules shared by the same islands; modulepreload fetches them side by side.
        experimentalMinChunkSize: 0,
        manualChunks(id, { getModuleInfo }) {
          // Boot's modules are named too: rollup moves the dependencies of a framework-chunk module into that chunk
          // unless they belong to another named chunk, and boot must never import the framework chunk.
          if (bootModules(getModuleInfo, boot).has(id)) return 'storefront';
          if (FRAMEWORK_CHUNK_MODULES.test(id)) return 'framework';
          return undefined;
        },
        // Island chunks are named for their island (islands/cart-count-<hash>.js). The video player's chunk has no
        // facade (its lazy engines import from it), so its island is looked for among the chunk's modules.
        chunkFileNames: (chunk) => {
          const island = chunk.moduleIds.map(islandOf).find(Boolean);
          if (island) return `islands/${island}-[hash].js`;
          // preact/compat and hooks, which islands load with the first of them.
          if (chunk.moduleIds.some((id) => /[\\/]preact[\\/]compat[\\/]/.test(id))) return 'chunks/framework-[hash].js';
          return /[\\/]node_modules[\\/]ky[\\/]/.test(chunk.facadeModuleId ?? '') ? 'chunks/ky-[hash].js' : 'chunks/[name]-[hash].js';
        },
      },
      plugins: [...plugins(flavour), retryableImports(), ownIslandChunks(), islandManifest()],
    },
    {
      input: 'src/loader.ts',
      output: { file: `dist/${flavour}/storefront.loader.js`, format: 'iife' },
      plugins: plugins(flavour),
    },
  ];
}

export default ['preact', 'react'].filter((f) => !only || f === only).flatMap(flavourBuild);
