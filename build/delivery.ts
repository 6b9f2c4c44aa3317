// The post-build step of `npm run build` (docs/architecture.md "Builds and budgets", docs/decisions.md "Delivery"):
// for each flavour folder of dist/, lists every file in manifest.json with its size and SRI hash (sha384, base64),
// and writes brotli (max quality) and gzip (level 9) siblings of every text file, `<file>.br` and `<file>.gz`, which
// the demo server sends by Accept-Encoding. `--check` verifies a built dist/ instead and fails on any mismatch.
//   tsx build/delivery.ts [--check] [dist/preact dist/react]
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';

/** Files a server may send compressed: text. Images and fonts are compressed already. */
const TEXT_FILE = /\.(js|mjs|json|css|svg|html|txt|map)$/;
const SIBLING = /\.(br|gz)$/;
const MANIFEST = 'manifest.json';

export interface FileEntry {
  bytes: number;
  /** Subresource Integrity of the file's bytes: `sha384-<base64>`. */
  integrity: string;
}

/** dist/<flavour>/manifest.json: islands and preload from the rollup build (rollup.config.mjs), files from here. */
export interface DistManifest {
  islands: Record<string, string>;
  /** Per island, its chunk and every chunk it imports statically (the entry excepted). */
  preload: Record<string, string[]>;
  /** Chunks the entry imports statically. */
  entryImports: string[];
  files: Record<string, FileEntry>;
}

function sri(bytes: Buffer): string {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

function brotli(bytes: Buffer): Buffer {
  return brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
}

function gzip(bytes: Buffer): Buffer {
  return gzipSync(bytes, { level: 9 });
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? walk(join(dir, name)) : [join(dir, name)]));
}

/** Every file of a flavour folder as a `/`-separated path relative to it, compressed siblings and the manifest left out. */
function distFiles(dir: string): string[] {
  return walk(dir)
    .map((file) => relative(dir, file).split(sep).join('/'))
    .filter((file) => !SIBLING.test(file) && file !== MANIFEST)
    .sort();
}

/** The siblings worth writing: a compressed copy no smaller than the file would only cost bytes. */
function siblings(bytes: Buffer): Array<['.br' | '.gz', Buffer]> {
  return ([['.br', brotli(bytes)], ['.gz', gzip(bytes)]] as Array<['.br' | '.gz', Buffer]>).filter(([, packed]) => packed.length < bytes.length);
}

/** Completes one flavour folder: `files` in its manifest, then .br and .gz beside every text file (the manifest too). */
export function finishDist(dir: string): DistManifest {
  for (const file of walk(dir)) if (SIBLING.test(file)) rmSync(file);
  const manifest = JSON.parse(readFileSync(join(dir, MANIFEST), 'utf8')) as DistManifest;
  manifest.files = Object.fromEntries(
    distFiles(dir).map((file) => {
      const bytes = readFileSync(join(dir, file));
      return [file, { bytes: bytes.length, integrity: sri(bytes) }];
    }),
  );
  writeFileSync(join(dir, MANIFEST), JSON.stringify(manifest, null, 2));
  for (const file of [...distFiles(dir), MANIFEST].filter((f) => TEXT_FILE.test(f))) {
    const bytes = readFileSync(join(dir, file));
    for (const [extension, packed] of siblings(bytes)) writeFileSync(join(dir, file + extension), packed);
  }
  return manifest;
}

/** What is wrong with a finished flavour folder: [] when every file is listed with its true hash and every sibling decodes to it. */
export function checkDist(dir: string): string[] {
  const problems: string[] = [];
  const manifest = JSON.parse(readFileSync(join(dir, MANIFEST), 'utf8')) as Partial<DistManifest>;
  const listed = manifest.files ?? {};
  const files = distFiles(dir);
  for (const file of files) {
    const bytes = readFileSync(join(dir, file));
    const entry = listed[file];
    if (!entry) problems.push(`${file} is not in ${MANIFEST}`);
    else if (entry.integrity !== sri(bytes) || entry.bytes !== bytes.length) problems.push(`${file} does not match its ${MANIFEST} entry`);
  }
  for (const file of Object.keys(listed)) if (!files.includes(file)) problems.push(`${MANIFEST} lists ${file}, which is not there`);
  for (const file of [...files, MANIFEST]) {
    const bytes = readFileSync(join(dir, file));
    const expected = TEXT_FILE.test(file) ? siblings(bytes).map(([extension]) => extension) : [];
    for (const extension of ['.br', '.gz'] as const) {
      const path = join(dir, file + extension);
      if (!existsSync(path)) {
        if (expected.includes(extension)) problems.push(`${file}${extension} is missing`);
        continue;
      }
      const packed = readFileSync(path);
      const unpacked = extension === '.br' ? brotliDecompressSync(packed) : gunzipSync(packed);
      if (!unpacked.equals(bytes)) problems.push(`${file}${extension} does not decode to ${file}`);
    }
  }
  return problems;
}

function main(): void {
  const args = process.argv.slice(2);
  const check = args.includes('--check');
  const dirs = args.filter((a) => a !== '--check');
  const problems: string[] = [];
  for (const dir of dirs.length ? dirs : ['dist/preact', 'dist/react']) {
    if (check) problems.push(...checkDist(dir).map((p) => `${dir}: ${p}`));
    else console.log(`${dir}: ${Object.keys(finishDist(dir).files).length} files listed with their SRI hash, text files precompressed (.br, .gz)`);
  }
  if (problems.length) {
    console.error(`dist/ does not match its manifests:\n- ${problems.join('\n- ')}`);
    process.exit(1);
  }
  if (check) console.log('dist/: every file in its manifest with a correct SRI hash; every compressed sibling decodes to its file');
}

if (process.argv[1]?.endsWith(`build${sep}delivery.ts`)) main();
