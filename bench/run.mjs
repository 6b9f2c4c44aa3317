// npm run bench: every benchmark in turn; each prints its own figures, and bench/REPORT.md gets them all with
// the machine and the date. A bench whose work did not happen exits non-zero, and the run fails.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { cpus, freemem, totalmem, tmpdir, type as osType, release } from 'node:os';
import { join } from 'node:path';

const env = { ...process.env, HOME: mkdtempSync(join(tmpdir(), 'sfi-bench-home-')) };
const benches = [
  ['node', ['bench/size.mjs']],
  ['node', ['bench/boot-modules.mjs']],
  ['node', ['--import', 'tsx', 'bench/mount.ts']],
  ['node', ['--import', 'tsx', 'bench/search.ts']],
  ['node', ['--import', 'tsx', 'bench/search-abuse.ts']],
  ['node', ['--import', 'tsx', 'bench/cart-add.ts']],
  ['node', ['--import', 'tsx', 'bench/cards.ts']],
  ['node', ['--import', 'tsx', 'bench/leaks.ts']],
  ['node', ['--import', 'tsx', 'bench/waterfall.ts']],
  ['node', ['--import', 'tsx', 'bench/video-cues.ts']],
];

const chromium = spawnSync('/usr/bin/chromium', ['--version'], { encoding: 'utf8' });
const sections = [];
let failed = false;
for (const [command, args] of benches) {
  const name = args[args.length - 1];
  console.log(`\n### ${name}`);
  const started = Date.now();
  const result = spawnSync(command, args, { env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  process.stdout.write(result.stdout ?? '');
  process.stderr.write(result.stderr ?? '');
  const ok = result.status === 0;
  failed ||= !ok;
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  sections.push(`## ${name}${ok ? '' : ' — FAILED'}\n\n(${seconds} s)\n\n\`\`\`\n${(result.stdout ?? '').trim()}${ok ? '' : `\n${(result.stderr ?? '').trim()}`}\n\`\`\`\n`);
}

const cpu = cpus();
const report = `# Bench report

Written by \`npm run bench\` (bench/run.mjs); every figure below is what that run printed. Times are figures from
one machine on one day, not limits: compare runs on the same machine only.

- date: ${new Date().toISOString()}
- machine: ${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB memory (${(freemem() / 2 ** 30).toFixed(1)} GiB free at the start), ${osType()} ${release()}
- node ${process.version}; ${chromium.status === 0 ? chromium.stdout.trim() : 'chromium: not found'}
- result: ${failed ? 'at least one bench FAILED (its section says which)' : 'every bench ran and checked that its work happened'}

${sections.join('\n')}`;
writeFileSync(new URL('./REPORT.md', import.meta.url), report);
console.log(`\nbench/REPORT.md written${failed ? '; at least one bench failed' : ''}`);
process.exit(failed ? 1 : 0);
