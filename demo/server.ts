import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { parseTrustProxy } from './http/trust-proxy';

const rootDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const host = process.env.HOST || '127.0.0.1';
const port = Number(process.env.PORT || 8080);

if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a whole number between 0 and 65535, got "${process.env.PORT}".`);
  process.exit(1);
}

let trustProxy: ReturnType<typeof parseTrustProxy>;
try {
  trustProxy = parseTrustProxy(process.env.TRUST_PROXY);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

// ASSET_BASE: where pages load the bundle from when a CDN serves dist/ (http/dist-assets.ts); default this server's /dist/.
const app = await buildApp({ rootDir, logger: process.env.SFI_LOG === '1', trustProxy, assetBase: process.env.ASSET_BASE || undefined });
try {
  await app.listen({ host, port });
} catch (error) {
  console.error(`Could not listen on ${host}:${port}: ${(error as Error).message}`);
  process.exit(1);
}
const shownHost = host.includes(':') ? `[${host}]` : host;
console.log(`Demo storefront running at http://${shownHost}:${port}/ (React build: add ?flavour=react)`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().then(() => process.exit(0), () => process.exit(1));
  });
}
