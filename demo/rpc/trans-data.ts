import { subtotalCents, type CartLine, type CartOwner } from '../cart/cart-store';
import { centsToDollars, formatUsd } from '../catalog/money';
import type { StorefrontContext } from '../context';
import { pwpBlock, type PwpBlock } from '../promotions/pwp-block';

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
  const subtotal = subtotalCents(lines);
  const promotion = storefront.promotions.current();
  const pwp: { pwp?: PwpBlock } = promotion ? { pwp: pwpBlock(promotion, lines) } : {};
  return {
    TRANS_ID: storefront.carts.findCartId(owner),
    items_count: lines.reduce((sum, line) => sum + line.qty, 0),
    totals: {
      subtotal: centsToDollars(subtotal),
      total: centsToDollars(subtotal),
      formattedSubtotal: formatUsd(subtotal),
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

type TransactionData = ReturnType<typeof transactionData>;
