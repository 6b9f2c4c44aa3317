import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { SERVER_TIMEOUTS } from '../../../demo/http/timeouts';
import { createTestApp, useTestApp } from '../helpers/test-app';

// Slow clients must not hold connections (docs/security.md, "Slow clients"). A real server on an ephemeral port and
// raw sockets; short timeouts so that the test is quick. Each test waits for the server to close the socket, never
// for a clock.
const TIMEOUTS = { requestMs: 400, headersMs: 200, keepAliveMs: 200, idleMs: 5_000, checkIntervalMs: 25 };
/** What Fastify answers a client that timed out, before it closes the connection. */
const REQUEST_TIMEOUT = 'HTTP/1.1 408 Request Timeout\r\nContent-Length: 71\r\nContent-Type: application/json\r\n\r\n'
  + '{"error":"Request Timeout","message":"Client Timeout","statusCode":408}';

let app: FastifyInstance;
let close: () => Promise<void>;
let port: number;

beforeAll(async () => {
  ({ app, close } = await createTestApp({ timeouts: TIMEOUTS }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(async () => close());

/**
 * Opens a socket, writes `chunks` as they are (nothing more), and resolves once the server has closed it: with all
 * the server sent, and how long after the client began connecting it closed (the server's clocks start later).
 */
function exchange(...chunks: string[]): Promise<{ received: string; afterMs: number }> {
  return new Promise((resolve, reject) => {
    const startedAt = performance.now();
    const socket: Socket = connect(port, '127.0.0.1');
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (data: string) => { received += data; });
    socket.once('error', reject);
    socket.once('close', () => resolve({ received, afterMs: performance.now() - startedAt }));
    socket.once('connect', () => {
      for (const chunk of chunks) socket.write(chunk);
    });
  });
}

describe('slow clients are cut off', () => {
  it('answers 408 and closes a request whose body stops coming (headers and 8 of 1,000 bytes)', async () => {
    const { received, afterMs } = await exchange(
      'POST /rpc/jsonrpc.tmpl HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\n',
      'JSONRPC=',
    );
    expect(received).toBe(REQUEST_TIMEOUT);
    expect(afterMs).toBeGreaterThanOrEqual(TIMEOUTS.requestMs);
  });

  it('answers 408 and closes a request whose headers never end', async () => {
    const { received, afterMs } = await exchange('GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: 1\r\n');
    expect(received).toBe(REQUEST_TIMEOUT);
    expect(afterMs).toBeGreaterThanOrEqual(TIMEOUTS.headersMs);
  });

  it('serves a prompt request on a kept-alive connection, then closes the connection once it idles', async () => {
    // Node closes an idle kept-alive connection about a second after keepAliveMs.
    const { received, afterMs } = await exchange('GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n');
    expect(received).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    // The keep-alive time is announced in whole seconds: 200 ms is 0.
    expect(received.endsWith('\r\nConnection: keep-alive\r\nKeep-Alive: timeout=0\r\n\r\nok')).toBe(true);
    expect(afterMs).toBeGreaterThanOrEqual(TIMEOUTS.keepAliveMs);
  });
});

describe('the defaults (as npm start runs)', () => {
  const t = useTestApp();

  it('set request, header, keep-alive and idle timeouts on the server', () => {
    expect(SERVER_TIMEOUTS).toEqual({ requestMs: 30_000, headersMs: 10_000, keepAliveMs: 5_000, idleMs: 60_000, checkIntervalMs: 1_000 });
    const server = t.app.server;
    expect([server.requestTimeout, server.headersTimeout, server.keepAliveTimeout, server.timeout]).toEqual([30_000, 10_000, 5_000, 60_000]);
  });
});
