// Two flavours from one source (docs/architecture.md "Builds"): dist/preact (react aliased to preact/compat)
// and dist/react (React 19). Each: ES-module entry storefront.js, one lazy chunk per island,
// and a classic-script storefront.loader.js.
import { readFileSync } from 'node:fs';
import alias from '@rollup/plugin-alias';
import commonjs from '@rollup/plugin-commonjs';
import nodeResolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const only = process.env.SFI_FLAVOUR; // build a single flavour while developing

const preactAliases = [
  // The runtime's framework adapter: preact core only (src/ui/framework.preact.ts).
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
    terser({ ecma: 2020, module: true, compress: { passes: 2 }, format: { comments: false } }),
  ].filter(Boolean);
}

/** The island an island module defines: src/widgets/<name>/island.ts, and the video player's src/video/island.ts. */
function islandOf(id) {
  if (/[\\/]src[\\/]video[\\/]island\.ts$/.test(id)) return 'video-player';
  return /[\\/]widgets[\\/]([^\\/]+)[\\/]island\.ts$/.exec(id)?.[1] ?? null;
}

/** dist/<flavour>/manifest.json: which file holds each island (bench/size.mjs reads it). */
function islandManifest() {
  return {
    name: 'island-manifest',
    generateBundle(_options, bundle) {
      const islands = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        for (const id of chunk.moduleIds) {
          const island = islandOf(id);
          if (island) islands[island] = chunk.fileName;
        }
      }
      this.emitFile({ type: 'asset', fileName: 'manifest.json', source: JSON.stringify({ islands }, null, 2) });
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

function flavourBuild(flavour) {
  return [
    {
      input: { storefront: 'src/index.ts' },
      output: {
        dir: `dist/${flavour}`,
        format: 'es',
        entryFileNames: '[name].js',
        // Small shared modules (the URL helper, an id hook, product constants) would each become a chunk whose
        // request, gzip header and import/export lists cost more than the code; rollup merges a chunk under
        // this many bytes into one always loaded with it, often boot. 1,300 keeps ui/urls.ts there, as before.
        experimentalMinChunkSize: 1300,
        // Island chunks are named for their island (islands/cart-count-<hash>.js).
        chunkFileNames: (chunk) => {
          const island = islandOf(chunk.facadeModuleId ?? '');
          if (island) return `islands/${island}-[hash].js`;
          // preact/compat and hooks, which islands load with the first of them.
          if (chunk.moduleIds.some((id) => /[\\/]preact[\\/]compat[\\/]/.test(id))) return 'chunks/framework-[hash].js';
          return /[\\/]node_modules[\\/]ky[\\/]/.test(chunk.facadeModuleId ?? '') ? 'chunks/ky-[hash].js' : 'chunks/[name]-[hash].js';
        },
      },
      plugins: [...plugins(flavour), ownIslandChunks(), islandManifest()],
    },
    {
      input: 'src/loader.ts',
      output: { file: `dist/${flavour}/storefront.loader.js`, format: 'iife' },
      plugins: plugins(flavour),
    },
  ];
}

export default ['preact', 'react'].filter((f) => !only || f === only).flatMap(flavourBuild);
