import { cartOwnerOf } from '../cart/cart-store';
import { centsToDollars, formatUsd } from '../catalog/money';
import { firstParamObject, optionalStringList } from './params';
import type { RpcMethod } from './rpc-method';

export const transGet: RpcMethod = {
  name: 'trans.get',
  handle(params, { storefront, session }) {
    const p = firstParamObject('trans.get', params);
    // The field lists are validated; the answer always carries the whole (small) transaction.
    for (const key of ['trans_fields', 'payment_fields', 'order_fields']) optionalStringList('trans.get', p, key, 50);

    const owner = cartOwnerOf(session);
    const lines = storefront.carts.lines(owner);
    const subtotalCents = lines.reduce((sum, line) => sum + line.priceCents * line.qty, 0);
    return {
      value: {
        TRANS_ID: storefront.carts.findCartId(owner),
        items_count: lines.reduce((sum, line) => sum + line.qty, 0),
        totals: {
          subtotal: centsToDollars(subtotalCents),
          total: centsToDollars(subtotalCents),
          formattedSubtotal: formatUsd(subtotalCents),
          currency: 'USD',
        },
        order: {
          items: lines.map((line) => ({
            sku: `CAT${line.categoryId}PROD${line.productId}SKU${line.skuId}`,
            SKU_BASE_ID: line.skuId,
            PRODUCT_ID: `PROD${line.productId}`,
            qty: line.qty,
            PRICE: centsToDollars(line.priceCents),
            formattedPrice: formatUsd(line.priceCents),
            name: line.productName,
            shade: line.shadeName ?? '',
          })),
          samples: [],
          offerCodes: storefront.carts.offerCodes(owner),
        },
      },
    };
  },
};
