// npm run bench: every benchmark in turn; each prints its own figures.
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const env = { ...process.env, HOME: mkdtempSync(join(tmpdir(), 'sfi-bench-home-')) };
const benches = [
  ['node', ['bench/size.mjs']],
  ['node', ['--import', 'tsx', 'bench/mount.ts']],
  ['node', ['--import', 'tsx', 'bench/search.ts']],
  ['node', ['--import', 'tsx', 'bench/search-abuse.ts']],
  ['node', ['--import', 'tsx', 'bench/cart-add.ts']],
  ['node', ['--import', 'tsx', 'bench/cards.ts']],
  ['node', ['--import', 'tsx', 'bench/video-cues.ts']],
];
let failed = false;
for (const [command, args] of benches) {
  console.log(`\n### ${args[args.length - 1]}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  failed ||= result.status !== 0;
}
process.exit(failed ? 1 : 0);
