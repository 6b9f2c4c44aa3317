// Runs the browser suite (node's test runner, TypeScript through tsx) against the built bundles.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { requireFreshDist } from '../../build/dist-fresh.mjs';
import { ensureChromium } from './chromium.mjs';

requireFreshDist();
const chromium = ensureChromium();
const only = process.argv.slice(2);
const files = (only.length ? only : readdirSync('test/e2e').filter((f) => f.endsWith('.test.ts')).map((f) => join('test/e2e', f))).sort();
const home = mkdtempSync(join(tmpdir(), 'sfi-e2e-home-'));
// Two files at a time by default (each has its own demo server, database and browser): the suite in about two thirds
// of the time. SFI_E2E_CONCURRENCY=1 runs one at a time, to read a failure without a neighbour's load
// (docs/decisions.md "Browser suite: two files at a time").
const concurrency = process.env.SFI_E2E_CONCURRENCY ?? '2';
const result = spawnSync(process.execPath, ['--import', 'tsx', '--test', `--test-concurrency=${concurrency}`, ...files], {
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium, HOME: home },
});
process.exit(result.status ?? 1);
