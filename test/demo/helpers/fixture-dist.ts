import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { finishDist } from '../../../build/delivery';

/** The hashed names in the fixture (rollup's [hash] is eight base64url characters). */
export const FIXTURE_FILES = {
  entry: 'storefront.js',
  loader: 'storefront.loader.js',
  typeahead: 'islands/typeahead-Ab12Cd34.js',
  productCard: 'islands/product-card-Ef56Gh78.js',
  framework: 'chunks/framework-Ij90Kl12.js',
  endeca: 'chunks/endeca-client-Mn34Op56.js',
} as const;

/** A few hundred bytes of script, so compression pays off as it does for the real chunks. */
const body = (name: string) => `export const name = ${JSON.stringify(name)};\n${Array.from({ length: 40 }, (_, i) => `export function ${name.replace(/\W/g, '_')}${i}(value) { return value + ${i}; }`).join('\n')}\n`;

/**
 * A dist/ folder as `npm run build` leaves it, both flavours, small and fixed, so the server tests do not depend on a
 * build: a few files, the manifest rollup writes (islands, preload, entryImports), then the real post-build step
 * (build/delivery.ts) adds SRI hashes and .br/.gz siblings.
 */
export function writeFixtureDist(dir: string): string {
  const files = FIXTURE_FILES;
  for (const flavour of ['preact', 'react']) {
    const root = join(dir, flavour);
    mkdirSync(join(root, 'islands'), { recursive: true });
    mkdirSync(join(root, 'chunks'), { recursive: true });
    for (const file of Object.values(files)) writeFileSync(join(root, file), `// ${flavour}\n${body(file)}`);
    writeFileSync(join(root, 'manifest.json'), JSON.stringify({
      islands: { typeahead: files.typeahead, 'product-card': files.productCard },
      preload: { typeahead: [files.typeahead, files.framework, files.endeca], 'product-card': [files.productCard, files.framework] },
      entryImports: [],
    }));
    finishDist(root);
  }
  return dir;
}
