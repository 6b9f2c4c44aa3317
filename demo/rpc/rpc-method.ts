import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Session } from '../auth/session-store';
import type { StorefrontContext } from '../context';

export interface RpcContext {
  request: FastifyRequest;
  reply: FastifyReply;
  storefront: StorefrontContext;
  session: Session;
  /**
   * What is left of the request's answer: product records its `prodcat` calls may still answer, so that one small
   * request cannot make an answer hundreds of times its size (docs/security.md).
   */
  budget: { products: number };
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
