import { describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { checkDist, finishDist, type DistManifest } from '../../build/delivery';

const script = (name: string) => Array.from({ length: 60 }, (_, i) => `export const ${name}${i} = () => "${name} ${i}";`).join('\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

/** A flavour folder as rollup leaves it: the entry, a tiny loader, chunks, an image, the islands manifest. */
function builtFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sfi-delivery-'));
  mkdirSync(join(dir, 'islands'));
  mkdirSync(join(dir, 'chunks'));
  writeFileSync(join(dir, 'storefront.js'), script('entry'));
  writeFileSync(join(dir, 'storefront.loader.js'), '(()=>{})();');
  writeFileSync(join(dir, 'islands/typeahead-Ab12Cd34.js'), script('typeahead'));
  writeFileSync(join(dir, 'chunks/framework-Ij90Kl12.js'), script('framework'));
  writeFileSync(join(dir, 'chunks/sprite.png'), PNG);
  writeFileSync(join(dir, 'manifest.json'), JSON.stringify({ islands: { typeahead: 'islands/typeahead-Ab12Cd34.js' }, preload: { typeahead: ['islands/typeahead-Ab12Cd34.js', 'chunks/framework-Ij90Kl12.js'] }, entryImports: [] }));
  return dir;
}

/** Runs `test` over a fresh built folder, finished by finishDist, and removes it after. */
function inFinishedFolder(test: (dir: string) => void): void {
  const dir = builtFolder();
  try {
    finishDist(dir);
    test(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const FILES = ['chunks/framework-Ij90Kl12.js', 'chunks/sprite.png', 'islands/typeahead-Ab12Cd34.js', 'storefront.js', 'storefront.loader.js'];
const sha384 = (bytes: Buffer) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

describe('build/delivery.ts: finishing a flavour folder', () => {
  it('lists every file in the manifest with its size and sha384, keeping what rollup wrote', () => inFinishedFolder((dir) => {
    const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as DistManifest;
    expect(Object.keys(manifest.files)).toEqual(FILES);
    for (const file of FILES) {
      const bytes = readFileSync(join(dir, file));
      expect(manifest.files[file]).toEqual({ bytes: bytes.length, integrity: sha384(bytes) });
      expect(manifest.files[file]!.integrity).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
    }
    expect([manifest.islands, manifest.preload.typeahead]).toEqual([{ typeahead: 'islands/typeahead-Ab12Cd34.js' }, ['islands/typeahead-Ab12Cd34.js', 'chunks/framework-Ij90Kl12.js']]);
  }));

  it('writes .br and .gz beside every text file that they make smaller, each decoding to the file', () => inFinishedFolder((dir) => {
    for (const file of ['storefront.js', 'islands/typeahead-Ab12Cd34.js', 'chunks/framework-Ij90Kl12.js', 'manifest.json']) {
      const bytes = readFileSync(join(dir, file));
      const br = readFileSync(join(dir, `${file}.br`));
      const gz = readFileSync(join(dir, `${file}.gz`));
      expect([brotliDecompressSync(br).equals(bytes), gunzipSync(gz).equals(bytes)]).toEqual([true, true]);
      expect(br.length).toBeLessThan(gz.length);
      expect(gz.length).toBeLessThan(bytes.length);
    }
    // An 11-byte loader does not shrink; an image is compressed already.
    expect(['storefront.loader.js.br', 'storefront.loader.js.gz', 'chunks/sprite.png.br', 'chunks/sprite.png.gz'].filter((f) => existsSync(join(dir, f)))).toEqual([]);
  }));

  it('runs again over its own output without compressing the compressed copies', () => inFinishedFolder((dir) => {
    const manifest = finishDist(dir);
    expect(Object.keys(manifest.files)).toEqual(FILES);
    expect(readdirSync(dir).sort()).toEqual(['chunks', 'islands', 'manifest.json', 'manifest.json.br', 'manifest.json.gz', 'storefront.js', 'storefront.js.br', 'storefront.js.gz', 'storefront.loader.js']);
    expect(checkDist(dir)).toEqual([]);
  }));
});

describe('build/delivery.ts --check', () => {
  it('finds nothing wrong with a finished folder', () => inFinishedFolder((dir) => {
    expect(checkDist(dir)).toEqual([]);
  }));

  it('names a changed file, a file the manifest misses, a listed file that is gone, a stale or missing sibling', () => inFinishedFolder((dir) => {
    writeFileSync(join(dir, 'storefront.js'), script('changed'));
    writeFileSync(join(dir, 'chunks/late-Zz99Yy88.js'), 'export {};');
    rmSync(join(dir, 'chunks/sprite.png'));
    rmSync(join(dir, 'islands/typeahead-Ab12Cd34.js.gz'));
    expect(checkDist(dir)).toEqual([
      'chunks/late-Zz99Yy88.js is not in manifest.json',
      'storefront.js does not match its manifest.json entry',
      'manifest.json lists chunks/sprite.png, which is not there',
      'islands/typeahead-Ab12Cd34.js.gz is missing',
      'storefront.js.br does not decode to storefront.js',
      'storefront.js.gz does not decode to storefront.js',
    ]);
  }));
});
