import { expect } from '@jest/globals';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { decodeFeUserCart } from '../../../demo/cookies/fe-user-cart';
import { setCookie, type Visitor } from './test-app';

export type RpcEntry = {
  id: unknown;
  result?: { value: any; data?: any };
  error?: { code: number; message: string; data: { messages: any[] } };
};

/** One call, alone in its batch: the envelope answers 200 with one JSON entry whatever the call does. */
async function rpcCallWithResponse(visitor: Visitor, method: string | undefined, params: unknown[] = [{}], id: unknown = 1) {
  const response = await visitor.rpc([{ method, id, params }]);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('application/json');
  const entries = response.json() as RpcEntry[];
  expect(entries).toHaveLength(1);
  return { entry: entries[0]!, response };
}

export async function rpcCall(visitor: Visitor, method: string | undefined, params: unknown[] = [{}], id: unknown = 1): Promise<RpcEntry> {
  return (await rpcCallWithResponse(visitor, method, params, id)).entry;
}

/** An `rpc.form` submit, with the visitor's CSRF token unless `withToken` is false. */
export function submitForm(visitor: Visitor, params: Record<string, unknown>, withToken = true) {
  return rpcCallWithResponse(visitor, 'rpc.form', [{ ...(withToken ? { _TOKEN: visitor.csrfToken } : {}), ...params }]);
}

export const addToBag = (visitor: Visitor, skuId: number | string, qty: number | string = 1, extra: Record<string, unknown> = {}) =>
  submitForm(visitor, { _SUBMIT: 'cart', SKU_BASE_ID: skuId, INCREMENT: 1, QTY: qty, ...extra });

export const TRANS_GET_PARAMS = { trans_fields: ['TRANS_ID', 'totals'], payment_fields: [], order_fields: ['items', 'samples', 'offerCodes'] };

/** The visitor's transaction as `trans.get` answers it. */
export async function transGet(visitor: Visitor): Promise<any> {
  return (await rpcCall(visitor, 'trans.get', [TRANS_GET_PARAMS], 2)).result!.value;
}

/** `item_count` of the FE_USER_CART cookie a response sets, if it sets one. */
export function cookieItemCount(response: LightMyRequestResponse): string | undefined {
  const cookie = setCookie(response, 'FE_USER_CART');
  return cookie ? decodeFeUserCart(cookie.value).item_count : undefined;
}

/** Posts a body as it is to the RPC endpoint; a refused envelope answers with one error entry of id null. */
export async function postRawBody(app: FastifyInstance, payload: string, contentType = 'application/x-www-form-urlencoded') {
  const response = await app.inject({ method: 'POST', url: '/rpc/jsonrpc.tmpl', headers: { 'content-type': contentType }, payload });
  expect(response.headers['content-type']).toContain('application/json');
  const entries = response.json() as RpcEntry[];
  expect(entries).toHaveLength(1);
  expect(entries[0]!.id).toBeNull();
  return { status: response.statusCode, error: entries[0]!.error! };
}
