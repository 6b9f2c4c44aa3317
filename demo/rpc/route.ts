import type { FastifyInstance } from 'fastify';
import { fromAnotherOrigin } from '../auth/csrf';
import { dispatchCalls } from './dispatch';
import { MAX_PRODUCTS_PER_REQUEST } from './prodcat';
import { parseEnvelope } from './envelope';
import { isTooManyRequests } from '../http/rate-limits';
import { RPC_METHODS } from './methods';
import { errorEntry, RPC_CODES, RpcError } from './rpc-error';

const RPC_PATH = '/rpc/jsonrpc.tmpl';
const RPC_BODY_LIMIT = 256 * 1024;

export function registerRpcRoute(app: FastifyInstance): void {
  const methods = new Map(RPC_METHODS.map((method) => [method.name, method]));

  app.post(RPC_PATH, {
    bodyLimit: RPC_BODY_LIMIT,
    // Transport failures (oversized body, wrong content type, broken form encoding) still answer in the envelope.
    errorHandler: (error: { statusCode?: number; code?: string }, request, reply) => {
      const status = error.statusCode ?? 500;
      const message = isTooManyRequests(error)
        ? `Too many requests from your address. Try again in ${error.retryAfterSeconds} seconds.`
        : status === 413
        ? `The request body is larger than ${RPC_BODY_LIMIT / 1024} KB. Send fewer calls per batch.`
        : status === 415
          ? 'Send the calls as application/x-www-form-urlencoded with a JSONRPC field.'
          : status < 500 ? 'The request body could not be read. Send a form-encoded JSONRPC field.' : 'The server could not process this request.';
      if (status >= 500) request.log.error({ err: error }, 'rpc request failed');
      const rpcError = new RpcError(status < 500 ? RPC_CODES.emptyRequest : RPC_CODES.internal, message, `rpc.http_${status}`);
      return reply.code(status).header('Cache-Control', 'no-store').send([errorEntry(null, rpcError)]);
    },
  }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    // Calls come from the storefront's own pages. `rpc.form` also checks its CSRF token; this covers every method,
    // `offers.apply` among them, whose wire format has no token.
    if (fromAnotherOrigin(request.headers, request.host)) {
      const refused = new RpcError(RPC_CODES.emptyRequest, 'Calls from pages of another origin are refused.', 'rpc.cross_origin');
      return reply.code(403).send([errorEntry(null, refused)]);
    }
    let calls;
    try {
      calls = parseEnvelope(request.body);
    } catch (error) {
      if (!(error instanceof RpcError)) throw error;
      return reply.code(400).send([errorEntry(null, error)]);
    }
    const session = request.session;
    if (!session) throw new Error('RPC request reached the handler without a session');
    return dispatchCalls(calls, methods, { request, reply, storefront: app.storefront, session, budget: { products: MAX_PRODUCTS_PER_REQUEST } });
  });
}
