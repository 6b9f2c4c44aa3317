// Runs the browser suite (node's test runner, TypeScript through tsx) against the built bundles.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureChromium } from './chromium.mjs';

const chromium = ensureChromium();
for (const flavour of ['preact', 'react']) {
  if (!existsSync(`dist/${flavour}/storefront.js`)) {
    console.error(`dist/${flavour}/storefront.js is missing: run \`npm run build\` first.`);
    process.exit(1);
  }
}
const only = process.argv.slice(2);
const files = (only.length ? only : readdirSync('test/e2e').filter((f) => f.endsWith('.test.ts')).map((f) => join('test/e2e', f))).sort();
const home = mkdtempSync(join(tmpdir(), 'sfi-e2e-home-'));
const result = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', ...files], {
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium, HOME: home },
});
process.exit(result.status ?? 1);
