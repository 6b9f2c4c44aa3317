import { csrfGetToken } from './csrf-get-token';
import { offersApply } from './offers-apply';
import { prodcat } from './prodcat';
import { rpcForm } from './rpc-form';
import type { RpcMethod } from './rpc-method';
import { transGet } from './trans-get';
import { userFullData } from './user-full-data';

/** Every method the endpoint answers. A new method is one file plus one line here. */
export const RPC_METHODS: readonly RpcMethod[] = [prodcat, userFullData, transGet, csrfGetToken, rpcForm, offersApply];
