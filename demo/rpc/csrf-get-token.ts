import type { RpcMethod } from './rpc-method';

export const csrfGetToken: RpcMethod = {
  name: 'csrf.getToken',
  handle: (_params, { session }) => ({ value: { token: session.csrfToken } }),
};
