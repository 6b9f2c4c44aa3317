import { resolve } from 'node:path';

/**
 * Paths are resolved from the repository root. npm scripts and jest both run there; server.ts
 * passes the root explicitly so `tsx demo/server.ts` works from anywhere.
 */
export function repoRoot(): string {
  return process.cwd();
}

export function defaultDatabasePath(root = repoRoot()): string {
  return resolve(root, 'demo/data/storefront.db');
}
