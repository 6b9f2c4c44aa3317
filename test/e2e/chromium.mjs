// Finds Debian's Chromium for the browser suite and benches; installs it where we are root with apt-get.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  return candidates.find((path) => existsSync(path)) ?? null;
}

/** Returns Chromium's path, installing Debian's package first when possible; otherwise throws with the command to run. */
export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    console.log('[e2e] Chromium not found: installing Debian\'s chromium with apt-get (needed by the browser suite)...');
    execFileSync('apt-get', ['update', '-q'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-q', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    const installed = findChromium();
    if (installed) return installed;
  }
  throw new Error(
    'The browser suite needs Chromium and none was found. Install it with `sudo apt-get install -y chromium` ' +
      '(or set CHROMIUM_PATH to a Chromium binary), then run `npm test` again.',
  );
}
