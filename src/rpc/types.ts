// Typed shapes of the JSON-RPC answers, as parsed by src/rpc (nothing else sees raw wire data).

export type Flag = 0 | 1;

export interface Sku {
  SKU_ID: string;
  SKU_BASE_ID: number;
  PRODUCT_ID: string;
  INVENTORY_STATUS: number;
  DISPLAY_STATUS?: number;
  RELEASE_DATE?: string;
  isOrderable: Flag;
  isShoppable: Flag;
  isPreOrder: Flag;
  isComingSoon: Flag;
  PRODUCT_SIZE?: string;
  LIFE_OF_PRODUCT?: string;
  PRICE: number;
  formattedPrice?: string;
  formattedUnitPrice?: string;
  IMAGE_5UP?: string;
  LARGE_IMAGE?: string;
  DISCOUNTABLE?: Flag;
  isDiscountable?: Flag;
  PRODUCT_CODE?: string;
  HEX_VALUE_STRING?: string;
  SHADENAME?: string;
  DISPLAY_ORDER: number;
}

export interface Product {
  PRODUCT_ID: string;
  PROD_RGN_NAME: string;
  PROD_RGN_SUBHEADING?: string;
  SHORT_DESC?: string;
  DESCRIPTION?: string;
  ATTRIBUTE_BENEFIT?: string;
  MISC_FLAG?: number;
  PARENT_CAT_ID?: string;
  CATEGORY_NAME?: string;
  TOTAL_REVIEW_COUNT?: number;
  AVERAGE_RATING?: number;
  shaded?: Flag;
  sized?: Flag;
  isKit?: Flag;
  url?: string;
  GIFTSET_COMPONENTS?: string[];
  skus: Sku[];
}

/** `user.fullData` result.value. */
export interface UserData {
  signed_in: Flag;
  csr_logged_in: Flag;
  csr_email: string;
  email: string;
  first_name: string;
  is_loyalty_member: Flag;
  loyalty_points?: number;
}

export interface CartItem {
  /** Path of the shape CAT..PROD..SKU.. (spec §3). */
  sku: string;
  SKU_BASE_ID: number;
  PRODUCT_ID: string;
  qty: number;
  PRICE?: number;
  formattedPrice?: string;
  name?: string;
  shade?: string;
}

/** `trans.get` result.value. */
export interface Cart {
  TRANS_ID: string | number | null;
  items_count: number;
  totals?: Record<string, unknown>;
  order: { items: CartItem[]; samples: unknown[]; offerCodes: unknown[] };
}
