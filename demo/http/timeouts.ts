import type { FastifyServerOptions } from 'fastify';
import type { ServerOptions } from 'node:http';

/** How long the server waits for a client (docs/security.md). All in milliseconds. */
export interface ServerTimeouts {
  /** The whole request, headers and body, must have arrived within this (answered 408, then closed). */
  requestMs: number;
  /** The headers must have arrived within this (answered 408, then closed); at most `requestMs`. */
  headersMs: number;
  /** A kept-alive connection with no request in flight is closed after this. */
  keepAliveMs: number;
  /** A connection with no traffic either way (a client that stopped reading, say) is closed after this. */
  idleMs: number;
  /** How often Node checks `requestMs` and `headersMs`: a slow client is cut off at most this much later. */
  checkIntervalMs: number;
}

/**
 * A request is at most 256 KB (JSON-RPC) or 64 KB (forms), so 30 s is ample even on a poor mobile link; headers are
 * small, 10 s. Keep-alive 5 s is Node's own default (Fastify's is 72 s). 60 s of silence ends a connection.
 */
export const SERVER_TIMEOUTS: ServerTimeouts = {
  requestMs: 30_000,
  headersMs: 10_000,
  keepAliveMs: 5_000,
  idleMs: 60_000,
  checkIntervalMs: 1_000,
};

/** The Fastify (and Node http.Server) options that apply `timeouts`. */
export function timeoutOptions(timeouts: ServerTimeouts):
  Pick<FastifyServerOptions, 'requestTimeout' | 'keepAliveTimeout' | 'connectionTimeout'> & { http: ServerOptions } {
  return {
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    connectionTimeout: timeouts.idleMs,
    http: {
      requestTimeout: timeouts.requestMs,
      headersTimeout: timeouts.headersMs,
      keepAliveTimeout: timeouts.keepAliveMs,
      connectionsCheckingInterval: timeouts.checkIntervalMs,
    },
  };
}
