import { isIP } from 'node:net';

/** Names proxy-addr (Fastify's trustProxy) knows for address ranges. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
}

/**
 * `TRUST_PROXY` → Fastify's `trustProxy` (README.md, docs/security.md). Unset, empty or `false`: trust no proxy (the
 * default). `true`: trust every peer (only when nothing reaches the server but through the proxy). Otherwise a
 * comma-separated list of the proxies' addresses, CIDR ranges or the names `loopback`, `linklocal`, `uniquelocal`.
 * Anything else throws, so that a typo stops the server instead of trusting nobody (or everybody) silently. Hop
 * counts are not taken: Fastify 5 trusts no peer for one, since a count cannot tell a proxy from a client.
 */
export function parseTrustProxy(value: string | undefined): boolean | string {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  const entries = text.split(',').map((entry) => entry.trim()).filter((entry) => entry !== '');
  if (entries.length === 0 || !entries.every(isAddressOrRange)) {
    throw new Error('TRUST_PROXY must be true, false, or the proxies\' addresses, ranges (10.0.0.0/8) or loopback, linklocal, '
      + `uniquelocal separated by commas; got ${JSON.stringify(text)}.`);
  }
  return entries.join(',');
}
