import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Session } from '../auth/session-store';
import type { StorefrontContext } from '../context';

export interface RpcContext {
  request: FastifyRequest;
  reply: FastifyReply;
  storefront: StorefrontContext;
  session: Session;
}

/** What a method answers: `value`, and optionally `data` (the legacy envelope carries both). */
export interface RpcResult {
  value: unknown;
  data?: unknown;
}

/** One JSON-RPC method. Each lives in its own file under demo/rpc/ and is listed in methods.ts. */
export interface RpcMethod {
  name: string;
  handle(params: unknown[], context: RpcContext): RpcResult | Promise<RpcResult>;
}
