import type { CartLine, CartOwner } from '../cart/cart-store';
import { centsToDollars, formatUsd } from '../catalog/money';
import type { StorefrontContext } from '../context';
import { pwpBlock, type PwpBlock } from '../promotions/pwp-block';
import { promotionStoreFor } from '../promotions/promotion-store';

export interface OrderItem {
  /** `CAT12PROD345SKU678`: the category the line was added from, its product and SKU. */
  sku: string;
  SKU_BASE_ID: number;
  PRODUCT_ID: string;
  qty: number;
  PRICE: number;
  formattedPrice: string;
  name: string;
  shade: string;
}

export function orderItem(line: CartLine): OrderItem {
  return {
    sku: `CAT${line.categoryId}PROD${line.productId}SKU${line.skuId}`,
    SKU_BASE_ID: line.skuId,
    PRODUCT_ID: `PROD${line.productId}`,
    qty: line.qty,
    PRICE: centsToDollars(line.priceCents),
    formattedPrice: formatUsd(line.priceCents),
    name: line.productName,
    shade: line.shadeName ?? '',
  };
}

/** The transaction as `trans.get` answers it and cart answers carry it (`trans_data`); `pwp` only while an offer runs. */
export function transactionData(storefront: StorefrontContext, owner: CartOwner) {
  const lines = storefront.carts.lines(owner);
  const subtotalCents = lines.reduce((sum, line) => sum + line.priceCents * line.qty, 0);
  const promotion = promotionStoreFor(storefront.db).current();
  const pwp: { pwp?: PwpBlock } = promotion ? { pwp: pwpBlock(promotion, lines) } : {};
  return {
    TRANS_ID: storefront.carts.findCartId(owner),
    items_count: lines.reduce((sum, line) => sum + line.qty, 0),
    totals: {
      subtotal: centsToDollars(subtotalCents),
      total: centsToDollars(subtotalCents),
      formattedSubtotal: formatUsd(subtotalCents),
      currency: 'USD',
    },
    order: {
      items: lines.map(orderItem),
      samples: [],
      offerCodes: storefront.carts.offerCodes(owner),
    },
    ...pwp,
  };
}

export type TransactionData = ReturnType<typeof transactionData>;
