// What each module of boot costs (preact flavour): boot = the entry plus what it imports statically, the bytes
// every page downloads before any island. Each module's code as rollup renders it into the entry is minified on
// its own (terser, as the build does); its gzip share is the boot's real gzip size split in proportion to those
// minified bytes (gzip of one module alone would count a dictionary each module shares with the others).
import { gzipSync } from 'node:zlib';
import { rollup } from 'rollup';
import { minify } from 'terser';
import configs from '../rollup.config.mjs';

const build = configs.find((c) => c.output?.dir === 'dist/preact');
if (!build) throw new Error('rollup.config.mjs has no preact build (is SFI_FLAVOUR set to another flavour?)');
const bundle = await rollup({ input: build.input, plugins: build.plugins, logLevel: 'silent' });
const { output } = await bundle.generate({ ...build.output, dir: undefined });
const entry = output.find((c) => c.type === 'chunk' && c.isEntry);
const bootChunks = [entry, ...entry.imports.map((name) => output.find((c) => c.fileName === name))];
const bootGzip = bootChunks.reduce((sum, chunk) => sum + gzipSync(chunk.code, { level: 9 }).length, 0);

const rows = [];
for (const chunk of bootChunks) {
  for (const [id, module] of Object.entries(chunk.modules)) {
    if (!module.code) continue;
    const { code = '' } = await minify(module.code, { ecma: 2020, toplevel: false, compress: { passes: 2 }, format: { comments: false } });
    rows.push({ module: id.replace(`${process.cwd()}/`, '').replace(/.*node_modules\//, 'node_modules/'), minified: code.length });
  }
}
if (rows.length === 0) throw new Error('boot has no modules: the build did not produce what this bench weighs');
const total = rows.reduce((sum, row) => sum + row.minified, 0);
rows.sort((a, b) => b.minified - a.minified);
console.log(`boot (${bootChunks.map((c) => c.fileName).join(', ')}): ${bootGzip} bytes gzip, ${rows.length} modules`);
console.log('  gzip share  minified  module');
for (const row of rows) {
  console.log(`  ${String(Math.round((row.minified / total) * bootGzip)).padStart(10)}  ${String(row.minified).padStart(8)}  ${row.module}`);
}
