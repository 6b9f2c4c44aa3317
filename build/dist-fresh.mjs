// What reads dist/ (the size check, the browser suite) first makes sure it is the build of the sources as they are:
// a file under src/ added, changed or deleted (a folder's time changes with its entries), or the rollup config, the
// TypeScript config or the dependencies changed, after dist/<flavour>/manifest.json was written means the figures
// and the pages would be those of older code.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The newest file or folder under `dir` (itself included), with its modification time. */
function newest(dir) {
  let found = { file: dir, mtimeMs: statSync(dir).mtimeMs };
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    const candidate = entry.isDirectory() ? newest(path) : { file: path, mtimeMs: statSync(path).mtimeMs };
    if (candidate.mtimeMs > found.mtimeMs) found = candidate;
  }
  return found;
}

/** Exits with a message naming what to run when a flavour's build is missing or older than the sources. */
export function requireFreshDist(flavours = ['preact', 'react']) {
  const configs = ['rollup.config.mjs', 'tsconfig.json', 'package.json', 'package-lock.json'].map((file) => ({ file, mtimeMs: statSync(file).mtimeMs }));
  const sources = [newest('src'), ...configs].sort((a, b) => b.mtimeMs - a.mtimeMs)[0];
  for (const flavour of flavours) {
    const manifest = join('dist', flavour, 'manifest.json');
    if (!existsSync(manifest)) {
      console.error(`${manifest} is missing: run \`npm run build\` first.`);
      process.exit(1);
    }
    const built = statSync(manifest).mtimeMs;
    if (sources.mtimeMs > built) {
      console.error(`dist/${flavour} is older than the sources (${sources.file} changed after the build): run \`npm run build\` first.`);
      process.exit(1);
    }
  }
}
