import { cartOwnerOf } from '../cart/cart-store';
import { firstParamObject, optionalStringList } from './params';
import type { RpcMethod } from './rpc-method';
import { transactionData } from './trans-data';

export const transGet: RpcMethod = {
  name: 'trans.get',
  handle(params, { storefront, session }) {
    const p = firstParamObject('trans.get', params);
    // The field lists are validated; the answer always carries the whole (small) transaction.
    for (const key of ['trans_fields', 'payment_fields', 'order_fields']) optionalStringList('trans.get', p, key, 50);
    return { value: transactionData(storefront, cartOwnerOf(session)) };
  },
};
